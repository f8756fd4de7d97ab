import { Alert, Badge, Box, Button, Container, Field, Flex, Heading, HStack, Input, Switch, Text } from '@chakra-ui/react';
import { cities, cityLabel } from '@stagehouse/shared/cities';
import { screenTexts } from '@stagehouse/shared/messages';
import type { MapHouse } from '@stagehouse/shared/map-view.schema';
import { LocateFixed, Search } from 'lucide-react';
import { Suspense, useCallback, useState } from 'react';
import { lazyComponent } from '../../lib/lazy-component';
import { loadForHeldTap } from '../../lib/load-for-held-tap';
import { PageHeading } from '../../components/page-heading';
import { SelectField } from '../../components/select-field';
import { useCurrentUser } from '../../lib/auth-store';
import { useBrowserValue } from '../../lib/hydration';
import { useMediaQuery } from '../../lib/use-media-query';
import { useUiContent } from '../../lib/ui-content';
import { useUrlState } from '../../lib/use-url-state';
import { filtersOf, formatBbox, mapKeys } from './map-query';
import { distanceMiles } from './property-filters';
import { NearbyList } from './nearby-list';
import type { PropertyMapProps } from './property-map';
import { filtersKeyOf, firstListLength, useMapView, type Viewport } from './use-map-view';

const PropertyMap = lazyComponent(() => import('./property-map').then((m) => m.PropertyMap));

/** The map draws in the browser only (Leaflet): the page around it is drawn on the server and shows first. */
function MapInBrowser(props: PropertyMapProps) {
  const drawn = useBrowserValue(() => true, false);
  return drawn ? (
    <Suspense fallback={null}>
      <PropertyMap {...props} />
    </Suspense>
  ) : null;
}
// The marker dialog is for small screens and opens on a tap: its code (Chakra's dialog) comes then.
const PropertyDialog = lazyComponent(() => import('./property-dialog').then((m) => m.PropertyDialog));
loadForHeldTap(PropertyDialog.load);

const westCentre = { latitude: 39.5, longitude: -114 };
const cityOptions = cities.map((c) => ({ value: cityLabel(c), label: cityLabel(c) }));

export function MapPage() {
  const { values, set: setFilter, clear } = useUrlState(mapKeys);
  const filters = filtersOf(values);
  const { city, zip, showPast } = filters;
  const user = useCurrentUser();
  const uiContent = useUiContent(user?.id ?? null);
  const tileUrl = uiContent?.mapTileUrl ?? null;
  const mapOff = uiContent?.features.map_view === false && user?.userType !== 'admin';
  const large = useMediaQuery('(min-width: 62em)');
  const [viewport, setViewport] = useState<Viewport | null>(null);
  // Until the buyer moves the map, the server draws it for all its filters find (the page comes drawn so).
  const [moved, setMoved] = useState(false);
  const onViewportChange = useCallback((next: Viewport, byBuyer: boolean) => {
    setViewport(next);
    if (byBuyer) setMoved(true);
  }, []);
  const [position, setPosition] = useState<{ latitude: number; longitude: number } | null>(null);
  const [selected, setSelected] = useState<MapHouse | null>(null);
  const filtersKey = filtersKeyOf(filters);
  // How many houses the list asks for: more as it is scrolled, from the first page again for new filters.
  const [listed, setListed] = useState({ filtersKey, count: firstListLength });
  const limit = listed.filtersKey === filtersKey ? listed.count : firstListLength;
  const onShown = useCallback((count: number) => setListed({ filtersKey, count: Math.max(firstListLength, count) }), [filtersKey]);
  const { answered, current, state } = useMapView({ filters, viewport: moved ? viewport : null, near: position, limit });

  const origin = position ?? viewport?.center ?? westCentre;
  const nearby = (current?.view.nearby ?? []).map((property) => ({ property, miles: distanceMiles(origin, property) }));
  const total = current?.view.total ?? 0;
  const bounds = current?.view.bounds;

  const locate = () =>
    navigator.geolocation.getCurrentPosition(
      (p) => setPosition({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
      () => setPosition(null),
    );

  return (
    <Container maxW="8xl" py="6">
      <PageHeading title="Browse Furniture" subtitle="Open houses with staged furniture across the Western United States." />
      <Flex
        as="form"
        role="search"
        aria-label="Filter open houses"
        gap="3"
        align="end"
        wrap="wrap"
        mb="4"
        onSubmit={(e) => e.preventDefault()}
      >
        <Box w={{ base: 'full', sm: '60' }}>
          <SelectField
            label="City"
            placeholder={screenTexts.allCities}
            value={city}
            onChange={(e) => setFilter('city', e.target.value)}
            options={cityOptions}
          />
        </Box>
        <Field.Root w={{ base: 'full', sm: '44' }}>
          <Field.Label>Zip code</Field.Label>
          <Input
            bg="white"
            inputMode="numeric"
            value={zip}
            placeholder="e.g. 941"
            onChange={(e) => setFilter('zip', e.target.value.replace(/\D/g, '').slice(0, 5))}
          />
        </Field.Root>
        <Switch.Root
          checked={showPast}
          onCheckedChange={(e) => setFilter('past', e.checked ? '1' : '')}
          colorPalette="teal"
          alignSelf="center"
        >
          <Switch.HiddenInput role="switch" />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>Show past</Switch.Label>
        </Switch.Root>
        <Button variant="outline" onClick={clear}>
          {screenTexts.clearFilters}
        </Button>
        <Badge
          colorPalette="teal"
          size="lg"
          aria-live="polite"
          data-testid="properties-count"
          visibility={state === 'loading' ? 'hidden' : 'visible'}
        >
          {screenTexts.propertiesCount(total)}
        </Badge>
      </Flex>

      {answered?.fromDevice && (
        <Text role="status" bg="orange.50" color="orange.900" px="4" py="3" borderRadius="md" mb="4">
          You are offline: the map shows the open houses kept on this device.
        </Text>
      )}
      <Flex gap="6" direction={{ base: 'column', lg: 'row' }}>
        <Box flex="2" minW="0">
          {mapOff ? (
            <Alert.Root status="info" data-testid="map-off">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>The map is switched off for now</Alert.Title>
                <Alert.Description>Every open house is still in the list, and the filters work as usual.</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : (
            <Box position="relative" h={{ base: '60vh', lg: '70vh' }} rounded="lg" overflow="hidden" borderWidth="1px" data-testid="map">
              <MapInBrowser
                view={answered?.view ?? null}
                fitTo={bounds ? { key: filtersKey, bounds } : null}
                tileUrl={tileUrl}
                showHoverCards={large}
                onSelect={setSelected}
                onViewportChange={onViewportChange}
              />
              <HStack position="absolute" top="3" right="3" zIndex={1000} gap="2">
                <Button
                  size="sm"
                  colorPalette="teal"
                  disabled={!viewport}
                  onClick={() => viewport && setFilter('bbox', formatBbox(viewport.bbox))}
                >
                  <Search aria-hidden /> Search this area
                </Button>
                <Button size="sm" variant="surface" bg="white" onClick={locate} aria-label="Sort by distance from my location">
                  <LocateFixed aria-hidden />
                </Button>
              </HStack>
            </Box>
          )}
        </Box>
        <Box as="section" flex="1" minW="0" aria-labelledby="nearby-heading">
          <Heading as="h2" id="nearby-heading" size="lg" mb="1">
            {screenTexts.mapListTitle}
          </Heading>
          <Text fontSize="sm" color="gray.700" mb="3">
            Sorted by distance from {position ? 'your location' : 'the centre of the map'}.
          </Text>
          {state === 'loading' ? (
            <Text role="status">{screenTexts.mapLoading}</Text>
          ) : state === 'failed' ? (
            <Text role="alert">Could not load open houses. Check your connection and try again.</Text>
          ) : nearby.length === 0 ? (
            <Text>{screenTexts.mapEmpty}</Text>
          ) : (
            <NearbyList key={filtersKey} nearby={nearby} total={total} pageSize={firstListLength} onShown={onShown} />
          )}
        </Box>
      </Flex>
      {selected && (
        <Suspense fallback={null}>
          <PropertyDialog property={selected} onClose={() => setSelected(null)} />
        </Suspense>
      )}
    </Container>
  );
}
