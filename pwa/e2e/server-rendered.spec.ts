import { expect, test, type APIRequestContext } from './fixtures';
import { uniqueEmail, upcomingProperties, mapProperties } from './helpers';

interface ApiOpenHouse {
  id: number;
  address: string;
  heldPieceIds: string[];
  furniture: { id: string; name: string; status: string; price: number; images: string[]; category: string | null }[];
}

/** An open house still to come with a piece a buyer can have, in a category (the page names it). */
const houseWithPiece = async (request: APIRequestContext) => {
  for (const property of await upcomingProperties(request)) {
    const house = (await (await request.get(`/api/open-house/${property.id}`)).json()) as ApiOpenHouse;
    const piece = house.furniture.find(
      (f) => f.status === 'pending' && !house.heldPieceIds.includes(f.id) && f.images.length > 0 && f.category !== null,
    );
    if (piece) return { house, piece };
  }
  throw new Error('no open house to come with an available piece in the demo data');
};

/** Without JavaScript no app ever runs: a navigation waits for nothing but the page. */
const noScript = { waitUntil: 'commit' } as const;

test.describe('pages drawn by the server', () => {
  test('a visitor without JavaScript reads every public page: its title, its heading, the open houses, the pieces and the companies', async ({
    browser,
    request,
  }) => {
    const { house, piece } = await houseWithPiece(request);
    const upcoming = await mapProperties(request);
    const [company] = (await (await request.get('/api/companies?type=all&sort=featured')).json()) as { name: string }[];
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto('/', noScript);
      await expect(page.getByRole('heading', { level: 1, name: 'Staged furniture from open houses' })).toBeVisible();

      await page.goto('/map', noScript);
      await expect(page).toHaveTitle('Browse Furniture | Stagehouse');
      const nearby = page.getByTestId('nearby-list').getByRole('listitem');
      await expect(nearby).toHaveCount(Math.min(12, upcoming.length));
      expect(upcoming.map((p) => p.address)).toContain(await nearby.first().getByRole('link').textContent());

      await page.goto(`/open-house/${house.id}`, noScript);
      await expect(page).toHaveTitle(`${house.address} | Stagehouse`);
      await expect(page.getByRole('heading', { level: 1, name: house.address })).toBeVisible();
      const card = page.getByTestId('furniture-card').filter({ hasText: piece.name });
      // The card shows the photo itself, or the thumbnail the server made of an upload.
      const photo = piece.images[0]!.replace(/\.webp$/, '');
      await expect(card.getByRole('img', { name: piece.name })).toHaveAttribute('src', new RegExp(`^${photo}(-thumb)?\\.webp$`));

      await page.goto(`/piece/${piece.id}`, noScript);
      await expect(page).toHaveTitle(`${piece.name} | Stagehouse`);
      await expect(page.getByRole('heading', { level: 1, name: piece.name })).toBeVisible();
      await expect(page.getByText(`$${piece.price.toLocaleString('en-US')}`).first()).toBeVisible();
      const { categories } = (await (await request.get('/api/ui-content')).json()) as { categories: { value: string; name: string }[] };
      const named = categories.find((c) => c.value === piece.category)!.name;
      await expect(page.getByText(named, { exact: true }).first(), 'the category by the back office name').toBeVisible();

      await page.goto('/browse-companies', noScript);
      await expect(page.getByRole('heading', { level: 2, name: company!.name })).toBeVisible();

      await page.goto('/login', noScript);
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('an open house or a piece that does not exist answers 404 with its page', async ({ request, baseURL }) => {
    const house = await request.get('/open-house/99999999');
    expect(house.status()).toBe(404);
    expect(await house.text()).toContain('Open House Not Found');
    const piece = await request.get('/piece/00000000-0000-4000-8000-000000000000');
    expect(piece.status()).toBe(404);
    expect(await piece.text()).toContain('Piece not found');
    // An id in any other than its one form, or a path that is not a page, is left to the app in the
    // browser: the app shell, drawn and read by nothing on the server.
    for (const odd of ['/piece/x%3Fq%3D1%23y', '/open-house/0x1', '/open-house/+1', '/company/1e0', '/company/%201', '//map']) {
      const answer = await request.get(`${baseURL}${odd}`);
      expect(answer.status(), odd).toBe(200);
      expect(await answer.text(), odd).not.toContain('server-data');
    }
    // A path that climbs is refused, or left to the browser: nothing on the server reads another answer.
    for (const climbing of ['/open-house/..%2F1', '/piece/..%2F..%2Fui-content', '/piece/%2E%2E%2Fcompanies']) {
      const answer = await request.get(climbing);
      expect([200, 403, 404]).toContain(answer.status());
      const data = /id="server-data">([^<]*)</.exec(await answer.text())?.[1];
      const read = Object.keys(data ? (JSON.parse(data) as object) : {}).filter((path) => path !== '/api/ui-content');
      expect(
        read.every((path) => /^\/api\/(open-house|piece)\/[^/]*$/.test(path)),
        read.join(),
      ).toBe(true);
    }
  });

  test('a signed-in owner opening their draft finds it: the page asks again with their session', async ({ page }) => {
    const email = uniqueEmail('draft-owner');
    expect(
      (
        await page.request.post('/api/auth/register', {
          data: { email, password: 'secret123', firstName: 'Dee', lastName: 'Raft', userType: 'stager' },
        })
      ).status(),
    ).toBe(201);
    const created = await page.request.post('/api/furniture', {
      data: {
        status: 'draft',
        name: 'Unlisted Oak Bench',
        price: '120',
        description: 'Oak',
        category: 'tables',
        room: 'Living Room',
        condition: 'good',
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const visitor = await page.request.get(`/piece/${id}`, { headers: { cookie: '' } });
    expect(visitor.status(), 'a visitor does not find a draft').toBe(404);
    await page.goto(`/piece/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Unlisted Oak Bench' })).toBeVisible();
    await expect(page.getByText('Dining', { exact: true }), 'tables by the back office name').toBeVisible();
    await expect(page.getByText('Tables', { exact: true })).toHaveCount(0);
  });

  test('the app takes over the drawn page as it is, from the answers it came with, and logs no error', async ({ page, request }) => {
    const { house, piece } = await houseWithPiece(request);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const reads: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/(open-house|piece|properties-with-furniture|companies|ui-content)/.test(r.url())) reads.push(new URL(r.url()).pathname);
    });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/index-*.js', async (route) => {
      await held;
      await route.continue();
    });

    await page.goto(`/open-house/${house.id}`, { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1, name: house.address });
    await expect(heading).toBeVisible();
    await heading.evaluate((h) => Object.assign(window, { drawnHeading: h }));
    release();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    expect(
      await heading.evaluate((h) => h === (window as unknown as { drawnHeading: Element }).drawnHeading),
      'the same element: hydrated, not drawn again',
    ).toBe(true);
    await page
      .getByTestId('furniture-card')
      .filter({ hasText: piece.name })
      .getByRole('button', { name: `Save ${piece.name}` })
      .click();
    await expect(page.getByRole('button', { name: `Remove ${piece.name} from saved pieces` }).first()).toBeVisible();
    expect(reads, 'the page came with its answers').toEqual([]);

    for (const path of ['/', '/map', `/piece/${piece.id}`, '/saved-pieces', '/browse-companies', '/login']) await page.goto(path);
    expect(errors).toEqual([]);
  });

  test('a shared piece or open house link previews: Open Graph and Twitter tags, and schema.org data, with absolute photo links', async ({
    request,
    baseURL,
  }) => {
    const { house, piece } = await houseWithPiece(request);
    // The server's public address (PUBLIC_URL, by default http://localhost and its port), not the address asked.
    const site = `http://localhost:${new URL(baseURL!).port}`;
    const headOf = async (path: string) => {
      const html = await (await request.get(path)).text();
      const tag = (name: string) => html.match(new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)">`))?.[1];
      const data = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!) as Record<string, unknown>;
      return { tag, data };
    };

    const shared = await headOf(`/piece/${piece.id}`);
    expect(shared.tag('og:title')).toBe(`${piece.name}: $${piece.price.toLocaleString('en-US')}`);
    expect(shared.tag('og:type')).toBe('product');
    expect(shared.tag('og:url')).toBe(`${site}/piece/${piece.id}`);
    expect(shared.tag('og:image')).toBe(`${site}${piece.images[0]}`);
    expect(shared.tag('twitter:card')).toBe('summary_large_image');
    expect(shared.tag('product:price:amount')).toBe(piece.price.toFixed(2));
    expect(shared.data).toMatchObject({
      '@type': 'Product',
      name: piece.name,
      offers: { '@type': 'Offer', price: piece.price.toFixed(2), priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
    expect((await request.get(piece.images[0]!)).ok()).toBe(true);

    const event = await headOf(`/open-house/${house.id}`);
    expect(event.tag('og:title')).toBe(`Open house: ${house.address}`);
    expect(event.data).toMatchObject({ '@type': 'Event', location: { '@type': 'Place', name: house.address } });
  });
});
