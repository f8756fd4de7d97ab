import { Badge, Box, Button, Card, Container, Flex, Heading, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import type { CompaniesQuery, CompanySummary } from '@stagehouse/shared/company.schema';
import { companySorts } from '@stagehouse/shared/options';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { lazyComponent } from '../../lib/lazy-component';
import { Link as RouterLink } from 'react-router-dom';
import { LoadedWhenOpened } from '../../components/loaded-when-opened';
import { PageHeading } from '../../components/page-heading';
import { PageSpinner } from '../../components/page-spinner';
import { SelectField } from '../../components/select-field';
import { messageOf } from '../../lib/api';
import { useDebounced } from '../../lib/use-debounced';
import { useUrlState } from '../../lib/use-url-state';
import { companiesQuery, companyLocationsQuery } from './companies-api';
import { companiesFilters, companiesQueryOf } from './companies-path';
import { useServerData } from '../../lib/server-data';
import { Rating } from './rating';
import { typeLabel } from './company-type';
import { SearchField } from '../../components/search-field';

const sortLabels: Record<(typeof companySorts)[number], string> = {
  featured: 'Featured',
  rating: 'Highest rated',
  listings: 'Most listings',
  newest: 'Newest',
};
const typeOptions = [
  { value: 'all', label: 'All types' },
  { value: 'stager', label: 'Stagers' },
  { value: 'realtor', label: 'Realtors' },
];
const sortOptions = companySorts.map((s) => ({ value: s, label: sortLabels[s] }));
// Its dialog's code comes when a Quick View is first opened, not with the page.
const QuickView = lazyComponent(() => import('./quick-view').then((m) => m.QuickView));
/** How long typing must pause before the search goes to the server. */
const searchPauseMs = 250;

export function BrowseCompaniesPage() {
  const { values, set: setValue } = useUrlState(['search', 'type', 'location', 'sort'] as const);
  const query = companiesQueryOf(values);
  const search = useDebounced(query.search?.trim(), searchPauseMs);
  const listQuery = { ...query, search: search || undefined };
  const companies = useQuery({
    ...companiesQuery(listQuery),
    initialData: useServerData('companies', { query: companiesFilters(listQuery) }) ?? undefined,
  });
  const locations = useQuery({ ...companyLocationsQuery(), initialData: useServerData('companyLocations') ?? undefined });
  const locationOptions = (locations.data ?? []).map((l) => ({ value: l, label: l }));
  const [quick, setQuick] = useState<CompanySummary | null>(null);
  const set = (key: keyof CompaniesQuery) => (value: string) => setValue(key, value);

  return (
    <Container maxW="7xl" py="6">
      <PageHeading title="Browse Companies" subtitle="Stagers and realtors who sell their staged furniture on Stagehouse." />
      <Flex as="form" role="search" aria-label="Find companies" gap="3" align="end" wrap="wrap" mb="6" onSubmit={(e) => e.preventDefault()}>
        <SearchField
          value={query.search ?? ''}
          onChange={set('search')}
          placeholder="Name, speciality or area served"
          w={{ base: 'full', md: '72' }}
        />
        <Box w={{ base: 'full', sm: '48' }}>
          <SelectField label="Type" value={query.type ?? 'all'} onChange={(e) => set('type')(e.target.value)} options={typeOptions} />
        </Box>
        <Box w={{ base: 'full', sm: '48' }}>
          <SelectField
            label="Location"
            placeholder="All locations"
            value={query.location ?? ''}
            onChange={(e) => set('location')(e.target.value)}
            options={locationOptions}
          />
        </Box>
        <Box w={{ base: 'full', sm: '48' }}>
          <SelectField
            label="Sort by"
            value={query.sort ?? 'featured'}
            onChange={(e) => set('sort')(e.target.value)}
            options={sortOptions}
          />
        </Box>
      </Flex>
      {companies.isPending ? (
        <PageSpinner label="Loading companies" />
      ) : companies.isError ? (
        <Text role="alert">Could not load companies: {messageOf(companies.error)}</Text>
      ) : companies.data.length === 0 ? (
        <Text>No companies match your search.</Text>
      ) : (
        <SimpleGrid as="ul" columns={{ base: 1, md: 2, lg: 3 }} gap="5" listStyleType="none" data-testid="company-list">
          {companies.data.map((company) => (
            <Card.Root as="li" key={company.id} bg="white">
              <Card.Body gap="2">
                <HStack justify="space-between" align="start">
                  <Heading as="h2" size="md">
                    <RouterLink className="sh-link-target" to={`/company/${company.id}`}>
                      {company.name}
                    </RouterLink>
                  </Heading>
                  {company.isPlusSubscriber && <Badge colorPalette="purple">Plus</Badge>}
                </HStack>
                <HStack gap="2">
                  <Badge>{typeLabel(company.type)}</Badge>
                  <Text fontSize="sm" color="gray.700">
                    {company.location}
                  </Text>
                </HStack>
                <Rating value={company.rating} count={company.reviewCount} />
                <Text fontSize="sm" color="gray.700">
                  {company.activeListings} available · {company.totalListings} listings
                </Text>
              </Card.Body>
              <Card.Footer gap="2">
                <Button size="sm" variant="outline" onClick={() => setQuick(company)}>
                  Quick View
                </Button>
                <Button asChild size="sm" colorPalette="teal">
                  <RouterLink to={`/company/${company.id}`}>View profile</RouterLink>
                </Button>
              </Card.Footer>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
      <LoadedWhenOpened open={quick !== null}>
        <QuickView company={quick} onClose={() => setQuick(null)} />
      </LoadedWhenOpened>
    </Container>
  );
}
