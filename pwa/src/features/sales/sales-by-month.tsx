import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { Piece } from '@stagehouse/shared/piece.schema';
import { formatUsd, fromCents, toCents } from '@stagehouse/shared/money';

const monthsBack = 6;

/** Sales of the last six months as bars, with the figures as text for screen readers. */
export function SalesByMonth({ sold }: { sold: Piece[] }) {
  const now = new Date();
  const months = Array.from(
    { length: monthsBack },
    (_, i) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (monthsBack - 1 - i), 1)),
  );
  const soldIn = (m: Date) =>
    sold.filter(
      (f) =>
        f.soldDate &&
        new Date(f.soldDate).getUTCFullYear() === m.getUTCFullYear() &&
        new Date(f.soldDate).getUTCMonth() === m.getUTCMonth(),
    );
  const totals = months.map((m) => fromCents(soldIn(m).reduce((cents, f) => cents + toCents(f.price), 0)));
  const max = Math.max(...totals, 1);
  return (
    <Stack
      gap="2"
      role="img"
      aria-label={`Sales by month: ${months.map((m, i) => `${m.toLocaleDateString('en-US', { month: 'long', timeZone: 'UTC' })} ${formatUsd(totals[i] ?? 0)}`).join(', ')}`}
    >
      <HStack align="end" h="40" gap="3">
        {months.map((m, i) => (
          <Stack key={m.toISOString()} flex="1" align="center" justify="end" h="full" gap="1">
            <Text fontSize="xs" color="gray.700">
              {formatUsd(totals[i] ?? 0)}
            </Text>
            <Box w="full" bg="teal.600" rounded="sm" h={`${Math.max(2, ((totals[i] ?? 0) / max) * 100)}%`} />
            <Text fontSize="xs">{m.toLocaleDateString('en-US', { month: 'short', timeZone: 'UTC' })}</Text>
          </Stack>
        ))}
      </HStack>
    </Stack>
  );
}
