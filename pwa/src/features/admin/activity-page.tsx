import { Badge, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { activityHints, activityLabel, showsTrend, totalActivity } from '@stagehouse/shared/activity';
import type { ActivityUser } from '@stagehouse/shared/admin.schema';
import { screenTexts } from '@stagehouse/shared/messages';
import { formatUsd } from '@stagehouse/shared/money';
import { useQuery } from '@tanstack/react-query';
import { TrendingUp } from 'lucide-react';
import { PageHeading } from '../../components/page-heading';
import { StatCard } from '../../components/stat-card';
import { adminQueries } from './admin-api';
import { FilterBar, FilterSelect } from './filter-bar';
import { AdminTable } from './admin-table';
import { QueryState } from './query-state';
import { SearchField } from '../../components/search-field';
import { useFilters } from '../../lib/use-filters';

const sorts = {
  total: { label: 'Total activity', of: totalActivity },
  listings: { label: 'Listings', of: (u: ActivityUser) => u.totalListings },
  favorites: { label: 'Favorites', of: (u: ActivityUser) => u.totalFavorites },
  rsvps: { label: 'RSVPs', of: (u: ActivityUser) => u.totalRsvps },
  sales: { label: 'Sales', of: (u: ActivityUser) => u.totalSales },
  openHouses: { label: 'Open houses', of: (u: ActivityUser) => u.totalOpenHouses },
} as const;
type SortKey = keyof typeof sorts;
const noFilters = { search: '', type: 'all', sort: 'total' as SortKey };
const labelColor = { High: 'green', Medium: 'yellow', Low: 'gray' } as const;

export function ActivityPage() {
  const activity = useQuery(adminQueries.activity);
  const { filters, set, clear } = useFilters(noFilters);
  return (
    <Stack gap="4">
      <PageHeading title="Activity Analytics" subtitle="What each stager and realtor does on Stagehouse." />
      <QueryState query={activity} fallback="Failed to load activity">
        {({ users, totals }) => {
          const term = filters.search.trim().toLowerCase();
          const rows = users
            .filter(
              (u) =>
                (filters.type === 'all' || u.userType === filters.type) &&
                (!term || [u.firstName, u.lastName, u.email, u.company ?? ''].some((v) => v.toLowerCase().includes(term))),
            )
            .sort((a, b) => sorts[filters.sort].of(b) - sorts[filters.sort].of(a));
          return (
            <Stack gap="4">
              <SimpleGrid columns={{ base: 2, md: 5 }} gap="3">
                <StatCard label="Listings" value={String(totals.totalListings)} />
                <StatCard label="Favorites" value={String(totals.totalFavorites)} />
                <StatCard label="RSVPs" value={String(totals.totalRsvps)} />
                <StatCard label="Sales" value={String(totals.totalSales)} />
                <StatCard label="Open houses" value={String(totals.totalOpenHouses)} />
              </SimpleGrid>
              <FilterBar label="Filter activity">
                <SearchField value={filters.search} onChange={set('search')} />
                <FilterSelect
                  label="User type"
                  value={filters.type}
                  onChange={set('type')}
                  options={[
                    { value: 'all', label: 'All' },
                    { value: 'stager', label: 'Stagers' },
                    { value: 'realtor', label: 'Realtors' },
                  ]}
                />
                <FilterSelect
                  w="44"
                  label="Sort by"
                  value={filters.sort}
                  onChange={set('sort')}
                  options={Object.entries(sorts).map(([value, s]) => ({ value, label: s.label }))}
                />
                <Button variant="outline" onClick={clear}>
                  Reset
                </Button>
              </FilterBar>
              <AdminTable<ActivityUser>
                label="Activity by user"
                fileName="activity.csv"
                empty={screenTexts.noActivityData}
                rows={rows}
                columns={[
                  {
                    header: 'User',
                    cell: (u) => (
                      <Stack gap="0">
                        <Text fontWeight="medium">
                          {u.firstName} {u.lastName}
                        </Text>
                        <Text fontSize="xs" color="gray.700">
                          {u.company ?? u.email}
                        </Text>
                      </Stack>
                    ),
                    csv: (u) => `${u.firstName} ${u.lastName}`,
                  },
                  { header: 'Type', cell: (u) => <Text textTransform="capitalize">{u.userType}</Text>, csv: (u) => u.userType },
                  {
                    header: 'Listings',
                    cell: (u) => {
                      const h = activityHints(u);
                      return (
                        <Stack gap="0">
                          <Text>{u.totalListings}</Text>
                          {h.avgListingPrice !== null && (
                            <Text fontSize="xs" color="gray.700">
                              avg {formatUsd(h.avgListingPrice)}
                            </Text>
                          )}
                        </Stack>
                      );
                    },
                    csv: (u) => u.totalListings,
                  },
                  {
                    header: 'Favorites',
                    cell: (u) => (
                      <Stack gap="0">
                        <Text>{u.totalFavorites}</Text>
                        <Text fontSize="xs" color="gray.700">
                          {activityHints(u).favoritesRatioPercent}% of listings
                        </Text>
                      </Stack>
                    ),
                    csv: (u) => u.totalFavorites,
                  },
                  {
                    header: 'RSVPs',
                    cell: (u) => (
                      <Stack gap="0">
                        <Text>{u.totalRsvps}</Text>
                        <Text fontSize="xs" color="gray.700">
                          {formatUsd(activityHints(u).rsvpRevenue)}
                        </Text>
                      </Stack>
                    ),
                    csv: (u) => u.totalRsvps,
                  },
                  {
                    header: 'Sales',
                    cell: (u) => (
                      <Stack gap="0">
                        <Text>{u.totalSales}</Text>
                        <Text fontSize="xs" color="gray.700">
                          {activityHints(u).salesConversionPercent}% converted
                        </Text>
                      </Stack>
                    ),
                    csv: (u) => u.totalSales,
                  },
                  {
                    header: 'Open houses',
                    cell: (u) => (
                      <Stack gap="0">
                        <Text>{u.totalOpenHouses}</Text>
                        <Text fontSize="xs" color="gray.700">
                          {u.avgFurniturePerOpenHouse} items each
                        </Text>
                      </Stack>
                    ),
                    csv: (u) => u.totalOpenHouses,
                  },
                  {
                    header: 'Activity',
                    cell: (u) => {
                      const total = totalActivity(u);
                      const label = activityLabel(total);
                      return (
                        <HStack gap="2">
                          <Text fontWeight="semibold">{total}</Text>
                          <Badge colorPalette={labelColor[label]}>{label}</Badge>
                          {showsTrend(total) && <TrendingUp color="#15803d" aria-label="Trending up" />}
                        </HStack>
                      );
                    },
                    csv: (u) => totalActivity(u),
                  },
                ]}
              />
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
