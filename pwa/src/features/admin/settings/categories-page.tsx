import { Badge, Box, Button, Card, HStack, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { createCategorySchema, createTagSchema } from '@stagehouse/shared/admin.schema';
import { countOf } from '@stagehouse/shared/count-text';
import { defaultCategoryColor } from '@stagehouse/shared/limits';
import { adminNotices } from '@stagehouse/shared/messages';
import { tagGroups } from '@stagehouse/shared/options';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '../../../components/form-field';
import { PageHeading } from '../../../components/page-heading';
import { optionsOf, SelectField } from '../../../components/select-field';
import { adminQueries } from '../admin-api';
import { QueryState } from '../query-state';
import { CreateFormCard } from '../create-form-card';
import { useAdminAction } from '../use-admin-action';
import { SearchField } from '../../../components/search-field';
import { call } from '../../../lib/api';

type CategoryForm = z.input<typeof createCategorySchema>;
type TagForm = z.input<typeof createTagSchema>;

const matches = (search: string, ...texts: string[]) => texts.some((t) => t.toLowerCase().includes(search.trim().toLowerCase()));

const ActiveButton = ({ active, name, onToggle }: { active: boolean; name: string; onToggle(): void }) => (
  <Button size="xs" variant="outline" aria-label={`${active ? 'Deactivate' : 'Activate'} ${name}`} onClick={onToggle}>
    {active ? 'Deactivate' : 'Activate'}
  </Button>
);

function CategoriesTab({ search }: { search: string }) {
  const categories = useQuery(adminQueries.categories);
  const form = useForm<CategoryForm>({
    resolver: zodResolver(createCategorySchema),
    defaultValues: { name: '', description: '', color: defaultCategoryColor },
  });
  const create = useAdminAction(
    (body: CategoryForm) => call('createCategory', { body }),
    { title: adminNotices.categoryCreated, description: (_b, c) => `${c.name} is ready for listings.` },
    { title: adminNotices.creationFailed, fallback: adminNotices.fallback.createCategory },
  );
  const setActive = useAdminAction(
    ({ id, ...body }: { id: number; isActive: boolean }) => call('setCategoryActive', { params: { id }, body }),
    { title: adminNotices.categoryUpdated, description: (_b, c) => `${c.name} is ${c.isActive ? 'active' : 'inactive'}.` },
    { title: adminNotices.updateFailed, fallback: 'Failed to update category' },
  );
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => create.mutate(values, { onSuccess: () => form.reset() }));
  return (
    <Stack gap="4">
      <CreateFormCard title="New category" submitLabel="Add category" layout="inline" pending={create.isPending} onSubmit={submit}>
        <FormField label="Category name" error={errors.name?.message} {...form.register('name')} />
        <FormField label="Category description" error={errors.description?.message} {...form.register('description')} />
        <FormField label="Colour" type="color" p="1" error={errors.color?.message} {...form.register('color')} />
      </CreateFormCard>
      <QueryState query={categories} fallback="Failed to load categories">
        {(list) => (
          <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 3 }} gap="3" listStyleType="none">
            {list
              .filter((c) => matches(search, c.name, c.value, c.description))
              .map((c) => (
                <Card.Root as="li" key={c.id} bg="white" data-testid="admin-category">
                  <Card.Body gap="1">
                    <HStack justify="space-between">
                      <HStack>
                        <Box w="3" h="3" rounded="full" bg={c.color} aria-hidden />
                        <Text fontWeight="semibold">{c.name}</Text>
                      </HStack>
                      <Badge colorPalette={c.isActive ? 'green' : 'gray'}>{c.isActive ? 'Active' : 'Inactive'}</Badge>
                    </HStack>
                    <Text fontSize="sm" color="gray.700">
                      {c.description}
                    </Text>
                    <Text fontSize="xs" color="gray.700">
                      Value in listings and imports: {c.value}
                    </Text>
                    <HStack justify="space-between">
                      <Text fontSize="sm">{countOf(c.listingCount, 'listing')}</Text>
                      <ActiveButton
                        active={c.isActive}
                        name={c.name}
                        onToggle={() => setActive.mutate({ id: c.id, isActive: !c.isActive })}
                      />
                    </HStack>
                  </Card.Body>
                </Card.Root>
              ))}
          </SimpleGrid>
        )}
      </QueryState>
    </Stack>
  );
}

function TagsTab({ search }: { search: string }) {
  const tags = useQuery(adminQueries.tags);
  const form = useForm<TagForm>({
    resolver: zodResolver(createTagSchema),
    defaultValues: { name: '', description: '', category: 'style' },
  });
  const create = useAdminAction(
    (body: TagForm) => call('createTag', { body }),
    { title: adminNotices.tagCreated, description: (_b, t) => `${t.name} is ready for listings.` },
    { title: adminNotices.creationFailed, fallback: adminNotices.fallback.createTag },
  );
  const setActive = useAdminAction(
    ({ id, ...body }: { id: number; isActive: boolean }) => call('setTagActive', { params: { id }, body }),
    { title: adminNotices.tagUpdated, description: (_b, t) => `${t.name} is ${t.isActive ? 'active' : 'inactive'}.` },
    { title: adminNotices.updateFailed, fallback: 'Failed to update tag' },
  );
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => create.mutate(values, { onSuccess: () => form.reset() }));
  return (
    <Stack gap="4">
      <CreateFormCard title="New tag" submitLabel="Add tag" layout="inline" pending={create.isPending} onSubmit={submit}>
        <FormField label="Tag name" error={errors.name?.message} {...form.register('name')} />
        <FormField label="Tag description" error={errors.description?.message} {...form.register('description')} />
        <SelectField label="Group" options={optionsOf(tagGroups)} {...form.register('category')} />
      </CreateFormCard>
      <QueryState query={tags} fallback="Failed to load tags">
        {(list) => (
          <Stack gap="4">
            {tagGroups.map((group) => (
              <Stack key={group} gap="2" as="section" aria-label={optionsOf([group])[0]!.label}>
                <Text fontWeight="semibold">{optionsOf([group])[0]!.label}</Text>
                <HStack as="ul" gap="2" flexWrap="wrap" listStyleType="none">
                  {list
                    .filter((t) => t.category === group && matches(search, t.name, t.description))
                    .map((t) => (
                      <HStack as="li" key={t.id} gap="2" borderWidth="1px" rounded="md" px="2" py="1" bg="white" data-testid="admin-tag">
                        <Text fontSize="sm" color={t.isActive ? 'gray.900' : 'gray.600'}>
                          {t.name} ({t.listingCount})
                        </Text>
                        <ActiveButton
                          active={t.isActive}
                          name={t.name}
                          onToggle={() => setActive.mutate({ id: t.id, isActive: !t.isActive })}
                        />
                      </HStack>
                    ))}
                </HStack>
              </Stack>
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

export function CategoriesPage() {
  const [search, setSearch] = useState('');
  return (
    <Stack gap="4">
      <PageHeading title="Categories and Tags" subtitle="What every listing form, filter and import offers, by these names." />
      <SearchField value={search} onChange={setSearch} w={{ base: 'full', md: 'sm' }} />
      <Tabs.Root defaultValue="categories" variant="line" colorPalette="teal">
        <Tabs.List>
          <Tabs.Trigger value="categories">Categories</Tabs.Trigger>
          <Tabs.Trigger value="tags">Tags</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="categories">
          <CategoriesTab search={search} />
        </Tabs.Content>
        <Tabs.Content value="tags">
          <TagsTab search={search} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
