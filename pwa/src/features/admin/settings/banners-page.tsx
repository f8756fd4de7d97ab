import { Badge, Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { createBannerSchema } from '@stagehouse/shared/admin.schema';
import { adminNotices } from '@stagehouse/shared/messages';
import { bannerAudienceLabels, bannerAudiences, bannerTypeLabels, bannerTypes } from '@stagehouse/shared/options';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '../../../components/form-field';
import { PageHeading } from '../../../components/page-heading';
import { optionsOf, SelectField } from '../../../components/select-field';
import { StatCard } from '../../../components/stat-card';
import { TextareaField } from '../../../components/textarea-field';
import { adminQueries } from '../admin-api';
import { AdminSwitch } from '../admin-switch';
import { QueryState } from '../query-state';
import { RecordCard, RecordCards } from '../record-cards';
import { CreateFormCard } from '../create-form-card';
import { useAdminAction } from '../use-admin-action';
import { call } from '../../../lib/api';

type BannerForm = z.input<typeof createBannerSchema>;
const empty: BannerForm = { title: '', content: '', type: 'info', targetAudience: 'all' };

function BannerForm() {
  const form = useForm<BannerForm>({ resolver: zodResolver(createBannerSchema), defaultValues: empty });
  const create = useAdminAction(
    (body: BannerForm) => call('createBanner', { body }),
    {
      title: adminNotices.bannerCreated,
      description: (_b, banner) => `"${banner.title}" is shown to ${bannerAudienceLabels[banner.targetAudience].toLowerCase()}.`,
    },
    { title: adminNotices.creationFailed, fallback: adminNotices.fallback.createBanner },
  );
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => create.mutate(values, { onSuccess: () => form.reset(empty) }));
  return (
    <CreateFormCard title="New banner" submitLabel="Create banner" pending={create.isPending} onSubmit={submit}>
      <FormField label="Title" error={errors.title?.message} {...form.register('title')} />
      <TextareaField label="Content" error={errors.content?.message} {...form.register('content')} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <SelectField label="Type" options={optionsOf(bannerTypes, bannerTypeLabels)} {...form.register('type')} />
        <SelectField label="Audience" options={optionsOf(bannerAudiences, bannerAudienceLabels)} {...form.register('targetAudience')} />
      </SimpleGrid>
    </CreateFormCard>
  );
}

export function BannersPage() {
  const banners = useQuery(adminQueries.banners);
  const setEnabled = useAdminAction(
    ({ id, ...body }: { id: number; enabled: boolean }) => call('setBannerEnabled', { params: { id }, body }),
    { title: adminNotices.bannerUpdated, description: (_b, banner) => `"${banner.title}" is ${banner.enabled ? 'shown' : 'hidden'}.` },
    { title: adminNotices.updateFailed, fallback: adminNotices.fallback.banner },
  );
  const remove = useAdminAction(
    (b: { id: number; title: string }) => call('deleteBanner', { params: { id: b.id } }),
    { title: adminNotices.bannerDeleted, description: (b) => `"${b.title}" is gone.` },
    { title: adminNotices.deleteFailed, fallback: adminNotices.fallback.deleteBanner },
  );
  return (
    <Stack gap="5">
      <PageHeading title="Banners" subtitle="Messages shown at the top of the app to the audience you choose." />
      <BannerForm />
      <QueryState query={banners} fallback="Failed to load banners">
        {(list) => (
          <Stack gap="4">
            <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
              <StatCard label="Banners" value={String(list.length)} />
              <StatCard label="Enabled" value={String(list.filter((b) => b.enabled).length)} />
              <StatCard label="For everyone" value={String(list.filter((b) => b.targetAudience === 'all').length)} />
              <StatCard label="Warnings" value={String(list.filter((b) => b.type === 'warning').length)} />
            </SimpleGrid>
            <RecordCards records={list} empty="No banners yet.">
              {(b) => (
                <RecordCard
                  key={b.id}
                  testId="admin-banner"
                  title={b.title}
                  badges={
                    <>
                      <Badge>{bannerTypeLabels[b.type]}</Badge>
                      <Badge colorPalette="blue">{bannerAudienceLabels[b.targetAudience]}</Badge>
                    </>
                  }
                  note={b.content}
                  controls={
                    <HStack gap="3">
                      <AdminSwitch
                        label="Enabled"
                        checked={b.enabled}
                        disabled={setEnabled.isPending}
                        onChange={(enabled) => setEnabled.mutate({ id: b.id, enabled })}
                      />
                      <Button
                        size="sm"
                        variant="outline"
                        colorPalette="red"
                        onClick={() =>
                          window.confirm(adminNotices.confirmDelete('this banner')) && remove.mutate({ id: b.id, title: b.title })
                        }
                      >
                        Delete
                      </Button>
                    </HStack>
                  }
                />
              )}
            </RecordCards>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
