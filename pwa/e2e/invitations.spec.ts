import { expect, test, type APIRequestContext } from './fixtures';
import { expectAccessible } from './axe';
import { register, uniqueEmail } from './helpers';

/** The back office's email integration and invite system switches, through the admin API. */
const switchInvitations = async (admin: APIRequestContext, on: boolean) => {
  if (on) {
    expect((await admin.post('/api/admin/toggle-email-integration', { data: { enabled: true } })).ok()).toBe(true);
    expect((await admin.post('/api/admin/toggle-invite-system', { data: { enabled: true } })).ok()).toBe(true);
  } else {
    expect((await admin.post('/api/admin/toggle-email-integration', { data: { enabled: false } })).ok()).toBe(true);
  }
};

test('a stager invites an imported contact once the back office opens invitations, and again only after 30 days; the email, whose one link is the registration, opens it with the email filled in', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  expect((await request.post('/api/auth/login', { data: { email: 'admin@demo.test', password: 'admin1234' } })).ok()).toBe(true);
  const invitee = uniqueEmail('invitee');
  try {
    await register(page, 'stager', 'Iris', 'Host');
    const csv = `name,email,phone,company\nAna Invite,${invitee},555-0100,Ruiz Homes\nNo Mail,,555-0101,\n`;
    await page.getByTestId('contacts-input').setInputFiles({ name: 'contacts.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Import contacts.csv' }).click();
    await expect(page.getByTestId('total-contacts')).toHaveText('2');
    await expect(page.getByTestId('invitations-state')).toHaveText(
      'Invitations are off: the back office has not switched on email integration and the invite system.',
    );
    await expect(page.getByRole('button', { name: /^Invite/ })).toHaveCount(0);

    await switchInvitations(request, true);
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: invitee });
    await row.getByRole('button', { name: 'Invite Ana Invite' }).click();
    await expect(page.getByText('Invitation sent').first()).toBeVisible();
    await expect(row.getByTestId('invited')).toContainText('Invited (');
    await expect(row.getByTestId('invite-again-from')).toContainText('Invite again from ');
    await expect(row.getByRole('button', { name: /^Invite/ })).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: 'No Mail' }).getByRole('button')).toHaveCount(0);
    await expectAccessible(page);

    const { emails } = (await (await request.get('/api/admin/outgoing-emails')).json()) as {
      emails: { toAddress: string; textBody: string }[];
    };
    const invitation = emails.find((e) => e.toAddress === invitee);
    const links = invitation?.textBody.match(/https?:\/\/\S+/g) ?? [];
    expect(links, 'the invitation holds one link, the registration').toHaveLength(1);
    const [link] = links;
    expect(link).toMatch(/\/login\?register=realtor&email=/);
    expect(invitation?.textBody).toContain('Iris Host invites you to their network on Stagehouse');
    const other = await browser.newContext();
    try {
      const joining = await other.newPage();
      const { pathname, search } = new URL(link!);
      await joining.goto(`${pathname}${search}`);
      const form = joining.getByRole('form', { name: 'Register as a realtor' });
      await expect(form.getByLabel('Email')).toHaveValue(invitee);
      await expectAccessible(joining);
      await form.getByLabel('First name').fill('Ana');
      await form.getByLabel('Last name').fill('Invite');
      await form.getByLabel('Password').fill('secret123');
      await form.getByRole('button', { name: 'Create realtor account' }).click();
      await expect(joining).toHaveURL(/\/network$/);
      await expect(joining.getByText('Stager Network')).toBeVisible();
    } finally {
      await other.close();
    }
    const again = await page.request.post(`/api/contacts/${await contactIdOf(page.request, invitee)}/invite`);
    expect(again.status()).toBe(409);
    expect((await again.json()).message).toMatch(/^This contact was invited on .+: you can invite them again from .+, 30 days later$/);
  } finally {
    await switchInvitations(request, false);
  }
});

const contactIdOf = async (lister: APIRequestContext, email: string) =>
  ((await (await lister.get('/api/contacts')).json()) as { id: number; email: string | null }[]).find((c) => c.email === email)!.id;
