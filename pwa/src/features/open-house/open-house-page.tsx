import { Badge, Box, Button, Card, Container, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { Piece } from '@stagehouse/shared/piece.schema';
import { notices, screenTexts } from '@stagehouse/shared/messages';
import { ArrowLeft, CalendarDays, MapPin, Users } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { CompanyLink } from '../../components/company-link';
import { FurnitureGallery } from '../../components/furniture-gallery';
import { PageSpinner } from '../../components/page-spinner';
import type { RsvpTarget } from '../../components/rsvp-dialog';
import { RsvpDialogOnDemand } from '../../components/rsvp-dialog-on-demand';
import { openHouseDayOf } from '../../lib/open-house-day';
import { useOwnRsvp } from '../../lib/rsvp';
import { useOpenHouse } from './use-open-house';

const BackToMap = () => (
  <Button asChild variant="ghost" px="0" mb="4">
    <RouterLink to="/map">
      <ArrowLeft aria-hidden /> {screenTexts.backToMap}
    </RouterLink>
  </Button>
);

export function OpenHousePage() {
  const id = Number(useParams().id);
  const { house, state, refresh } = useOpenHouse(id);
  const [rsvp, setRsvp] = useState<RsvpTarget | null>(null);
  const ownRsvp = useOwnRsvp(id);

  if (state === 'loading') {
    return (
      <Container maxW="7xl" py="8">
        <title>Open house | Stagehouse</title>
        <Text role="status">{screenTexts.openHouseLoading}</Text>
        <PageSpinner label={screenTexts.openHouseLoading} />
      </Container>
    );
  }
  if (!house) {
    const offline = state === 'offline';
    return (
      <Container maxW="xl" py="16" textAlign="center">
        <title>{`${offline ? 'Offline' : notices.openHouseNotFound} | Stagehouse`}</title>
        <Heading as="h1" size="2xl" mb="3">
          {offline ? 'You are offline' : notices.openHouseNotFound}
        </Heading>
        <Text mb="6">
          {offline
            ? 'This open house has not been opened on this device yet. Connect to the internet to see it.'
            : notices.openHouseNotFoundText}
        </Text>
        <Button asChild colorPalette="teal">
          <RouterLink to="/map">{screenTexts.backToMap}</RouterLink>
        </Button>
      </Container>
    );
  }

  const held = new Set(house.heldPieceIds);
  const available = house.furniture.filter((f) => f.status === 'pending' && !held.has(f.id));
  // A held piece stays in the gallery, after the available ones, reading On hold: it may come back.
  const shown = [...available, ...house.furniture.filter((f) => f.status === 'pending' && held.has(f.id))];
  const rsvpFor = (piece: Piece | null) =>
    setRsvp({
      propertyId: house.id,
      furnitureId: piece?.id ?? null,
      title: piece?.name ?? house.address,
      address: house.address,
      openHouseDate: house.openHouseDate,
      state: house.state,
    });

  return (
    <Container maxW="7xl" py="6">
      <title>{`${house.address} | Stagehouse`}</title>
      <BackToMap />
      <Flex gap="4" justify="space-between" align={{ base: 'start', md: 'center' }} direction={{ base: 'column', md: 'row' }} mb="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl" color="teal.900">
            {house.address}
          </Heading>
          <HStack color="gray.700" gap="3" flexWrap="wrap">
            <HStack gap="1">
              <MapPin size={16} aria-hidden />
              <Text>Zip code {house.zipCode}</Text>
            </HStack>
            <CompanyLink companyId={house.companyId} companyName={house.companyName} />
          </HStack>
        </Stack>
        <Stack gap="2" align={{ md: 'end' }}>
          <HStack gap="3">
            <Badge colorPalette="teal" size="lg">
              {screenTexts.piecesAvailable(available.length)}
            </Badge>
            <Button colorPalette="teal" onClick={() => rsvpFor(null)}>
              RSVP
            </Button>
          </HStack>
          {ownRsvp && (
            <Text fontSize="sm" color="gray.700" data-testid="own-rsvp">
              You RSVP’d as {ownRsvp.email} on {new Date(ownRsvp.createdAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}.
            </Text>
          )}
        </Stack>
      </Flex>

      <Stack gap="8">
        <Box as="section" aria-labelledby="gallery-heading">
          <Heading as="h2" id="gallery-heading" size="lg" mb="4">
            Furniture Gallery
          </Heading>
          {shown.length === 0 ? (
            <Text color="gray.700">{screenTexts.noFurniture}</Text>
          ) : (
            <FurnitureGallery
              label="Furniture in this open house"
              pieces={shown}
              heldIds={held}
              over={house.over === true}
              onRsvp={house.over ? undefined : rsvpFor}
            />
          )}
        </Box>
        {(house.description || house.openHouseDate || house.rsvpCount > 0) && (
          <Card.Root as="section" bg="white" aria-labelledby="about-heading">
            <Card.Header>
              <Heading as="h2" id="about-heading" size="lg">
                About This House
              </Heading>
            </Card.Header>
            <Card.Body gap="3">
              {house.description && <Text>{house.description}</Text>}
              {house.openHouseDate && (
                <HStack gap="2">
                  <CalendarDays size={18} aria-hidden />
                  <Text>
                    Open house: {openHouseDayOf(house.openHouseDate)}
                    {house.openHouseTime ? `, ${house.openHouseTime}` : ''}
                  </Text>
                </HStack>
              )}
              <HStack gap="2">
                <Users size={18} aria-hidden />
                <Text data-testid="rsvp-count">{house.rsvpCount === 1 ? '1 RSVP so far' : `${house.rsvpCount} RSVPs so far`}</Text>
              </HStack>
            </Card.Body>
          </Card.Root>
        )}
      </Stack>
      <RsvpDialogOnDemand target={rsvp} onClose={() => setRsvp(null)} onConfirmed={(outcome) => outcome === 'sent' && void refresh()} />
    </Container>
  );
}
