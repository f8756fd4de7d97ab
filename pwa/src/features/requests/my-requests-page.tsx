import { Button, Container, HStack, Stack, Text } from '@chakra-ui/react';
import { formatUsd } from '@stagehouse/shared/money';
import { useEffect, useState } from 'react';
import { BrowseFurniturePrompt } from '../../components/browse-furniture-prompt';
import { PageHeading } from '../../components/page-heading';
import { PageSpinner } from '../../components/page-spinner';
import { messageOf } from '../../lib/api';
import { useCurrentUser } from '../../lib/auth-store';
import { discardChange } from '../../lib/listings-store';
import type { OutboxEntry, StoredRequest } from '../../lib/local-db';
import { pickupWindowText } from '../../lib/pickup-window';
import { onLiveChange } from '../../lib/live-updates';
import { answerOwnRequest, refreshOwnRequests, useOwnRequests, useRefusedRequests } from '../../lib/purchase-requests';
import { RequestCard } from './request-card';
import { buyerRequestLabels, requestStatusColors } from './request-status';
import { useAnswer } from './use-answer';

function BuyerRequestCard({ request, refused }: { request: StoredRequest; refused?: OutboxEntry }) {
  const sending = request.version === 0 && !refused;
  const { busy, answer } = useAnswer(
    (what: 'accept-counter' | 'decline-counter' | 'withdraw') => answerOwnRequest(request, what),
    'Could not send your answer',
  );
  const live = request.status === 'open' || request.status === 'countered' || request.status === 'accepted';
  return (
    <RequestCard
      request={request}
      testId="my-request"
      statusColor={refused ? 'red' : sending ? 'gray' : requestStatusColors[request.status]}
      statusLabel={refused ? 'Not sent: refused' : sending ? 'Waiting to be sent' : buyerRequestLabels[request.status]}
    >
      {refused && (
        <HStack gap="3" flexWrap="wrap" data-testid="request-refused">
          <Text color="fg.error">{refused.error}</Text>
          <Button size="xs" variant="outline" onClick={() => void discardChange(refused)}>
            Remove
          </Button>
        </HStack>
      )}
      <Text>
        Your offer: {formatUsd(request.offeredPrice)} (asking {formatUsd(request.askingPrice)})
      </Text>
      <Text>Pickup: {pickupWindowText(request.pickup)}</Text>
      {request.pickupAddress && <Text fontWeight="medium">Pick it up at {request.pickupAddress}</Text>}
      {request.pieceOnHold && request.status !== 'accepted' && (
        <Text color="gray.700">The piece is on hold for another buyer for now.</Text>
      )}
      {request.declineReason && <Text color="gray.700">Reason: {request.declineReason}</Text>}
      {request.status === 'countered' && request.counterPrice !== null && (
        <Stack gap="2" borderWidth="1px" borderColor="orange.200" bg="orange.50" rounded="md" p="3">
          <Text fontWeight="medium">The lister offers it to you for {formatUsd(request.counterPrice)}.</Text>
          <HStack gap="2">
            <Button size="sm" colorPalette="teal" loading={busy} onClick={() => void answer('accept-counter')}>
              Accept {formatUsd(request.counterPrice)}
            </Button>
            <Button size="sm" variant="outline" disabled={busy} onClick={() => void answer('decline-counter')}>
              Decline
            </Button>
          </HStack>
        </Stack>
      )}
      {live && !sending && !refused && (
        <HStack>
          <Button size="xs" variant="ghost" colorPalette="red" disabled={busy} onClick={() => void answer('withdraw')}>
            Withdraw request
          </Button>
        </HStack>
      )}
    </RequestCard>
  );
}

/** The buyer's requests to buy, kept on this device and brought up to date from the server when online. */
export function MyRequestsPage() {
  const requests = useOwnRequests();
  const refused = useRefusedRequests();
  const signedIn = useCurrentUser() !== null;
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    const refresh = () =>
      void refreshOwnRequests(signedIn).then(
        () => setFailure(null),
        (error: unknown) => setFailure(messageOf(error)),
      );
    if (navigator.onLine) refresh();
    // A signed-out buyer's answers come as news of what buyers see, a signed-in buyer's as their own.
    return onLiveChange(refresh);
  }, [signedIn]);

  return (
    <Container maxW="4xl" py="6">
      <PageHeading title="My requests" subtitle="The pieces you asked to buy, and the lister's answers." />
      {failure && (
        <Text role="alert" mb="4" color="fg.error">
          Showing what this device knows: {failure}
        </Text>
      )}
      {requests === undefined ? (
        <PageSpinner label="Loading your requests" />
      ) : requests.length === 0 ? (
        <BrowseFurniturePrompt heading="You have not asked for a piece yet" />
      ) : (
        <Stack as="ul" gap="4" listStyleType="none">
          {requests.map((request) => (
            <BuyerRequestCard key={request.id} request={request} refused={refused?.get(request.id)} />
          ))}
        </Stack>
      )}
    </Container>
  );
}
