import './zod-config';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { appSystem } from './app/theme';
import { readServerAnswers, ServerAnswersProvider } from './lib/server-data';
import { startHydrating } from './lib/use-browser-value';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// A first visit gets the page rendered by the server; the service worker answers later visits with the app shell.
const serverRendered = root.firstElementChild !== null;
/** Lets the browser paint and answer input between the pieces of start-up work. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// Not awaited at the top level: the routes' code imports this module, which must finish evaluating first.
void (async () => {
  await nextTask();
  appSystem();
  await nextTask();
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
  // A transition: React renders in slices and lets the phone answer taps in between.
  if (serverRendered) startHydrating();
  startTransition(() => {
    if (serverRendered) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
})();
