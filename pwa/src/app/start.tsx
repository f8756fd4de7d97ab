import '../zod-config';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { readServerAnswers, ServerAnswersProvider } from '../lib/server-data';
import { startHydrating } from '../lib/hydration';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

/**
 * Hydrates the page the server drew into `root` (a first visit), or renders the app into the empty
 * shell (the service worker's answer to later visits), in a transition: React renders in slices and
 * lets the phone answer taps in between.
 */
export async function startApp(root: HTMLElement): Promise<void> {
  const serverRendered = root.firstElementChild !== null;
  const router = await createAppRouter(serverRendered);
  const app = (
    <StrictMode>
      <ServerAnswersProvider value={readServerAnswers()}>
        <AppProvider>
          <RouterProvider router={router} />
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
