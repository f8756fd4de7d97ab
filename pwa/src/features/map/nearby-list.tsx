import { Badge, Box, Card, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import type { PropertyWithFurniture } from '@stagehouse/shared/property.schema';
import { Link as RouterLink } from 'react-router-dom';
import { useShownCount } from './use-shown-count';

const pageSize = 12;

const formatDate = (date: string | null) =>
  date ? new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }) : 'Date to be announced';

const PropertyListItem = ({ property, miles, past }: { property: PropertyWithFurniture; miles: number; past: boolean }) => (
  <LinkBox as="li" listStyleType="none">
    <Card.Root size="sm" bg="white" _hover={{ shadow: 'md' }}>
      <Card.Body gap="1">
        <LinkOverlay asChild>
          <RouterLink to={`/open-house/${property.id}`}>
            <Text fontWeight="semibold">{property.address}</Text>
          </RouterLink>
        </LinkOverlay>
        <Text fontSize="sm" color="gray.700">
          {property.city}, {property.state} {property.zipCode}
        </Text>
        <HStack justify="space-between" fontSize="sm" color="gray.700" flexWrap="wrap">
          <Text>
            {property.furnitureCount} {property.furnitureCount === 1 ? 'item' : 'items'} · {property.companyName}
          </Text>
          <Text>{Math.round(miles)} mi</Text>
        </HStack>
        <HStack gap="2">
          <Text fontSize="sm" color={past ? 'gray.700' : 'teal.800'}>
            Open house: {formatDate(property.openHouseDate)}
          </Text>
          {past && <Badge>Past</Badge>}
        </HStack>
      </Card.Body>
    </Card.Root>
  </LinkBox>
);

/** Open houses nearest first; a first page of them, and more as the visitor scrolls to the end. */
export const NearbyList = ({ nearby, isPast }: { nearby: { property: PropertyWithFurniture; miles: number }[]; isPast(property: PropertyWithFurniture): boolean }) => {
  const { shown, marker } = useShownCount(nearby.length, pageSize);
  return (
    <Box maxH={{ lg: '70vh' }} overflowY="auto" pr="1">
      <Stack as="ul" gap="3" data-testid="nearby-list">
        {nearby.slice(0, shown).map(({ property, miles }) => (
          <PropertyListItem key={property.id} property={property} miles={miles} past={isPast(property)} />
        ))}
      </Stack>
      {shown < nearby.length && (
        <Text ref={marker} py="3" textAlign="center" fontSize="sm" color="gray.700" data-testid="nearby-more">
          Showing {shown} of {nearby.length}: scroll for more
        </Text>
      )}
    </Box>
  );
};
