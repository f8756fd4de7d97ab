import { Button, Stack, Text } from '@chakra-ui/react';
import type { ConfirmEmailAnswer } from '@stagehouse/shared/auth.schema';
import { countOf } from '@stagehouse/shared/count-text';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SectionCard } from '../../components/section-card';
import { call, messageOf } from '../../lib/api';
import { buyerHome, useAuthStore } from '../../lib/auth-store';

/**
 * The emailed link's card, atop Account Settings: the account's email is confirmed by a tap, not on
 * opening (mail scanners open links too), signed in to the account (the server asks for both).
 * Requests made signed out with the email then join the account.
 */
export function ConfirmEmailSection({ token }: { token: string }) {
  const [state, setState] = useState<{ done?: ConfirmEmailAnswer; error?: string; busy?: boolean }>({});
  const confirm = async () => {
    setState({ busy: true });
    try {
      const done = await call('confirmEmail', { body: { token } });
      setState({ done });
      useAuthStore.getState().signIn((await call('me')).user);
    } catch (error) {
      setState({ error: messageOf(error) });
    }
  };
  return (
    <SectionCard title="Confirm your email">
      {state.done ? (
        <Stack gap="4" role="status">
          <Text>
            Your email is confirmed.{' '}
            {state.done.joinedRequests > 0
              ? `${countOf(state.done.joinedRequests, 'request')} you made signed out ${state.done.joinedRequests === 1 ? 'is' : 'are'} now in your account.`
              : 'Requests you make signed out with it will join your account when you sign in.'}
          </Text>
          <Button asChild colorPalette="teal" alignSelf="start">
            <RouterLink to={buyerHome}>Open My requests</RouterLink>
          </Button>
        </Stack>
      ) : (
        <Stack gap="4">
          <Text>Confirm this account's email to see the requests you made with it on every device you sign in on.</Text>
          {state.error && (
            <Text color="red.700" role="alert">
              {state.error}
            </Text>
          )}
          <Button colorPalette="teal" alignSelf="start" loading={state.busy} onClick={() => void confirm()}>
            Confirm email
          </Button>
        </Stack>
      )}
    </SectionCard>
  );
}
