import { Badge, Card, Heading, HStack, Link } from '@chakra-ui/react';
import type { PurchaseRequest } from '@stagehouse/shared/purchase-request.schema';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface RequestCardProps {
  request: Pick<PurchaseRequest, 'furnitureId' | 'pieceName'>;
  testId: string;
  statusColor: string;
  statusLabel: string;
  /** What the buyer or the lister reads and can do about the request. */
  children: ReactNode;
}

/** One request to buy in a list: the piece it asks for, its status, then the rest. */
export function RequestCard({ request, testId, statusColor, statusLabel, children }: RequestCardProps) {
  return (
    <Card.Root as="li" bg="white" data-testid={testId}>
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" gap="3">
          <Heading as="h2" size="md">
            {/* A thumb-sized target, though the name is one line of text. */}
            <Link asChild color="teal.900" minH="44px" display="inline-flex" alignItems="center">
              <RouterLink to={`/piece/${request.furnitureId}`}>{request.pieceName}</RouterLink>
            </Link>
          </Heading>
          <Badge colorPalette={statusColor} data-testid="request-status">
            {statusLabel}
          </Badge>
        </HStack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
