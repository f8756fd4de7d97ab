import { Card, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A list of back-office records as cards, or the sentence that says there are none. */
export function RecordCards<T>({ records, empty, children }: { records: T[]; empty: string; children(record: T): ReactNode }) {
  if (records.length === 0) return <Text>{empty}</Text>;
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {records.map(children)}
    </Stack>
  );
}

interface RecordCardProps {
  testId: string;
  title: ReactNode;
  badges: ReactNode;
  note: ReactNode;
  /** Sits to the right of the title and note, below them on a narrow screen. */
  controls: ReactNode;
  children?: ReactNode;
}

/** One record of a RecordCards list: its title with badges, a grey note, its controls, then anything more below. */
export function RecordCard({ testId, title, badges, note, controls, children }: RecordCardProps) {
  return (
    <Card.Root as="li" bg="white" data-testid={testId}>
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" gap="3" flexWrap="wrap">
          <Stack gap="1">
            <HStack>
              <Text fontWeight="semibold">{title}</Text>
              {badges}
            </HStack>
            <Text fontSize="sm" color="gray.700">
              {note}
            </Text>
          </Stack>
          {controls}
        </HStack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
