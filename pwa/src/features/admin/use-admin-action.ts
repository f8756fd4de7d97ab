import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../components/ui/notify';
import { messageOf, sendJson } from '../../lib/api';
import { adminKeys } from './admin-api';

interface Notice<T, A> {
  title: string;
  description(body: T, answer: A): string;
}

/**
 * A back-office write: the success notice, or the failure title with the server message (or the
 * spec's fallback), then fresh admin data. The path may depend on the body (PATCH/DELETE of one row).
 */
export function useAdminAction<T extends Record<string, unknown> | FormData, A = unknown>(
  path: string | ((body: T) => string),
  success: Notice<T, A>,
  failure: { title: string; fallback: string },
  method: 'POST' | 'PATCH' | 'DELETE' = 'POST',
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => sendJson<A>(method, typeof path === 'string' ? path : path(body), method === 'DELETE' ? undefined : body),
    onSuccess: (answer, body) => {
      notify({ title: success.title, description: success.description(body, answer) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => notify({ title: failure.title, description: messageOf(error, failure.fallback), variant: 'destructive' }),
  });
}
