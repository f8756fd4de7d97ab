import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@stagehouse/shared/api-paths';
import { visitorReader } from './http/public-reads';
import { pageReads } from './routes';
import { testApp } from './test/test-app';

describe('the reads a server-drawn page makes', () => {
  it('answer exactly what the API answers a visitor, without a request', async () => {
    const { app, db, config } = await testApp({ SEED_DEMO: '1' });
    const http = request(app.callback());
    const read = visitorReader(db, pageReads(config));
    const houses = (await http.get(apiPaths.propertiesWithFurniture)).body as { id: number; ownerId?: number }[];
    const house = (await http.get(apiPaths.openHouse(houses[0]!.id))).body as { furniture: { id: string }[] };
    const companies = (await http.get(apiPaths.companies)).body as { id: number }[];
    const paths = [
      apiPaths.uiContent,
      apiPaths.propertiesWithFurniture,
      `${apiPaths.propertiesWithFurniture}?city=denver`,
      apiPaths.openHouse(houses[0]!.id),
      apiPaths.piece(house.furniture[0]!.id),
      apiPaths.companies,
      `${apiPaths.companies}?q=staging`,
      apiPaths.companyLocations,
      apiPaths.company(companies[0]!.id),
    ];
    for (const path of paths) {
      const answer = await http.get(path);
      expect(answer.status, path).toBe(200);
      expect(await read(path), path).toEqual(answer.body);
    }
  });

  it('give null for what the API answers 404, and undefined for what it refuses or does not serve', async () => {
    const { db, config } = await testApp();
    const read = visitorReader(db, pageReads(config));
    expect(await read(apiPaths.openHouse(999_999))).toBeNull();
    expect(await read('/api/open-house/abc')).toBeNull();
    expect(await read(apiPaths.piece('00000000-0000-4000-8000-000000000000'))).toBeNull();
    expect(await read(`${apiPaths.propertiesWithFurniture}?bbox=not-a-box`)).toBeUndefined();
    expect(await read('/api/Open-House/1')).toBeUndefined();
    expect(await read('/api/open-house/1/')).toBeUndefined();
    expect(await read('/api/auth/me')).toBeUndefined();
    expect(await read('/api/open-house/%E0%A4%A')).toBeUndefined();
    // Refused as the API refuses it: PostgreSQL stores no NUL, and SQLite would cut the search there.
    expect(await read('/api/companies?search=%00')).toBeUndefined();
    expect(await read('/api/companies?search=a%00&x=%zz')).toBeUndefined();
    expect(await read('/api/company/%00')).toBeUndefined();
  });
});
