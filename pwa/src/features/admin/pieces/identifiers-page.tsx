import { Badge, Stack, Text } from '@chakra-ui/react';
import type { IdentifierRecord } from '@stagehouse/shared/admin.schema';
import { countOf } from '@stagehouse/shared/count-text';
import { identifierTypeLabels, identifierTypes } from '@stagehouse/shared/options';
import { PageHeading } from '../../../components/page-heading';
import { SectionCard } from '../../../components/section-card';
import { adminLists } from '../admin-api';
import { FilterBar, FilterSelect } from '../filter-bar';
import { PagedTable } from '../paged-table';
import { QueryState } from '../query-state';
import { SearchField } from '../../../components/search-field';
import { optionsOf } from '../../../components/select-field';
import { usePagedList } from '../use-paged-list';

const refersTo = (r: IdentifierRecord) =>
  r.type === 'listing' ? `account ${r.accountId} (${r.accountName})` : countOf(r.listingCount ?? 0, 'listing');

/** Listing and account identifiers and how they refer to each other, from the real listings and accounts. */
export function IdentifiersPage() {
  const { filters, set, query: identifiers, table } = usePagedList(adminLists.identifiers, { search: '', type: '' }, 25);
  return (
    <Stack gap="5">
      <PageHeading title="Identifiers" subtitle="Every listing carries the id of the account that lists it." />
      <SectionCard title="How they relate">
        <Text>
          A listing's stager id is the id of a stager or realtor account: one account has many listings, and deleting an account deletes its
          listings with their photos, favourites and tags.
        </Text>
      </SectionCard>
      <FilterBar label="Filter identifiers">
        <SearchField value={filters.search} onChange={set('search')} placeholder="Id, title, name or email" />
        <FilterSelect
          label="Type"
          placeholder="All types"
          value={filters.type}
          onChange={set('type')}
          options={optionsOf(identifierTypes, identifierTypeLabels)}
        />
      </FilterBar>
      <QueryState query={identifiers} fallback="Failed to load identifiers">
        {(answer) => (
          <PagedTable
            {...table(answer)}
            noun={['identifier', 'identifiers']}
            label="Identifiers"
            fileName="identifiers.csv"
            empty="No identifiers match"
            columns={[
              {
                header: 'Id',
                cell: (r) => (
                  <Text fontFamily="mono" fontSize="xs">
                    {r.id}
                  </Text>
                ),
                csv: (r) => r.id,
              },
              {
                header: 'Type',
                cell: (r) => <Badge colorPalette={r.type === 'listing' ? 'teal' : 'purple'}>{identifierTypeLabels[r.type]}</Badge>,
                csv: (r) => r.type,
              },
              { header: 'Title', value: (r) => r.title },
              { header: 'Refers to', value: refersTo },
            ]}
          />
        )}
      </QueryState>
    </Stack>
  );
}
