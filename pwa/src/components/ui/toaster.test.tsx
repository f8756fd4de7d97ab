import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster, showNotice } from './toaster';

/** jsdom lays nothing out: the header reports the box it is given, and each observed element is measured once. */
const headerOf = (bottom: number) => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly measured: () => void) {}
      observe() {
        this.measured();
      }
      disconnect() {}
    },
  );
  const header = document.body.appendChild(document.createElement('header'));
  header.getBoundingClientRect = () => ({ top: 0, bottom, height: bottom }) as DOMRect;
  return header;
};

const renderToaster = () =>
  render(
    <ChakraProvider value={defaultSystem}>
      <Toaster />
    </ChakraProvider>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  document.querySelector('header')?.remove();
});

describe('showNotice', () => {
  it('shows one notice at a time: a new one replaces the last', async () => {
    headerOf(61);
    renderToaster();
    act(() => showNotice({ title: 'Added to saved pieces', description: 'Sofa has been saved to your collection' }));
    expect(await screen.findByText('Added to saved pieces')).toBeInTheDocument();
    act(() => showNotice({ title: 'Login failed', description: 'Invalid email or password', variant: 'destructive' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    const open = screen.getAllByTestId('toast').filter((toast) => toast.dataset.state === 'open');
    expect(open).toHaveLength(1);
    expect(open[0]).toHaveTextContent('Login failed');
  });

  it('puts notices at the top, below where the sticky header ends', async () => {
    headerOf(61);
    renderToaster();
    act(() => showNotice({ title: 'Saved' }));
    const group = (await screen.findByText('Saved')).closest<HTMLElement>('[data-part="group"]')!;
    expect(group).toHaveAttribute('data-placement', 'top-end');
    expect(group.style.getPropertyValue('--sh-header-bottom')).toBe('61px');
    expect(group.style.top).toContain('var(--sh-header-bottom');
  });
});
