let loaded: () => void = () => undefined;

/** Settles once a page has loaded the device's database for its own needs: what is only worth keeping then waits for it. */
export const localDbLoaded = new Promise<void>((resolve) => {
  loaded = resolve;
});

export const markLocalDbLoaded = (): void => loaded();
