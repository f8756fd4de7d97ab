import { Validator } from '@seriousme/openapi-schema-validator';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@stagehouse/shared/api-paths';
import { endpoints } from '@stagehouse/shared/endpoints';
import { testApp } from '../../test/test-app';

describe('the API reference', () => {
  it('serves a valid OpenAPI 3.1 document with every endpoint of the table, at its method and path', async () => {
    const { app } = await testApp();
    const answer = await request(app.callback()).get(apiPaths.openApi).expect(200);
    const validator = new Validator();
    const checked = await validator.validate(structuredClone(answer.body) as Parameters<Validator['validate']>[0]);
    expect(checked.errors ?? []).toEqual([]);
    expect(checked.valid).toBe(true);
    const document = answer.body as { paths: Record<string, Record<string, { operationId: string; security: unknown[] }>> };
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const operation = document.paths[endpoint.path.replace(/:(\w+)/g, '{$1}')]?.[endpoint.method.toLowerCase()];
      expect(operation?.operationId, name).toBe(name);
    }
    // A query's fields are its parameters, as a client sends them.
    const map = document.paths[apiPaths.propertiesWithFurniture]!.get as unknown as { parameters: { name: string; in: string }[] };
    expect(map.parameters.map((p) => `${p.in}:${p.name}`)).toEqual(['query:city', 'query:zip', 'query:bbox']);
    // A file goes as a multipart form's `file` field; a body as JSON.
    const upload = document.paths[apiPaths.contactsImport]!.post as unknown as { requestBody: { content: Record<string, unknown> } };
    expect(Object.keys(upload.requestBody.content)).toEqual(['multipart/form-data']);
    const login = document.paths[apiPaths.login]!.post as unknown as { requestBody: { content: Record<string, unknown> } };
    expect(Object.keys(login.requestBody.content)).toEqual(['application/json']);
  });

  it('serves a page to read it, from files of its own under a policy that runs no inline script', async () => {
    const { app } = await testApp();
    const http = request(app.callback());
    const page = await http.get(apiPaths.docs).expect(200).expect('Content-Type', /html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    expect(page.text).not.toMatch(/<script>|https?:\/\//);
    const files = [...page.text.matchAll(/(?:src|href)="(\/api\/docs\/[^"]+)"/g)].map(([, url]) => url!);
    expect(files).toHaveLength(3);
    for (const file of files) await http.get(file).expect(200);
    expect((await http.get(apiPaths.docsFile('start.js'))).text).toContain(apiPaths.openApi);
  });

  it('serves no other file of the package, nor any beyond it', async () => {
    const { app } = await testApp();
    const http = request(app.callback());
    for (const file of ['index.html', 'package.json', '..%2Fpackage.json', '..%2F..%2Fpackage.json', 'swagger-ui-bundle.js.map'])
      await http.get(`/api/docs/${file}`).expect(404);
  });
});
