import { Card, Text } from '@chakra-ui/react';

/** One figure with its label (and an optional note) on a card. */
export const StatCard = ({ label, value, help, testId }: { label: string; value: string; help?: string; testId?: string }) => (
  <Card.Root bg="white">
    <Card.Body gap="1" p={{ base: '4', md: '6' }}>
      <Text color="gray.700" fontSize="sm">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="bold" data-testid={testId}>
        {value}
      </Text>
      {help && (
        <Text color="gray.700" fontSize="xs">
          {help}
        </Text>
      )}
    </Card.Body>
  </Card.Root>
);
