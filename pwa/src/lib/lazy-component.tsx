import { type ComponentType, lazy } from 'react';

/** A screen or dialog whose code is fetched when it is first drawn, or earlier with `load()`. */
export type LazyComponent<P extends object = object> = ComponentType<P> & { load(): Promise<void> };

/**
 * A component loaded on demand. Once `load()` has settled it draws at once, without suspending: a page
 * the server drew hydrates in one pass, the server can draw it synchronously, and a dialog loaded
 * ahead opens in the tap's own render. A failed fetch
 * (offline) stays failed until the page is loaded again, as the browser keeps it for the module too.
 */
export function lazyComponent<P extends object = object>(importer: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const load = () =>
    (loading ??= importer().then((component) => {
      Loaded = component;
    }));
  const Pending = lazy(async () => {
    await load();
    return { default: Loaded! };
  });
  const Component = (props: P) => (Loaded ? <Loaded {...props} /> : <Pending {...props} />);
  return Object.assign(Component, { load });
}
