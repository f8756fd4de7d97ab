import { Badge, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { activityHints, activityLabel, showsTrend, totalActivity } from '@stagehouse/shared/activity';
import type { ActivityUser } from '@stagehouse/shared/admin.schema';
import { screenTexts } from '@stagehouse/shared/messages';
import { formatUsd } from '@stagehouse/shared/money';
import { userTypeLabels } from '@stagehouse/shared/options';
import { useQuery } from '@tanstack/react-query';
import { TrendingUp } from 'lucide-react';
import { PageHeading } from '../../components/page-heading';
import { StatCard } from '../../components/stat-card';
import { adminQueries } from './admin-api';
import { CellWithNote } from './cell-with-note';
import { FilterBar, FilterSelect, UserTypeSelect } from './filter-bar';
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
                <UserTypeSelect value={filters.type} onChange={set('type')} />
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
                    cell: (u) => <CellWithNote strong value={`${u.firstName} ${u.lastName}`} note={u.company ?? u.email} />,
                    csv: (u) => `${u.firstName} ${u.lastName}`,
                  },
                  { header: 'Type', cell: (u) => userTypeLabels[u.userType], csv: (u) => u.userType },
                  {
                    header: 'Listings',
                    cell: (u) => {
                      const { avgListingPrice } = activityHints(u);
                      return (
                        <CellWithNote
                          value={u.totalListings}
                          note={avgListingPrice === null ? undefined : `avg ${formatUsd(avgListingPrice)}`}
                        />
                      );
                    },
                    csv: (u) => u.totalListings,
                  },
                  {
                    header: 'Favorites',
                    cell: (u) => <CellWithNote value={u.totalFavorites} note={`${activityHints(u).favoritesRatioPercent}% of listings`} />,
                    csv: (u) => u.totalFavorites,
                  },
                  {
                    header: 'RSVPs',
                    cell: (u) => <CellWithNote value={u.totalRsvps} note={formatUsd(activityHints(u).rsvpRevenue)} />,
                    csv: (u) => u.totalRsvps,
                  },
                  {
                    header: 'Sales',
                    cell: (u) => <CellWithNote value={u.totalSales} note={`${activityHints(u).salesConversionPercent}% converted`} />,
                    csv: (u) => u.totalSales,
                  },
                  {
                    header: 'Open houses',
                    cell: (u) => <CellWithNote value={u.totalOpenHouses} note={`${u.avgFurniturePerOpenHouse} items each`} />,
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
