import { Badge, Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { BillingAccount } from '@stagehouse/shared/admin.schema';
import { countOf } from '@stagehouse/shared/count-text';
import { periodLabels } from '@stagehouse/shared/figures';
import { money } from '@stagehouse/shared/limits';
import { screenTexts } from '@stagehouse/shared/messages';
import { formatUsd } from '@stagehouse/shared/money';
import { billingStatuses, billingStatusLabels, planLabels, planNames, plans } from '@stagehouse/shared/options';
import { useState } from 'react';
import { AppDialog, DialogBody } from '../../components/app-dialog';
import { PageHeading } from '../../components/page-heading';
import { StatCard } from '../../components/stat-card';
import { adminLists } from './admin-api';
import { FilterBar, FilterSelect } from './filter-bar';
import { PagedTable } from './paged-table';
import { QueryState } from './query-state';
import { usePagedList } from './use-paged-list';
import { CellWithNote } from './cell-with-note';
import { PlanSelect, usePlanChange } from './plan-select';
import { SearchField } from '../../components/search-field';
import { optionsOf } from '../../components/select-field';

const statusColor: Record<BillingAccount['billingStatus'], string> = { active: 'green', past_due: 'orange', cancelled: 'gray' };
const monthlyCost = (u: BillingAccount) => (u.currentPlan === 'plus' ? money.plusMonthlyUsd : money.baseMonthlyUsd).toFixed(2);

export function BillingPage() {
  const { filters, set, clear, query: billing, table } = usePagedList(adminLists.billing, { search: '', plan: 'all', status: 'all' }, 25);
  const [details, setDetails] = useState<BillingAccount | null>(null);
  const plan = usePlanChange();

  return (
    <Stack gap="4">
      <PageHeading
        title="Billing Management"
        subtitle={`Base: ${planLabels.base}, ${formatUsd(money.baseMonthlyUsd)} a month. Plus: ${planLabels.plus}, ${formatUsd(money.plusMonthlyUsd)} a month.`}
      />
      <QueryState query={billing} fallback="Failed to load billing">
        {(answer) => {
          const { revenue, subscriptions } = answer;
          return (
            <Stack gap="4">
              <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
                <StatCard
                  label="Monthly Revenue"
                  value={formatUsd(revenue.monthlyRevenue)}
                  help={`This month: Plus plans and RSVPs · ${revenue.monthlyGrowth >= 0 ? '+' : ''}${revenue.monthlyGrowth}% from ${periodLabels.lastMonth}`}
                  testId="monthly-revenue"
                />
                <StatCard
                  label="RSVP Revenue"
                  value={formatUsd(revenue.rsvpRevenue)}
                  help={`This month: ${countOf(revenue.totalRsvps, 'RSVP')} at ${formatUsd(money.rsvpFeeUsd)} each`}
                />
                <StatCard
                  label="Active Subscriptions"
                  value={String(subscriptions.base + subscriptions.plus)}
                  help={`${subscriptions.base} Base · ${subscriptions.plus} Plus: every stager and realtor account`}
                  testId="subscriptions"
                />
                <StatCard
                  label="Avg Revenue Per User"
                  value={formatUsd(revenue.avgRevenuePerUser)}
                  help="This month, per stager and realtor account"
                />
              </SimpleGrid>
              <FilterBar label="Filter accounts">
                <SearchField value={filters.search} onChange={set('search')} placeholder="Name, email or company" />
                <FilterSelect
                  label="Plan"
                  value={filters.plan}
                  onChange={set('plan')}
                  options={[{ value: 'all', label: 'All plans' }, ...optionsOf(plans, planNames)]}
                />
                <FilterSelect
                  w="44"
                  label="Billing status"
                  value={filters.status}
                  onChange={set('status')}
                  options={[{ value: 'all', label: 'All' }, ...optionsOf(billingStatuses, billingStatusLabels)]}
                />
                <Button variant="outline" onClick={clear}>
                  {screenTexts.clearFilters}
                </Button>
              </FilterBar>
              <PagedTable
                {...table(answer)}
                noun={['account', 'accounts']}
                label="Billing accounts"
                fileName="billing.csv"
                empty={screenTexts.noBillingData}
                columns={[
                  {
                    header: 'Account',
                    cell: (u) => <CellWithNote strong value={`${u.firstName} ${u.lastName}`} note={u.email} />,
                    csv: (u) => u.email,
                  },
                  { header: 'Company', value: (u) => u.company || 'N/A' },
                  {
                    header: 'Current Plan',
                    cell: (u) => <PlanSelect userId={u.id} email={u.email} plan={u.currentPlan} change={plan} />,
                    csv: (u) => u.currentPlan,
                  },
                  {
                    header: 'Status',
                    cell: (u) => <Badge colorPalette={statusColor[u.billingStatus]}>{billingStatusLabels[u.billingStatus]}</Badge>,
                    csv: (u) => u.billingStatus,
                  },
                  {
                    header: 'Monthly Cost',
                    cell: (u) => (
                      <CellWithNote
                        value={`$${monthlyCost(u)}`}
                        note={u.currentPlan === 'base' ? screenTexts.plusPerRsvpNote : undefined}
                      />
                    ),
                    csv: (u) => monthlyCost(u),
                  },
                  {
                    header: `RSVP Count (${periodLabels.thisMonth})`,
                    cell: (u) => `${u.rsvpCount} (${formatUsd(u.rsvpCount * money.rsvpFeeUsd)})`,
                    csv: (u) => u.rsvpCount,
                  },
                  {
                    header: `Total Revenue (${periodLabels.last12Months})`,
                    cell: (u) => formatUsd(u.totalRevenue),
                    csv: (u) => u.totalRevenue,
                  },
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
          <DialogBody>
            <Stack gap="1">
              <Text>{details.email}</Text>
              <Text>Company: {details.company || 'N/A'}</Text>
              <Text>
                Plan: {planNames[details.currentPlan]} ({planLabels[details.currentPlan]})
              </Text>
              <Text>
                RSVPs this month: {details.rsvpCount} ({formatUsd(details.rsvpCount * money.rsvpFeeUsd)})
              </Text>
              <Text>Revenue over the last 12 months: {formatUsd(details.totalRevenue)}</Text>
            </Stack>
          </DialogBody>
        )}
      </AppDialog>
    </Stack>
  );
}
