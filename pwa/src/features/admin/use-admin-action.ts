import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../components/ui/notify';
import { messageOf } from '../../lib/api';
import { adminKeys } from './admin-api';

interface Notice<T, A> {
  title: string;
  description(body: T, answer: A): string;
}

/**
 * A back-office write made by `send`: the success notice, or the failure title with the server
 * message (or the spec's fallback), then fresh admin data.
 */
export function useAdminAction<T, A>(send: (body: T) => Promise<A>, success: Notice<T, A>, failure: { title: string; fallback: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer, body) => {
      notify({ title: success.title, description: success.description(body, answer) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => notify({ title: failure.title, description: messageOf(error, failure.fallback), variant: 'destructive' }),
  });
}
