import { expect, test } from './fixtures';
import { expectAccessible } from './axe';
import { apiProperties, isPast, uniqueEmail, upcomingProperties, waitForServiceWorker } from './helpers';

test('saving a piece shows the toast, appears on Saved Pieces, survives a reload and an offline reload', async ({
  page,
  context,
  request,
}) => {
  const [first] = await apiProperties(request);
  await page.goto(`/open-house/${first!.id}`);
  await waitForServiceWorker(page);
  const card = page.getByTestId('gallery').getByTestId('furniture-card').first();
  const name = (await card.getByRole('heading').textContent())!;
  await card.getByRole('button', { name: `Save ${name}` }).click();
  await expect(page.getByText('Added to saved pieces')).toBeVisible();
  await expect(page.getByText(`${name} has been saved to your collection`)).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Saved' }).click();
  await expect(page.getByRole('heading', { name: 'All Saved Pieces' })).toBeVisible();
  await expect(page.getByTestId('saved-count')).toHaveText('1 item');
  await expect(page.getByTestId('gallery').getByRole('heading', { name })).toBeVisible();
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByTestId('gallery').getByRole('heading', { name })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('gallery').getByRole('heading', { name })).toBeVisible();

  const categories = page.getByLabel('Category').locator('option');
  await expect(categories.filter({ hasText: 'Dining' }), 'the back office names, kept on the device').toHaveCount(1);
  await expect(categories.filter({ hasText: 'Tables' })).toHaveCount(0);
  await page.getByLabel('Price range').selectOption({ index: 1 });
  await page.getByLabel('Category').selectOption({ index: 1 });
  await page.getByLabel('Room').selectOption({ index: 1 });
  await expect(page.getByRole('heading', { name: 'Filtered Saved Pieces' })).toBeVisible();
  const matches = await page.getByTestId('gallery').getByTestId('furniture-card').count();
  if (matches === 0) await expect(page.getByText('No matches found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).first().click();
  await expect(page.getByRole('heading', { name: 'All Saved Pieces' })).toBeVisible();

  await page
    .getByTestId('gallery')
    .getByRole('button', { name: `Remove ${name} from saved pieces` })
    .click();
  await expect(page.getByText('Removed from saved pieces')).toBeVisible();
  await expect(page.getByText(`${name} has been removed from your collection`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No saved pieces yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Furniture' })).toHaveAttribute('href', '/map');
  await context.setOffline(false);
});

test.describe('RSVP', () => {
  test('shows the form messages, then confirms, closes after 3 seconds and counts the RSVP', async ({ page, request }) => {
    const [first] = await upcomingProperties(request);
    const before = (await (await request.get(`/api/open-house/${first!.id}`)).json()).rsvpCount as number;
    const formCode: string[] = [];
    page.on('request', (r) => {
      if (/\/(rsvp-dialog|form-field)-[\w-]{8}\.js$/.test(r.url())) formCode.push(r.url());
    });
    await page.goto(`/open-house/${first!.id}`);
    await expect(page.getByRole('button', { name: 'RSVP', exact: true }).first()).toBeVisible();
    expect(formCode, 'the form is not part of the page until it is wanted').toEqual([]);
    await page.getByRole('button', { name: 'RSVP', exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('After submitting, check your inbox for the exact address and open house details.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit RSVP' }).click();
    await expect(dialog.getByText('First name is required')).toBeVisible();
    await expect(dialog.getByText('Last name is required')).toBeVisible();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    await expectAccessible(page);

    await dialog.getByLabel('First Name').fill('Rita');
    await dialog.getByLabel('Last Name').fill('Moreno');
    await dialog.getByLabel('Email Address').fill(uniqueEmail('rita'));
    await dialog.getByRole('button', { name: 'Submit RSVP' }).click();
    await expect(dialog.getByText('RSVP Confirmed!')).toBeVisible();
    await expect(dialog.getByText('Check your inbox for the exact address and open house details.')).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 5000 });
    await expect(page.getByTestId('rsvp-count')).toHaveText(before + 1 === 1 ? '1 RSVP so far' : `${before + 1} RSVPs so far`);
  });

  test('an RSVP made offline arrives when the connection returns', async ({ page, context, request }) => {
    const [, second] = await upcomingProperties(request);
    const countOf = async () => (await (await request.get(`/api/open-house/${second!.id}`)).json()).rsvpCount as number;
    const before = await countOf();
    await page.goto(`/open-house/${second!.id}`);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'RSVP', exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('First Name').fill('Omar');
    await dialog.getByLabel('Last Name').fill('Haddad');
    const email = uniqueEmail('omar');
    await dialog.getByLabel('Email Address').fill(email);
    await dialog.getByRole('button', { name: 'Submit RSVP' }).click();
    await expect(dialog.getByText('RSVP Confirmed!')).toBeVisible();
    await expect(dialog.getByText(/will be sent when the connection returns/)).toBeVisible();
    expect(await countOf()).toBe(before);
    await expect(page.getByTestId('own-rsvp')).toContainText(`You RSVP’d as ${email}`);
    await page.reload();
    await expect(page.getByTestId('own-rsvp')).toContainText(`You RSVP’d as ${email}`);

    await context.setOffline(false);
    await expect.poll(countOf, { timeout: 10_000 }).toBe(before + 1);
  });

  test('a past open house takes no RSVP: the dialog says why and has nothing to submit', async ({ page, request }) => {
    const past = (await apiProperties(request)).find(isPast)!;
    const before = (await (await request.get(`/api/open-house/${past.id}`)).json()).rsvpCount as number;
    await page.goto(`/open-house/${past.id}`);
    await page.getByRole('button', { name: 'RSVP', exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('rsvp-closed')).toContainText('This open house is over: it takes no more RSVPs');
    await expect(dialog.getByTestId('rsvp-closed')).toContainText(`The open house at ${past.address} was on`);
    await expect(dialog.getByRole('button', { name: 'Submit RSVP' })).toHaveCount(0);
    await expect(dialog.getByLabel('Email Address')).toHaveCount(0);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();

    const refused = await request.post('/api/rsvps', {
      data: { propertyId: past.id, firstName: 'Late', lastName: 'Comer', email: uniqueEmail('late') },
    });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).message).toBe('This open house is over: it takes no more RSVPs');
    expect((await (await request.get(`/api/open-house/${past.id}`)).json()).rsvpCount).toBe(before);
  });
});
