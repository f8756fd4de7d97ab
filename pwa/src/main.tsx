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
import './components/furniture-card.css';
import './features/map/nearby-list.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

void (async () => {
  await import('react-dom/client');
  await nextTask();
  const { appSystem } = await import('./app/theme');
  await nextTask();
  appSystem();
  await nextTask();
  const { startApp } = await import('./app/start');
  await startApp(root);
})();
