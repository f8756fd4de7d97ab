import { Badge, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ActivityLogEntry } from '@stagehouse/shared/admin.schema';
import {
  activityActionLabels,
  activityActions,
  activityEntityTypeLabels,
  activityEntityTypes,
  roleLabels,
} from '@stagehouse/shared/options';
import { useQuery } from '@tanstack/react-query';
import { PageHeading } from '../../../components/page-heading';
import { optionsOf } from '../../../components/select-field';
import { StatCard } from '../../../components/stat-card';
import { adminQueries } from '../admin-api';
import { FilterBar, FilterSelect } from '../filter-bar';
import { AdminTable } from '../admin-table';
import { QueryState } from '../query-state';
import { SearchField } from '../../../components/search-field';
import { useFilters } from '../../../lib/use-filters';

export function ActivityLogPage() {
  const { filters, set, given } = useFilters({ search: '', action: '', entityType: '' });
  const log = useQuery(adminQueries.activityLog(given));
  return (
    <Stack gap="4">
      <PageHeading title="Activity Log" subtitle="Every change made in the app: who, what and from where." />
      <FilterBar label="Filter the activity log">
        <SearchField value={filters.search} onChange={set('search')} placeholder="Person, item or details" />
        <FilterSelect
          label="Action"
          placeholder="All actions"
          value={filters.action}
          onChange={set('action')}
          options={optionsOf(activityActions, activityActionLabels)}
        />
        <FilterSelect
          label="Item type"
          placeholder="All items"
          value={filters.entityType}
          onChange={set('entityType')}
          options={optionsOf(activityEntityTypes, activityEntityTypeLabels)}
        />
      </FilterBar>
      <QueryState query={log} fallback="Failed to load the activity log">
        {(answer) => (
          <Stack gap="4">
            <SimpleGrid columns={{ base: 2, md: 5 }} gap="3">
              <StatCard label="All entries" value={String(answer.summary.total)} testId="log-total" />
              {activityActions.map((a) => (
                <StatCard key={a} label={activityActionLabels[a]} value={String(answer.summary.byAction[a] ?? 0)} />
              ))}
            </SimpleGrid>
            <AdminTable<ActivityLogEntry>
              label="Activity log"
              fileName="activity-log.csv"
              empty="No entries match these filters"
              rows={answer.entries}
              columns={[
                { header: 'When', cell: (e) => new Date(e.timestamp).toLocaleString('en-US'), csv: (e) => e.timestamp },
                {
                  header: 'Who',
                  cell: (e) => (
                    <Text>
                      {e.userName} {e.userRole && <Badge ms="1">{roleLabels[e.userRole]}</Badge>}
                    </Text>
                  ),
                  csv: (e) => `${e.userName} (${e.userRole ?? ''})`,
                },
                { header: 'Action', cell: (e) => activityActionLabels[e.action], csv: (e) => e.action },
                {
                  header: 'Item',
                  cell: (e) => `${activityEntityTypeLabels[e.entityType]}${e.entityTitle ? `: ${e.entityTitle}` : ''}`,
                  csv: (e) => `${e.entityType}: ${e.entityTitle ?? ''}`,
                },
                { header: 'Details', cell: (e) => e.details ?? '', csv: (e) => e.details },
                { header: 'Address', cell: (e) => e.ipAddress ?? '', csv: (e) => e.ipAddress },
              ]}
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
