import helmet from 'koa-helmet';
import type { Middleware } from 'koa';

/** nosniff, framing denied, a strict referrer policy and a CSP the app itself passes (map tiles from MAP_TILE_URL). */
export const securityHeaders = (mapTileUrl: string | null): Middleware =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Chakra UI (Emotion) and Leaflet set style attributes and inject style tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(mapTileUrl ? [new URL(mapTileUrl.replace(/[{}]/g, '')).origin] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
  }) as Middleware;
