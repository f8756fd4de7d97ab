import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { countOf } from '@stagehouse/shared/count-text';
import { useQuery } from '@tanstack/react-query';
import { PageHeading } from '../../../components/page-heading';
import { adminLists, adminQueries, pageQuery } from '../admin-api';
import { ModuleCard } from '../module-card';

/** The five modules about pieces, each with a real figure that says what it counts. */
export function PiecesHubPage() {
  const first = { pageSize: '1' };
  const pieces = useQuery(pageQuery(adminLists.pieces, first));
  const accounts = useQuery(pageQuery(adminLists.identifiers, { ...first, type: 'account' }));
  const imports = useQuery(pageQuery(adminLists.bulkImports, first));
  const images = useQuery(pageQuery(adminLists.images, first));
  const categories = useQuery(adminQueries.categories);
  const figure = (value: number | undefined, unit: string) => (value === undefined ? '…' : `${value} ${unit}`);
  const counts = pieces.data?.counts;
  const modules = [
    {
      to: 'crud',
      title: 'Listings',
      text: 'Create, filter, edit and delete listings.',
      figure: counts ? `${counts.active + counts.pending + counts.sold} listed · ${countOf(counts.draft, 'draft')}` : '…',
    },
    {
      to: 'identifiers',
      title: 'Identifiers',
      text: 'Listing and account ids and how they relate.',
      figure: figure(accounts.data?.total, 'accounts'),
    },
    {
      to: 'bulk-loading',
      title: 'Bulk Loading',
      text: 'Import listings from CSV or JSON.',
      figure: figure(imports.data?.total, 'imports'),
    },
    { to: 'images', title: 'Images', text: 'Featured photos and clean-up.', figure: figure(images.data?.stats.total, 'photos') },
    {
      to: 'categories',
      title: 'Categories and Tags',
      text: 'The options listers choose from.',
      figure: figure(categories.data?.length, 'categories'),
    },
  ];
  return (
    <Stack gap="5">
      <PageHeading title="Furniture Listings" subtitle="Everything about the marketplace's listings." />
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3">
        {modules.map((m) => (
          <ModuleCard key={m.to} to={`/admin/furniture-listings/${m.to}`} title={m.title} text={m.text}>
            <Text fontSize="lg" fontWeight="bold">
              {m.figure}
            </Text>
          </ModuleCard>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
