import { Stack, Tabs, Text } from '@chakra-ui/react';
import { figureScopes, periodLabels } from '@stagehouse/shared/figures';
import { limits } from '@stagehouse/shared/limits';
import { formatUsd } from '@stagehouse/shared/money';
import { subscriberSourceLabels } from '@stagehouse/shared/options';
import { useQuery } from '@tanstack/react-query';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { PageHeading } from '../../components/page-heading';
import { adminQueries } from './admin-api';
import { AdminTable } from './admin-table';
import { QueryState } from './query-state';

const top = <T,>(rows: T[]) => rows.slice(0, limits.adminTopRows);

/** What a tab's figures count, and over which period. */
const Scope = ({ children }: { children: string }) => (
  <Text color="gray.700" fontSize="sm" mb="4">
    {children}
  </Text>
);

const Chart = ({ data, x, y, label }: { data: Record<string, unknown>[]; x: string; y: string; label: string }) => (
  <div role="img" aria-label={label} style={{ width: '100%', height: 260 }}>
    <ResponsiveContainer>
      <BarChart data={data}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey={x} />
        <YAxis allowDecimals={false} />
        <Tooltip />
        <Bar dataKey={y} fill="#0f766e" />
      </BarChart>
    </ResponsiveContainer>
  </div>
);

export function DataPage() {
  const email = useQuery(adminQueries.email);
  const stats = useQuery(adminQueries.stats);
  const byZip = useQuery(adminQueries.byZip);
  const openHouses = useQuery(adminQueries.openHouses);
  const byStager = useQuery(adminQueries.byStager);
  return (
    <Stack gap="4">
      <PageHeading title="Data Analytics" subtitle={`Top ${limits.adminTopRows} rows of each view; figures are ${periodLabels.allTime}.`} />
      <Tabs.Root defaultValue="email" variant="line" colorPalette="teal" lazyMount>
        <Tabs.List flexWrap="wrap">
          <Tabs.Trigger value="email">Email Subscribers</Tabs.Trigger>
          <Tabs.Trigger value="users">User Analytics</Tabs.Trigger>
          <Tabs.Trigger value="furniture">Furniture Data</Tabs.Trigger>
          <Tabs.Trigger value="geo">Geographic Data</Tabs.Trigger>
          <Tabs.Trigger value="stagers">Stager Performance</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="email">
          <Scope>{`Subscribers: ${figureScopes.subscribers}, ${periodLabels.allTime}.`}</Scope>
          <QueryState query={email} fallback="Failed to load subscribers">
            {(e) => (
              <Stack gap="4">
                <AdminTable
                  label="Subscribers by source"
                  fileName="subscribers-by-source.csv"
                  empty="No subscribers yet"
                  rows={e.bySource}
                  columns={[
                    { header: 'Source', cell: (r) => subscriberSourceLabels[r.source], csv: (r) => r.source },
                    { header: 'Subscribers', value: (r) => r.count },
                  ]}
                />
                <AdminTable
                  label="Subscribers by zip code"
                  fileName="subscribers-by-zip.csv"
                  empty="No subscribers yet"
                  rows={top(e.byZipCode)}
                  columns={[
                    { header: 'Zip code', value: (r) => r.zipCode },
                    { header: 'Subscribers', value: (r) => r.count },
                  ]}
                />
              </Stack>
            )}
          </QueryState>
        </Tabs.Content>
        <Tabs.Content value="users">
          <Scope>{`Stagers and realtors with an account, and those who signed in over the ${periodLabels.last24Hours}.`}</Scope>
          <QueryState query={stats} fallback="Failed to load users">
            {(s) => (
              <Stack gap="4">
                <Chart
                  label={`Stagers ${s.totalStagers}, realtors ${s.totalRealtors}, active over the ${periodLabels.last24Hours} ${s.dailyActiveUsers}`}
                  x="group"
                  y="users"
                  data={[
                    { group: 'Stagers', users: s.totalStagers },
                    { group: 'Realtors', users: s.totalRealtors },
                    { group: 'Active, 24 hours', users: s.dailyActiveUsers },
                  ]}
                />
              </Stack>
            )}
          </QueryState>
        </Tabs.Content>
        <Tabs.Content value="furniture">
          <Scope>{`Listings (${figureScopes.listings}) by the zip code of the open house they stand in, ${periodLabels.allTime}.`}</Scope>
          <QueryState query={byZip} fallback="Failed to load furniture">
            {(rows) => (
              <Stack gap="4">
                <Chart label="Listings by zip code" x="zipCode" y="totalListed" data={top(rows)} />
                <AdminTable
                  label="Furniture by zip code"
                  fileName="furniture-by-zip.csv"
                  empty="No furniture yet"
                  rows={top(rows)}
                  columns={[
                    { header: 'Zip code', value: (r) => r.zipCode },
                    { header: 'Listed', value: (r) => r.totalListed },
                    { header: 'Sold', value: (r) => r.totalSold },
                    { header: 'Average listed', cell: (r) => formatUsd(r.avgListedPrice), csv: (r) => r.avgListedPrice },
                    { header: 'Average sold', cell: (r) => formatUsd(r.avgSoldPrice), csv: (r) => r.avgSoldPrice },
                  ]}
                />
              </Stack>
            )}
          </QueryState>
        </Tabs.Content>
        <Tabs.Content value="geo">
          <Scope>{`Open houses by zip code with their RSVPs and the ${figureScopes.listingsInHouses}, ${periodLabels.allTime}.`}</Scope>
          <QueryState query={openHouses} fallback="Failed to load open houses">
            {(rows) => (
              <AdminTable
                label="Open houses by zip code"
                fileName="open-houses-by-zip.csv"
                empty="No open houses yet"
                rows={top(rows)}
                columns={[
                  { header: 'Zip code', value: (r) => r.zipCode },
                  { header: 'Open houses', value: (r) => r.openHouses },
                  { header: 'RSVPs', value: (r) => r.rsvps },
                  { header: 'Listings', value: (r) => r.furnitureCount },
                ]}
              />
            )}
          </QueryState>
        </Tabs.Content>
        <Tabs.Content value="stagers">
          <Scope>
            {`Each stager's and realtor's listings (${figureScopes.listings}), sales, ${figureScopes.rsvps}, favorites of their pieces and earnings at the sale price, ${periodLabels.allTime}.`}
          </Scope>
          <QueryState query={byStager} fallback="Failed to load listers">
            {(rows) => (
              <AdminTable
                label="Stager performance"
                fileName="stager-performance.csv"
                empty="No listers yet"
                rows={top(rows)}
                columns={[
                  { header: 'Lister', value: (r) => r.stagerName },
                  { header: 'Company', cell: (r) => r.stagerCompany ?? 'N/A', csv: (r) => r.stagerCompany },
                  { header: 'Listed', value: (r) => r.totalListed },
                  { header: 'Sold', value: (r) => r.totalSold },
                  { header: 'RSVPs', value: (r) => r.totalRSVPs },
                  { header: 'Favorites', value: (r) => r.totalFavorites },
                  { header: 'Average listed', cell: (r) => formatUsd(r.avgListedPrice), csv: (r) => r.avgListedPrice },
                  { header: 'Earnings', cell: (r) => formatUsd(r.totalEarnings), csv: (r) => r.totalEarnings },
                ]}
              />
            )}
          </QueryState>
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
