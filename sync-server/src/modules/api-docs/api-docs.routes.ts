import { createRequire } from 'node:module';
import path from 'node:path';
import { apiPaths } from '@stagehouse/shared/api-paths';
import send from 'koa-send';
import type { Deps } from '../../deps';
import { apiRouter } from '../../http/api-router';
import { addEndpoint } from '../../http/endpoint-routes';
import { notFound } from '../../http/errors';
import { sessionCookie } from '../../http/session';
import { openApiDocument } from './openapi';

/** Swagger UI's files, from its npm package; nothing comes from another site. */
const swaggerDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const swaggerFiles = new Set(['swagger-ui.css', 'swagger-ui-bundle.js']);

/** Starts Swagger UI on the document: a file, as the page's policy lets no inline script run. */
const starter = `window.addEventListener('load', () => {
  window.ui = SwaggerUIBundle({ url: ${JSON.stringify(apiPaths.openApi)}, dom_id: '#reference', deepLinking: true });
});
`;

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Stagehouse API reference</title>
    <link rel="icon" href="/icons/favicon.svg" type="image/svg+xml">
    <link rel="stylesheet" href="${apiPaths.docsFile('swagger-ui.css')}">
  </head>
  <body>
    <main id="reference"></main>
    <script src="${apiPaths.docsFile('swagger-ui-bundle.js')}"></script>
    <script src="${apiPaths.docsFile('start.js')}"></script>
  </body>
</html>
`;

/** Only what the reference page needs: its own scripts and styles (Swagger UI sets style attributes), and the document. */
const pagePolicy =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; " +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The API's reference: the OpenAPI document made from the endpoint table, and a page to read it. */
export const apiDocsRoutes = ({ config }: Deps) => {
  // Made on the first request, not at start-up: some 60 ms that most starts never need.
  let document: ReturnType<typeof openApiDocument> | undefined;
  const router = apiRouter();
  addEndpoint(router, 'openApi', (ctx) => {
    ctx.body = document ??= openApiDocument(config.version, sessionCookie);
  });
  addEndpoint(router, 'docs', (ctx) => {
    ctx.set('Content-Security-Policy', pagePolicy);
    ctx.type = 'html';
    ctx.body = page;
  });
  addEndpoint(router, 'docsFile', async (ctx) => {
    const file = ctx.params.file ?? '';
    ctx.set('Cache-Control', 'public, max-age=86400');
    if (file === 'start.js') {
      ctx.type = 'js';
      ctx.body = starter;
    } else if (swaggerFiles.has(file)) await send(ctx, file, { root: swaggerDir });
    else throw notFound();
  });
  return router;
};
