import { Button, Container, Field, Heading, HStack, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type EditPieceInput, editPieceSchema } from '@stagehouse/shared/piece.schema';
import { notices, screenTexts } from '@stagehouse/shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { FormField } from '../../components/form-field';
import { PageHeading } from '../../components/page-heading';
import { PageSpinner } from '../../components/page-spinner';
import { registerField } from '../../components/register-field';
import { SectionCard } from '../../components/section-card';
import { SelectField } from '../../components/select-field';
import { notify } from '../../components/ui/notify';
import { UnsentFormOffer } from '../../components/unsent-form-offer';
import { useCategoryOptions } from '../../lib/categories';
import { discardChange, type OwnPiece, sendAndReport, updatePiece, useOwnPiecesPulled, useOwnPiece } from '../../lib/own-pieces';
import { sharedKeys } from '../../lib/query-keys';
import { useUnsentForm } from '../../lib/unsent-form';
import { dimensionsExample, editOptions, statusOptionsOf } from './options';
import { PhotoPicker } from './photo-picker';
import { TagPicker } from './tag-picker';
import { usePhotos } from './use-photos';

const Missing = ({ text }: { text: string }) => (
  <Container maxW="xl" py="16" textAlign="center">
    <title>{`${text} | Stagehouse`}</title>
    <Heading as="h1" size="xl" mb="6">
      {text}
    </Heading>
    <Button asChild colorPalette="teal">
      <RouterLink to="/pending">{screenTexts.backToPending}</RouterLink>
    </Button>
  </Container>
);

function EditForm({ ownPiece: { piece, photos: initial } }: { ownPiece: OwnPiece }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A sold piece is opened from Sales, the others from Pending: the form goes back where it came from.
  const back = piece.status === 'sold' ? '/sales' : '/pending';
  const photos = usePhotos(initial);
  const categories = useCategoryOptions([piece.category]);
  const form = useForm<EditPieceInput>({
    resolver: zodResolver(editPieceSchema),
    defaultValues: {
      name: piece.name,
      description: piece.description ?? '',
      dimensions: piece.dimensions ?? '',
      price: String(piece.price),
      category: piece.category ?? '',
      room: (piece.room ?? '') as never,
      condition: (piece.condition ?? '') as never,
      status: piece.status,
      mlsNumber: piece.mlsNumber ?? '',
      propertyAddress: piece.propertyAddress ?? '',
      buyerInfo: piece.buyerInfo ?? '',
      tagIds: piece.tagIds,
    },
  });
  const unsent = useUnsentForm(form, { name: 'edit-furniture', about: piece.id, photos: photos.unsent });
  const { errors, isSubmitting } = form.formState;
  const save = form.handleSubmit(async (values) => {
    const { status, ...fields } = values;
    const entry = await updatePiece(piece, fields, status, photos.piecePhotos);
    const report = await sendAndReport(entry);
    if (report.outcome === 'refused') {
      await discardChange(entry);
      notify({ title: notices.updateFailed, description: report.reason, variant: 'destructive' });
      return;
    }
    await unsent.forget();
    if (report.outcome === 'conflict')
      notify({
        title: 'Changed elsewhere',
        description: `${notices.listingChangedElsewhere}. Choose which version to keep under Sync at the top of the page.`,
        variant: 'destructive',
      });
    await queryClient.invalidateQueries({ queryKey: sharedKeys.analytics });
    navigate(back);
  });
  return (
    <form onSubmit={(e) => void save(e)} noValidate aria-label="Edit furniture">
      <Stack gap="6">
        <UnsentFormOffer unsent={unsent} />
        <SectionCard title="Details">
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label="Item name" {...registerField(form, 'name')} />
              <FormField label="Price (USD)" inputMode="decimal" {...registerField(form, 'price')} />
              <SelectField label="Category" placeholder="Choose a category" options={categories} {...registerField(form, 'category')} />
              <SelectField label="Room" placeholder="Choose a room" options={editOptions.rooms} {...registerField(form, 'room')} />
              <SelectField
                label="Condition"
                placeholder="Choose a condition"
                options={editOptions.conditions}
                {...registerField(form, 'condition')}
              />
              <SelectField label="Status" options={statusOptionsOf(piece)} {...registerField(form, 'status')} />
            </SimpleGrid>
            <Field.Root invalid={errors.description !== undefined}>
              <Field.Label>Description</Field.Label>
              <Textarea bg="white" rows={4} {...form.register('description')} />
              {errors.description && <Field.ErrorText>{errors.description.message}</Field.ErrorText>}
            </Field.Root>
            <FormField label="Dimensions (optional)" placeholder={dimensionsExample} {...registerField(form, 'dimensions')} />
            <Controller
              control={form.control}
              name="tagIds"
              render={({ field }) => (
                <TagPicker value={field.value ?? []} onChange={field.onChange} kept={piece.tagIds} error={errors.tagIds?.message} />
              )}
            />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label="MLS number" {...form.register('mlsNumber')} />
              <FormField label="Buyer (when sold)" {...form.register('buyerInfo')} />
            </SimpleGrid>
            <PhotoPicker photos={photos.photos} onAdd={photos.add} onRemove={photos.remove} onMove={photos.move} />
          </Stack>
        </SectionCard>
        <SectionCard title="Property">
          <Stack gap="3">
            <FormField label="Property address" {...registerField(form, 'propertyAddress')} />
            <Text color="gray.700" data-testid="property-location">
              Location: {[piece.propertyCity, piece.propertyState, piece.propertyZip].filter(Boolean).join(', ') || 'not known yet'}
              {piece.latitude !== null && piece.longitude !== null ? ` (${piece.latitude.toFixed(4)}, ${piece.longitude.toFixed(4)})` : ''}
            </Text>
          </Stack>
        </SectionCard>
        <HStack justify="end" gap="3">
          <Button variant="outline" onClick={() => navigate(back)}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="teal" loading={isSubmitting} disabled={photos.uploading}>
            Update Furniture
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** Edits the copy on this device (the user's own pieces are kept there), based on the version it had when opened. */
function EditOwnPiece({ id }: { id: string }) {
  const pulled = useOwnPiecesPulled();
  const ownPiece = useOwnPiece(id);
  const [opened, setOpened] = useState<OwnPiece | null>(null);
  if (ownPiece && !opened) setOpened(ownPiece);
  if (opened) {
    return (
      <Container maxW="4xl" py="6">
        <PageHeading title="Edit Furniture" subtitle={opened.piece.name} />
        <EditForm ownPiece={opened} />
      </Container>
    );
  }
  if (ownPiece === undefined || pulled === 'pending') return <PageSpinner label="Loading the listing" />;
  return <Missing text={screenTexts.furnitureNotFound} />;
}

export function EditFurniturePage() {
  const id = useSearchParams()[0].get('id');
  if (!id) return <Missing text={screenTexts.noFurnitureId} />;
  return <EditOwnPiece key={id} id={id} />;
}
