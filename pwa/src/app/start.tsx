import '../zod-config';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { readAnswersWith } from '../lib/api';
import { loadEndpointPart } from '../lib/endpoint-parts';
import { readServerAnswers, ServerAnswersProvider } from '../lib/server-data';
import { startHydrating } from '../lib/hydration';
import { AppProvider } from './provider';
import { loadRouteCode } from './route-code';
import { AppRoutes } from './routes';

readAnswersWith(loadEndpointPart);

/**
 * Hydrates the page the server drew into `root` (a first visit), or renders the app into the empty
 * shell (the service worker's answer to later visits), in a transition: React renders in slices and
 * lets the phone answer taps in between.
 */
export async function startApp(root: HTMLElement): Promise<void> {
  const serverRendered = root.firstElementChild !== null;
  if (serverRendered) await loadRouteCode(window.location.pathname);
  const app = (
    <StrictMode>
      <ServerAnswersProvider value={readServerAnswers()}>
        <AppProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProvider>
      </ServerAnswersProvider>
    </StrictMode>
  );
  if (serverRendered) startHydrating();
  startTransition(() => {
    if (serverRendered) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}
