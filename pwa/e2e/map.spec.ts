import { expect, test } from './fixtures';
import { expectAccessible } from './axe';
import { longDayOf, shortDayOf } from '@stagehouse/shared/en-us';
import { maxNearbyHouses } from '@stagehouse/shared/map-grid';
import { formatUsd } from '@stagehouse/shared/money';
import { type MapProperty, scrollNearbyListToEnd, mapProperties, waitForServiceWorker } from './helpers';

const lookOf = (element: Element) => {
  const style = getComputedStyle(element);
  return { background: style.backgroundColor, radius: style.borderRadius };
};

const piecesName = (p: MapProperty) =>
  `${p.address}: ${p.furnitureCount} ${p.furnitureCount === 1 ? 'piece' : 'pieces'}, ${p.openHouseDate ? shortDayOf(p.openHouseDate) : 'date to be announced'}`;

/** Houses other tests add may share a zip and a point with a seeded one, and a shared point is drawn as a cluster. */
const aloneInItsZip = (all: MapProperty[]) => {
  const counts = new Map<string, number>();
  for (const p of all) counts.set(p.zipCode, (counts.get(p.zipCode) ?? 0) + 1);
  const lonely = all.find((p) => counts.get(p.zipCode) === 1);
  if (!lonely) throw new Error('every upcoming open house shares its zip with another');
  return lonely;
};

test.describe('Map', () => {
  test('filters by city and zip change the count and the list, and live in the URL', async ({ page, request }) => {
    const all = await mapProperties(request);
    const denver = await mapProperties(request, 'city=Denver');
    const zip941 = await mapProperties(request, 'zip=941');
    expect(denver.length).toBeGreaterThan(0);

    await page.goto('/map');
    await expect(page.getByTestId('properties-count')).toHaveText(`${all.length} Properties`);
    await scrollNearbyListToEnd(page, all.length);
    await expect(page.getByTestId('nearby-more')).toHaveCount(0);
    await expectAccessible(page);

    await page.getByLabel('City').selectOption('Denver, CO');
    await expect(page.getByTestId('properties-count')).toHaveText(`${denver.length} Properties`);
    await expect(page.getByTestId('nearby-list').getByRole('listitem')).toHaveCount(denver.length);
    for (const text of await page.getByTestId('nearby-list').getByRole('listitem').allTextContents()) expect(text).toContain('Denver, CO');
    await expect(page).toHaveURL(/city=Denver/);

    await page.reload();
    await expect(page.getByTestId('properties-count')).toHaveText(`${denver.length} Properties`);

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await page.getByLabel('Zip code').fill('941');
    await expect(page.getByTestId('properties-count')).toHaveText(`${zip941.length} Properties`);
    await page.getByLabel('Zip code').fill('00000');
    await expect(page.getByText('No properties found with your current filters.')).toBeVisible();
    await expect(page.getByTestId('properties-count')).toHaveText('0 Properties');
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByTestId('properties-count')).toHaveText(`${all.length} Properties`);
  });

  test('a marker shows a hover card with a photo, the day and the lowest prices, and opens its modal, which leads to the open house', async ({
    page,
    request,
  }) => {
    const lonely = aloneInItsZip((await mapProperties(request)).filter((p) => p.photo !== null && p.openHouseDate !== null));
    const prices = `From ${lonely.prices.map(formatUsd).join(' · ')}`;

    await page.goto(`/map?zip=${lonely.zipCode}`);
    await expect(page.getByTestId('properties-count')).toHaveText('1 Properties');
    const marker = page.getByRole('button', { name: piecesName(lonely) });
    await marker.hover();
    const card = page.getByTestId('marker-card');
    await expect(card).toContainText(lonely.address);
    await expect(card).toContainText(`Open house: ${longDayOf(lonely.openHouseDate!)}`);
    await expect(card).toContainText(prices);
    await expect(card.locator('img')).toHaveAttribute('src', lonely.photo!);
    await marker.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(lonely.address);
    await expect(dialog).toContainText(`${lonely.furnitureCount} item`);
    await expect(dialog).toContainText(prices);
    await expect(dialog.locator('img')).toHaveAttribute('src', lonely.photo!);
    await dialog.getByRole('link', { name: 'View Open House' }).click();
    await expect(page).toHaveURL(new RegExp(`/open-house/${lonely.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: lonely.address })).toBeVisible();
  });

  test('clusters dense markers and zooms in on a cluster', async ({ page }) => {
    await page.goto('/map');
    const clusters = page.getByRole('button', { name: /open houses here: zoom in/ });
    const singles = page.getByRole('button', { name: /: \d+ pieces?, / });
    await expect(clusters.first()).toBeVisible();
    const clustersBefore = await clusters.count();
    for (let i = 0; i < 5 && (await singles.count()) === 0; i += 1) {
      await clusters.first().click();
      await page.waitForTimeout(700);
    }
    expect(await singles.count()).toBeGreaterThan(0);
    expect(clustersBefore).toBeGreaterThan(0);
  });

  test('Search this area filters the list to the visible map', async ({ page, request }) => {
    const all = await mapProperties(request);
    await page.goto('/map?city=Seattle%2C%20WA');
    await expect(page.getByTestId('properties-count')).not.toHaveText('0 Properties');
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByTestId('properties-count')).toHaveText(`${all.length} Properties`);
    for (let i = 0; i < 3; i += 1) {
      await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
      await page.waitForTimeout(350);
    }
    await page.getByRole('button', { name: 'Search this area' }).click();
    await expect(page).toHaveURL(/bbox=/);
    const shown = Number((await page.getByTestId('properties-count').textContent())?.split(' ')[0]);
    expect(shown).toBeLessThan(all.length);
  });

  test('a small screen gets a modal on tap', async ({ page, request }) => {
    const target = aloneInItsZip(await mapProperties(request));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/map?zip=${target.zipCode}`);
    await expect(page.getByTestId('properties-count')).toHaveText('1 Properties');
    const marker = page.getByRole('button', { name: piecesName(target) });
    await marker.click();
    await expect(page.getByRole('dialog')).toContainText(target.address);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('past open houses stay off the map until Show past is on, and are labelled Past', async ({ page, request }) => {
    const all = await mapProperties(request, 'past=1');
    const upcoming = await mapProperties(request);
    const past = all.filter((p) => p.over);
    expect(upcoming.length + past.length).toBe(all.length);
    expect(past.length).toBeGreaterThan(0);
    const list = page.getByTestId('nearby-list').getByRole('listitem');

    await page.goto('/map');
    await expect(page.getByTestId('properties-count')).toHaveText(`${upcoming.length} Properties`);
    await scrollNearbyListToEnd(page, upcoming.length);
    await expect(list.filter({ hasText: past[0]!.address })).toHaveCount(0);
    await expect(list.filter({ hasText: 'Past' })).toHaveCount(0);

    const showPast = page.getByRole('switch', { name: 'Show past' });
    await expect(showPast).not.toBeChecked();
    // The input is visually hidden: a person clicks its label.
    await page.getByText('Show past', { exact: true }).click();
    await expect(showPast).toBeChecked();
    await expect(page.getByTestId('properties-count')).toHaveText(`${all.length} Properties`);
    // The list holds the 48 nearest at most: of those, the past ones say so.
    await scrollNearbyListToEnd(page, Math.min(all.length, maxNearbyHouses));
    const listed = await list.getByRole('link').allTextContents();
    const pastListed = past.filter((p) => listed.includes(p.address));
    expect(pastListed.length).toBeGreaterThan(0);
    await expect(list.filter({ hasText: pastListed[0]!.address })).toContainText('Past');
    await expect(list.filter({ has: page.getByText('Past', { exact: true }) })).toHaveCount(pastListed.length);
    await expect(page).toHaveURL(/past=1/);
    await expectAccessible(page);

    // A past house alone in its zip code: its marker's card and dialog say Past too.
    const zipCount = (zip: string) => all.filter((p) => p.zipCode.includes(zip)).length;
    const lonely = past.find((p) => zipCount(p.zipCode) === 1)!;
    await page.goto(`/map?zip=${lonely.zipCode}`);
    await expect(page.getByTestId('properties-count')).toHaveText('0 Properties');
    await page.getByText('Show past', { exact: true }).click();
    await expect(page.getByTestId('properties-count')).toHaveText('1 Properties');
    const marker = page.getByRole('button', { name: `${piecesName(lonely)} (past open house)` });
    await marker.hover();
    await expect(page.getByTestId('marker-card')).toContainText('Past');
    await marker.click();
    await expect(page.getByRole('dialog')).toContainText(lonely.address);
    await expect(page.getByRole('dialog')).toContainText('Past');

    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByRole('switch', { name: 'Show past' })).not.toBeChecked();
    await expect(page.getByTestId('properties-count')).toHaveText(`${upcoming.length} Properties`);
  });

  test('at city zoom the bundled map draws state and county lines, water, and the names of the city and its neighbourhoods', async ({
    page,
  }) => {
    await page.goto('/map?city=Denver%2C%20CO');
    const map = page.getByTestId('map');
    await expect(map.locator('.sh-house-icon, .sh-cluster-icon').first()).toBeVisible();
    await expect(map.locator('.leaflet-sh-land-pane path.sh-state-lines')).toHaveCount(11);
    await expect(map.locator('.leaflet-sh-water-pane path.sh-rivers')).toHaveCount(1);
    const countyLines = map.locator('.leaflet-sh-land-pane path.sh-county-lines');
    await expect(countyLines).toHaveCount(1);
    // Leaflet leaves a line out of view as "M0 0": a drawn one has at least one segment.
    await expect(countyLines).toHaveAttribute('d', /^M.*L/);
    await expect(map.locator('.leaflet-sh-labels-pane .sh-town-name', { hasText: /^Denver$/ })).toBeVisible();

    // Zoomed out to the whole West, county lines give way and state names and the larger cities show.
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(countyLines).toHaveCount(0);
    await expect(map.locator('.sh-state-name', { hasText: 'Montana' })).toBeVisible();
    await expect(map.locator('.sh-town-name', { hasText: /^Seattle$/ })).toBeVisible();
    await expect(map.locator('.sh-town-name', { hasText: /^Santa Ana$/ })).toHaveCount(0);

    // In a large city, its neighbourhoods are written too, from the bundled list of towns.
    await page.goto('/map?city=Los%20Angeles%2C%20CA');
    await expect(map.locator('.sh-town-name', { hasText: /^Los Angeles$/ })).toBeVisible();
    await expect(map.locator('.sh-town-name', { hasText: /^Echo Park$/ })).toBeVisible();
    await expect(map.locator('.sh-town-name', { hasText: /^Silver Lake$/ })).toBeVisible();
  });

  test('cluster badges and single-house pins differ in look and in name, and the legend tells them apart', async ({ page }) => {
    await page.goto('/map');
    const clusters = page.locator('.sh-cluster-icon');
    await expect(clusters.first()).toBeVisible();
    for (const title of await clusters.evaluateAll((icons) => icons.map((i) => i.getAttribute('title'))))
      expect(title).toMatch(/^\d+ open houses here: zoom in$/);
    await expect(page.getByTestId('map-legend')).toContainText('Several open houses');
    await expect(page.getByTestId('map-legend')).toContainText('Pieces at one open house');
    const cluster = await clusters.first().locator('.sh-cluster').evaluate(lookOf);

    await page.goto('/map?city=Denver%2C%20CO');
    const pins = page.locator('.sh-house-icon');
    await expect(pins.first()).toBeVisible();
    for (const title of await pins.evaluateAll((icons) => icons.map((i) => i.getAttribute('title'))))
      expect(title).toMatch(/^.+: \d+ pieces?, (\w{3}, \w{3} \d{1,2}|date to be announced)$/);

    const pin = await pins.first().locator('.sh-marker').evaluate(lookOf);
    expect(cluster.background).not.toBe(pin.background);
    expect(cluster.radius).not.toBe(pin.radius);
  });
});

test('offline, the map says so and shows the open houses kept on this device, drawn and listed', async ({ page, context, request }) => {
  const denver = await mapProperties(request, 'city=Denver%2C%20CO');
  const drawn = (await (await request.get('/api/map?city=Denver%2C%20CO')).json()) as { pins: { id: number }[]; nearby: { id: number }[] };
  await page.goto('/map?city=Denver%2C%20CO');
  await expect(page.getByTestId('properties-count')).toHaveText(`${denver.length} Properties`);
  await expect(page.getByTestId('nearby-list').getByRole('listitem')).toHaveCount(Math.min(12, denver.length));
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  // The houses the map drew as pins and the list showed were kept: the map and the list are drawn from them.
  const kept = new Set([...drawn.pins, ...drawn.nearby].map(({ id }) => id)).size;
  await expect(page.getByTestId('properties-count')).toHaveText(`${kept} Properties`);
  await expect(page.getByTestId('nearby-list').getByRole('listitem')).toHaveCount(Math.min(12, kept));
  await expect(page.getByTestId('map').locator('.sh-house-icon, .sh-cluster-icon').first()).toBeVisible();
  await expectAccessible(page);
  await context.setOffline(false);
});

test('online, a map the server fails to answer says it could not load, not that the buyer is offline', async ({ page }) => {
  await page.goto('/map?city=Denver%2C%20CO');
  await expect(page.getByTestId('nearby-list').getByRole('listitem').first()).toBeVisible();
  await page.route('**/api/map?**', (route) => route.abort('connectionrefused'));
  await page.getByLabel('City').selectOption('Los Angeles, CA');
  await expect(page.getByRole('alert').filter({ hasText: 'Could not load open houses' })).toBeVisible();
  await expect(page.getByText('You are offline')).toHaveCount(0);
});
