import { z } from 'zod';

// Imported first by the page and the service worker: zod would otherwise try `new Function` to
// compile its parsers, which the Content-Security-Policy (no 'unsafe-eval') refuses and reports.
z.config({ jitless: true });
