import { Card, Heading, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled card for one section of a settings or dashboard screen. */
export const SectionCard = ({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) => (
  <Card.Root as="section" bg="white" aria-label={title}>
    <Card.Header>
      <HStack justify="space-between">
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        {action}
      </HStack>
    </Card.Header>
    <Card.Body>{children}</Card.Body>
  </Card.Root>
);
