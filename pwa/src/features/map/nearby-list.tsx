import { Box, Stack, Text } from '@chakra-ui/react';
import { maxNearbyHouses } from '@stagehouse/shared/map-grid';
import type { MapHouse } from '@stagehouse/shared/map-view.schema';
import { memo, useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { MoreMarker } from '../../components/more-marker';
import { useShownCount } from '../../lib/use-shown-count';
import { itemsOf } from './house-summary';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const formatDate = (date: string | null) => (date ? dateFormat.format(new Date(`${date}T12:00:00Z`)) : 'Date to be announced');

/** One open house of the list: plain elements styled once by class (nearby-list.css), so a long list costs no style work per row. */
const PropertyListItem = memo(({ property, miles, past }: { property: MapHouse; miles: number; past: boolean }) => (
  <li className="sh-nearby">
    <RouterLink className="sh-nearby-address" to={`/open-house/${property.id}`}>
      {property.address}
    </RouterLink>
    <span>
      {property.city}, {property.state} {property.zipCode}
    </span>
    <span className="sh-nearby-row">
      <span>
        {itemsOf(property)} · {property.companyName}
      </span>
      <span>{Math.round(miles)} mi</span>
    </span>
    <span className={past ? 'sh-nearby-day' : 'sh-nearby-day sh-nearby-coming'}>
      Open house: {formatDate(property.openHouseDate)}
      {past && <span className="sh-nearby-past">Past</span>}
    </span>
  </li>
));

/**
 * Open houses nearest first: the first ones the server sent, and more (`onShown`) as the visitor
 * scrolls to the end, up to the most the server lists; past that, zooming in or a filter finds the rest.
 */
export function NearbyList({
  nearby,
  total,
  pageSize,
  onShown,
}: {
  nearby: { property: MapHouse; miles: number }[];
  total: number;
  pageSize: number;
  onShown(count: number): void;
}) {
  const listed = Math.min(total, maxNearbyHouses);
  const { shown, marker } = useShownCount(listed, pageSize);
  useEffect(() => onShown(shown), [onShown, shown]);
  return (
    <Box maxH={{ lg: '70vh' }} overflowY="auto" pr="1">
      <Stack as="ul" gap="3" data-testid="nearby-list">
        {nearby.map(({ property, miles }) => (
          <PropertyListItem key={property.id} property={property} miles={miles} past={property.over} />
        ))}
      </Stack>
      <MoreMarker shown={nearby.length} total={listed} marker={marker} testId="nearby-more" />
      {nearby.length >= listed && total > listed && (
        <Text py="3" textAlign="center" fontSize="sm" color="gray.700">
          The {listed} nearest of {total}: zoom in or filter to list the others.
        </Text>
      )}
    </Box>
  );
}
