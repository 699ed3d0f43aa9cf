/**
 * A load done at first use and shared by every caller after it. A load that failed is tried again by the next caller,
 * not remembered until a restart: a module or connection missing for a moment must not fail every later request.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
}
