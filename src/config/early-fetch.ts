// The answers the page's first inline script (the boot hints: scripts/vite-boot-hints.ts) asked
// for while the HTML was still parsing — the merchant index and the merchant file, and a landing
// screen's first public platform calls — handed to the boot and the platform client instead of
// asking again. A hint is only a head start: each answer is taken at most once,
// a URL the hints did not ask for (or a page without them, as in dev and tests) is fetched as
// usual, and everything taken is validated exactly as a fresh answer.

/** What the boot hints leave on `window`: URL path → the answer in flight. */
export interface EarlyFetches {
  files: Record<string, Promise<Response> | undefined>;
  /** Settles once the hints have asked for the merchant file (or given up). */
  ready?: Promise<unknown>;
  /** Platform calls by URL, with the headers they were sent with. */
  calls?: Record<string, EarlyCall | undefined>;
}

export interface EarlyCall {
  headers: Record<string, string>;
  response: Promise<Response>;
  /** True once the platform's answer has arrived (its body may still be coming). */
  arrived: boolean;
}

/** Whether the hints sent platform calls and every answer has arrived (nothing left to wait on the network for). */
export function earlyCallsArrived(early: EarlyFetches | undefined): boolean {
  const calls = Object.values(early?.calls ?? {});
  return calls.length > 0 && calls.every((c) => !c || c.arrived);
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

/**
 * The hints' answer to a platform call, when they sent exactly this call: the same URL and the same
 * headers (merchant, device, language, gateway, no token); taken once. Anything else, a second
 * take, or a page without hints: undefined, and the client asks the platform itself.
 */
export function takeEarlyCall(early: EarlyFetches | undefined, url: string, headers: Headers): Promise<Response> | undefined {
  const call = early?.calls?.[url];
  if (!early?.calls || !call) return undefined;
  early.calls[url] = undefined;
  const sent = new Headers(call.headers);
  const names = new Set([...sent.keys(), ...headers.keys()]);
  for (const name of names) {
    if (sent.get(name) === headers.get(name)) continue;
    // Not this call (a member's token, another language): its answer is dropped unread, which
    // frees the connection that would otherwise hold it.
    void call.response.then((r) => r.body?.cancel()).catch(() => undefined);
    return undefined;
  }
  return call.response;
}
