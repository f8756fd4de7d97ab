import { Box, Stack } from '@chakra-ui/react';
import type { PropertyWithFurniture } from '@stagehouse/shared/property.schema';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { MoreMarker } from '../../components/more-marker';
import { useShownCount } from '../../lib/use-shown-count';

const pageSize = 12;

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const formatDate = (date: string | null) => (date ? dateFormat.format(new Date(`${date}T12:00:00Z`)) : 'Date to be announced');

/** One open house of the list: plain elements styled once by class (nearby-list.css), so a long list costs no style work per row. */
const PropertyListItem = memo(({ property, miles, past }: { property: PropertyWithFurniture; miles: number; past: boolean }) => (
  <li className="sh-nearby">
    <RouterLink className="sh-nearby-address" to={`/open-house/${property.id}`}>
      {property.address}
    </RouterLink>
    <span>
      {property.city}, {property.state} {property.zipCode}
    </span>
    <span className="sh-nearby-row">
      <span>
        {property.furnitureCount} {property.furnitureCount === 1 ? 'item' : 'items'} · {property.companyName}
      </span>
      <span>{Math.round(miles)} mi</span>
    </span>
    <span className={past ? 'sh-nearby-day' : 'sh-nearby-day sh-nearby-coming'}>
      Open house: {formatDate(property.openHouseDate)}
      {past && <span className="sh-nearby-past">Past</span>}
    </span>
  </li>
));

/** Open houses nearest first; a first page of them, and more as the visitor scrolls to the end. */
export function NearbyList({
  nearby,
  isPast,
}: {
  nearby: { property: PropertyWithFurniture; miles: number }[];
  isPast(property: PropertyWithFurniture): boolean;
}) {
  const { shown, marker } = useShownCount(nearby.length, pageSize);
  return (
    <Box maxH={{ lg: '70vh' }} overflowY="auto" pr="1">
      <Stack as="ul" gap="3" data-testid="nearby-list">
        {nearby.slice(0, shown).map(({ property, miles }) => (
          <PropertyListItem key={property.id} property={property} miles={miles} past={isPast(property)} />
        ))}
      </Stack>
      <MoreMarker shown={shown} total={nearby.length} marker={marker} testId="nearby-more" />
    </Box>
  );
}
