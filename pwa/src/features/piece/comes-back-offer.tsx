import { Button, Stack, Text } from '@chakra-ui/react';
import type { Piece } from '@stagehouse/shared/piece.schema';
import { requestMessages } from '@stagehouse/shared/messages';
import { type FormEvent, useState } from 'react';
import { FormField } from '../../components/form-field';
import { call, messageOf } from '../../lib/api';
import { useCurrentUser } from '../../lib/auth-store';
import { setSaved } from '../../lib/saved-pieces';

/**
 * A held piece may come back: the buyer asks to be emailed once if its hold ends without a sale (at
 * their account's email, or the one they give), and the piece is saved on this device meanwhile.
 */
export function ComesBackOffer({ piece }: { piece: Piece }) {
  const signedIn = useCurrentUser() !== null;
  const [asking, setAsking] = useState(false);
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  const [told, setTold] = useState<string>();
  // One key per offer on this page: a retry after a lost answer is taken once.
  const [key] = useState(() => crypto.randomUUID());

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    setSending(true);
    setError(undefined);
    try {
      const answer = await call('watchPiece', {
        params: { id: piece.id },
        body: signedIn ? {} : { email },
        headers: { 'Idempotency-Key': key },
      });
      await setSaved(piece, true).catch(() => undefined);
      setTold(answer.email);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setSending(false);
    }
  };

  if (told)
    return (
      <Text role="status" color="teal.900" data-testid="comes-back-told">
        {requestMessages.watching} ({told}).
      </Text>
    );
  return (
    <Stack gap="3" align="start">
      <Text color="gray.700">This piece is on hold for a buyer until their pickup; it may come back.</Text>
      {asking && !signedIn ? (
        <Stack as="form" gap="3" w="full" maxW="sm" onSubmit={(e) => void send(e)} aria-label="Tell me if it comes back">
          <FormField label="Email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          <Button type="submit" colorPalette="teal" loading={sending}>
            Email me
          </Button>
        </Stack>
      ) : (
        <Button variant="outline" colorPalette="teal" loading={sending} onClick={() => (signedIn ? void send() : setAsking(true))}>
          Tell me if it comes back
        </Button>
      )}
      {error && (
        <Text role="alert" color="red.700">
          {error}
        </Text>
      )}
    </Stack>
  );
}
