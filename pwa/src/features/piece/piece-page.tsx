import { Box, Button, Card, Container, Grid, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { Piece } from '@stagehouse/shared/piece.schema';
import { formatUsd } from '@stagehouse/shared/money';
import { optionLabel } from '@stagehouse/shared/option-label';
import type { PieceHouse } from '@stagehouse/shared/piece-view.schema';
import { screenTexts } from '@stagehouse/shared/messages';
import { requestMessages } from '@stagehouse/shared/messages';
import { ArrowLeft, CalendarDays, MapPin, Share2 } from 'lucide-react';
import { Fragment, useState } from 'react';
import { lazyComponent } from '../../lib/lazy-component';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { CompanyLink } from '../../components/company-link';
import { FurnitureGallery } from '../../components/furniture-gallery';
import { SaveToggle } from '../../components/piece-card';
import { LoadedWhenOpened } from '../../components/loaded-when-opened';
import { PageSpinner } from '../../components/page-spinner';
import { StatusBadge } from '../../components/status-badge';
import { notify } from '../../components/ui/notify';
import { useCurrentUser } from '../../lib/auth-store';
import { useCategoryName } from '../../lib/categories';
import { openHouseDayOf } from '../../lib/open-house-day';
import { loadForHeldTap } from '../../lib/load-for-held-tap';
import { useRequestFor } from '../../lib/purchase-requests';
import { useUiContent } from '../../lib/ui-content';
import { PhotoGallery } from './photo-gallery';
import { usePiece } from './use-piece';

const RequestDialog = lazyComponent(() => import('./request-dialog').then((m) => m.RequestDialog));
// Its code comes when a buyer asks to hear about a held piece, not with the page.
const ComesBackForm = lazyComponent(() => import('./comes-back-form').then((m) => m.ComesBackForm));
loadForHeldTap(RequestDialog.load);

/** The Web Share sheet where the browser has one, else the link copied. */
async function share(piece: Piece) {
  const url = `${location.origin}/piece/${piece.id}`;
  if (typeof navigator.share === 'function') {
    await navigator
      .share({ title: piece.name, text: `${piece.name}, ${formatUsd(piece.price)} on Stagehouse`, url })
      .catch(() => undefined);
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    notify({ title: 'Link copied', description: url });
  } catch {
    notify({ title: 'Could not copy the link', description: url, variant: 'destructive' });
  }
}

const HouseCard = ({ house }: { house: PieceHouse }) => (
  <Card.Root as="section" bg="white" aria-labelledby="house-heading">
    <Card.Body gap="2">
      <Heading as="h2" id="house-heading" size="md">
        At the open house
      </Heading>
      <HStack gap="2" align="start">
        <MapPin size={18} aria-hidden />
        <Text>{house.address}</Text>
      </HStack>
      <HStack gap="2" align="start">
        <CalendarDays size={18} aria-hidden />
        <Text>
          {openHouseDayOf(house.openHouseDate)}
          {house.openHouseTime ? `, ${house.openHouseTime}` : ''}
        </Text>
      </HStack>
      <HStack gap="4" flexWrap="wrap" pt="1">
        <Link asChild className="sh-link-target" color="teal.800" fontWeight="medium">
          <RouterLink to={`/open-house/${house.id}`}>See the open house</RouterLink>
        </Link>
        <CompanyLink companyId={house.companyId} companyName={house.companyName} />
      </HStack>
    </Card.Body>
  </Card.Root>
);

/**
 * What a buyer can do: Request to buy a listed piece (while requests to buy are open, not their own,
 * not held, its open house not over, with pickup windows to choose from), or see where their request stands.
 */
function BuyerAction({ piece, house, onHold }: { piece: Piece; house: PieceHouse | null; onHold: boolean }) {
  const [asking, setAsking] = useState(false);
  const [watching, setWatching] = useState(false);
  const viewer = useCurrentUser();
  const own = useRequestFor(piece.id);
  const requestsOpen = useUiContent(viewer?.id ?? null)?.features.checkout_booking;
  // Until the switches are known, the page offers nothing rather than a button it may take back.
  if (piece.status !== 'pending' || viewer?.id === piece.ownerId || !house || (!own && requestsOpen === undefined)) return null;
  const state = own ? (
    <Text data-testid="own-request">
      You asked for this piece ({own.status}).{' '}
      <Link asChild color="teal.800" fontWeight="medium">
        <RouterLink to="/my-requests">My requests</RouterLink>
      </Link>
    </Text>
  ) : house.over ? (
    <Text color="gray.700" data-testid="open-house-over">
      {requestMessages.openHouseOver}.
    </Text>
  ) : !requestsOpen ? (
    <Text color="gray.700" data-testid="requests-closed">
      {requestMessages.closed}.
    </Text>
  ) : onHold ? (
    <Stack gap="3" align="start">
      <Text color="gray.700">This piece is on hold for a buyer until their pickup; it may come back.</Text>
      {!watching && (
        <Button variant="outline" colorPalette="teal" onClick={() => setWatching(true)}>
          Tell me if it comes back
        </Button>
      )}
      <LoadedWhenOpened open={watching}>
        <ComesBackForm piece={piece} />
      </LoadedWhenOpened>
    </Stack>
  ) : house.pickupSlots.length === 0 ? (
    <Text color="gray.700">The lister has not set pickup times yet.</Text>
  ) : (
    <Button colorPalette="teal" size="lg" onClick={() => setAsking(true)}>
      Request to buy
    </Button>
  );
  return (
    <>
      {state}
      {/* Stays mounted when the request lands, so its confirmation shows. */}
      <LoadedWhenOpened open={asking}>
        <RequestDialog piece={piece} house={house} open={asking} onClose={() => setAsking(false)} />
      </LoadedWhenOpened>
    </>
  );
}

/** A piece of its own: every photo, what it is, where and when to see it; shareable and kept for offline. */
export function PiecePage() {
  const id = useParams().id ?? '';
  const { view, state } = usePiece(id);
  const categoryName = useCategoryName();

  if (state === 'loading') {
    return (
      <Container maxW="6xl" py="8">
        <title>Piece | Stagehouse</title>
        <PageSpinner label="Loading the piece" />
      </Container>
    );
  }
  if (!view) {
    const offline = state === 'offline';
    return (
      <Container maxW="xl" py="16" textAlign="center">
        <title>{`${offline ? 'Offline' : 'Piece not found'} | Stagehouse`}</title>
        <Heading as="h1" size="2xl" mb="3">
          {offline ? 'You are offline' : 'Piece not found'}
        </Heading>
        <Text mb="6">
          {offline
            ? 'This piece has not been opened on this device yet. Connect to the internet to see it.'
            : 'This piece is not listed any more, or the link is wrong.'}
        </Text>
        <Button asChild colorPalette="teal">
          <RouterLink to="/map">{screenTexts.backToMap}</RouterLink>
        </Button>
      </Container>
    );
  }

  const { piece, house } = view;
  const details = [
    { label: 'Category', value: piece.category && categoryName(piece.category) },
    { label: 'Room', value: piece.room && optionLabel(piece.room) },
    { label: 'Condition', value: piece.condition && optionLabel(piece.condition) },
  ]
    .flatMap(({ label, value }) => (value ? [{ label, value }] : []))
    .concat(piece.dimensions ? [{ label: 'Dimensions', value: piece.dimensions }] : []);

  return (
    <Container maxW="6xl" py="6">
      <title>{`${piece.name} | Stagehouse`}</title>
      <Button asChild variant="ghost" px="0" mb="4">
        <RouterLink to={house ? `/open-house/${house.id}` : '/map'}>
          <ArrowLeft aria-hidden /> {house ? 'Back to the open house' : screenTexts.backToMap}
        </RouterLink>
      </Button>
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' }}
        gap={{ base: '6', md: '10' }}
        alignItems="start"
      >
        <PhotoGallery key={piece.id} name={piece.name} photos={piece.images} />
        <Stack gap="5">
          <Stack gap="2">
            <HStack justify="space-between" align="start" gap="3">
              <Heading as="h1" size="2xl" color="teal.900">
                {piece.name}
              </Heading>
              <StatusBadge piece={piece} onHold={view.onHold} over={house?.over === true} size="lg" data-testid="piece-status" />
            </HStack>
            <Text fontSize="2xl" fontWeight="bold" color="teal.900">
              {formatUsd(piece.price)}
            </Text>
          </Stack>
          <BuyerAction piece={piece} house={house} onHold={view.onHold} />
          <HStack gap="2">
            {piece.status !== 'sold' && <SaveToggle piece={piece} />}
            <Button variant="outline" size="sm" onClick={() => void share(piece)}>
              <Share2 aria-hidden /> Share
            </Button>
          </HStack>
          {details.length > 0 && (
            <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="6" rowGap="1">
              {details.map((d) => (
                <Fragment key={d.label}>
                  <Box as="dt" color="gray.700">
                    {d.label}
                  </Box>
                  <Box as="dd">{d.value}</Box>
                </Fragment>
              ))}
            </Box>
          )}
          {piece.description && (
            <Box>
              <Heading as="h2" size="md" mb="1">
                About this piece
              </Heading>
              <Text whiteSpace="pre-line">{piece.description}</Text>
            </Box>
          )}
          {house && <HouseCard house={house} />}
        </Stack>
      </Grid>
      {/* A page kept on the device before pieces like it were shown has none. */}
      {(view.similar ?? []).length > 0 && (
        <Box as="section" aria-labelledby="similar-heading" mt="10">
          <Heading as="h2" id="similar-heading" size="lg" mb="4">
            Similar pieces
          </Heading>
          <FurnitureGallery label="Similar pieces" pieces={view.similar} />
        </Box>
      )}
    </Container>
  );
}
