import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../components/ui/notify';
import { messageOf, sendJson } from '../../lib/api';

/** A back-office write: the success notice, or the failure title with the server message, then fresh admin data. */
export const useAdminAction = <T extends Record<string, unknown>>(path: string, success: { title: string; description: (body: T) => string }, failure: { title: string; fallback: string }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => sendJson('POST', path, body),
    onSuccess: (_answer, body) => {
      notify({ title: success.title, description: success.description(body) });
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error) => notify({ title: failure.title, description: messageOf(error) || failure.fallback, variant: 'destructive' }),
  });
};
