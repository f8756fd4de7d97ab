import { expect, test } from './fixtures';
import { expectAccessible } from './axe';
import { freePieceOfStager, register, signIn, storedKeys, uniqueEmail, upcomingProperties, waitForServiceWorker } from './helpers';
import { expectEmpty, expectFilledHalfway, fillHalfway, halfway, photoFile } from './list-form';

const phone = { width: 390, height: 844 };

test('List Furniture keeps what was typed through a reload, offers it back, and keeps nothing once listed', async ({ page }) => {
  await page.setViewportSize(phone);
  await signIn(page, 'stager@demo.test', 'demo1234');
  await page.goto('/list-furniture');
  await fillHalfway(page);
  await page.reload();

  const offer = page.getByTestId('unsent-form-offer');
  await expect(offer).toContainText('What you typed here earlier has not been sent.');
  await expect(page.getByLabel('Item name'), 'nothing is put back until the lister asks').toHaveValue('');
  await expectAccessible(page);
  for (const name of ['Restore', 'Discard']) {
    const box = (await offer.getByRole('button', { name }).boundingBox())!;
    expect(Math.min(box.width, box.height), name).toBeGreaterThanOrEqual(44);
  }
  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(offer).toHaveCount(0);
  await expectFilledHalfway(page);

  await page.getByLabel('Property address').fill('410 Pine St, Seattle, WA 98101');
  await page.getByRole('button', { name: 'List Furniture' }).click();
  await expect(page).toHaveURL(/\/pending$/);
  const listed = page.getByTestId('pending-list').getByRole('heading', { name: halfway.name, exact: true });
  await expect(listed).toBeVisible();
  expect(await storedKeys(page, 'unsentForms')).toEqual([]);
  expect(await storedKeys(page, 'photos'), 'the photo was uploaded from the form: no bytes stay on the device').toEqual([]);
  await page.goto('/list-furniture');
  await expectEmpty(page);
});

test('a photo picked offline comes back with List Furniture after a reload offline, and reaches the server once', async ({
  page,
  context,
}) => {
  await register(page, 'stager', 'Ines', 'Ortiz');
  await page.goto('/list-furniture');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.getByLabel('Item name').fill('Kept Offline Stool');
  await page.getByTestId('photo-input').setInputFiles([photoFile('stool.png')]);
  await expect(page.getByTestId('photo')).toHaveCount(1);
  await page.reload();

  await page.getByTestId('unsent-form-offer').getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByLabel('Item name')).toHaveValue('Kept Offline Stool');
  await expect(page.getByTestId('photo').getByRole('img')).toHaveJSProperty('naturalWidth', 120);
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page).toHaveURL(/\/pending$/);
  const local = page.getByTestId('own-listing').filter({ hasText: 'Kept Offline Stool' });
  await expect(local).toContainText('Waiting to sync · 1 photo');
  expect(await storedKeys(page, 'unsentForms')).toEqual([]);

  await context.setOffline(false);
  await expect(local).not.toContainText('Waiting to sync', { timeout: 15_000 });
  const { user } = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: number } };
  const listed = ((await (await page.request.get(`/api/furniture/owner/${user.id}`)).json()) as { name: string; images: string[] }[]).find(
    (p) => p.name === 'Kept Offline Stool',
  );
  expect(listed?.images).toEqual([expect.stringMatching(/^\/api\/images\/uploads\//)]);
  await expect.poll(() => storedKeys(page, 'photos')).toEqual([]);
});

test('Discard drops what List Furniture kept', async ({ page }) => {
  await signIn(page, 'stager@demo.test', 'demo1234');
  await page.goto('/list-furniture');
  await page.getByLabel('Item name').fill('Brass Floor Lamp');
  await page.reload();
  await page.getByTestId('unsent-form-offer').getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByTestId('unsent-form-offer')).toHaveCount(0);
  await expect.poll(() => storedKeys(page, 'unsentForms')).toEqual([]);
  await page.reload();
  await expectEmpty(page);
});

test('Edit keeps the changes to a listing through a reload, under that listing, until they are saved', async ({ page }) => {
  await signIn(page, 'stager@demo.test', 'demo1234');
  const { user } = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: number } };
  const listings = (await (await page.request.get(`/api/furniture/owner/${user.id}`)).json()) as {
    id: string;
    status: string;
    room: string | null;
    condition: string | null;
  }[];
  // One a lister can save as it is: the edit form asks for a room and a condition.
  const { id } = listings.find((l) => l.status === 'pending' && l.room && l.condition)!;
  await page.goto(`/edit-furniture?id=${id}`);
  const description = page.getByLabel('Description');
  await expect(description).not.toHaveValue('');
  await description.fill('Solid oak, kept through a reload');
  await page.reload();

  await page.getByTestId('unsent-form-offer').getByRole('button', { name: 'Restore' }).click();
  await expect(description).toHaveValue('Solid oak, kept through a reload');
  expect(await storedKeys(page, 'unsentForms')).toEqual([`edit-furniture:${user.id}:${id}`]);
  await page.getByRole('button', { name: 'Update Furniture' }).click();
  await expect(page).toHaveURL(/\/pending$/);
  expect(await storedKeys(page, 'unsentForms')).toEqual([]);
});

test('the request to buy keeps what the buyer typed through a reload, and forgets it once sent', async ({ page }) => {
  await page.setViewportSize(phone);
  const { piece } = await freePieceOfStager(page.request);
  const name = `Kept Buyer ${Date.now()}`;
  const email = uniqueEmail('kept.buyer');
  await page.goto(`/piece/${piece.id}`);
  await page.getByRole('button', { name: 'Request to buy' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Your name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Message to the lister (optional)').fill('Could I pick it up before noon?');
  await page.reload();

  await page.getByRole('button', { name: 'Request to buy' }).click();
  await expect(dialog.getByLabel('Your name')).toHaveValue('');
  const offer = dialog.getByTestId('unsent-form-offer');
  await expect(offer).toBeVisible();
  await expectAccessible(page);
  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(dialog.getByLabel('Your name')).toHaveValue(name);
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await expect(dialog.getByLabel('Message to the lister (optional)')).toHaveValue('Could I pick it up before noon?');
  await expect(dialog.getByLabel('Your offer (USD)'), 'an untouched field keeps what the form opened with').toHaveValue(
    String(piece.price),
  );

  // Closed without sending, it is offered again on the next opening.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Request to buy' }).click();
  await offer.getByRole('button', { name: 'Restore' }).click();
  await dialog.getByLabel('Phone').fill('555-0177');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByRole('heading', { name: 'Request sent' })).toBeVisible();
  await expect.poll(() => storedKeys(page, 'unsentForms')).toEqual([]);
});

test('the RSVP keeps what was typed through a reload, and forgets it once sent', async ({ page, request }) => {
  const [, , third] = await upcomingProperties(request);
  const email = uniqueEmail('kept.rsvp');
  await page.goto(`/open-house/${third!.id}`);
  const rsvp = page.getByRole('button', { name: 'RSVP', exact: true }).first();
  await rsvp.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First Name').fill('Noor');
  await dialog.getByLabel('Email Address').fill(email);
  await page.reload();

  await rsvp.click();
  const offer = dialog.getByTestId('unsent-form-offer');
  await expect(offer).toBeVisible();
  await page.setViewportSize(phone);
  await expectAccessible(page);
  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(dialog.getByLabel('First Name')).toHaveValue('Noor');
  await expect(dialog.getByLabel('Email Address')).toHaveValue(email);
  await dialog.getByLabel('Last Name').fill('Haddad');
  await dialog.getByRole('button', { name: 'Submit RSVP' }).click();
  await expect(dialog.getByText('RSVP Confirmed!')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5000 });
  expect(await storedKeys(page, 'unsentForms')).toEqual([]);

  await rsvp.click();
  await expect(dialog.getByLabel('First Name')).toHaveValue('');
  await expect(offer).toHaveCount(0);
});
