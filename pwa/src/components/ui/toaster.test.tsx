import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Toaster, showNotice } from './toaster';

// jsdom has no matchMedia; the toaster reads it once, as it loads, and here finds a phone.
vi.hoisted(() => {
  window.matchMedia = (query: string) => ({ matches: false, media: query }) as MediaQueryList;
});

describe('showNotice', () => {
  it('shows one notice at a time: a new one replaces the last', async () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <Toaster />
      </ChakraProvider>,
    );
    act(() => showNotice({ title: 'Added to saved pieces', description: 'Sofa has been saved to your collection' }));
    expect(await screen.findByText('Added to saved pieces')).toBeInTheDocument();
    act(() => showNotice({ title: 'Login failed', description: 'Invalid email or password', variant: 'destructive' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    const open = screen.getAllByTestId('toast').filter((toast) => toast.dataset.state === 'open');
    expect(open).toHaveLength(1);
    expect(open[0]).toHaveTextContent('Login failed');
  });

  it('puts notices at the top of a phone screen, clear of the buttons at the bottom', async () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <Toaster />
      </ChakraProvider>,
    );
    act(() => showNotice({ title: 'Saved' }));
    expect((await screen.findByText('Saved')).closest('[data-placement]')).toHaveAttribute('data-placement', 'top');
  });
});
