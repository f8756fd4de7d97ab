import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { discardChange } from '../../lib/own-pieces';
import type { OutboxEntry } from '../../lib/local-db';

/**
 * What became of a write sent through the outbox: waiting to be sent, or refused by the server with
 * its reason and a way to dismiss it (the server's state then shows). `what` names the write ("answer").
 */
export function QueuedWriteState({
  waiting,
  refused,
  what,
  testId,
}: {
  waiting: boolean;
  refused: OutboxEntry | undefined;
  what: string;
  testId: string;
}) {
  return (
    <>
      {waiting && (
        <Badge alignSelf="start" colorPalette="orange" data-testid={`${testId}-waiting`}>
          Waiting to sync
        </Badge>
      )}
      {refused && (
        <HStack gap="3" flexWrap="wrap" data-testid={`${testId}-refused`}>
          <Text color="fg.error">
            Your {what} was not sent: {refused.error}
          </Text>
          <Button size="xs" variant="outline" onClick={() => void discardChange(refused)}>
            Dismiss
          </Button>
        </HStack>
      )}
    </>
  );
}
