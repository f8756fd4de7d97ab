import { lazyComponent } from '../lib/lazy-component';
import { LoadedWhenOpened } from './loaded-when-opened';
import type { RsvpDialogProps } from './rsvp-dialog';

const RsvpDialog = lazyComponent(() => import('./rsvp-dialog').then((m) => m.RsvpDialog));

/** The RSVP dialog, its code (the form and its schema) downloaded when it first opens. */
export const RsvpDialogOnDemand = (props: RsvpDialogProps) => (
  <LoadedWhenOpened open={props.target !== null}>
    <RsvpDialog {...props} />
  </LoadedWhenOpened>
);
