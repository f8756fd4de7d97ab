import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface ApiProperty {
  id: number;
  address: string;
  city: string;
  zipCode: string;
  furnitureCount: number;
  companyId: number;
}

export const apiProperties = async (request: APIRequestContext, query = ''): Promise<ApiProperty[]> =>
  (await request.get(`/api/properties-with-furniture${query ? `?${query}` : ''}`)).json();

/** Waits until the service worker controls the page, so offline reloads are served from its cache. */
export const waitForServiceWorker = async (page: Page): Promise<void> => {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
    }
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
};

export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@mail.example`;
