import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { PageHeading } from '../../../components/page-heading';
import { adminQueries } from '../admin-api';
import { ModuleCard } from '../module-card';

/** The five listing modules, each with a real figure. */
export function ListingsHubPage() {
  const listings = useQuery(adminQueries.listings({}));
  const imports = useQuery(adminQueries.bulkImports);
  const images = useQuery(adminQueries.images(''));
  const categories = useQuery(adminQueries.categories);
  const figure = (value: number | undefined, unit: string) => (value === undefined ? '…' : `${value} ${unit}`);
  const total = listings.data ? Object.values(listings.data.counts).reduce((a, b) => a + b, 0) : undefined;
  const modules = [
    { to: 'crud', title: 'Listings', text: 'Create, filter, edit and delete listings.', figure: figure(total, 'listings') },
    {
      to: 'identifiers',
      title: 'Identifiers',
      text: 'Listing and account ids and how they relate.',
      figure: figure(listings.data ? new Set(listings.data.listings.map((l) => l.stagerId)).size : undefined, 'listing accounts'),
    },
    {
      to: 'bulk-loading',
      title: 'Bulk Loading',
      text: 'Import listings from CSV or JSON.',
      figure: figure(imports.data?.length, 'imports'),
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
