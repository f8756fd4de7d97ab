import { Badge, Stack, Text } from '@chakra-ui/react';
import { countOf } from '@stagehouse/shared/count-text';
import { identifierTypeLabels, identifierTypes } from '@stagehouse/shared/options';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeading } from '../../../components/page-heading';
import { SectionCard } from '../../../components/section-card';
import { adminQueries } from '../admin-api';
import { FilterBar, FilterSelect } from '../filter-bar';
import { AdminTable } from '../admin-table';
import { QueryState } from '../query-state';
import { SearchField } from '../../../components/search-field';
import { optionsOf } from '../../../components/select-field';

interface IdentifierRecord {
  id: string;
  type: (typeof identifierTypes)[number];
  title: string;
  related: string;
  createdAt: string;
}

/** Listing and account identifiers and how they refer to each other, from the real listings and accounts. */
export function IdentifiersPage() {
  const [search, setSearch] = useState('');
  const [type, setType] = useState('');
  const listings = useQuery(adminQueries.listings({}));
  const accounts = useQuery(adminQueries.users({ pageSize: '100' }));
  const term = search.trim().toLowerCase();
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
        <SearchField value={search} onChange={setSearch} placeholder="Id, title, name or email" />
        <FilterSelect
          label="Type"
          placeholder="All types"
          value={type}
          onChange={setType}
          options={optionsOf(identifierTypes, identifierTypeLabels)}
        />
      </FilterBar>
      <QueryState query={listings} fallback="Failed to load listings">
        {(l) => (
          <QueryState query={accounts} fallback="Failed to load accounts">
            {(a) => {
              const records: IdentifierRecord[] = [
                ...l.listings.map((x): IdentifierRecord => ({
                  id: x.id,
                  type: 'listing',
                  title: x.title,
                  related: `account ${x.stagerId} (${x.stagerName})`,
                  createdAt: x.createdAt,
                })),
                ...a.users.map((u): IdentifierRecord => {
                  const owned = l.listings.filter((x) => x.stagerId === u.id).length;
                  return {
                    id: String(u.id),
                    type: 'account',
                    title: `${u.firstName} ${u.lastName} <${u.email}>`,
                    related: countOf(owned, 'listing'),
                    createdAt: '',
                  };
                }),
              ].filter(
                (r) => (type === '' || r.type === type) && (term === '' || `${r.id} ${r.title} ${r.related}`.toLowerCase().includes(term)),
              );
              return (
                <AdminTable<IdentifierRecord>
                  label="Identifiers"
                  fileName="identifiers.csv"
                  empty="No identifiers match"
                  rows={records}
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
                    { header: 'Refers to', value: (r) => r.related },
                  ]}
                />
              );
            }}
          </QueryState>
        )}
      </QueryState>
    </Stack>
  );
}
