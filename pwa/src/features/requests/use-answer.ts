import { useState } from 'react';
import { notify } from '../../components/ui/notify';
import { messageOf } from '../../lib/api';

/** Sends an answer to a request, busy while it is on its way; a failure becomes a notice titled `failureTitle`. */
export function useAnswer<Answer>(send: (answer: Answer) => Promise<void>, failureTitle: string) {
  const [busy, setBusy] = useState(false);
  async function answer(what: Answer) {
    setBusy(true);
    try {
      await send(what);
    } catch (error) {
      notify({ title: failureTitle, description: messageOf(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }
  return { busy, answer };
}
