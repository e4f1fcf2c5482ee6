// Which merchant this page serves (DESIGN.md, "merchant choice"): `?merchant=<code>` (kept in
// sessionStorage for the tab), else the host name as listed in the merchant files' `hosts`
// (read from /merchants/index.json), else `demo`. Pure apart from the storage it is given.
//
// On a production host the query and the stored choice are bound to the host: they pick only a
// merchant whose `hosts` include that host, so `?merchant=demo` cannot turn a live merchant's site
// into the demo, nor show one merchant's brand on another's host. On a developer's machine
// (`localhost`, `127.0.0.1`, `::1`) any merchant may be picked.

export const MERCHANT_STORAGE_KEY = 'palaro:merchant';
export const DEFAULT_MERCHANT = 'demo';
/** A merchant code as file names and `code` spell it. */
export const MERCHANT_CODE_PATTERN = /^[a-z0-9-]+$/;

/** One row of /merchants/index.json. */
export interface MerchantIndexEntry {
  code: string;
  hosts: readonly string[];
}

export type MerchantSource = 'query' | 'session' | 'host' | 'default';

export interface MerchantChoice {
  /** The code to load (lower case); may name no file when it came from the query. */
  code: string;
  source: MerchantSource;
}

/** The subset of Storage the resolver uses (sessionStorage in the browser). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const isMerchantCode = (code: string): boolean => MERCHANT_CODE_PATTERN.test(code);

const DEVELOPER_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/**
 * A developer's machine, where `?merchant=` may pick any merchant. Sub-domains of localhost
 * (`manila.localhost`) are not: they stand for a merchant's own host, bound like production.
 */
export const isDeveloperHost = (host: string): boolean => DEVELOPER_HOSTS.has(host.trim().toLowerCase());

/** Whether `code` lists `host` among its hosts in the index. */
export function merchantServesHost(code: string, host: string, index: readonly MerchantIndexEntry[]): boolean {
  const h = host.trim().toLowerCase();
  return index.some((e) => e.code === code && e.hosts.some((x) => x.toLowerCase() === h));
}

/** The `?merchant=` value, trimmed and lower-cased; null when absent or empty. */
export function merchantFromQuery(search: string | URLSearchParams): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = params.get('merchant')?.trim().toLowerCase();
  return raw ? raw : null;
}

function readStored(storage: KeyValueStorage | undefined): string | null {
  try {
    const v = storage?.getItem(MERCHANT_STORAGE_KEY);
    return v && isMerchantCode(v) ? v : null;
  } catch {
    return null;
  }
}

/** The merchant listing `host` among its hosts (exact, case-insensitive), if any. */
export function merchantForHost(host: string, index: readonly MerchantIndexEntry[]): string | null {
  const h = host.trim().toLowerCase();
  if (!h) return null;
  const hit = index.find((e) => e.hosts.some((x) => x.toLowerCase() === h));
  return hit ? hit.code : null;
}

/** Query or stored choice; null when the host decides. */
export function resolveMerchantWithoutHost(search: string | URLSearchParams, storage?: KeyValueStorage): MerchantChoice | null {
  const fromQuery = merchantFromQuery(search);
  if (fromQuery) return { code: fromQuery, source: 'query' };
  const stored = readStored(storage);
  if (stored) return { code: stored, source: 'session' };
  return null;
}

export interface ResolveEnv {
  search: string | URLSearchParams;
  /** `location.hostname`. */
  host: string;
  storage?: KeyValueStorage;
  /** Reads /merchants/index.json; called only when the query and the storage do not decide. */
  loadIndex: () => Promise<readonly MerchantIndexEntry[]>;
}

/** query → sessionStorage → host → demo; on a production host the first two only when bound to it. */
export async function resolveMerchant(env: ResolveEnv): Promise<MerchantChoice> {
  const developer = isDeveloperHost(env.host);
  if (developer) {
    const early = resolveMerchantWithoutHost(env.search, env.storage);
    if (early) return early;
  }
  let index: readonly MerchantIndexEntry[] = [];
  try {
    index = await env.loadIndex();
  } catch {
    index = [];
  }
  if (!developer) {
    const fromQuery = merchantFromQuery(env.search);
    if (fromQuery && merchantServesHost(fromQuery, env.host, index)) return { code: fromQuery, source: 'query' };
    const stored = readStored(env.storage);
    if (stored && merchantServesHost(stored, env.host, index)) return { code: stored, source: 'session' };
  }
  const byHost = merchantForHost(env.host, index);
  if (byHost) return { code: byHost, source: 'host' };
  return { code: DEFAULT_MERCHANT, source: 'default' };
}

/** Keeps a merchant chosen by the query for the rest of the tab (called once it loaded). */
export function rememberMerchant(code: string, storage?: KeyValueStorage): void {
  try {
    storage?.setItem(MERCHANT_STORAGE_KEY, code);
  } catch {
    // Storage unavailable: the query decides on every load.
  }
}

export function forgetMerchant(storage?: KeyValueStorage): void {
  try {
    storage?.removeItem(MERCHANT_STORAGE_KEY);
  } catch {
    /* see rememberMerchant */
  }
}

/** Parses the index file defensively: rows without a code are dropped. */
export function parseMerchantIndex(data: unknown): MerchantIndexEntry[] {
  if (!Array.isArray(data)) return [];
  const out: MerchantIndexEntry[] = [];
  for (const row of data as unknown[]) {
    if (typeof row !== 'object' || row === null) continue;
    const { code, hosts } = row as { code?: unknown; hosts?: unknown };
    if (typeof code !== 'string' || !isMerchantCode(code)) continue;
    const list = Array.isArray(hosts) ? (hosts as unknown[]).filter((h): h is string => typeof h === 'string') : [];
    out.push({ code, hosts: list });
  }
  return out;
}
