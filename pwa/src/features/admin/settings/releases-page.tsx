import { Badge, Box, Button, Field, HStack, IconButton, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { createReleaseSchema } from '@stagehouse/shared/admin.schema';
import { adminNotices } from '@stagehouse/shared/messages';
import { releaseTypeLabels, releaseTypes } from '@stagehouse/shared/options';
import { useQuery } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '../../../components/form-field';
import { PageHeading } from '../../../components/page-heading';
import { optionsOf, SelectField } from '../../../components/select-field';
import { TextareaField } from '../../../components/textarea-field';
import { adminQueries } from '../admin-api';
import { AdminSwitch } from '../admin-switch';
import { QueryState } from '../query-state';
import { RecordCard, RecordCards } from '../record-cards';
import { CreateFormCard } from '../create-form-card';
import { useAdminAction } from '../use-admin-action';
import { call } from '../../../lib/api';

type ReleaseForm = z.input<typeof createReleaseSchema>;
const today = () => new Date().toISOString().slice(0, 10);
const empty = (): ReleaseForm => ({ version: '', title: '', description: '', type: 'minor', releaseDate: today(), features: [] });

/** Feature lines: add and remove, but the last line stays; blank lines are dropped when sending. */
const FeatureLines = ({ lines, onChange }: { lines: string[]; onChange(lines: string[]): void }) => (
  <Stack gap="2">
    <Text fontWeight="medium" fontSize="sm">
      Features
    </Text>
    {lines.map((line, i) => (
      <HStack key={i}>
        <Field.Root>
          <Field.Label srOnly>{`Feature ${i + 1}`}</Field.Label>
          <Input bg="white" value={line} onChange={(e) => onChange(lines.map((l, j) => (j === i ? e.target.value : l)))} />
        </Field.Root>
        <IconButton
          aria-label={`Remove feature ${i + 1}`}
          variant="ghost"
          disabled={lines.length === 1}
          onClick={() => onChange(lines.filter((_, j) => j !== i))}
        >
          <X />
        </IconButton>
      </HStack>
    ))}
    <Button size="sm" variant="outline" alignSelf="start" onClick={() => onChange([...lines, ''])}>
      <Plus aria-hidden /> Add feature
    </Button>
  </Stack>
);

function ReleaseForm() {
  const form = useForm<ReleaseForm>({ resolver: zodResolver(createReleaseSchema), defaultValues: empty() });
  const [lines, setLines] = useState(['']);
  const create = useAdminAction(
    (body: ReleaseForm) => call('createRelease', { body }),
    { title: adminNotices.releaseCreated, description: (_b, r) => `${r.version} is planned; switch it live to show it to users.` },
    { title: adminNotices.creationFailed, fallback: adminNotices.fallback.createRelease },
  );
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    create.mutate(
      { ...values, features: lines.map((l) => l.trim()).filter((l) => l !== '') },
      {
        onSuccess: () => {
          form.reset(empty());
          setLines(['']);
        },
      },
    ),
  );
  return (
    <CreateFormCard title="New release" submitLabel="Create release" pending={create.isPending} onSubmit={submit}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <FormField label="Version" placeholder="1.4.0" error={errors.version?.message} {...form.register('version')} />
        <FormField label="Title" error={errors.title?.message} {...form.register('title')} />
        <SelectField label="Type" options={optionsOf(releaseTypes, releaseTypeLabels)} {...form.register('type')} />
        <FormField label="Release date" type="date" error={errors.releaseDate?.message} {...form.register('releaseDate')} />
      </SimpleGrid>
      <TextareaField label="Description" {...form.register('description')} />
      <FeatureLines lines={lines} onChange={setLines} />
    </CreateFormCard>
  );
}

export function ReleasesPage() {
  const releases = useQuery(adminQueries.releases);
  const setLive = useAdminAction(
    ({ id, ...body }: { id: number; isLive: boolean }) => call('setReleaseLive', { params: { id }, body }),
    { title: adminNotices.releaseUpdated, description: (_b, r) => `${r.version} is ${r.isLive ? 'live' : 'planned'}.` },
    { title: adminNotices.updateFailed, fallback: adminNotices.fallback.releaseStatus },
  );
  return (
    <Stack gap="5">
      <PageHeading title="Releases" subtitle="What changed in each version; live releases show in What's new." />
      <ReleaseForm />
      <QueryState query={releases} fallback="Failed to load releases">
        {(list) => (
          <RecordCards records={[...list].sort((a, b) => b.releaseDate.localeCompare(a.releaseDate))} empty="No releases yet.">
            {(r) => (
              <RecordCard
                key={r.id}
                testId="admin-release"
                title={`${r.version} · ${r.title}`}
                badges={
                  <>
                    <Badge>{releaseTypeLabels[r.type]}</Badge>
                    <Badge colorPalette={r.isLive ? 'green' : 'gray'}>{r.isLive ? 'Live' : 'Planned'}</Badge>
                  </>
                }
                note={`${r.releaseDate}${r.description ? ` · ${r.description}` : ''}`}
                controls={
                  <AdminSwitch
                    label="Live"
                    checked={r.isLive}
                    disabled={setLive.isPending}
                    onChange={(isLive) => setLive.mutate({ id: r.id, isLive })}
                  />
                }
              >
                {r.features.length > 0 && (
                  <Box as="ul" ps="5" fontSize="sm" listStyleType="disc">
                    {r.features.map((f) => (
                      <li key={f}>{f}</li>
                    ))}
                  </Box>
                )}
              </RecordCard>
            )}
          </RecordCards>
        )}
      </QueryState>
    </Stack>
  );
}
