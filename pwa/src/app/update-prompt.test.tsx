import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = (event: { isUpdate?: boolean; wasWaitingBeforeRegister?: boolean }) => void;

const listeners = new Map<string, Listener>();
const messageSkipWaiting = vi.fn();
const registration = { waiting: {} as object | null };

vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, listener: Listener) {
      listeners.set(type, listener);
    }
    register() {
      return Promise.resolve(registration);
    }
    messageSkipWaiting = messageSkipWaiting;
  },
}));

const reload = vi.fn();

beforeEach(() => {
  vi.stubEnv('DEV', false);
  vi.stubGlobal('location', { ...window.location, reload });
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  listeners.clear();
  registration.waiting = {};
  sessionStorage.clear();
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** The prompt, once its helper has loaded and a new version waits (`event` as workbox-window sends it). */
async function renderWaiting(event: Parameters<Listener>[0] = {}) {
  const { UpdatePrompt } = await import('./update-prompt');
  const view = render(
    <ChakraProvider value={defaultSystem}>
      <UpdatePrompt />
    </ChakraProvider>,
  );
  expect(screen.queryByRole('status')).toBeNull();
  await vi.waitFor(() => expect(listeners.has('waiting'), 'registered once its helper has loaded').toBe(true));
  await act(async () => {
    await Promise.resolve();
    listeners.get('waiting')?.(event);
  });
  return view;
}

describe('UpdatePrompt', () => {
  it('offers the new version; Reload tells the worker to take over and reloads once it has', async () => {
    await renderWaiting();
    expect(screen.getByRole('status')).toHaveTextContent('A new version of Stagehouse is ready.');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload, 'not before the new version controls the page').not.toHaveBeenCalled();
    act(() => listeners.get('controlling')?.({ isUpdate: true }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does not reload a page whose user did not ask, when another tab moves to the new version', async () => {
    await renderWaiting();
    registration.waiting = null;
    act(() => listeners.get('controlling')?.({ isUpdate: true }));
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(messageSkipWaiting, 'nothing waits any more').not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('Later hides it for this version in this tab; a version that arrives later is offered again', async () => {
    const { unmount } = await renderWaiting();
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(messageSkipWaiting).not.toHaveBeenCalled();
    unmount();

    // The page reloaded: the same version still waits.
    await renderWaiting({ wasWaitingBeforeRegister: true });
    expect(screen.queryByRole('status')).toBeNull();
    // A newer one installs while the page is open.
    act(() => listeners.get('waiting')?.({}));
    expect(screen.getByRole('status')).toHaveTextContent('A new version of Stagehouse is ready.');
  });
});
