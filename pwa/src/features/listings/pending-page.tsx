import { Badge, Box, Button, Container, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Furniture } from '@stagehouse/shared/furniture.schema';
import { notices, screenTexts } from '@stagehouse/shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { FurnitureCard } from '../../components/furniture-card';
import { PageHeading } from '../../components/page-heading';
import { PageSpinner } from '../../components/page-spinner';
import { notify } from '../../components/ui/notify';
import { useCurrentUser } from '../../lib/auth-store';
import { deleteListing, discardChange, sendAndReport, useListingsPulled, useOutboxState, useOwnListings } from '../../lib/listings-store';

const SyncBadge = ({ id, state }: { id: string; state: ReturnType<typeof useOutboxState> }) => {
  if (state?.attention.has(id)) return <Badge colorPalette="red">Needs attention</Badge>;
  if (!state?.waiting.has(id)) return null;
  const photos = state.photosWaiting.get(id) ?? 0;
  return (
    <Badge colorPalette="orange">
      Waiting to sync{photos > 0 ? ` · ${photos} ${photos === 1 ? 'photo' : 'photos'}` : ''}
    </Badge>
  );
};

export const PendingPage = () => {
  const user = useCurrentUser()!;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pulled = useListingsPulled();
  const listings = useOwnListings(user.id);
  const outbox = useOutboxState();
  const pending = (listings ?? []).filter((f) => f.status === 'pending' || f.status === 'draft');

  const remove = async (piece: Furniture) => {
    if (!window.confirm(notices.confirmRemoveListing)) return;
    const entry = await deleteListing(piece);
    const report = await sendAndReport(entry);
    if (report.outcome === 'refused') {
      notify({ title: notices.removeFailed, description: report.reason, variant: 'destructive' });
      await discardChange(entry);
    }
    await queryClient.invalidateQueries({ queryKey: ['furniture'] });
  };

  return (
    <Container maxW="7xl" py="6">
      <PageHeading title="Pending Listings" subtitle="Your pending listings and drafts, newest first." />
      {listings === undefined || (pending.length === 0 && pulled === 'pending') ? (
        <PageSpinner label="Loading your listings" />
      ) : pending.length === 0 && listings.length === 0 && pulled === 'failed' ? (
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
            <Stack as="li" key={piece.id} gap="2" data-testid="own-listing">
              <SyncBadge id={piece.id} state={outbox} />
              <FurnitureCard piece={piece} showFavorite={false} onEdit={(p) => navigate(`/edit-furniture?id=${p.id}`)} onRemove={(p) => void remove(p)} />
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
};
