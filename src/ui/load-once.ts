// One load of a chunk for everything that asks for it (a lazy screen and boot's preload; every
// carousel for swiper's code): later calls get the same promise, and a failed load is asked for
// again by the next call rather than failing for good.

/** `load`, run once; a failure is forgotten, so the next call tries again. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
