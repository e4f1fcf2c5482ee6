// The answers the page's first inline script (the boot hints: scripts/vite-boot-hints.ts) asked
// for while the HTML was still parsing — the merchant index and the merchant file — handed to the
// boot instead of asking again. A hint is only a head start: each answer is taken at most once,
// a URL the hints did not ask for (or a page without them, as in dev and tests) is fetched as
// usual, and everything taken is validated exactly as a fresh answer.

/** What the boot hints leave on `window`: URL path → the answer in flight. */
export interface EarlyFetches {
  files: Record<string, Promise<Response> | undefined>;
  /** Settles once the hints have asked for the merchant file (or given up). */
  ready?: Promise<unknown>;
}

declare global {
  interface Window {
    palaroBoot?: EarlyFetches;
  }
}

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** A fetch that first takes what the boot hints already asked for. */
export function withEarlyFetches(early: EarlyFetches | undefined, fetchImpl: FetchLike): FetchLike {
  return async (input, init) => {
    if (!early) return fetchImpl(input, init);
    // The hints may still be deciding which merchant file to ask for: wait for that, not for its answer.
    if (!early.files[input]) await early.ready?.catch(() => undefined);
    const taken = early.files[input];
    if (!taken) return fetchImpl(input, init);
    early.files[input] = undefined;
    // A hint that failed is not an answer: the boot asks again and sees the real failure.
    return taken.catch(() => fetchImpl(input, init));
  };
}
