import { Badge, Box, Button, Card, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { apiPaths } from '@stagehouse/shared/api-paths';
import type { Furniture } from '@stagehouse/shared/furniture.schema';
import { notices, screenTexts } from '@stagehouse/shared/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { FurnitureCard } from '../../components/furniture-card';
import { PageHeading } from '../../components/page-heading';
import { PageSpinner } from '../../components/page-spinner';
import { notify } from '../../components/ui/notify';
import { apiRequest, messageOf } from '../../lib/api';
import { useCurrentUser } from '../../lib/auth-store';
import { useLocalDrafts } from '../../lib/drafts';
import { ownerFurnitureQuery } from '../../lib/listings-api';

const WaitingDrafts = () => {
  const drafts = useLocalDrafts() ?? [];
  if (drafts.length === 0) return null;
  return (
    <Stack gap="3" mb="6">
      <Heading as="h2" size="md">
        Saved on this device
      </Heading>
      <SimpleGrid as="ul" columns={{ base: 1, md: 2, lg: 3 }} gap="4" listStyleType="none">
        {drafts.map((d) => (
          <Card.Root as="li" key={d.id} bg="white" data-testid="local-draft">
            <Card.Body gap="1">
              <Text fontWeight="semibold">{d.fields.name || 'Untitled draft'}</Text>
              <Text fontSize="sm" color="gray.700">
                {d.photos.length} {d.photos.length === 1 ? 'photo' : 'photos'}
              </Text>
              <Badge colorPalette="orange" alignSelf="start">
                Waiting to sync
              </Badge>
              {d.error && (
                <Text fontSize="sm" color="fg.error">
                  {d.error}
                </Text>
              )}
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
};

export const PendingPage = () => {
  const user = useCurrentUser()!;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const listings = useQuery(ownerFurnitureQuery(user.id));
  const pending = (listings.data ?? []).filter((f) => f.status === 'pending' || f.status === 'draft');

  const remove = async (piece: Furniture) => {
    if (!window.confirm(notices.confirmRemoveListing)) return;
    try {
      await apiRequest('DELETE', apiPaths.furnitureItem(piece.id));
      await queryClient.invalidateQueries({ queryKey: ['furniture'] });
    } catch (error) {
      notify({ title: notices.removeFailed, description: messageOf(error), variant: 'destructive' });
    }
  };

  return (
    <Container maxW="7xl" py="6">
      <PageHeading title="Pending Listings" subtitle="Your pending listings and drafts, newest first." />
      <WaitingDrafts />
      {listings.isPending ? (
        <PageSpinner label="Loading your listings" />
      ) : listings.isError ? (
        <Text role="alert">{notices.pendingLoadFailed}</Text>
      ) : pending.length === 0 ? (
        <Box textAlign="center" py="10">
          <Text mb="4">{screenTexts.pendingEmpty}</Text>
          <Button asChild colorPalette="teal">
            <RouterLink to="/list-furniture">List Furniture</RouterLink>
          </Button>
        </Box>
      ) : (
        <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="5" listStyleType="none" data-testid="pending-list">
          {pending.map((piece) => (
            <Box as="li" key={piece.id}>
              <FurnitureCard piece={piece} showFavorite={false} onEdit={(p) => navigate(`/edit-furniture?id=${p.id}`)} onRemove={(p) => void remove(p)} />
            </Box>
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
};
