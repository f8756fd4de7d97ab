import { Alert, Button, Container, Field, HStack, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { listPieceFormSchema, mlsNumberSchema } from '@stagehouse/shared/piece.schema';
import { notices, validation } from '@stagehouse/shared/messages';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { FormField } from '../../components/form-field';
import { PageHeading } from '../../components/page-heading';
import { SectionCard } from '../../components/section-card';
import { SelectField } from '../../components/select-field';
import { notify } from '../../components/ui/notify';
import { UnsentFormOffer } from '../../components/unsent-form-offer';
import { ApiError, call, messageOf } from '../../lib/api';
import { useCurrentUser } from '../../lib/auth-store';
import { useCategoryOptions } from '../../lib/categories';
import { createPiece, sendAndReport, withdrawCreate } from '../../lib/own-pieces';
import { useUnsentForm } from '../../lib/unsent-form';
import { createOptions, dimensionsExample } from './options';
import { PhotoPicker } from './photo-picker';
import { TagPicker } from './tag-picker';
import { usePhotos } from './use-photos';

interface ListForm {
  name: string;
  price: string;
  propertyAddress: string;
  description: string;
  dimensions: string;
  category: string;
  room: string;
  condition: string;
  mlsNumber: string;
  tagIds: number[];
}

const empty: ListForm = {
  name: '',
  price: '',
  propertyAddress: '',
  description: '',
  dimensions: '',
  category: '',
  room: '',
  condition: '',
  mlsNumber: '',
  tagIds: [],
};

export function ListFurniturePage() {
  const navigate = useNavigate();
  const user = useCurrentUser()!;
  const categories = useCategoryOptions();
  const form = useForm<ListForm>({ defaultValues: empty });
  const photos = usePhotos();
  const unsent = useUnsentForm(form, { name: 'list-furniture', photos: photos.unsent });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [mlsMessage, setMlsMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState<'list' | 'draft' | 'mls' | null>(null);

  const lookupMls = async () => {
    const number = mlsNumberSchema.safeParse(form.getValues('mlsNumber'));
    if (!number.success) {
      setMlsMessage(validation.mlsNumberRequired);
      return;
    }
    setBusy('mls');
    setMlsMessage(null);
    try {
      const found = await call('mls', { params: { mlsNumber: number.data } });
      form.setValue('propertyAddress', `${found.address}, ${found.city}, ${found.state} ${found.zipCode}`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setMlsMessage(notices.mlsUnavailable);
      else {
        setMlsMessage(notices.mlsServiceDown);
        notify({ title: notices.mlsLookupNotAvailable, description: messageOf(error), variant: 'destructive' });
      }
    } finally {
      setBusy(null);
    }
  };

  const listIt = async () => {
    const values = form.getValues();
    const parsed = listPieceFormSchema.safeParse({ ...values, images: photos.photos.map((p) => p.key) });
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    await save('pending', notices.listFailed);
  };

  /** Kept on this device at once and sent through the outbox; a refusal comes back to the form, which still holds every value. */
  const save = async (status: 'draft' | 'pending', failedTitle: string) => {
    setBusy(status === 'draft' ? 'draft' : 'list');
    try {
      const entry = await createPiece(user, form.getValues(), status, photos.piecePhotos);
      const report = await sendAndReport(entry);
      if (report.outcome === 'refused') {
        await withdrawCreate(entry);
        notify({ title: failedTitle, description: report.reason, variant: 'destructive' });
        return;
      }
      await unsent.forget();
      navigate('/pending');
    } catch (error) {
      notify({ title: failedTitle, description: messageOf(error), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  const saveDraft = () => save('draft', notices.draftFailed);

  return (
    <Container maxW="4xl" py="6">
      <PageHeading title="List New Furniture" subtitle="Pieces you list show on the map for buyers as soon as you list them." />
      <form onSubmit={(e) => e.preventDefault()} noValidate aria-label="List furniture">
        <Stack gap="6">
          <UnsentFormOffer unsent={unsent} />
          <SectionCard title="Required">
            <Stack gap="4">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <FormField label="Item name" error={fieldErrors.name} {...form.register('name')} />
                <FormField label="Price (USD)" inputMode="decimal" error={fieldErrors.price} {...form.register('price')} />
              </SimpleGrid>
              <PhotoPicker
                photos={photos.photos}
                onAdd={photos.add}
                onRemove={photos.remove}
                onMove={photos.move}
                error={fieldErrors.images}
              />
              <FormField
                label="Property address"
                placeholder="123 Main St, Denver, CO 80205"
                autoComplete="street-address"
                error={fieldErrors.propertyAddress}
                {...form.register('propertyAddress')}
              />
            </Stack>
          </SectionCard>
          <SectionCard title="Optional">
            <Stack gap="4">
              <Field.Root>
                <Field.Label>Description</Field.Label>
                <Textarea bg="white" rows={4} {...form.register('description')} />
              </Field.Root>
              <FormField
                label="Dimensions"
                placeholder={dimensionsExample}
                error={fieldErrors.dimensions}
                {...form.register('dimensions')}
              />
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                <SelectField label="Category" placeholder="Choose a category" options={categories} {...form.register('category')} />
                <SelectField label="Room" placeholder="Choose a room" options={createOptions.rooms} {...form.register('room')} />
                <SelectField
                  label="Condition"
                  placeholder="Choose a condition"
                  options={createOptions.conditions}
                  {...form.register('condition')}
                />
              </SimpleGrid>
              <Controller
                control={form.control}
                name="tagIds"
                render={({ field }) => <TagPicker value={field.value} onChange={field.onChange} error={fieldErrors.tagIds} />}
              />
              <HStack align="end" gap="3">
                <FormField label="MLS number" {...form.register('mlsNumber')} />
                <Button variant="outline" loading={busy === 'mls'} onClick={() => void lookupMls()}>
                  Look up
                </Button>
              </HStack>
              {mlsMessage && (
                <Alert.Root status="info" data-testid="mls-message">
                  <Alert.Indicator />
                  <Alert.Title>{mlsMessage}</Alert.Title>
                </Alert.Root>
              )}
            </Stack>
          </SectionCard>
          <HStack justify="end" gap="3">
            <Button variant="outline" loading={busy === 'draft'} disabled={photos.uploading} onClick={() => void saveDraft()}>
              Save Draft
            </Button>
            <Button colorPalette="teal" loading={busy === 'list'} disabled={photos.uploading} onClick={() => void listIt()}>
              List Furniture
            </Button>
          </HStack>
        </Stack>
      </form>
    </Container>
  );
}
