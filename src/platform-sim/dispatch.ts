// One msw handler in front of the simulator's hundred-odd: the browser demo's service worker hands
// every request of the page to the main thread, and msw tries the handlers one by one, each
// parsing the URL, matching its path pattern and reading document.cookie and msw's cookie store.
// A hundred such tries for every call, image and script kept the main thread busy during the first
// load. This handler picks, by the request's path, the few handlers that can match (in their
// order) and lets msw run only those, so every answer and every refusal stays the handlers' own.
import { getResponse, http, type HttpHandler } from 'msw';

/** Lower case, without trailing slashes: msw's path patterns match either way. */
const normalise = (path: string): string => path.toLowerCase().replace(/\/+$/, '');

/**
 * The fixed path a handler listens on below any origin (`apiPath('/v1/x')` → `/api/v1/x`), or
 * null when its pattern has parameters or wildcards (or is not a string): it may match anything.
 */
export function fixedPath(pattern: unknown): string | null {
  if (typeof pattern !== 'string' || !pattern.startsWith('*/')) return null;
  const path = pattern.slice(1);
  return /[:*?(){}+\\]/.test(path) ? null : normalise(path);
}

/** Each suffix of a path at a slash: `/a/b` → `/a/b`, `/b` (msw's leading `*` matches any prefix). */
function slashSuffixes(path: string): string[] {
  const out: string[] = [];
  for (let i = path.indexOf('/'); i !== -1; i = path.indexOf('/', i + 1)) out.push(path.slice(i));
  return out;
}

/** The handlers that may answer a request for `path` (normalised), in their order. */
type Picker = (path: string) => HttpHandler[];

function picker(handlers: readonly HttpHandler[]): Picker {
  const byPath = new Map<string, number[]>();
  const anyPath: number[] = [];
  handlers.forEach((handler, i) => {
    const path = fixedPath(handler.info.path);
    if (path === null) anyPath.push(i);
    else byPath.set(path, [...(byPath.get(path) ?? []), i]);
  });
  return (path) => {
    const picked = new Set(anyPath);
    for (const suffix of slashSuffixes(path)) for (const i of byPath.get(suffix) ?? []) picked.add(i);
    return handlers.filter((_, i) => picked.has(i));
  };
}

/**
 * A platform call: a versioned path below /api (`/api/v1/…`, `/api/v2/…`), where every handler
 * loaded on demand listens. Not `/src/api/…`: the dev server's modules, the import of those handlers
 * among them, must never wait for that import.
 */
export const platformCall = (path: string): boolean => /\/api\/v\d+\//.test(path);

/**
 * One handler that answers as `handlers` followed by `later()` would. `later` loads the rest (a
 * dynamic import) the first time a platform call gets no answer from `handlers`, and again after a
 * failed load; a request for anything else (a script, an image) never waits for it.
 */
export function dispatcher(handlers: readonly HttpHandler[], later?: () => Promise<readonly HttpHandler[]>): HttpHandler {
  const pickFront = picker(handlers);
  let pickBack: Promise<Picker> | null = null;
  return http.all('*', async ({ request }) => {
    const path = normalise(new URL(request.url).pathname);
    // No answer (no handler matched, or those that did passed) lets the request through, as before.
    const answer = await getResponse(pickFront(path), request);
    if (answer || !later || !platformCall(path)) return answer;
    pickBack ??= later().then(picker, (error: unknown) => {
      pickBack = null;
      throw error;
    });
    return getResponse((await pickBack)(path), request);
  });
}
