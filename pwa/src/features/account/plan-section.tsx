import { Stack, Table, Text } from '@chakra-ui/react';
import { formatUsd } from '@stagehouse/shared/money';
import { screenTexts } from '@stagehouse/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { PageSpinner } from '../../components/page-spinner';
import { SectionCard } from '../../components/section-card';
import { messageOf } from '../../lib/api';
import { payoutsQuery, planQuery } from './account-api';

export function PlanSection() {
  const plan = useQuery(planQuery);
  return (
    <SectionCard title="Plan and Billing">
      {plan.isPending ? (
        <PageSpinner label="Loading your plan" />
      ) : plan.isError ? (
        <Text role="alert">{messageOf(plan.error)}</Text>
      ) : (
        <Stack gap="1" data-testid="plan">
          <Text fontWeight="semibold">
            {plan.data.plan === 'plus' ? 'Plus' : 'Base'}: {plan.data.planLabel}
          </Text>
          <Text>
            {formatUsd(plan.data.monthlyBaseUsd)} a month, plus {formatUsd(plan.data.rsvpFeeUsd)} per RSVP
          </Text>
          <Text>
            This month: {plan.data.rsvpsThisMonth} {plan.data.rsvpsThisMonth === 1 ? 'RSVP' : 'RSVPs'},{' '}
            {formatUsd(plan.data.amountThisMonthUsd)}
          </Text>
        </Stack>
      )}
    </SectionCard>
  );
}

export function PaymentsSection() {
  const payouts = useQuery(payoutsQuery);
  return (
    <SectionCard title="Recent Payments">
      {payouts.isPending ? (
        <PageSpinner label="Loading payments" />
      ) : payouts.isError ? (
        <Text role="alert">{messageOf(payouts.error)}</Text>
      ) : payouts.data.length === 0 ? (
        <Text>{screenTexts.noPayments}</Text>
      ) : (
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Item</Table.ColumnHeader>
              <Table.ColumnHeader>Amount</Table.ColumnHeader>
              <Table.ColumnHeader>Paid</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {payouts.data.map((p) => (
              <Table.Row key={p.id}>
                <Table.Cell>{p.furnitureName ?? 'Removed piece'}</Table.Cell>
                <Table.Cell>{formatUsd(p.amount)}</Table.Cell>
                <Table.Cell>{new Date(p.paidAt).toLocaleDateString('en-US')}</Table.Cell>
                <Table.Cell textTransform="capitalize">{p.status}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </SectionCard>
  );
}
