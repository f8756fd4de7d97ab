import { Badge, Box, Button, ButtonGroup, Card, HStack, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { adminNotices } from '@stagehouse/shared/messages';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { PageHeading } from '../../../components/page-heading';
import { StatCard } from '../../../components/stat-card';
import { adminLists } from '../admin-api';
import { FilterSelect } from '../filter-bar';
import { Pager } from '../pager';
import { QueryState } from '../query-state';
import { SearchSelect } from '../search-select';
import { useAdminAction } from '../use-admin-action';
import { usePagedList } from '../use-paged-list';
import { call } from '../../../lib/api';

const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en-US')} KB`;

/** Photos a page: rows of one, two or three across. */
const photosPerPage = 24;

export function ImagesPage() {
  const { filters, set, query: images, setPage } = usePagedList(adminLists.images, { listingId: '', featured: '' }, photosPerPage);
  const [layout, setLayout] = useState<'grid' | 'list'>('grid');
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const feature = useAdminAction(
    ({ id, ...body }: { id: number; isFeatured: boolean }) => call('setImageFeatured', { params: { id }, body }),
    {
      title: adminNotices.imageUpdated,
      description: (_b, i) =>
        i.isFeatured ? `${i.fileName} is the featured photo of ${i.listingTitle}.` : `${i.fileName} is no longer featured.`,
    },
    { title: adminNotices.updateFailed, fallback: adminNotices.fallback.image },
  );
  const remove = useAdminAction(
    (b: { id: number }) => call('deleteImage', { params: { id: b.id } }),
    { title: adminNotices.imagesDeleted, description: () => 'The photo is gone.' },
    { title: adminNotices.deleteFailed, fallback: adminNotices.fallback.image },
  );
  const bulk = useAdminAction(
    (body: { imageIds: number[] }) => call('deleteImages', { body }),
    { title: adminNotices.imagesDeleted, description: (_b, a) => `${a.deleted} photos are gone.` },
    { title: adminNotices.bulkDeleteFailed, fallback: adminNotices.fallback.deleteImages },
  );
  const toggle = (id: number) => setChosen((set) => new Set(set.has(id) ? [...set].filter((x) => x !== id) : [...set, id]));
  const deleteChosen = () => {
    if (!window.confirm(adminNotices.confirmDelete(`${chosen.size} photos`))) return;
    bulk.mutate({ imageIds: [...chosen] }, { onSuccess: () => setChosen(new Set()) });
  };
  return (
    <Stack gap="5">
      <PageHeading title="Images" subtitle="Photos of every listing: choose the featured one, remove what should not be shown." />
      <HStack gap="3" flexWrap="wrap" align="end">
        <Box w={{ base: 'full', md: '72' }}>
          <SearchSelect
            list={adminLists.pieces}
            choiceOf={(l) => ({ value: l.id, label: `${l.title} (${l.stagerName})` })}
            noun={['listing', 'listings']}
            label="Listing"
            searchLabel="Find a listing"
            searchPlaceholder="Title or location"
            placeholder="All listings"
            value={filters.listingId}
            onChange={set('listingId')}
          />
        </Box>
        <FilterSelect
          w="44"
          label="Show"
          placeholder="All photos"
          value={filters.featured}
          onChange={set('featured')}
          options={[
            { value: 'true', label: 'Featured only' },
            { value: 'false', label: 'Not featured' },
          ]}
        />
        <ButtonGroup size="sm" variant="outline" attached aria-label="Layout">
          <Button aria-pressed={layout === 'grid'} onClick={() => setLayout('grid')}>
            Grid
          </Button>
          <Button aria-pressed={layout === 'list'} onClick={() => setLayout('list')}>
            List
          </Button>
        </ButtonGroup>
        <Button size="sm" colorPalette="red" disabled={chosen.size === 0} loading={bulk.isPending} onClick={deleteChosen}>
          Delete selected ({chosen.size})
        </Button>
      </HStack>
      <Text fontSize="sm" color="gray.700">
        Photos look best at 1200x800 or larger, as JPG, PNG or WebP, at most 5MB each; the featured photo is the first one buyers see.
        Describe each photo in its alt text.
      </Text>
      <QueryState query={images} fallback="Failed to load images">
        {(answer) => {
          const { images: shown, stats } = answer;
          return (
            <Stack gap="4">
              <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
                <StatCard label="Photos" value={String(stats.total)} testId="image-total" />
                <StatCard label="Featured" value={String(stats.featured)} />
                <StatCard label="Listings" value={String(stats.listings)} />
                <StatCard label="Uploaded size" value={kb(stats.totalBytes)} />
              </SimpleGrid>
              <Pager info={answer} noun={['photo', 'photos']} onPage={setPage} />
              {shown.length === 0 ? (
                <Text>No photos here.</Text>
              ) : (
                <SimpleGrid as="ul" columns={layout === 'grid' ? { base: 1, sm: 2, lg: 3 } : 1} gap="3" listStyleType="none">
                  {shown.map((i) => (
                    <Card.Root
                      as="li"
                      key={i.id}
                      bg="white"
                      data-testid="admin-image"
                      flexDirection={layout === 'list' ? 'row' : 'column'}
                      overflow="hidden"
                    >
                      <Image
                        src={i.url}
                        alt={i.alt || i.listingTitle}
                        width={300}
                        height={200}
                        loading="lazy"
                        objectFit="cover"
                        w={layout === 'list' ? '40' : 'full'}
                        aspectRatio={3 / 2}
                      />
                      <Card.Body gap="2" p="3">
                        <HStack justify="space-between">
                          <Text fontWeight="semibold" fontSize="sm">
                            {i.listingTitle}
                          </Text>
                          {i.isFeatured && <Badge colorPalette="teal">Featured</Badge>}
                        </HStack>
                        <Text fontSize="xs" color="gray.700">
                          {i.fileName} · {i.dimensions} · {i.fileSize === 0 ? 'shipped sample photo' : kb(i.fileSize)}
                        </Text>
                        <HStack gap="2" flexWrap="wrap">
                          <label className="sh-chip">
                            <input
                              type="checkbox"
                              checked={chosen.has(i.id)}
                              onChange={() => toggle(i.id)}
                              aria-label={`Select ${i.fileName} of ${i.listingTitle}`}
                            />
                            {chosen.has(i.id) && <Check size={14} aria-hidden />}
                            Select
                          </label>
                          <Button size="xs" variant="outline" onClick={() => feature.mutate({ id: i.id, isFeatured: !i.isFeatured })}>
                            {i.isFeatured ? 'Unfeature' : 'Make featured'}
                          </Button>
                          <Button
                            size="xs"
                            variant="outline"
                            colorPalette="red"
                            aria-label={`Delete ${i.fileName} of ${i.listingTitle}`}
                            onClick={() => window.confirm(adminNotices.confirmDelete('this photo')) && remove.mutate({ id: i.id })}
                          >
                            Delete
                          </Button>
                        </HStack>
                      </Card.Body>
                    </Card.Root>
                  ))}
                </SimpleGrid>
              )}
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
