// Following a published merchant file on an open page: the file (and _defaults.json) is re-checked
// every 30 s and at once when the tab becomes visible again, each time a conditional request
// (If-None-Match with the last ETag; the dev server and nginx give ETags to static files), so a
// check costs a 304 when nothing changed. A changed file is merged and validated exactly as at boot
// (src/config/load.ts); a file that fails validation is never applied (the page keeps what it has).
import { merchantsBaseUrl } from '@/config/load';
import type { MerchantConfig } from '@/config/schema';
import { validateMerchant, type ConfigProblem } from '@/config/validate';

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** How often an open page re-checks its merchant file (a publish shows within this, plus the check). */
export const FOLLOW_INTERVAL_MS = 30_000;
const CHECK_TIMEOUT_MS = 10_000;

export interface FollowOptions {
  code: string;
  /** The config the page runs with (the boot's). */
  initial: MerchantConfig;
  onChange: (config: MerchantConfig) => void;
  onInvalid?: (problems: ConfigProblem[]) => void;
  fetch?: FetchLike;
  intervalMs?: number;
  /** The document whose visibility starts a check (default: the page's). */
  doc?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
}

interface Tracked {
  etag: string | null;
  text: string | null;
}

/** Starts following; answers a function that stops it. */
export function followMerchantFile(options: FollowOptions): () => void {
  const fetchImpl = options.fetch ?? ((input: string, init?: RequestInit) => fetch(input, init));
  const doc = options.doc ?? (typeof document === 'undefined' ? undefined : document);
  const base = merchantsBaseUrl();
  const files: Record<'file' | 'defaults', { url: string; state: Tracked }> = {
    file: { url: `${base}${options.code}.json`, state: { etag: null, text: null } },
    defaults: { url: `${base}_defaults.json`, state: { etag: null, text: null } },
  };
  let applied = JSON.stringify(options.initial);
  let running = false;
  let stopped = false;

  /** One conditional read: true when the text changed. */
  async function read(entry: { url: string; state: Tracked }): Promise<boolean> {
    const { state } = entry;
    // Before an ETag is known, the browser revalidates the copy the boot fetched (its own
    // If-None-Match); after, the request carries ours and the 304 reaches this code.
    const init: RequestInit = state.etag
      ? { cache: 'no-store', headers: { Accept: 'application/json', 'If-None-Match': state.etag } }
      : { cache: 'no-cache', headers: { Accept: 'application/json' } };
    // A check that hangs (a stalled connection) must not hold up the next ones.
    const res = await fetchImpl(entry.url, { ...init, signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    if (res.status === 304) return false;
    if (res.status === 404 && entry === files.defaults) {
      const changed = state.text !== '{}';
      state.text = '{}';
      return changed;
    }
    if (!res.ok) throw new Error(`${entry.url}: HTTP ${res.status}`);
    state.etag = res.headers.get('ETag');
    const text = await res.text();
    const changed = text !== state.text;
    state.text = text;
    return changed;
  }

  async function check(): Promise<void> {
    if (running || stopped) return;
    running = true;
    try {
      const [a, b] = await Promise.all([read(files.file), read(files.defaults)]);
      if (!a && !b) return;
      const { text } = files.file.state;
      if (text === null) return;
      let data: unknown;
      let defaults: unknown;
      try {
        data = JSON.parse(text) as unknown;
        defaults = JSON.parse(files.defaults.state.text ?? '{}') as unknown;
      } catch (e) {
        options.onInvalid?.([{ path: '', message: `not valid JSON: ${e instanceof Error ? e.message : String(e)}` }]);
        return;
      }
      const result = validateMerchant(data, defaults);
      if (!result.ok) {
        options.onInvalid?.(result.problems);
        return;
      }
      if (result.config.code !== options.code) {
        options.onInvalid?.([{ path: 'code', message: `must equal the file name (${options.code})` }]);
        return;
      }
      const next = JSON.stringify(result.config);
      if (next === applied) return;
      applied = next;
      options.onChange(result.config);
    } catch {
      // Offline or a server hiccup: the next check tries again.
    } finally {
      running = false;
    }
  }

  const timer = setInterval(() => void check(), options.intervalMs ?? FOLLOW_INTERVAL_MS);
  const onVisible = () => {
    if (doc?.visibilityState === 'visible') void check();
  };
  doc?.addEventListener('visibilitychange', onVisible);
  return () => {
    stopped = true;
    clearInterval(timer);
    doc?.removeEventListener('visibilitychange', onVisible);
  };
}
