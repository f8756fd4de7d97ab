import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazy-component';

describe('lazyComponent', () => {
  it('fetches its code once, on first draw or on load()', async () => {
    const importer = vi.fn(() => Promise.resolve(({ name }: { name: string }) => <p>{name}</p>));
    const Greeting = lazyComponent(importer);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Greeting name="Oak table" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Oak table')).toBeTruthy();
    await Greeting.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('draws in the same render once loaded: a dialog loaded ahead opens without a fallback first', async () => {
    const Dialog = lazyComponent(() => Promise.resolve(() => <p>Request to buy</p>));
    await Dialog.load();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Dialog />
      </Suspense>,
    );
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByText('Request to buy')).toBeTruthy();
  });
});
