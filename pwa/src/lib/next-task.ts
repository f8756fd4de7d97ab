/** Resolves in a later task: the browser may paint and answer input before the work that follows. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
