import { useSyncExternalStore } from 'react';

const noChange = () => () => undefined;

/**
 * A value only the browser knows (storage, the device), read at render: a page the server rendered
 * hydrates with `onServer` first, as the server drew it, then shows the browser's value.
 */
export const useBrowserValue = <T,>(read: () => T, onServer: T): T => useSyncExternalStore(noChange, read, () => onServer);
