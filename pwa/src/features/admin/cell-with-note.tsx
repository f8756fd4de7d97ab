import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A table cell's value with a small grey note under it (the note is left out when there is none). */
export function CellWithNote({ value, note, strong = false }: { value: ReactNode; note?: ReactNode; strong?: boolean }) {
  return (
    <Stack gap="0">
      <Text fontWeight={strong ? 'medium' : undefined}>{value}</Text>
      {note !== undefined && (
        <Text fontSize="xs" color="gray.700">
          {note}
        </Text>
      )}
    </Stack>
  );
}
