import { Button, Text } from '@chakra-ui/react';
import type { Piece } from '@stagehouse/shared/piece.schema';
import { formatUsd } from '@stagehouse/shared/money';
import type { PieceHouse } from '@stagehouse/shared/piece-view.schema';
import { minimumOffer, slotKey } from '@stagehouse/shared/offer-rules';
import type { RequestFormInput } from '@stagehouse/shared/purchase-request.schema';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { AppDialog, DialogBody, DialogFooter } from '../../components/app-dialog';
import { DialogForm } from '../../components/dialog-form';
import { FormField } from '../../components/form-field';
import { registerField } from '../../components/register-field';
import { SelectField } from '../../components/select-field';
import { TextareaField } from '../../components/textarea-field';
import { UnsentFormOffer } from '../../components/unsent-form-offer';
import { messageOf } from '../../lib/api';
import { useCurrentUser } from '../../lib/auth-store';
import { lazySchemaResolver } from '../../lib/lazy-schema-resolver';
import { pickupWindowText } from '../../lib/pickup-window';
import { type RequestOutcome, submitRequest } from '../../lib/purchase-requests';
import { useUnsentForm } from '../../lib/unsent-form';

export interface RequestDialogProps {
  piece: Piece;
  house: PieceHouse;
  open: boolean;
  onClose(): void;
}

/** Request to buy: an offer (the asking price, or at least half of it), a pickup window on de-staging day, a note; sent now or when back online. */
export function RequestDialog({ piece, house, open, onClose }: RequestDialogProps) {
  const buyer = useCurrentUser();
  const [outcome, setOutcome] = useState<RequestOutcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const defaults: RequestFormInput = {
    offeredPrice: String(piece.price),
    pickup: house.pickupSlots[0] ? slotKey(house.pickupSlots[0]) : '',
    message: '',
    buyerName: '',
    buyerEmail: '',
    buyerPhone: '',
  };
  const signedIn = buyer !== null;
  // The form's rules (and zod) come when it is first sent: the dialog opens without them.
  const resolver = useMemo(
    () =>
      lazySchemaResolver<RequestFormInput>(() =>
        import('@stagehouse/shared/purchase-request.schema').then((m) => m.requestFormSchemaFor(piece.price, signedIn)),
      ),
    [piece.price, signedIn],
  );
  const form = useForm<RequestFormInput>({ resolver, defaultValues: defaults });
  const unsent = useUnsentForm(form, { name: 'request', about: piece.id });
  const { isSubmitting } = form.formState;

  const close = () => {
    setOutcome(null);
    setFailure(null);
    form.reset(defaults);
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const pickup = house.pickupSlots.find((slot) => slotKey(slot) === values.pickup);
    if (!pickup) return;
    try {
      const sent = await submitRequest({ ...values, offeredPrice: String(values.offeredPrice), pickup }, piece, buyer);
      await unsent.forget();
      setOutcome(sent);
    } catch (error) {
      setFailure(messageOf(error));
    }
  });

  return (
    <AppDialog open={open} onClose={close} title={outcome ? 'Request sent' : `Request to buy ${piece.name}`}>
      {outcome ? (
        <>
          <DialogBody>
            <Text>The lister will answer: you will find the answer under My requests, and by email.</Text>
            {outcome === 'queued' && (
              <Text mt="2" color="gray.700">
                You are offline: your request is saved on this device and will be sent when the connection returns.
              </Text>
            )}
          </DialogBody>
          <DialogFooter>
            <Button asChild variant="outline">
              <RouterLink to="/my-requests">My requests</RouterLink>
            </Button>
            <Button colorPalette="teal" onClick={close}>
              Done
            </Button>
          </DialogFooter>
        </>
      ) : (
        <DialogForm onSubmit={submit} onCancel={close} submitLabel="Send request" submitting={isSubmitting} failure={failure}>
          <UnsentFormOffer unsent={unsent} />
          <FormField
            label="Your offer (USD)"
            inputMode="decimal"
            helperText={`Asking ${formatUsd(piece.price)}; you may offer from ${formatUsd(minimumOffer(piece.price))}.`}
            {...registerField(form, 'offeredPrice')}
          />
          <SelectField
            label="Pickup on de-staging day"
            options={house.pickupSlots.map((slot) => ({ value: slotKey(slot), label: pickupWindowText(slot) }))}
            {...registerField(form, 'pickup')}
          />
          {!buyer && (
            <>
              <FormField label="Your name" autoComplete="name" {...registerField(form, 'buyerName')} />
              <FormField label="Email" type="email" autoComplete="email" {...registerField(form, 'buyerEmail')} />
            </>
          )}
          <FormField label={buyer ? 'Phone (optional)' : 'Phone'} type="tel" autoComplete="tel" {...registerField(form, 'buyerPhone')} />
          <TextareaField label="Message to the lister (optional)" {...registerField(form, 'message')} />
          <Text fontSize="sm" color="gray.700">
            The address to pick it up from is shown once the lister accepts.
          </Text>
        </DialogForm>
      )}
    </AppDialog>
  );
}
