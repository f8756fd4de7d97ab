import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster, showNotice } from './toaster';

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
});
