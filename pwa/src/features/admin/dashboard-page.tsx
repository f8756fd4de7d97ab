import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { money } from '@stagehouse/shared/limits';
import { countOf } from '@stagehouse/shared/count-text';
import { figureScopes, periodLabels } from '@stagehouse/shared/figures';
import { formatUsd } from '@stagehouse/shared/money';
import { useQuery } from '@tanstack/react-query';
import { PageHeading } from '../../components/page-heading';
import { SectionCard } from '../../components/section-card';
import { StatCard } from '../../components/stat-card';
import { adminQueries } from './admin-api';
import { QueryState } from './query-state';

const percent = (part: number, whole: number) => (whole === 0 ? '0%' : `${((part / whole) * 100).toFixed(1)}%`);

export function DashboardPage() {
  const stats = useQuery(adminQueries.stats);
  const byStager = useQuery(adminQueries.byStager);
  return (
    <Stack gap="6">
      <PageHeading
        title="Admin Dashboard"
        subtitle={`The platform at a glance; figures are ${periodLabels.allTime} unless a card says otherwise.`}
      />
      <QueryState query={stats} fallback="Failed to load statistics">
        {(s) => {
          const soldValue = (byStager.data ?? []).reduce((sum, r) => sum + r.totalEarnings, 0);
          const rsvpRevenue = s.totalRSVPs * money.rsvpFeeUsd;
          const feePotential = soldValue * money.platformFeeRate;
          return (
            <>
              <SimpleGrid columns={{ base: 2, lg: 4 }} gap={{ base: '3', md: '4' }} data-testid="dashboard-stats">
                <StatCard
                  label="Users"
                  value={String(s.totalUsers)}
                  help={`${countOf(s.totalStagers, 'stager')} · ${countOf(s.totalRealtors, 'realtor')}`}
                />
                <StatCard
                  label="Active users"
                  value={String(s.dailyActiveUsers)}
                  help={`${figureScopes.activeUsers}, ${periodLabels.last24Hours}`}
                />
                <StatCard
                  label="Email subscribers"
                  value={String(s.emailSubscribers)}
                  help={`${figureScopes.subscribers}, ${periodLabels.allTime}`}
                />
                <StatCard
                  label="Furniture listed"
                  value={String(s.totalFurnitureItems)}
                  help={`${s.totalSoldItems} sold; ${figureScopes.listings}`}
                />
                <StatCard label="RSVPs" value={String(s.totalRSVPs)} help={periodLabels.allTime} />
                <StatCard label="Favorites" value={String(s.totalFavorites)} help={`${figureScopes.favorites}, ${periodLabels.allTime}`} />
                <StatCard
                  label="Conversion"
                  value={percent(s.totalSoldItems, s.totalFurnitureItems)}
                  help={`of listed pieces sold, ${periodLabels.allTime}`}
                />
              </SimpleGrid>
              <SectionCard title="Revenue insight">
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <Stack gap="1">
                    <Heading as="h3" size="sm">
                      RSVP revenue
                    </Heading>
                    <Text data-testid="rsvp-revenue">
                      {formatUsd(rsvpRevenue)} {periodLabels.allTime} ({countOf(s.totalRSVPs, 'RSVP')} × {formatUsd(money.rsvpFeeUsd)})
                    </Text>
                    <Text color="gray.700">{formatUsd(rsvpRevenue / money.daysPerMonth)} a day (total ÷ 30)</Text>
                  </Stack>
                  <Stack gap="1">
                    <Heading as="h3" size="sm">
                      Platform fee potential
                    </Heading>
                    <Text data-testid="fee-potential">
                      {formatUsd(feePotential)} {periodLabels.allTime} (2.5% of {formatUsd(soldValue)} sold)
                    </Text>
                    <Text color="gray.700">{formatUsd(feePotential / money.daysPerMonth)} a day (total ÷ 30)</Text>
                  </Stack>
                </SimpleGrid>
              </SectionCard>
            </>
          );
        }}
      </QueryState>
    </Stack>
  );
}
