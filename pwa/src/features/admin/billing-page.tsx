import { Badge, Button, Dialog, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { apiPaths } from '@stagehouse/shared/api-paths';
import type { BillingAccount } from '@stagehouse/shared/admin.schema';
import { money } from '@stagehouse/shared/limits';
import { adminNotices, screenTexts } from '@stagehouse/shared/messages';
import { formatUsd } from '@stagehouse/shared/money';
import { planLabels } from '@stagehouse/shared/options';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AppDialog } from '../../components/app-dialog';
import { PageHeading } from '../../components/page-heading';
import { SelectField } from '../../components/select-field';
import { useFilters } from '../../lib/use-filters';
import { StatCard } from '../../components/stat-card';
import { adminQueries } from './admin-api';
import { FilterBar, FilterSelect } from './filter-bar';
import { AdminTable } from './admin-table';
import { QueryState } from './query-state';
import { useAdminAction } from './use-admin-action';
import { SearchField } from '../../components/search-field';

const statusColor: Record<BillingAccount['billingStatus'], string> = { active: 'green', past_due: 'orange', cancelled: 'gray' };
const cents = (amount: number) => amount.toFixed(2);

export function BillingPage() {
  const billing = useQuery(adminQueries.billing);
  const { filters, set, clear } = useFilters({ search: '', plan: 'all', status: 'all' });
  const [details, setDetails] = useState<BillingAccount | null>(null);
  const plan = useAdminAction<{ userId: number; planType: string }>(
    apiPaths.admin.updatePlan,
    { title: adminNotices.planUpdated, description: (b) => `Plan changed to ${b.planType}.` },
    { title: adminNotices.updateFailed, fallback: 'Failed to update plan' },
  );

  return (
    <Stack gap="4">
      <PageHeading
        title="Billing Management"
        subtitle={`Base: ${planLabels.base}, ${formatUsd(money.baseMonthlyUsd)} a month. Plus: ${planLabels.plus}, ${formatUsd(money.plusMonthlyUsd)} a month.`}
      />
      <QueryState query={billing} fallback="Failed to load billing">
        {({ users, revenue }) => {
          const term = filters.search.trim().toLowerCase();
          const shown = users.filter(
            (u) =>
              (!term || [u.firstName, u.lastName, u.email, u.company ?? ''].some((v) => v.toLowerCase().includes(term))) &&
              (filters.plan === 'all' || u.currentPlan === filters.plan) &&
              (filters.status === 'all' || u.billingStatus === filters.status),
          );
          const plusCount = users.filter((u) => u.currentPlan === 'plus').length;
          return (
            <Stack gap="4">
              <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
                <StatCard
                  label="Monthly Revenue"
                  value={formatUsd(revenue.monthlyRevenue)}
                  help={`${revenue.monthlyGrowth >= 0 ? '+' : ''}${revenue.monthlyGrowth}% from last month`}
                  testId="monthly-revenue"
                />
                <StatCard
                  label="RSVP Revenue"
                  value={formatUsd(revenue.rsvpRevenue)}
                  help={`${revenue.totalRsvps} RSVPs at ${formatUsd(money.rsvpFeeUsd)} each`}
                />
                <StatCard
                  label="Active Subscriptions"
                  value={String(users.length)}
                  help={`${users.length - plusCount} Base · ${plusCount} Plus`}
                  testId="subscriptions"
                />
                <StatCard label="Avg Revenue Per User" value={formatUsd(revenue.avgRevenuePerUser)} />
              </SimpleGrid>
              <FilterBar label="Filter accounts">
                <SearchField value={filters.search} onChange={set('search')} placeholder="Name, email or company" />
                <FilterSelect
                  label="Plan"
                  value={filters.plan}
                  onChange={set('plan')}
                  options={[
                    { value: 'all', label: 'All plans' },
                    { value: 'base', label: 'Base' },
                    { value: 'plus', label: 'Plus' },
                  ]}
                />
                <FilterSelect
                  w="44"
                  label="Billing status"
                  value={filters.status}
                  onChange={set('status')}
                  options={[
                    { value: 'all', label: 'All' },
                    { value: 'active', label: 'Active' },
                    { value: 'past_due', label: 'Past due' },
                    { value: 'cancelled', label: 'Cancelled' },
                  ]}
                />
                <Button variant="outline" onClick={clear}>
                  {screenTexts.clearFilters}
                </Button>
              </FilterBar>
              <AdminTable<BillingAccount>
                label="Billing accounts"
                fileName="billing.csv"
                empty={screenTexts.noBillingData}
                rows={shown}
                columns={[
                  {
                    header: 'Account',
                    cell: (u) => (
                      <Stack gap="0">
                        <Text fontWeight="medium">
                          {u.firstName} {u.lastName}
                        </Text>
                        <Text fontSize="xs" color="gray.700">
                          {u.email}
                        </Text>
                      </Stack>
                    ),
                    csv: (u) => u.email,
                  },
                  { header: 'Company', value: (u) => u.company || 'N/A' },
                  {
                    header: 'Current Plan',
                    cell: (u) => (
                      <SelectField
                        hideLabel
                        label={`Plan of ${u.email}`}
                        value={u.currentPlan}
                        disabled={plan.isPending}
                        options={[
                          { value: 'base', label: 'Base' },
                          { value: 'plus', label: 'Plus' },
                        ]}
                        onChange={(e) => plan.mutate({ userId: u.id, planType: e.target.value })}
                      />
                    ),
                    csv: (u) => u.currentPlan,
                  },
                  {
                    header: 'Status',
                    cell: (u) => <Badge colorPalette={statusColor[u.billingStatus]}>{u.billingStatus}</Badge>,
                    csv: (u) => u.billingStatus,
                  },
                  {
                    header: 'Monthly Cost',
                    cell: (u) => (
                      <Stack gap="0">
                        <Text>${cents(u.currentPlan === 'plus' ? money.plusMonthlyUsd : money.baseMonthlyUsd)}</Text>
                        {u.currentPlan === 'base' && (
                          <Text fontSize="xs" color="gray.700">
                            {screenTexts.plusPerRsvpNote}
                          </Text>
                        )}
                      </Stack>
                    ),
                    csv: (u) => cents(u.currentPlan === 'plus' ? money.plusMonthlyUsd : money.baseMonthlyUsd),
                  },
                  {
                    header: 'RSVP Count',
                    cell: (u) => `${u.rsvpCount} (${formatUsd(u.rsvpCount * money.rsvpFeeUsd)})`,
                    csv: (u) => u.rsvpCount,
                  },
                  { header: 'Total Revenue', cell: (u) => formatUsd(u.totalRevenue), csv: (u) => u.totalRevenue },
                  {
                    header: 'Details',
                    cell: (u) => (
                      <Button size="xs" variant="outline" onClick={() => setDetails(u)}>
                        View Details
                      </Button>
                    ),
                    csv: () => null,
                  },
                ]}
              />
            </Stack>
          );
        }}
      </QueryState>
      <AppDialog open={details !== null} onClose={() => setDetails(null)} title={details ? `${details.firstName} ${details.lastName}` : ''}>
        {details && (
          <Dialog.Body pb="6">
            <Stack gap="1">
              <Text>{details.email}</Text>
              <Text>Company: {details.company || 'N/A'}</Text>
              <Text>Plan: {details.currentPlan === 'plus' ? `Plus (${planLabels.plus})` : `Base (${planLabels.base})`}</Text>
              <Text>
                RSVPs this month: {details.rsvpCount} ({formatUsd(details.rsvpCount * money.rsvpFeeUsd)})
              </Text>
              <Text>Revenue over the last 12 months: {formatUsd(details.totalRevenue)}</Text>
            </Stack>
          </Dialog.Body>
        )}
      </AppDialog>
    </Stack>
  );
}
