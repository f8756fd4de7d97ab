import { Button, Container, HStack, Stack, Text } from '@chakra-ui/react';
import { formatUsd } from '@stagehouse/shared/money';
import type { PurchaseRequest } from '@stagehouse/shared/purchase-request.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { AppDialog, DialogBody } from '../../components/app-dialog';
import { DialogActions } from '../../components/dialog-actions';
import { FormFailure } from '../../components/form-failure';
import { FormField } from '../../components/form-field';
import { PageHeading } from '../../components/page-heading';
import { PageSpinner } from '../../components/page-spinner';
import { notify } from '../../components/ui/notify';
import { messageOf } from '../../lib/api';
import { getIncomingRequests } from '../../lib/incoming-requests';
import type { OutboxEntry } from '../../lib/local-db';
import { onLiveChange } from '../../lib/live-updates';
import { pickupWindowText } from '../../lib/pickup-window';
import { answerRequest, type ListerAnswer, withAnswers } from '../../lib/request-answers';
import { useQueuedWrites, writesOfItem } from '../../lib/queued-writes';
import { onWritesTaken } from '../../lib/taken-writes';
import { PickupWindowsSection } from './pickup-windows-section';
import { RequestCard } from './request-card';
import { listerRequestLabels, requestStatusColors } from './request-status';
import { useAnswer } from './use-answer';
import { QueuedWriteState } from './queued-write-state';

const incomingKey = ['requests', 'incoming'] as const;

/** What each answer asked in a dialog is called: its dialog's title and its button. */
const answerWords = {
  decline: { title: (r: PurchaseRequest) => `Decline ${r.buyerName}'s request`, button: 'Decline' },
  counter: { title: (r: PurchaseRequest) => `Counter ${r.buyerName}'s offer`, button: 'Send counter-offer' },
  sell: { title: (r: PurchaseRequest) => `Mark ${r.pieceName} sold`, button: 'Mark sold' },
} as const;

/** Asks for what an answer needs: a reason to decline (optional), the counter price, or a yes to the sale. */
function AnswerDialog({
  request,
  kind,
  onClose,
  onAnswer,
}: {
  request: PurchaseRequest;
  kind: keyof typeof answerWords;
  onClose(): void;
  onAnswer(action: ListerAnswer): Promise<void>;
}) {
  const [value, setValue] = useState(kind === 'counter' ? String(request.askingPrice) : '');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onAnswer(kind === 'counter' ? { kind, counterPrice: value } : kind === 'sell' ? { kind } : { kind, reason: value });
      onClose();
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <AppDialog open onClose={onClose} title={answerWords[kind].title(request)}>
      <DialogBody>
        <Stack gap="3">
          {kind === 'sell' ? (
            <Text>
              {request.buyerName} buys it for {formatUsd(request.offeredPrice)}. It shows as sold, the sale goes to your Sales, and the
              other requests for it are declined.
            </Text>
          ) : (
            <FormField
              label={kind === 'counter' ? 'Your price (USD)' : 'Reason (optional)'}
              inputMode={kind === 'counter' ? 'decimal' : undefined}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              helperText={
                kind === 'counter' ? `They offer ${formatUsd(request.offeredPrice)}; you ask ${formatUsd(request.askingPrice)}.` : undefined
              }
            />
          )}
          <FormFailure message={failure} />
        </Stack>
      </DialogBody>
      <DialogActions dismissLabel="Cancel" onDismiss={onClose}>
        <Button colorPalette={kind === 'decline' ? 'red' : 'teal'} loading={busy} onClick={() => void send()}>
          {answerWords[kind].button}
        </Button>
      </DialogActions>
    </AppDialog>
  );
}

function ListerRequestCard({
  request,
  waiting,
  refused,
  onAnswer,
}: {
  request: PurchaseRequest;
  /** Answers made on this device and not sent yet: the card shows what they make of the request. */
  waiting: boolean;
  /** An answer the server refused: the card shows the request as the server has it, and why. */
  refused?: OutboxEntry;
  onAnswer(request: PurchaseRequest, action: ListerAnswer): Promise<void>;
}) {
  const [asking, setAsking] = useState<keyof typeof answerWords | null>(null);
  const { busy, answer: act } = useAnswer((action: ListerAnswer) => onAnswer(request, action), 'Could not answer the request');
  return (
    <RequestCard
      request={request}
      testId="incoming-request"
      statusColor={requestStatusColors[request.status]}
      statusLabel={listerRequestLabels[request.status]}
    >
      <QueuedWriteState waiting={waiting} refused={refused} what="answer" testId="answer" />
      <Text>
        {request.buyerName} offers <strong>{formatUsd(request.offeredPrice)}</strong> (you ask {formatUsd(request.askingPrice)})
        {request.counterPrice !== null && request.status === 'countered' ? `; you countered ${formatUsd(request.counterPrice)}` : ''}
      </Text>
      <Text fontSize="sm" color="gray.700">
        {[request.buyerEmail, request.buyerPhone].filter(Boolean).join(' · ')}
      </Text>
      <Text>Pickup: {pickupWindowText(request.pickup)}</Text>
      {request.message && <Text fontStyle="italic">“{request.message}”</Text>}
      {request.pieceOnHold && request.status === 'open' && <Text color="gray.700">The piece is on hold for another buyer.</Text>}
      {request.declineReason && <Text color="gray.700">Reason: {request.declineReason}</Text>}
      <HStack gap="2" flexWrap="wrap" pt="1">
        {request.status === 'open' && !request.pieceOnHold && (
          <Button size="sm" colorPalette="teal" loading={busy} onClick={() => void act({ kind: 'accept' })}>
            Accept
          </Button>
        )}
        {request.status === 'open' && (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => setAsking('counter')}>
            Counter
          </Button>
        )}
        {request.status === 'accepted' && (
          <Button size="sm" colorPalette="teal" loading={busy} onClick={() => setAsking('sell')}>
            Mark sold
          </Button>
        )}
        {(request.status === 'open' || request.status === 'countered' || request.status === 'accepted') && (
          <Button size="sm" variant="outline" colorPalette="red" disabled={busy} onClick={() => setAsking('decline')}>
            Decline
          </Button>
        )}
      </HStack>
      {asking && (
        <AnswerDialog request={request} kind={asking} onClose={() => setAsking(null)} onAnswer={(action) => onAnswer(request, action)} />
      )}
    </RequestCard>
  );
}

/** The lister's requests to buy: accept (the piece goes on hold), counter, decline, and mark an accepted one sold. */
export function RequestsPage() {
  const client = useQueryClient();
  const incoming = useQuery({ queryKey: incomingKey, queryFn: getIncomingRequests });
  useEffect(() => onLiveChange((scope) => scope === 'mine' && void client.invalidateQueries({ queryKey: incomingKey })), [client]);
  const queued = useQueuedWrites('request-answer');
  useEffect(
    () =>
      onWritesTaken((taken) => {
        const answered = new Map(
          taken.flatMap(([entry, answer]) => (entry.entity === 'request-answer' ? [[entry.entityId, answer as PurchaseRequest]] : [])),
        );
        if (answered.size === 0) return;
        client.setQueryData<PurchaseRequest[]>(incomingKey, (list) => list?.map((r) => answered.get(r.id) ?? r));
        // An answer changes others too: a hold puts the piece's other requests on hold, a sale declines them.
        void client.invalidateQueries({ queryKey: incomingKey });
      }),
    [client],
  );
  // An answer sent (by another tab, or the service worker) or refused since changes what the server has.
  const queuedKey = queued && [...[...queued.waiting.values()].flat(), ...queued.refused.values()].map((e) => `${e.id}:${e.status}`).join();
  const shownKey = useRef(queuedKey);
  useEffect(() => {
    if (shownKey.current !== undefined && queuedKey !== shownKey.current) void client.invalidateQueries({ queryKey: incomingKey });
    shownKey.current = queuedKey;
  }, [client, queuedKey]);
  const onAnswer = async (request: PurchaseRequest, action: ListerAnswer) => {
    const outcome = await answerRequest(request, action).catch((error: unknown) => {
      // Refused: the card goes back to the request as the server has it.
      void client.invalidateQueries({ queryKey: incomingKey });
      throw error;
    });
    if (action.kind === 'sell' && outcome === 'sent')
      notify({ title: 'Marked sold', description: `${request.pieceName} is sold to ${request.buyerName}: it is on your Sales page.` });
  };

  return (
    <Container maxW="4xl" py="6">
      <PageHeading title="Requests" subtitle="Buyers asking for your pieces: answer, then hand them over on de-staging day." />
      {incoming.isPending ? (
        <PageSpinner label="Loading requests" />
      ) : incoming.isError ? (
        <Text role="alert">{messageOf(incoming.error)}</Text>
      ) : incoming.data.length === 0 ? (
        <Text>No requests yet: buyers ask from a piece's page.</Text>
      ) : (
        <Stack as="ul" gap="4" listStyleType="none">
          {incoming.data.map((request) => {
            const { refused, waiting } = writesOfItem(queued, request.id);
            return (
              <ListerRequestCard
                key={request.id}
                request={withAnswers(request, waiting)}
                waiting={waiting.length > 0}
                refused={refused}
                onAnswer={onAnswer}
              />
            );
          })}
        </Stack>
      )}
      <PickupWindowsSection />
    </Container>
  );
}
