import { Badge, Button, Card, Container, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { formatUsd } from '@stagehouse/shared/money';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeading } from '../../components/page-heading';
import { PageSpinner } from '../../components/page-spinner';
import { notify } from '../../components/ui/notify';
import { messageOf } from '../../lib/api';
import { useCurrentUser } from '../../lib/auth-store';
import type { StoredRequest } from '../../lib/local-db';
import { pickupWindowText } from '../../lib/pickup-window';
import { onLiveChange } from '../../lib/live-updates';
import { answerOwnRequest, refreshOwnRequests, useOwnRequests } from '../../lib/purchase-requests';
import { buyerRequestLabels, requestStatusColors } from './request-status';

function BuyerRequestCard({ request }: { request: StoredRequest }) {
  const [busy, setBusy] = useState(false);
  const sending = request.version === 0;
  const answer = async (what: 'accept-counter' | 'decline-counter' | 'withdraw') => {
    setBusy(true);
    try {
      await answerOwnRequest(request, what);
    } catch (error) {
      notify({ title: 'Could not send your answer', description: messageOf(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  const live = request.status === 'open' || request.status === 'countered' || request.status === 'accepted';
  return (
    <Card.Root as="li" bg="white" data-testid="my-request">
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" gap="3">
          <Heading as="h2" size="md">
            <Link asChild color="teal.900">
              <RouterLink to={`/piece/${request.furnitureId}`}>{request.pieceName}</RouterLink>
            </Link>
          </Heading>
          <Badge colorPalette={sending ? 'gray' : requestStatusColors[request.status]} data-testid="request-status">
            {sending ? 'Waiting to be sent' : buyerRequestLabels[request.status]}
          </Badge>
        </HStack>
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
        {live && !sending && (
          <HStack>
            <Button size="xs" variant="ghost" colorPalette="red" disabled={busy} onClick={() => void answer('withdraw')}>
              Withdraw request
            </Button>
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** The buyer's requests to buy, kept on this device and brought up to date from the server when online. */
export function MyRequestsPage() {
  const requests = useOwnRequests();
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
        <Stack align="center" py="12" gap="4" textAlign="center">
          <Heading as="h2" size="lg">
            You have not asked for a piece yet
          </Heading>
          <Button asChild colorPalette="teal">
            <RouterLink to="/map">Browse Furniture</RouterLink>
          </Button>
        </Stack>
      ) : (
        <Stack as="ul" gap="4" listStyleType="none">
          {requests.map((request) => (
            <BuyerRequestCard key={request.id} request={request} />
          ))}
        </Stack>
      )}
    </Container>
  );
}
