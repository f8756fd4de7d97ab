import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

const listeners = new Map<string, (event: { isUpdate?: boolean }) => void>();
const messageSkipWaiting = vi.fn();

vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, listener: (event: { isUpdate?: boolean }) => void) {
      listeners.set(type, listener);
    }
    register() {
      return Promise.resolve();
    }
    messageSkipWaiting = messageSkipWaiting;
  },
}));

describe('UpdatePrompt', () => {
  it('offers a reload when a new version is waiting and tells the worker to take over', async () => {
    vi.stubEnv('DEV', false);
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    const { UpdatePrompt } = await import('./update-prompt');
    render(
      <ChakraProvider value={defaultSystem}>
        <UpdatePrompt />
      </ChakraProvider>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    await vi.waitFor(() => expect(listeners.has('waiting'), 'registered once its helper has loaded').toBe(true));
    act(() => listeners.get('waiting')?.({}));
    expect(screen.getByRole('alert')).toHaveTextContent('A new version of Stagehouse is ready.');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(messageSkipWaiting).toHaveBeenCalledOnce();
    vi.unstubAllEnvs();
  });
});
