import { Alert, Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { adminNotices } from '@stagehouse/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { PageHeading } from '../../../components/page-heading';
import { SectionCard } from '../../../components/section-card';
import { adminLists, adminQueries } from '../admin-api';
import { usePagedList } from '../use-paged-list';
import { AdminSwitch } from '../admin-switch';
import { PagedTable } from '../paged-table';
import { QueryState } from '../query-state';
import { useAdminAction } from '../use-admin-action';
import { call } from '../../../lib/api';

function OutgoingEmails() {
  const { query: emails, table } = usePagedList(adminLists.outgoingEmails, {}, 25);
  return (
    <SectionCard title="Outgoing emails">
      <QueryState query={emails} fallback="Failed to load outgoing emails">
        {(answer) => (
          <PagedTable
            {...table(answer)}
            noun={['email', 'emails']}
            label="Outgoing emails"
            fileName="outgoing-emails.csv"
            empty="No emails yet"
            columns={[
              { header: 'To', value: (e) => e.toAddress },
              { header: 'Subject', value: (e) => e.subject },
              { header: 'Queued', cell: (e) => new Date(e.createdAt).toLocaleString('en-US'), csv: (e) => e.createdAt },
              {
                header: 'State',
                cell: (e) => (
                  <Badge colorPalette={e.sentAt ? 'green' : e.error ? 'red' : 'gray'}>
                    {e.sentAt ? 'Sent' : e.error ? 'Failed' : 'Kept here'}
                  </Badge>
                ),
                csv: (e) => (e.sentAt ? 'sent' : e.error ? `failed: ${e.error}` : 'kept'),
              },
            ]}
          />
        )}
      </QueryState>
    </SectionCard>
  );
}

export function EmailPage() {
  const settings = useQuery(adminQueries.settings);
  const integration = useAdminAction(
    (body: { enabled: boolean }) => call('toggleEmailIntegration', { body }),
    { title: adminNotices.emailIntegrationUpdated, description: (b) => `Email integration is ${b.enabled ? 'on' : 'off'}.` },
    { title: adminNotices.updateFailed, fallback: adminNotices.fallback.emailIntegration },
  );
  const invites = useAdminAction(
    (body: { enabled: boolean }) => call('toggleInviteSystem', { body }),
    { title: adminNotices.inviteSystemUpdated, description: (b) => `Invitations are ${b.enabled ? 'on' : 'off'}.` },
    { title: adminNotices.updateFailed, fallback: adminNotices.fallback.inviteSystem },
  );
  const test = useAdminAction(
    () => call('testEmailConnection'),
    { title: adminNotices.connectionTestSuccessful, description: () => 'The SMTP server accepted the connection.' },
    { title: adminNotices.connectionTestFailed, fallback: adminNotices.fallback.emailTest },
  );
  return (
    <Stack gap="5">
      <PageHeading title="Email Integration" subtitle="Confirmation, reset and invitation emails." />
      <QueryState query={settings} fallback="Failed to load the email settings">
        {(s) => (
          <SectionCard title="Settings">
            <Stack gap="4">
              <AdminSwitch
                label="Email integration"
                checked={s.emailIntegration}
                disabled={integration.isPending}
                onChange={(enabled) => integration.mutate({ enabled })}
              />
              <AdminSwitch
                label="Invite system"
                checked={s.inviteSystem}
                disabled={!s.emailIntegration || invites.isPending}
                onChange={(enabled) => invites.mutate({ enabled })}
              />
              <Text fontSize="sm" color="gray.700" data-testid="invite-system-use">
                {s.emailIntegration && s.inviteSystem
                  ? 'Listers can invite the contacts they imported on their Network page: each invitation emails a link to register.'
                  : 'Invitations are off: listers cannot invite their contacts until email integration and the invite system are on.'}
              </Text>
              <HStack>
                <Button variant="outline" disabled={!s.emailIntegration} loading={test.isPending} onClick={() => test.mutate({})}>
                  Test connection
                </Button>
                <Badge colorPalette={s.smtpConfigured ? 'green' : 'gray'}>{s.smtpConfigured ? 'SMTP configured' : 'No SMTP server'}</Badge>
              </HStack>
              {!s.emailIntegration && (
                <Text data-testid="emails-kept" role="status">
                  Email integration is off: emails are kept below and not sent.
                </Text>
              )}
              <Alert.Root status="info">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>Requirements</Alert.Title>
                  <Alert.Description>
                    <Text overflowWrap="anywhere">
                      Sending needs an SMTP server: set SMTP_URL (for example smtps://user:password@mail.example.com) and MAIL_FROM on the
                      server. Without it, every email is kept below so nothing is lost.
                    </Text>
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
            </Stack>
          </SectionCard>
        )}
      </QueryState>
      <OutgoingEmails />
    </Stack>
  );
}
