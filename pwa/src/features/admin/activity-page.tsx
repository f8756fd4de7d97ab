import { Badge, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { activityHints, activityLabel, showsTrend, totalActivity } from '@stagehouse/shared/activity';
import { figureScopes, periodLabels } from '@stagehouse/shared/figures';
import { screenTexts } from '@stagehouse/shared/messages';
import { formatUsd } from '@stagehouse/shared/money';
import { activitySortLabels, userTypeLabels } from '@stagehouse/shared/options';
import { TrendingUp } from 'lucide-react';
import { PageHeading } from '../../components/page-heading';
import { StatCard } from '../../components/stat-card';
import { adminLists } from './admin-api';
import { CellWithNote } from './cell-with-note';
import { FilterBar, FilterSelect, UserTypeSelect } from './filter-bar';
import { PagedTable } from './paged-table';
import { QueryState } from './query-state';
import { SearchField } from '../../components/search-field';
import { usePagedList } from './use-paged-list';

const labelColor = { High: 'green', Medium: 'yellow', Low: 'gray' } as const;

export function ActivityPage() {
  const {
    filters,
    set,
    clear,
    query: activity,
    table,
  } = usePagedList(adminLists.activity, { search: '', userType: 'all', sort: 'total' }, 25);
  return (
    <Stack gap="4">
      <PageHeading
        title="Activity Analytics"
        subtitle={`What each stager and realtor does on Stagehouse, ${periodLabels.allTime}. Listings: ${figureScopes.listings}.`}
      />
      <QueryState query={activity} fallback="Failed to load activity">
        {(answer) => {
          const { totals } = answer;
          return (
            <Stack gap="4">
              <SimpleGrid columns={{ base: 2, md: 5 }} gap="3">
                <StatCard label="Listings" value={String(totals.totalListings)} help={`drafts not counted, ${periodLabels.allTime}`} />
                <StatCard label="Favorites" value={String(totals.totalFavorites)} help={periodLabels.allTime} />
                <StatCard label="RSVPs" value={String(totals.totalRsvps)} help={periodLabels.allTime} />
                <StatCard label="Sales" value={String(totals.totalSales)} help={periodLabels.allTime} />
                <StatCard label="Open houses" value={String(totals.totalOpenHouses)} help={periodLabels.allTime} />
              </SimpleGrid>
              <FilterBar label="Filter activity">
                <SearchField value={filters.search} onChange={set('search')} />
                <UserTypeSelect value={filters.userType} onChange={set('userType')} />
                <FilterSelect
                  w="44"
                  label="Sort by"
                  value={filters.sort}
                  onChange={set('sort')}
                  options={Object.entries(activitySortLabels).map(([value, label]) => ({ value, label }))}
                />
                <Button variant="outline" onClick={clear}>
                  Reset
                </Button>
              </FilterBar>
              <PagedTable
                {...table(answer)}
                noun={['lister', 'listers']}
                label="Activity by user"
                fileName="activity.csv"
                empty={screenTexts.noActivityData}
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
