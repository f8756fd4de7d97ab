import { Box, Button, Card, Container, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Contact } from '@stagehouse/shared/contact.schema';
import { invitableAgainAt, invitationMessages, mayInviteAgain } from '@stagehouse/shared/invitation';
import { limits } from '@stagehouse/shared/limits';
import { notices, screenTexts } from '@stagehouse/shared/messages';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { PageHeading } from '../../components/page-heading';
import { PageSpinner } from '../../components/page-spinner';
import type { Column } from '../../components/data-table';
import { ResponsiveTable } from '../../components/responsive-table';
import { SectionCard } from '../../components/section-card';
import { StatCard } from '../../components/stat-card';
import { notify } from '../../components/ui/notify';
import { call, messageOf } from '../../lib/api';
import { useCurrentUser } from '../../lib/auth-store';
import { useUiContent } from '../../lib/ui-content';

const contactsKey = ['contacts'] as const;
const contactsQuery = queryOptions({ queryKey: contactsKey, queryFn: ({ signal }) => call('contacts', { signal }) });

const dayOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** When the contact was invited, and (while invitations are open) Invite for a contact with an email, or from when they may be invited again. */
function InviteCell({ contact, open }: { contact: Contact; open: boolean }) {
  const queryClient = useQueryClient();
  const invite = useMutation({
    mutationFn: () => call('inviteContact', { params: { id: contact.id } }),
    onSuccess: (invited) => {
      queryClient.setQueryData(contactsQuery.queryKey, (list) => list?.map((c) => (c.id === invited.id ? invited : c)));
      notify({ title: invitationMessages.sent, description: `${contact.email} can now create an account from the email.` });
    },
    onError: (error) => notify({ title: 'Invitation not sent', description: messageOf(error), variant: 'destructive' }),
  });
  const { invitedAt } = contact;
  const waiting = invitedAt !== null && !mayInviteAgain(invitedAt, new Date());
  return (
    <HStack gap="2" flexWrap="wrap">
      {invitedAt && <Text data-testid="invited">Invited ({dayOf(invitedAt)})</Text>}
      {open && contact.email && waiting && (
        <Text color="gray.700" data-testid="invite-again-from">
          Invite again from {dayOf(invitableAgainAt(invitedAt))}
        </Text>
      )}
      {open && contact.email && !waiting && (
        <Button
          size="xs"
          variant="outline"
          loading={invite.isPending}
          aria-label={`${contact.invitedAt ? 'Invite again' : 'Invite'} ${contact.name ?? contact.email}`}
          onClick={() => invite.mutate()}
        >
          {contact.invitedAt ? 'Invite again' : 'Invite'}
        </Button>
      )}
    </HStack>
  );
}

const contactColumns = (invitationsOpen: boolean): Column<Contact>[] => [
  { label: 'Name', cell: (c) => c.name ?? screenTexts.unknownContact },
  { label: 'Email', cell: (c) => c.email },
  { label: 'Phone', cell: (c) => c.phone },
  { label: 'Company', cell: (c) => c.company },
  { label: 'Invitation', cell: (c) => <InviteCell contact={c} open={invitationsOpen} /> },
];

function ImportCard() {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<{ file: File; preview: string[] } | null>(null);
  const queryClient = useQueryClient();
  const importing = useMutation({
    mutationFn: (chosen: File) => {
      const body = new FormData();
      body.append('file', chosen);
      return call('importContacts', { body });
    },
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: contactsKey });
      notify({ title: 'Contacts Imported', description: `${result.added} added, ${result.updated} updated, ${result.skipped} skipped` });
    },
    onError: () => notify({ title: notices.importFailed, description: notices.importFailedText, variant: 'destructive' }),
  });
  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    importing.reset();
    setFile({
      file: chosen,
      preview: (await chosen.text())
        .split(/\r?\n/)
        .filter((l) => l.trim() !== '')
        .slice(0, 6),
    });
  };
  return (
    <SectionCard title="Import Contacts">
      <Stack gap="4">
        <Text color="gray.700">
          Import a CSV file (name, email, phone, company columns) or a vCard (.vcf) file exported from your phone or email.
        </Text>
        <input
          ref={input}
          type="file"
          accept=".csv,.vcf,text/csv,text/vcard"
          hidden
          aria-label="Contacts file"
          data-testid="contacts-input"
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        <HStack gap="3" flexWrap="wrap">
          <Button variant="outline" onClick={() => input.current?.click()}>
            Choose file
          </Button>
          {file && (
            <Button colorPalette="teal" loading={importing.isPending} onClick={() => importing.mutate(file.file)}>
              Import {file.file.name}
            </Button>
          )}
        </HStack>
        {file && !importing.data && (
          <Box
            as="pre"
            fontSize="xs"
            bg="gray.50"
            p="3"
            rounded="md"
            overflowX="auto"
            data-testid="contacts-preview"
            aria-label="File preview"
          >
            {file.preview.join('\n')}
          </Box>
        )}
        {importing.data && (
          <Stack gap="2" data-testid="import-result">
            <Text fontWeight="semibold">
              {importing.data.added} added, {importing.data.updated} updated, {importing.data.skipped} skipped
            </Text>
            {importing.data.rows.map((r) => (
              <Text key={r.row} fontSize="sm" color="fg.error">
                Row {r.row}: {r.reason}
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}

export function NetworkPage() {
  const user = useCurrentUser()!;
  const contacts = useQuery(contactsQuery);
  const invitations = useUiContent(user.id)?.invitations;
  const columns = useMemo(() => contactColumns(invitations === true), [invitations]);
  return (
    <Container maxW="6xl" py="6">
      <PageHeading title="Network and Contacts" subtitle="Bring your contacts to Stagehouse." />
      <Stack gap="6">
        <ImportCard />
        <SectionCard title="Network Overview">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <StatCard label="Total Contacts" value={String(contacts.data?.length ?? 0)} testId="total-contacts" />
            <StatCard label="Network Type" value={user.userType === 'realtor' ? 'Stager Network' : 'Realtor Network'} />
          </SimpleGrid>
        </SectionCard>
        <Card.Root bg="white" as="section" aria-label="Contacts">
          <Card.Body>
            {contacts.isPending ? (
              <PageSpinner label="Loading contacts" />
            ) : contacts.isError ? (
              <Text role="alert">Failed to load your contacts: {messageOf(contacts.error)}</Text>
            ) : (contacts.data ?? []).length === 0 ? (
              <Text>No contacts yet. Import a file to build your network.</Text>
            ) : (
              <Stack gap="3">
                {invitations !== undefined && (
                  <Text color="gray.700" data-testid="invitations-state">
                    {invitations
                      ? `Invite a contact with an email: they get a link to create their account. A contact can be invited again ${limits.reinviteAfterDays} days after an invitation.`
                      : `${invitationMessages.off}.`}
                  </Text>
                )}
                <ResponsiveTable
                  label="Imported contacts"
                  columns={columns}
                  rows={contacts.data ?? []}
                  rowKey={(c) => c.id}
                  testId="contacts-table"
                />
              </Stack>
            )}
          </Card.Body>
        </Card.Root>
      </Stack>
    </Container>
  );
}
