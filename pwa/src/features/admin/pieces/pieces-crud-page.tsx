import { Badge, Button, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminPiece, createAdminPieceSchema } from '@stagehouse/shared/admin.schema';
import { priceOf } from '@stagehouse/shared/fields';
import { adminNotices } from '@stagehouse/shared/messages';
import { formatUsd } from '@stagehouse/shared/money';
import { offeredCategories } from '@stagehouse/shared/category-options';
import { adminPieceCreateStatuses, adminPieceStatuses, adminPieceStatusLabels } from '@stagehouse/shared/options';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AppDialog, DialogBody, DialogFooter } from '../../../components/app-dialog';
import { FormField } from '../../../components/form-field';
import { PageHeading } from '../../../components/page-heading';
import { optionsOf, SelectField } from '../../../components/select-field';
import { StatCard } from '../../../components/stat-card';
import { TextareaField } from '../../../components/textarea-field';
import { adminLists, adminQueries } from '../admin-api';
import { FilterBar, FilterSelect } from '../filter-bar';
import { PagedTable } from '../paged-table';
import { QueryState } from '../query-state';
import { SearchSelect } from '../search-select';
import { usePagedList } from '../use-paged-list';
import { CreateFormCard } from '../create-form-card';
import { useAdminAction } from '../use-admin-action';
import { SearchField } from '../../../components/search-field';
import { call } from '../../../lib/api';

type PieceForm = z.input<typeof createAdminPieceSchema>;
const statusColour: Record<AdminPiece['status'], string> = { draft: 'gray', active: 'green', pending: 'orange', sold: 'blue' };

function CreatePiece() {
  const categories = useQuery(adminQueries.categories);
  const form = useForm<PieceForm>({
    resolver: zodResolver(createAdminPieceSchema),
    defaultValues: { title: '', description: '', price: '', category: '', location: '', stagerId: '', status: 'draft' },
  });
  const create = useAdminAction(
    (body: PieceForm) => call('createAdminListing', { body }),
    { title: adminNotices.listingCreated, description: (_b, l) => `${l.title} is listed for ${l.stagerName}.` },
    { title: adminNotices.creationFailed, fallback: adminNotices.fallback.createListing },
  );
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => create.mutate(values, { onSuccess: () => form.reset() }));
  const lister = useController({ name: 'stagerId', control: form.control });
  return (
    <CreateFormCard title="New listing" submitLabel="Create listing" pending={create.isPending} onSubmit={submit}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <FormField label="Title" error={errors.title?.message} {...form.register('title')} />
        <FormField label="Price (USD)" inputMode="decimal" error={errors.price?.message} {...form.register('price')} />
        <SelectField
          label="Category"
          placeholder={categories.isPending ? 'Loading categories…' : 'Choose a category'}
          options={offeredCategories(categories.data ?? [])}
          error={errors.category?.message}
          {...form.register('category')}
        />
        <SelectField label="Status" options={optionsOf(adminPieceCreateStatuses, adminPieceStatusLabels)} {...form.register('status')} />
        <SearchSelect
          list={adminLists.users}
          choiceOf={(u) => ({
            value: String(u.id),
            label: `${u.firstName} ${u.lastName}${u.company ? ` (${u.company})` : ''}, ${u.userType}`,
          })}
          noun={['lister', 'listers']}
          label="Lister"
          searchLabel="Find a lister"
          searchPlaceholder="Name, email or company"
          placeholder="Choose a lister"
          value={String(lister.field.value ?? '')}
          onChange={lister.field.onChange}
          error={errors.stagerId ? 'Choose the stager or realtor who lists this piece' : undefined}
        />
        <FormField label="Location" placeholder="1550 Blake St, Denver, CO 80202" {...form.register('location')} />
      </SimpleGrid>
      <TextareaField label="Description" error={errors.description?.message} {...form.register('description')} />
    </CreateFormCard>
  );
}

/** View a piece, or change its title, price, category and status (PATCH sends only what changed). */
function PieceDialog({ piece, editing, onClose }: { piece: AdminPiece; editing: boolean; onClose(): void }) {
  const categories = useQuery(adminQueries.categories);
  const [draft, setDraft] = useState({
    title: piece.title,
    price: String(piece.price),
    category: piece.category ?? '',
    status: piece.status,
  });
  const update = useAdminAction(
    ({ id, ...body }: { id: string } & Record<string, unknown>) => call('patchAdminListing', { params: { id }, body }),
    { title: adminNotices.listingUpdated, description: (_b, l) => `${l.title} is ${adminPieceStatusLabels[l.status].toLowerCase()}.` },
    { title: adminNotices.updateFailed, fallback: adminNotices.fallback.listing },
  );
  const save = () => {
    const changed: Record<string, unknown> = {};
    if (draft.title !== piece.title) changed.title = draft.title;
    if (priceOf(draft.price) !== piece.price) changed.price = draft.price;
    if (draft.category !== (piece.category ?? '')) changed.category = draft.category;
    if (draft.status !== piece.status) changed.status = draft.status;
    update.mutate({ id: piece.id, ...changed }, { onSuccess: onClose });
  };
  return (
    <AppDialog open onClose={onClose} title={editing ? `Edit ${piece.title}` : piece.title}>
      <DialogBody>
        {editing ? (
          <Stack gap="3">
            <Field.Root>
              <Field.Label>Title</Field.Label>
              <Input value={draft.title} onChange={(e) => setDraft({ ...draft, title: e.target.value })} />
            </Field.Root>
            <Field.Root>
              <Field.Label>Price (USD)</Field.Label>
              <Input inputMode="decimal" value={draft.price} onChange={(e) => setDraft({ ...draft, price: e.target.value })} />
            </Field.Root>
            <SelectField
              label="Category"
              placeholder="Choose a category"
              value={draft.category}
              options={offeredCategories(categories.data ?? [], [piece.category])}
              onChange={(e) => setDraft({ ...draft, category: e.target.value })}
            />
            <SelectField
              label="Status"
              value={draft.status}
              options={optionsOf(adminPieceStatuses, adminPieceStatusLabels)}
              onChange={(e) => setDraft({ ...draft, status: e.target.value as AdminPiece['status'] })}
            />
          </Stack>
        ) : (
          <Stack gap="1" fontSize="sm">
            <Text>{piece.description}</Text>
            <Text>Price: {formatUsd(piece.price)}</Text>
            <Text>Category: {piece.categoryName ?? 'none'}</Text>
            <Text>Location: {piece.location ?? 'not given'}</Text>
            <Text>
              Stager: {piece.stagerName} (account {piece.stagerId})
            </Text>
            <Text>Status: {adminPieceStatusLabels[piece.status]}</Text>
            <Text>
              Listed {new Date(piece.createdAt).toLocaleDateString('en-US')}, changed{' '}
              {new Date(piece.updatedAt).toLocaleDateString('en-US')}
            </Text>
          </Stack>
        )}
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {editing ? 'Cancel' : 'Close'}
        </Button>
        {editing && (
          <Button colorPalette="teal" loading={update.isPending} onClick={save}>
            Save changes
          </Button>
        )}
      </DialogFooter>
    </AppDialog>
  );
}

export function PiecesCrudPage() {
  const { filters, set, query: pieces, table } = usePagedList(adminLists.pieces, { search: '', status: '', category: '' }, 25);
  const categories = useQuery(adminQueries.categories);
  const [open, setOpen] = useState<{ piece: AdminPiece; editing: boolean } | null>(null);
  const remove = useAdminAction(
    (b: { id: string; title: string }) => call('removeAdminListing', { params: { id: b.id } }),
    { title: adminNotices.listingDeleted, description: (b) => `${b.title} is gone.` },
    { title: adminNotices.deleteFailed, fallback: adminNotices.fallback.deleteListing },
  );
  return (
    <Stack gap="5">
      <PageHeading title="Listings" subtitle="Every listing in the marketplace; the stagers see the same rows." />
      <CreatePiece />
      <FilterBar label="Filter listings">
        <SearchField value={filters.search} onChange={set('search')} placeholder="Title or location" />
        <FilterSelect
          label="Filter by status"
          placeholder="All statuses"
          value={filters.status}
          onChange={set('status')}
          options={optionsOf(adminPieceStatuses, adminPieceStatusLabels)}
        />
        <FilterSelect
          label="Filter by category"
          placeholder="All categories"
          value={filters.category}
          onChange={set('category')}
          options={(categories.data ?? []).map((c) => ({ value: c.value, label: c.name }))}
        />
      </FilterBar>
      <QueryState query={pieces} fallback="Failed to load listings">
        {(answer) => (
          <Stack gap="4">
            <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
              {adminPieceStatuses.map((s) => (
                <StatCard key={s} label={adminPieceStatusLabels[s]} value={String(answer.counts[s])} testId={`count-${s}`} />
              ))}
            </SimpleGrid>
            <PagedTable
              {...table(answer)}
              noun={['listing', 'listings']}
              label="Listings"
              fileName="listings.csv"
              empty="No listings match these filters"
              columns={[
                { header: 'Title', value: (l) => l.title },
                { header: 'Stager', value: (l) => l.stagerName },
                { header: 'Category', cell: (l) => l.categoryName ?? '', csv: (l) => l.categoryName },
                { header: 'Price', cell: (l) => formatUsd(l.price), csv: (l) => l.price },
                {
                  header: 'Status',
                  cell: (l) => <Badge colorPalette={statusColour[l.status]}>{adminPieceStatusLabels[l.status]}</Badge>,
                  csv: (l) => l.status,
                },
                {
                  header: 'Actions',
                  cell: (l) => (
                    <HStack flexWrap="wrap">
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={`View ${l.title}`}
                        onClick={() => setOpen({ piece: l, editing: false })}
                      >
                        View
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={`Edit ${l.title}`}
                        onClick={() => setOpen({ piece: l, editing: true })}
                      >
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        aria-label={`Delete ${l.title}`}
                        onClick={() =>
                          window.confirm(adminNotices.confirmDelete(`“${l.title}”`)) && remove.mutate({ id: l.id, title: l.title })
                        }
                      >
                        Delete
                      </Button>
                    </HStack>
                  ),
                  csv: () => null,
                },
              ]}
            />
          </Stack>
        )}
      </QueryState>
      {open && <PieceDialog piece={open.piece} editing={open.editing} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
