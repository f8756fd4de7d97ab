import { Badge, Button, HStack, Stack } from '@chakra-ui/react';
import { adminNotices } from '@stagehouse/shared/messages';
import { roleLabels } from '@stagehouse/shared/options';
import { PageHeading } from '../../components/page-heading';
import { adminLists } from './admin-api';
import { FilterBar, FilterSelect, UserTypeSelect } from './filter-bar';
import { PagedTable } from './paged-table';
import { PlanSelect, usePlanChange } from './plan-select';
import { QueryState } from './query-state';
import { useAdminAction } from './use-admin-action';
import { usePagedList } from './use-paged-list';
import { SearchField } from '../../components/search-field';
import { call } from '../../lib/api';

export function UsersPage() {
  const {
    filters,
    set,
    query: users,
    table,
  } = usePagedList(adminLists.users, { search: '', userType: 'all', verified: '', active: '' }, 25);
  const verify = useAdminAction(
    (body: { userId: number; isVerified: boolean }) => call('toggleVerification', { body }),
    {
      title: adminNotices.verificationUpdated,
      description: (b) => (b.isVerified ? 'The user is verified.' : 'The user is no longer verified.'),
    },
    { title: adminNotices.updateFailed, fallback: 'Failed to update verification' },
  );
  const beta = useAdminAction(
    (body: { userId: number; isBeta: boolean }) => call('toggleBeta', { body }),
    {
      title: adminNotices.betaUpdated,
      description: (b) => (b.isBeta ? 'Banners for beta users now reach this user.' : 'This user is no longer a beta tester.'),
    },
    { title: adminNotices.updateFailed, fallback: 'Failed to update the beta flag' },
  );
  const reset = useAdminAction(
    (body: { userId: number }) => call('adminResetPassword', { body }),
    { title: adminNotices.passwordReset, description: () => 'A password reset email is on its way.' },
    { title: adminNotices.resetFailed, fallback: 'Failed to send the reset email' },
  );
  const plan = usePlanChange();

  return (
    <Stack gap="4">
      <PageHeading title="Admin Users" subtitle="Verify listers, send password resets and change plans." />
      <FilterBar label="Filter users">
        <SearchField value={filters.search} onChange={set('search')} placeholder="Name, email or company" />
        <UserTypeSelect value={filters.userType} onChange={set('userType')} />
        <FilterSelect
          label="Verified"
          placeholder="All"
          value={filters.verified}
          onChange={set('verified')}
          options={[
            { value: 'true', label: 'Verified' },
            { value: 'false', label: 'Not verified' },
          ]}
        />
        <FilterSelect
          label="Active"
          placeholder="All"
          value={filters.active}
          onChange={set('active')}
          options={[
            { value: 'true', label: 'Active' },
            { value: 'false', label: 'Inactive' },
          ]}
        />
      </FilterBar>
      <QueryState query={users} fallback="Failed to load users">
        {(answer) => (
          <PagedTable
            {...table(answer)}
            noun={['user', 'users']}
            label="Users"
            fileName="users.csv"
            empty="No users match these filters"
            columns={[
              { header: 'Name', value: (u) => `${u.firstName} ${u.lastName}` },
              { header: 'Email', value: (u) => u.email },
              { header: 'Type', cell: (u) => roleLabels[u.userType], csv: (u) => u.userType },
              { header: 'Company', cell: (u) => u.company ?? 'N/A', csv: (u) => u.company },
              {
                header: 'Status',
                cell: (u) => (
                  <HStack flexWrap="wrap">
                    <Badge colorPalette={u.isVerified ? 'green' : 'gray'}>{u.isVerified ? 'Verified' : 'Unverified'}</Badge>
                    {!u.isActive && <Badge colorPalette="red">Inactive</Badge>}
                    {u.isBeta && <Badge colorPalette="purple">Beta</Badge>}
                  </HStack>
                ),
                csv: (u) => (u.isVerified ? 'verified' : 'unverified'),
              },
              {
                header: 'Plan',
                cell: (u) => <PlanSelect userId={u.id} email={u.email} plan={u.plan} change={plan} />,
                csv: (u) => u.plan,
              },
              {
                header: 'Actions',
                cell: (u) => (
                  <HStack flexWrap="wrap">
                    <Button size="xs" variant="outline" onClick={() => verify.mutate({ userId: u.id, isVerified: !u.isVerified })}>
                      {u.isVerified ? 'Unverify' : 'Verify'}
                    </Button>
                    <Button size="xs" variant="outline" onClick={() => beta.mutate({ userId: u.id, isBeta: !u.isBeta })}>
                      {u.isBeta ? 'Remove beta' : 'Make beta'}
                    </Button>
                    <Button size="xs" variant="outline" onClick={() => reset.mutate({ userId: u.id })}>
                      Send reset
                    </Button>
                  </HStack>
                ),
                csv: () => null,
              },
            ]}
          />
        )}
      </QueryState>
    </Stack>
  );
}
