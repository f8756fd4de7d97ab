import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page, test } from './fixtures';
import { expectAccessible } from './axe';
import { signIn, waitForServiceWorker } from './helpers';
import { expectFilledHalfway, fillHalfway, halfway } from './list-form';
import { ServerProcess } from './server-process';

const built = fileURLToPath(new URL('..', import.meta.url));
const phone = { width: 390, height: 844 };

// A server of its own serves a copy of the build, so that a test can publish a new version of it.
let server: ServerProcess;
let copy: string;
let version = 1;
const dist = () => path.join(copy, 'dist');

/** Publishes a new version as a deployment does: a service worker whose bytes differ from the installed one. */
function publishNewVersion() {
  version += 1;
  const file = path.join(dist(), 'sw.js');
  writeFileSync(file, `${readFileSync(file, 'utf8')}\n// version ${version}\n`);
  for (const compressed of ['.br', '.gz']) rmSync(`${file}${compressed}`, { force: true });
}

/** The browser looks for a new service worker, as it does on a navigation or by itself now and then. */
const lookForUpdate = (page: Page) => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());

/** Nothing lies over the button: the prompt's box does not meet it, and a tap on its centre reaches it. */
async function expectUncovered(button: Locator, prompt: Locator) {
  const a = (await button.boundingBox())!;
  const b = (await prompt.boundingBox())!;
  expect(a.y >= b.y + b.height || b.y >= a.y + a.height || a.x >= b.x + b.width || b.x >= a.x + a.width, 'apart from the prompt').toBe(
    true,
  );
  const reached = await button.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
  });
  expect(reached, 'reached by a tap').toBe(true);
}

test.beforeAll(async () => {
  copy = mkdtempSync(path.join(os.tmpdir(), 'stagehouse-build-'));
  cpSync(path.join(built, 'dist'), dist(), { recursive: true });
  symlinkSync(path.join(built, 'dist-server'), path.join(copy, 'dist-server'));
  server = await ServerProcess.start({ STATIC_DIR: dist(), SEED_DEMO: '1' });
});

test.afterAll(async () => {
  await server.kill();
  rmSync(copy, { recursive: true, force: true });
});

test('a new version is offered beside the form, not over its buttons; Reload moves to it and the form comes back', async ({ browser }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ baseURL: server.url, viewport: phone });
  try {
    const page = await context.newPage();
    await signIn(page, 'stager@demo.test', 'demo1234');
    await page.goto('/list-furniture');
    await waitForServiceWorker(page);
    await fillHalfway(page);

    publishNewVersion();
    await lookForUpdate(page);
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toContainText('A new version of Stagehouse is ready.');
    await expect(page.getByLabel('Item name'), 'nothing reloads by itself').toHaveValue(halfway.name);
    for (const name of ['Reload', 'Later']) {
      const box = (await prompt.getByRole('button', { name }).boundingBox())!;
      expect(Math.min(box.width, box.height), name).toBeGreaterThanOrEqual(44);
    }
    await expectAccessible(page);
    // Where the lister is when done: at the end of the form, with its buttons.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    for (const name of ['Save Draft', 'List Furniture']) await expectUncovered(page.getByRole('button', { name, exact: true }), prompt);
    await page.evaluate(() => window.scrollTo(0, 0));

    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByTestId('unsent-form-offer')).toBeVisible();
    await expect(prompt).toHaveCount(0);
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting),
      'the new version is in use',
    ).toBeNull();
    await page.getByTestId('unsent-form-offer').getByRole('button', { name: 'Restore' }).click();
    await expectFilledHalfway(page);
  } finally {
    await context.close();
  }
});

test('Later hides the offer for the rest of the session; a new tab offers the version again', async ({ browser }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ baseURL: server.url, viewport: phone });
  try {
    const page = await context.newPage();
    await signIn(page, 'stager@demo.test', 'demo1234');
    await page.goto('/list-furniture');
    await waitForServiceWorker(page);
    await page.getByLabel('Item name').fill(halfway.name);

    publishNewVersion();
    await lookForUpdate(page);
    const prompt = page.getByTestId('update-prompt');
    await prompt.getByRole('button', { name: 'Later' }).click();
    await expect(prompt).toHaveCount(0);
    await expect(page.getByLabel('Item name')).toHaveValue(halfway.name);

    await page.reload();
    const other = await context.newPage();
    await other.goto('/list-furniture');
    await expect(other.getByTestId('update-prompt'), 'another session is offered the waiting version').toBeVisible();
    await expect(page.getByTestId('unsent-form-offer')).toBeVisible();
    await expect(prompt, 'put off in this one').toHaveCount(0);
  } finally {
    await context.close();
  }
});
