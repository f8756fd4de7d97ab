import { config } from 'zod/v4/core';

// Imported first by the page and the service worker: zod would otherwise try `new Function` to
// compile its parsers, which the Content-Security-Policy (no 'unsafe-eval') refuses and reports.
config({ jitless: true });
