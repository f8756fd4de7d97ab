import { Badge, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  activityActionLabels,
  activityActions,
  activityEntityTypeLabels,
  activityEntityTypes,
  roleLabels,
} from '@stagehouse/shared/options';
import { PageHeading } from '../../../components/page-heading';
import { optionsOf } from '../../../components/select-field';
import { StatCard } from '../../../components/stat-card';
import { adminLists } from '../admin-api';
import { FilterBar, FilterSelect } from '../filter-bar';
import { PagedTable } from '../paged-table';
import { QueryState } from '../query-state';
import { SearchField } from '../../../components/search-field';
import { usePagedList } from '../use-paged-list';

export function ActivityLogPage() {
  const { filters, set, query: log, table } = usePagedList(adminLists.activityLog, { search: '', action: '', entityType: '' }, 25);
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
            <PagedTable
              {...table(answer)}
              noun={['entry', 'entries']}
              label="Activity log"
              fileName="activity-log.csv"
              empty="No entries match these filters"
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
