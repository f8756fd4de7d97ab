import { Button, Stack, Text } from '@chakra-ui/react';
import type { Piece } from '@stagehouse/shared/piece.schema';
import { requestMessages } from '@stagehouse/shared/messages';
import { type FormEvent, useEffect, useState } from 'react';
import { FormField } from '../../components/form-field';
import { call, messageOf } from '../../lib/api';
import { useCurrentUser } from '../../lib/auth-store';
import { setSaved } from '../../lib/saved-pieces';

/** Notes the buyer to be told if the piece comes back, and saves it on this device: the email they will be told at. */
async function askToHear(piece: Piece, body: { email?: string }, key: string): Promise<string> {
  const answer = await call('watchPiece', { params: { id: piece.id }, body, headers: { 'Idempotency-Key': key } });
  await setSaved(piece, true).catch(() => undefined);
  return answer.email;
}

/**
 * "Tell me if it comes back", once asked for: a signed-in buyer is noted at once, at their account's
 * email; anyone else gives an email. The piece is saved on this device meanwhile.
 */
export function ComesBackForm({ piece }: { piece: Piece }) {
  const signedIn = useCurrentUser() !== null;
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(signedIn);
  const [error, setError] = useState<string>();
  const [told, setTold] = useState<string>();
  // One key for this piece's page: a retry after a lost answer is taken once.
  const [key] = useState(() => crypto.randomUUID());

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    setSending(true);
    setError(undefined);
    try {
      setTold(await askToHear(piece, { email }, key));
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setSending(false);
    }
  };
  // A signed-in buyer is noted as the form opens, at their account's email.
  useEffect(() => {
    if (!signedIn) return;
    let shown = true;
    askToHear(piece, {}, key).then(
      (to) => shown && setTold(to),
      (failure: unknown) => {
        if (!shown) return;
        setError(messageOf(failure));
        setSending(false);
      },
    );
    return () => {
      shown = false;
    };
  }, [signedIn, piece, key]);

  if (told)
    return (
      <Text role="status" color="teal.900" data-testid="comes-back-told">
        {requestMessages.watching} ({told}).
      </Text>
    );
  return (
    <Stack gap="3" align="start" w="full">
      {!signedIn && (
        <Stack as="form" gap="3" w="full" maxW="sm" onSubmit={(e) => void send(e)} aria-label="Tell me if it comes back">
          <FormField label="Email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          <Button type="submit" colorPalette="teal" loading={sending}>
            Email me
          </Button>
        </Stack>
      )}
      {signedIn && sending && <Text color="gray.700">Noting it…</Text>}
      {error && (
        <Text role="alert" color="red.700">
          {error}
        </Text>
      )}
    </Stack>
  );
}
