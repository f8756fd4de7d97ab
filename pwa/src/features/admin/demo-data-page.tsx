import { Badge, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { SeedCounts } from '@stagehouse/shared/admin.schema';
import { countOf } from '@stagehouse/shared/count-text';
import { adminNotices, screenTexts } from '@stagehouse/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { PageHeading } from '../../components/page-heading';
import { SectionCard } from '../../components/section-card';
import { StatCard } from '../../components/stat-card';
import { adminQueries } from './admin-api';
import { AdminSwitch } from './admin-switch';
import { QueryState } from './query-state';
import { useAdminAction } from './use-admin-action';
import { call } from '../../lib/api';

const counts = (c: SeedCounts) =>
  `${countOf(c.listings, 'listing')}, ${countOf(c.users, 'user')}, ${countOf(c.transactions, 'transaction')}`;

export function DemoDataPage() {
  const settings = useQuery(adminQueries.settings);
  const demo = useQuery(adminQueries.demoData);
  const source = useAdminAction(
    (body: { useSampleData: boolean }) => call('toggleDataSource', { body }),
    { title: adminNotices.dataSourceUpdated, description: (b) => adminNotices.dataSourceSwitched(b.useSampleData ? 'Sample' : 'System') },
    { title: adminNotices.updateFailed, fallback: adminNotices.fallback.dataSource },
  );
  const visibility = useAdminAction(
    (body: { visible: boolean }) => call('toggleDemoVisibility', { body }),
    { title: adminNotices.visibilityUpdated, description: (b) => `Demo data is ${b.visible ? 'visible' : 'hidden'}.` },
    { title: adminNotices.updateFailed, fallback: adminNotices.fallback.visibility },
  );
  const load = useAdminAction(
    () => call('loadSeedData'),
    { title: adminNotices.seedLoaded, description: (_b, c) => `Added ${counts(c)}.` },
    { title: adminNotices.loadFailed, fallback: adminNotices.fallback.loadSeed },
  );
  const reset = useAdminAction(
    () => call('resetSeedData'),
    { title: adminNotices.seedReset, description: () => 'Every demo row is gone; real data is untouched.' },
    { title: adminNotices.resetFailed, fallback: adminNotices.fallback.resetSeed },
  );
  return (
    <Stack gap="5">
      <PageHeading title="Demo Data" subtitle="Sample listings for demonstrations, kept apart from real data." />
      <QueryState query={settings} fallback="Failed to load the demo settings">
        {(s) => (
          <SectionCard title="Where the app's data comes from">
            <Stack gap="4">
              <AdminSwitch
                label={`Data source: ${s.useSampleData ? 'Sample' : 'System'}`}
                checked={s.useSampleData}
                disabled={source.isPending}
                onChange={(useSampleData) => source.mutate({ useSampleData })}
              />
              <AdminSwitch
                label={`Demo data ${s.demoVisible ? 'visible' : 'hidden'} to visitors`}
                checked={s.demoVisible}
                disabled={visibility.isPending}
                onChange={(visible) => visibility.mutate({ visible })}
              />
              <Text fontSize="sm" color="gray.700">
                Demo listings show on the map only while the data source is Sample, demo data is visible and the Demo Furniture feature is
                on.
              </Text>
            </Stack>
          </SectionCard>
        )}
      </QueryState>
      <SectionCard title="Seed data">
        <Stack gap="4">
          <Text>Load seed data adds 50-100 sample listings with the stagers who list them, their open houses and RSVPs.</Text>
          <QueryState query={demo} fallback="Failed to load the demo counts">
            {(c) => (
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" data-testid="demo-counts">
                <StatCard label="Listings" value={String(c.listings)} testId="demo-listings" />
                <StatCard label="Users" value={String(c.users)} />
                <StatCard label="Transactions" value={String(c.transactions)} />
              </SimpleGrid>
            )}
          </QueryState>
          <HStack gap="3" flexWrap="wrap">
            <Button colorPalette="teal" loading={load.isPending} onClick={() => load.mutate({})}>
              Load seed data
            </Button>
            <Button
              variant="outline"
              colorPalette="red"
              loading={reset.isPending}
              onClick={() => window.confirm(`Remove every demo row? ${screenTexts.demoResetWarning}`) && reset.mutate({})}
            >
              Reset
            </Button>
            <Badge colorPalette="red" variant="subtle">
              {screenTexts.demoResetWarning}
            </Badge>
          </HStack>
        </Stack>
      </SectionCard>
    </Stack>
  );
}
