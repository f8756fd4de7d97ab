import { type ComponentType, lazy } from 'react';

/** A screen whose code is fetched when it is first drawn, or earlier with `load()`. */
export type LazyPage<P extends object = object> = ComponentType<P> & { load(): Promise<void> };

/**
 * A screen loaded on demand. Once `load()` has settled it draws at once, without suspending, so a page
 * the server drew hydrates in one pass and the server can draw it synchronously. A failed fetch
 * (offline) stays failed until the page is loaded again, as the browser keeps it for the module too.
 */
export function lazyPage<P extends object = object>(importer: () => Promise<ComponentType<P>>): LazyPage<P> {
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
  const Page = (props: P) => (Loaded ? <Loaded {...props} /> : <Pending {...props} />);
  return Object.assign(Page, { load });
}
