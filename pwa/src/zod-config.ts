// Imported first by the page and the service worker: zod would otherwise try `new Function` to
// compile its parsers, which the Content-Security-Policy (no 'unsafe-eval') refuses and reports.
// zod keeps its settings on globalThis and takes those found there when it loads, so they are set
// without loading zod with the page (zod-config.test.ts checks zod still reads them).
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };
