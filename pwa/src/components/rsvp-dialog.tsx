import { Alert, Text } from '@chakra-ui/react';
import { isOpenHousePast } from '@stagehouse/shared/house-time';
import { timing } from '@stagehouse/shared/limits';
import { notices, rsvpMessages } from '@stagehouse/shared/messages';
import type { RsvpFormInput } from '@stagehouse/shared/rsvp.schema';
import { useEffect, useEffectEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { messageOf } from '../lib/api';
import { lazySchemaResolver } from '../lib/lazy-schema-resolver';
import { openHouseDayOf } from '../lib/open-house-day';
import { type RsvpOutcome, submitRsvp } from '../lib/rsvp';
import { useUnsentForm } from '../lib/unsent-form';
import { AppDialog, DialogBody } from './app-dialog';
import { DialogActions } from './dialog-actions';
import { DialogForm } from './dialog-form';
import { FormField } from './form-field';
import { registerField } from './register-field';
import { UnsentFormOffer } from './unsent-form-offer';

export interface RsvpTarget {
  propertyId: number;
  furnitureId: string | null;
  title: string;
  address: string | null;
  /** The open house day (YYYY-MM-DD) and the house's state, which tell whether it is past; null when not known. */
  openHouseDate: string | null;
  state: string | null;
}

export interface RsvpDialogProps {
  target: RsvpTarget | null;
  onClose(): void;
  onConfirmed?(outcome: RsvpOutcome): void;
}

const empty: RsvpFormInput = { firstName: '', lastName: '', email: '' };
// The form's rules (and zod) come when it is first sent: the dialog opens without them.
const resolver = lazySchemaResolver<RsvpFormInput>(() => import('@stagehouse/shared/rsvp.schema').then((m) => m.rsvpFormSchema));

/** RSVP to an open house: confirmed, then closed and reset after 3 seconds; a past open house says so and takes none. */
export function RsvpDialog({ target, onClose, onConfirmed }: RsvpDialogProps) {
  const [outcome, setOutcome] = useState<RsvpOutcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RsvpFormInput>({ resolver, defaultValues: empty });
  const unsent = useUnsentForm(form, { name: 'rsvp', about: target?.propertyId });
  const { isSubmitting } = form.formState;
  const past = target !== null && isOpenHousePast(target.openHouseDate, target.state);

  const close = () => {
    setOutcome(null);
    setFailure(null);
    form.reset(empty);
    onClose();
  };

  const closeAfterConfirmation = useEffectEvent(close);
  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(closeAfterConfirmation, timing.rsvpConfirmationCloseMs);
    return () => clearTimeout(timer);
  }, [outcome]);

  const submit = form.handleSubmit(async (values) => {
    if (!target) return;
    setFailure(null);
    try {
      const result = await submitRsvp(values, target.propertyId, target.furnitureId);
      await unsent.forget();
      setOutcome(result);
      onConfirmed?.(result);
    } catch (error) {
      setFailure(messageOf(error));
    }
  });

  return (
    <AppDialog open={target !== null} onClose={close} title={outcome ? notices.rsvpConfirmed : `RSVP: ${target?.title ?? ''}`}>
      {past ? (
        <>
          <DialogBody>
            <Alert.Root status="warning" data-testid="rsvp-closed">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{rsvpMessages.openHouseOver}</Alert.Title>
                <Alert.Description>
                  The open house at {target?.address ?? notices.rsvpNoAddress} was on {openHouseDayOf(target?.openHouseDate ?? null)}.
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          </DialogBody>
          <DialogActions dismissLabel="Close" onDismiss={close} />
        </>
      ) : outcome ? (
        <DialogBody>
          <Text>{notices.rsvpCheckInbox}</Text>
          {outcome === 'queued' && (
            <Text mt="2" color="gray.700">
              You are offline: your RSVP is saved on this device and will be sent when the connection returns.
            </Text>
          )}
        </DialogBody>
      ) : (
        <DialogForm onSubmit={submit} onCancel={close} submitLabel="Submit RSVP" submitting={isSubmitting} failure={failure}>
          <UnsentFormOffer unsent={unsent} />
          <Text color="gray.700">{target?.address ?? notices.rsvpNoAddress}</Text>
          <FormField label="First Name" autoComplete="given-name" {...registerField(form, 'firstName')} />
          <FormField label="Last Name" autoComplete="family-name" {...registerField(form, 'lastName')} />
          <FormField label="Email Address" type="email" autoComplete="email" {...registerField(form, 'email')} />
          <Text fontSize="sm" color="gray.700">
            {notices.rsvpNote}
          </Text>
        </DialogForm>
      )}
    </AppDialog>
  );
}
