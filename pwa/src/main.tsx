/**
 * The browser entry. The app's code comes in pieces, each evaluated in a task of its own (React, then
 * the design system, which is then made, then the app), so a phone answers taps between them instead
 * of being held for the whole start-up at once. The pieces download together (see
 * pwa/build/paint-before-scripts.ts); only their evaluation is spread out.
 */
import { nextTask } from './lib/next-task';
// What the server draws by class is styled by the page itself, before any of the code arrives.
import './components/plain-controls.css';
import './components/held-taps.css';
import './components/touch-targets.css';
import './components/navigation.css';
import './components/piece-card.css';
import './features/map/nearby-list.css';
import './features/home/home-search.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/**
 * The app could not start (its code did not arrive: a connection lost, or a build replaced since the
 * page was drawn): taps are no longer held for it, and the page says so, with a way to load it again.
 */
function sayStartFailed() {
  document.documentElement.setAttribute('data-start-failed', '');
  const notice = document.createElement('div');
  notice.className = 'sh-start-failed';
  notice.setAttribute('role', 'alert');
  notice.textContent = 'Stagehouse could not start on this page. ';
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'sh-button sh-button-solid';
  reload.textContent = 'Reload';
  reload.addEventListener('click', () => window.location.reload());
  notice.append(reload);
  document.body.prepend(notice);
}

void (async () => {
  await import('react-dom/client');
  await nextTask();
  const { appSystem } = await import('./app/theme');
  await nextTask();
  appSystem();
  await nextTask();
  const { startApp } = await import('./app/start');
  await startApp(root);
})().catch((error: unknown) => {
  sayStartFailed();
  throw error;
});
