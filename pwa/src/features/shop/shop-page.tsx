import { Box, Button, Container, Field, Flex, Input, Text } from '@chakra-ui/react';
import { pieceSortLabels, pieceSorts } from '@stagehouse/shared/options';
import type { FacetCount, SearchFacets } from '@stagehouse/shared/piece-search.schema';
import { MapPin } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { PageHeading } from '../../components/page-heading';
import { PageSpinner } from '../../components/page-spinner';
import { PieceCard } from '../../components/piece-card';
import { SearchField } from '../../components/search-field';
import { SelectField } from '../../components/select-field';
import { useDebounced } from '../../lib/use-debounced';
import { useUrlState } from '../../lib/use-url-state';
import { searchParamsOf, type ShopKey, shopKeys } from './shop-query';
import { useShopSearch } from './use-shop-search';
import './shop.css';

/** How long typing must pause before the search goes to the server. */
const searchPauseMs = 300;

const facetFields: { key: Exclude<keyof SearchFacets, 'price' | 'dates'>; label: string }[] = [
  { key: 'category', label: 'Category' },
  { key: 'room', label: 'Room' },
  { key: 'condition', label: 'Condition' },
  { key: 'city', label: 'City' },
  { key: 'company', label: 'Company' },
];

/** A facet's choices with their counts; the chosen one stays offered even when the counts do not name it. */
const facetOptions = (counts: FacetCount[] | undefined, chosen: string) => {
  const options = (counts ?? []).map((c) => ({ value: c.value, label: `${c.label} (${c.count})` }));
  return chosen && !options.some((o) => o.value === chosen) ? [{ value: chosen, label: chosen }, ...options] : options;
};

const countText = (total: number, words: string) => `${total} ${total === 1 ? 'piece' : 'pieces'}${words ? ` for “${words}”` : ''}`;

/** Every available piece of every open house still to come: search, narrow, sort, and more as the buyer scrolls. */
export function ShopPage() {
  const { values, set, clear } = useUrlState(shopKeys);
  const words = useDebounced(values.q, searchPauseMs);
  const search = searchParamsOf({ ...values, q: words });
  const { result, status, error, loadMore, loadingMore } = useShopSearch(search);
  const facets = result?.facets ?? undefined;
  const more = useRef<HTMLDivElement>(null);
  const filtering = shopKeys.some((k) => k !== 'q' && k !== 'sort' && k !== 'near' && values[k] !== '');
  const [locating, setLocating] = useState(false);
  const [placeError, setPlaceError] = useState<string>();
  // Nearest from where the buyer is, asked only when they tap; kept to about a kilometre, as a shared link carries it.
  const nearMe = () => {
    setPlaceError(undefined);
    if (values.near) {
      set('near', '');
      if (values.sort === 'nearest') set('sort', '');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        set('near', `${coords.latitude.toFixed(2)},${coords.longitude.toFixed(2)}`);
        set('sort', 'nearest');
      },
      () => {
        setLocating(false);
        setPlaceError('Your location is not available: pick a city under Filters instead.');
      },
      { maximumAge: 600_000, timeout: 10_000 },
    );
  };

  // The next page comes as the end of the list nears.
  useEffect(() => {
    const end = more.current;
    if (!end || !result?.nextCursor) return;
    const watcher = new IntersectionObserver((seen) => seen.some((s) => s.isIntersecting) && void loadMore(), { rootMargin: '600px' });
    watcher.observe(end);
    return () => watcher.disconnect();
  });

  // The open-house days chosen, as their facet names them.
  const dates = values.from || values.to ? `${values.from},${values.to}` : '';
  const setDates = (value: string) => {
    const [from = '', to = ''] = value.split(',');
    set('from', from);
    set('to', to);
  };
  const sortOptions = pieceSorts
    .filter((s) => (s === 'relevance' ? values.q.trim() !== '' : s !== 'nearest' || values.city !== '' || values.near !== ''))
    .map((s) => ({ value: s, label: pieceSortLabels[s] }));

  return (
    <Container maxW="7xl" py="6">
      <PageHeading title="Shop" subtitle="Every piece of every open house still to come." />
      <Box as="form" role="search" aria-label="Find pieces" mb="5" onSubmit={(e) => e.preventDefault()}>
        <Flex gap="3" align="end" wrap="wrap">
          <SearchField value={values.q} onChange={(v) => set('q', v)} placeholder="Sofa, oak table, lamp…" w={{ base: 'full', md: '80' }} />
          <Box w={{ base: 'full', sm: '56' }}>
            <SelectField
              label="Sort by"
              placeholder={values.q.trim() ? pieceSortLabels.relevance : pieceSortLabels.date}
              value={values.sort}
              onChange={(e) => set('sort', e.target.value)}
              options={sortOptions}
            />
          </Box>
          <Button variant="outline" colorPalette="teal" aria-pressed={values.near !== ''} loading={locating} onClick={nearMe}>
            <MapPin aria-hidden /> Near me
          </Button>
        </Flex>
        {placeError && (
          <Text role="alert" color="red.700" mt="2">
            {placeError}
          </Text>
        )}
        <details className="sh-shop-filters" open={filtering || undefined}>
          <summary>Filters{filtering ? ' (on)' : ''}</summary>
          <div className="sh-shop-filter-grid">
            {facetFields.map(({ key: facet, label }) => (
              <SelectField
                key={facet}
                label={label}
                placeholder="All"
                value={values[facet]}
                onChange={(e) => set(facet, e.target.value)}
                options={facetOptions(facets?.[facet], values[facet])}
              />
            ))}
            <SelectField
              label="Open house"
              placeholder="Any day"
              value={dates}
              onChange={(e) => setDates(e.target.value)}
              options={facetOptions(facets?.dates, dates)}
            />
            {(['minPrice', 'maxPrice'] as const satisfies ShopKey[]).map((bound) => (
              <Field.Root key={bound}>
                <Field.Label>{bound === 'minPrice' ? 'Min price ($)' : 'Max price ($)'}</Field.Label>
                <Input
                  bg="white"
                  inputMode="numeric"
                  pattern="[0-9]*"
                  value={values[bound]}
                  onChange={(e) => set(bound, e.target.value.replace(/\D/g, '').slice(0, 7))}
                />
              </Field.Root>
            ))}
          </div>
          <Button variant="outline" mt="3" onClick={clear}>
            Clear filters
          </Button>
        </details>
      </Box>
      {result?.fromDevice && (
        <Text role="status" bg="orange.50" color="orange.900" px="4" py="3" borderRadius="md" mb="4">
          You are offline: this search looks through the pieces kept on this device.
        </Text>
      )}
      {status === 'loading' && !result ? (
        <PageSpinner />
      ) : status === 'failed' || !result ? (
        <Box textAlign="center" py="10">
          <Text mb="3">{error ?? 'The search could not be done.'}</Text>
          <Button variant="outline" onClick={() => window.location.reload()}>
            Try again
          </Button>
        </Box>
      ) : (
        <>
          <Text fontWeight="semibold" mb="4" aria-live="polite" data-testid="shop-summary">
            {countText(result.total, search.q ?? '')}
          </Text>
          {result.items.length === 0 ? (
            <Box textAlign="center" py="10">
              <Text fontWeight="semibold" mb="3">
                No pieces match this search.
              </Text>
              <Button variant="outline" onClick={clear}>
                Clear filters
              </Button>
            </Box>
          ) : (
            <ul className="sh-shop-results" aria-label="Pieces found" data-testid="shop-results">
              {result.items.map((piece, index) => (
                <li key={piece.id}>
                  <PieceCard piece={piece} firstInView={index === 0} onHold={piece.onHold} showHouseLink />
                </li>
              ))}
            </ul>
          )}
          {result.nextCursor && (
            <div ref={more} className="sh-shop-more">
              <Button variant="outline" loading={loadingMore} onClick={() => void loadMore()}>
                Show more pieces
              </Button>
            </div>
          )}
          {error && result.items.length > 0 && (
            <Text role="alert" color="red.700" mt="3">
              {error}
            </Text>
          )}
        </>
      )}
    </Container>
  );
}
