import { Badge, Box, Button, Container, Flex, Heading, Text } from '@chakra-ui/react';
import type { Piece } from '@stagehouse/shared/piece.schema';
import { screenTexts } from '@stagehouse/shared/messages';
import { rooms } from '@stagehouse/shared/options';
import { isInPriceBucket, priceBuckets } from '@stagehouse/shared/price-buckets';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BrowseFurniturePrompt } from '../../components/browse-furniture-prompt';
import { FurnitureGallery } from '../../components/furniture-gallery';
import { PageHeading } from '../../components/page-heading';
import { PageSpinner } from '../../components/page-spinner';
import type { RsvpTarget } from '../../components/rsvp-dialog';
import { RsvpDialogOnDemand } from '../../components/rsvp-dialog-on-demand';
import { SelectField } from '../../components/select-field';
import { useCurrentUser } from '../../lib/auth-store';
import { useCategoryOptions } from '../../lib/categories';
import { requestReplay } from '../../lib/outbox';
import { knownOpenHouseDate } from '../../lib/rsvp';
import { useSavedPieces } from '../../lib/saved-pieces';
import { useFilters } from '../../lib/use-filters';

const noFilters = { price: '', category: '', room: '' };
type FilterField = { key: keyof typeof noFilters; label: string; options: { value: string; label: string }[] };
const priceField: FilterField = { key: 'price', label: 'Price range', options: priceBuckets.map((b) => ({ value: b.id, label: b.label })) };
const roomField: FilterField = { key: 'room', label: 'Room', options: rooms.map((r) => ({ value: r, label: r })) };

/** The saved pieces kept on this device: works fully offline. */
export function SavedPiecesPage() {
  const saved = useSavedPieces();
  const userId = useCurrentUser()?.id;
  useEffect(() => {
    if (userId !== undefined) void requestReplay().catch(() => undefined);
  }, [userId]);
  const { filters, set, clear, given } = useFilters(noFilters);
  const [rsvp, setRsvp] = useState<RsvpTarget | null>(null);
  const filtering = Object.keys(given).length > 0;
  // The back office's categories by name, and those of saved pieces switched off since, so every saved piece can be found.
  const categories = useCategoryOptions((saved ?? []).map((p) => p.category));
  const filterFields = [priceField, { key: 'category', label: 'Category', options: categories } satisfies FilterField, roomField];
  const shown = (saved ?? []).filter(
    (p) =>
      (!filters.price || isInPriceBucket(p.price, filters.price)) &&
      (!filters.category || p.category === filters.category) &&
      (!filters.room || p.room === filters.room),
  );
  const rsvpFor = (piece: Piece) => {
    const { propertyId } = piece;
    if (propertyId === null) return;
    void knownOpenHouseDate(propertyId).then((openHouseDate) =>
      setRsvp({
        propertyId,
        furnitureId: piece.id,
        title: piece.name,
        address: piece.propertyAddress,
        openHouseDate,
        state: piece.propertyState,
      }),
    );
  };

  return (
    <Container maxW="7xl" py="6">
      <PageHeading title="Saved Pieces" subtitle="The pieces you saved, kept on this device." />
      <Button asChild variant="outline" size="sm" mb="5">
        <RouterLink to="/my-requests">My requests to buy</RouterLink>
      </Button>
      {saved === undefined ? (
        <PageSpinner />
      ) : saved.length === 0 ? (
        <BrowseFurniturePrompt heading={screenTexts.savedEmpty} />
      ) : (
        <>
          <Flex gap="3" align="end" wrap="wrap" mb="5">
            {filterFields.map((field) => (
              <Box key={field.key} w={{ base: 'full', sm: '52' }}>
                <SelectField
                  label={field.label}
                  placeholder="All"
                  value={filters[field.key]}
                  onChange={(e) => set(field.key)(e.target.value)}
                  options={field.options}
                />
              </Box>
            ))}
            <Button variant="outline" onClick={clear}>
              {screenTexts.clearFilters}
            </Button>
          </Flex>
          <Flex align="center" gap="3" mb="4">
            <Heading as="h2" size="lg">
              {filtering ? screenTexts.savedFiltered : screenTexts.savedAll}
            </Heading>
            <Badge colorPalette="teal" size="lg" data-testid="saved-count">
              {shown.length} {shown.length === 1 ? 'item' : 'items'}
            </Badge>
          </Flex>
          {shown.length === 0 ? (
            <Box textAlign="center" py="10">
              <Text fontWeight="semibold" mb="3">
                {screenTexts.savedNoMatches}
              </Text>
              <Button variant="outline" onClick={clear}>
                {screenTexts.clearFilters}
              </Button>
            </Box>
          ) : (
            <FurnitureGallery label="Saved pieces" pieces={shown} onRsvp={rsvpFor} showHouseLink />
          )}
        </>
      )}
      <RsvpDialogOnDemand target={rsvp} onClose={() => setRsvp(null)} />
    </Container>
  );
}
