import { Badge, Card, Container, Link, SimpleGrid, Text } from '@chakra-ui/react';
import type { Piece } from '@stagehouse/shared/piece.schema';
import { notices, screenTexts } from '@stagehouse/shared/messages';
import { formatUsd } from '@stagehouse/shared/money';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeading } from '../../components/page-heading';
import { PageSpinner } from '../../components/page-spinner';
import type { Column } from '../../components/data-table';
import { ResponsiveTable } from '../../components/responsive-table';
import { SectionCard } from '../../components/section-card';
import { StatCard } from '../../components/stat-card';
import { messageOf } from '../../lib/api';
import { useCurrentUser } from '../../lib/auth-store';
import { useOwnPiecesPulled, useOwnPieces } from '../../lib/own-pieces';
import { salesAnalyticsQuery } from './sales-api';
import { SalesByMonth } from './sales-by-month';

const soldColumns: Column<Piece>[] = [
  {
    label: 'Item',
    cell: (f) => (
      <>
        <Link asChild fontWeight="medium" color="teal.900">
          <RouterLink to={`/edit-furniture?id=${f.id}`} aria-label={`Edit ${f.name}`}>
            {f.name}
          </RouterLink>
        </Link>
        <Text fontSize="xs" color="gray.700" lineClamp={1}>
          {f.description}
        </Text>
      </>
    ),
  },
  { label: 'Price', cell: (f) => formatUsd(f.price) },
  { label: 'Sold Date', cell: (f) => (f.soldDate ? new Date(f.soldDate).toLocaleDateString('en-US') : '') },
  { label: 'Buyer', cell: (f) => f.buyerInfo ?? 'Not recorded' },
  { label: 'Status', cell: () => <Badge colorPalette="green">Delivered</Badge> },
];

export function SalesPage() {
  const user = useCurrentUser()!;
  const analytics = useQuery(salesAnalyticsQuery(user.id));
  const pulled = useOwnPiecesPulled();
  const pieces = useOwnPieces(user.id);
  const sold = useMemo(
    () => (pieces ?? []).filter((f) => f.status === 'sold').sort((a, b) => (b.soldDate ?? '').localeCompare(a.soldDate ?? '')),
    [pieces],
  );
  const cards = [
    { label: 'Total Sales', help: 'this month', value: analytics.data ? formatUsd(analytics.data.totalSales) : '…' },
    { label: 'Items Sold', help: 'this month', value: analytics.data ? String(analytics.data.itemsSold) : '…' },
    { label: 'Average Sale', help: 'per item', value: analytics.data ? formatUsd(analytics.data.averageSale) : '…' },
  ];
  return (
    <Container maxW="7xl" py="6">
      <PageHeading title="Sales Dashboard" subtitle={`Welcome back, ${user.firstName}.`} />
      {analytics.isError && <Text role="alert">{messageOf(analytics.error)}</Text>}
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" mb="6">
        {cards.map((c) => (
          <StatCard
            key={c.label}
            label={c.label}
            value={c.value}
            help={c.help}
            testId={`stat-${c.label.toLowerCase().replace(' ', '-')}`}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6">
        <Card.Root gridColumn={{ lg: 'span 2' }} bg="white" as="section" aria-label="Recently Sold">
          <Card.Header>
            <Text as="h2" fontSize="lg" fontWeight="bold">
              Recently Sold
            </Text>
          </Card.Header>
          <Card.Body>
            {pieces === undefined || (sold.length === 0 && pulled === 'pending') ? (
              <PageSpinner label="Loading sales" />
            ) : sold.length === 0 && pieces.length === 0 && pulled === 'failed' ? (
              <Text role="alert">{notices.pendingLoadFailed}</Text>
            ) : sold.length === 0 ? (
              <Text>{screenTexts.salesEmpty}</Text>
            ) : (
              <ResponsiveTable label="Recently sold pieces" columns={soldColumns} rows={sold} rowKey={(f) => f.id} testId="sold-table" />
            )}
          </Card.Body>
        </Card.Root>
        <SectionCard title="Sales by month">
          <SalesByMonth sold={sold} />
        </SectionCard>
      </SimpleGrid>
    </Container>
  );
}
