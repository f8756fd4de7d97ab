import { Button, Container, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { formatUsd } from '@stagehouse/shared/money';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { BrowseFurniturePrompt } from '../../components/browse-furniture-prompt';
import { PageHeading } from '../../components/page-heading';
import { PageSpinner } from '../../components/page-spinner';
import { messageOf } from '../../lib/api';
import { useCurrentUser } from '../../lib/auth-store';
import { discardChange } from '../../lib/own-pieces';
import type { OutboxEntry, StoredRequest } from '../../lib/local-db';
import { pickupWindowText } from '../../lib/pickup-window';
import { onLiveChange } from '../../lib/live-updates';
import { answerOwnRequest, type BuyerAnswer, withOwnAnswers } from '../../lib/own-request-answers';
import { useOwnRequests, useRefusedRequests } from '../../lib/purchase-requests';
import { keepLinkedRequest, refreshOwnRequests } from '../../lib/own-requests-refresh';
import { useQueuedWrites, writesOfItem } from '../../lib/queued-writes';
import { RequestCard } from './request-card';
import { buyerRequestLabels, requestStatusColors } from './request-status';
import { useAnswer } from './use-answer';
import { QueuedWriteState } from './queued-write-state';

function BuyerRequestCard({
  request,
  refused,
  answerWaiting,
  answerRefused,
  onAnswer,
}: {
  request: StoredRequest;
  /** The request itself, made offline and refused once sent. */
  refused?: OutboxEntry;
  /** Answers made on this device and not sent yet: the card shows what they make of the request. */
  answerWaiting: boolean;
  /** An answer the server refused: the card shows the request as the server has it, and why. */
  answerRefused?: OutboxEntry;
  onAnswer(request: StoredRequest, answer: BuyerAnswer): Promise<void>;
}) {
  const sending = request.version === 0 && !refused;
  const { busy, answer } = useAnswer((what: BuyerAnswer) => onAnswer(request, what), 'Could not send your answer');
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
      <QueuedWriteState waiting={answerWaiting} refused={answerRefused} what="answer" testId="answer" />
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
  const answers = useQueuedWrites('buyer-answer');
  const user = useCurrentUser();
  const signedIn = user !== null;
  const [failure, setFailure] = useState<string | null>(null);
  const refresh = useCallback(
    () =>
      void refreshOwnRequests(signedIn).then(
        () => setFailure(null),
        (error: unknown) => setFailure(messageOf(error)),
      ),
    [signedIn],
  );
  // A request's emailed link opens it on this device; the link leaves the address once it is read, or found dead.
  // Its failure is its own: a refresh that ends well meanwhile does not clear it.
  const { hash } = useLocation();
  const navigate = useNavigate();
  const [linkFailure, setLinkFailure] = useState<string | null>(null);
  useEffect(() => {
    if (!hash.includes('token=')) return;
    keepLinkedRequest(hash).then(
      (opened) => {
        setLinkFailure(opened ? null : 'This link no longer opens a request. If it joined your account, sign in to see it.');
        void navigate({ hash: '' }, { replace: true });
      },
      (error: unknown) => setLinkFailure(messageOf(error)),
    );
  }, [hash, navigate]);
  useEffect(() => {
    if (navigator.onLine) refresh();
    // A signed-out buyer's answers come as news of what buyers see, a signed-in buyer's as their own.
    return onLiveChange(refresh);
  }, [refresh]);
  // An answer refused since (sent by another tab, or the service worker) leaves this device's copy behind the server's.
  const refusedKey = answers && [...answers.refused.values()].map((e) => e.id).join();
  const shownKey = useRef(refusedKey);
  useEffect(() => {
    if (shownKey.current !== undefined && refusedKey !== shownKey.current && navigator.onLine) refresh();
    shownKey.current = refusedKey;
  }, [refresh, refusedKey]);
  const onAnswer = async (request: StoredRequest, answer: BuyerAnswer) => {
    await answerOwnRequest(request, answer).catch((error: unknown) => {
      // Refused: the card goes back to the request as the server has it.
      refresh();
      throw error;
    });
  };

  return (
    <Container maxW="4xl" py="6">
      <PageHeading title="My requests" subtitle="The pieces you asked to buy, and the lister's answers." />
      {user?.userType === 'buyer' && !user.emailConfirmed && (
        <Text mb="4" color="gray.700">
          Requests you made signed out with {user.email} show here once you confirm it:{' '}
          <Link asChild color="teal.700" textDecoration="underline">
            <RouterLink to="/account-settings">open the emailed link, or send it again</RouterLink>
          </Link>
          .
        </Text>
      )}
      {linkFailure && (
        <Text role="alert" mb="4" color="fg.error">
          {linkFailure}
        </Text>
      )}
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
          {requests.map((request) => {
            const { refused: answerRefused, waiting } = writesOfItem(answers, request.id);
            return (
              <BuyerRequestCard
                key={request.id}
                request={withOwnAnswers(request, waiting)}
                refused={refused?.get(request.id)}
                answerWaiting={waiting.length > 0}
                answerRefused={answerRefused}
                onAnswer={onAnswer}
              />
            );
          })}
        </Stack>
      )}
    </Container>
  );
}
