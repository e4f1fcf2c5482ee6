// Loading the merchant file in the browser: fetched on every page load (no-cache), merged over
// /merchants/_defaults.json and validated. A failure is a value the boot shows as a page that
// names the merchant, never an exception that leaves the screen blank.
import type { MerchantConfig } from './schema';
import { validateMerchant, type ConfigProblem } from './validate';
import {
  forgetMerchant,
  isMerchantCode,
  parseMerchantIndex,
  rememberMerchant,
  resolveMerchant,
  type KeyValueStorage,
  type MerchantChoice,
  type MerchantIndexEntry,
} from './resolve';

export type LoadFailure =
  /** No file of that code is served (an unknown `?merchant=`). */
  | { ok: false; reason: 'unknown'; code: string; choice: MerchantChoice }
  /** The file exists but is not valid JSON or fails validation. */
  | { ok: false; reason: 'invalid'; code: string; choice: MerchantChoice; problems: ConfigProblem[] }
  /** The file could not be fetched (network, HTTP 5xx). */
  | { ok: false; reason: 'unreachable'; code: string; choice: MerchantChoice; detail: string }
  /**
   * The device has no network: a fetch failed while the browser says it is offline (the installed
   * app opened without a connection). Shown as 'No Internet' with a retry.
   */
  | { ok: false; reason: 'offline'; code: string; choice: MerchantChoice; detail: string };

export type LoadResult = { ok: true; config: MerchantConfig; choice: MerchantChoice } | LoadFailure;

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** Whether the device has a network, as the browser reports it (as the platform client decides 'offline'). */
type OnlineCheck = () => boolean;

const deviceOnline: OnlineCheck = () => typeof navigator === 'undefined' || navigator.onLine !== false;

const FETCH_INIT: RequestInit = { cache: 'no-cache', headers: { Accept: 'application/json' } };

export function merchantsBaseUrl(): string {
  const base = typeof import.meta.env?.BASE_URL === 'string' ? import.meta.env.BASE_URL : '/';
  return `${base.replace(/\/+$/, '')}/merchants/`;
}

type FileRead =
  | { kind: 'json'; data: unknown }
  | { kind: 'missing' }
  | { kind: 'bad-json'; detail: string }
  | { kind: 'error'; detail: string }
  | { kind: 'offline'; detail: string };

/** Fetches one JSON file; an HTML answer (a server's SPA fallback) counts as missing. */
async function readJsonFile(url: string, fetchImpl: FetchLike, online: OnlineCheck = deviceOnline): Promise<FileRead> {
  let res: Response;
  try {
    res = await fetchImpl(url, FETCH_INIT);
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e);
    return online() ? { kind: 'error', detail } : { kind: 'offline', detail };
  }
  if (res.status === 404 || res.status === 410) return { kind: 'missing' };
  if (!res.ok) return { kind: 'error', detail: `HTTP ${res.status}` };
  const type = res.headers.get('content-type') ?? '';
  const text = await res.text();
  if (type.includes('text/html') || /^\s*<(!doctype|html)/i.test(text)) return { kind: 'missing' };
  try {
    return { kind: 'json', data: JSON.parse(text) as unknown };
  } catch (e) {
    return { kind: 'bad-json', detail: e instanceof Error ? e.message : String(e) };
  }
}

/** /merchants/index.json: `{ code, hosts }[]`. */
export async function fetchMerchantIndex(fetchImpl: FetchLike = fetch): Promise<MerchantIndexEntry[]> {
  const read = await readJsonFile(`${merchantsBaseUrl()}index.json`, fetchImpl);
  return read.kind === 'json' ? parseMerchantIndex(read.data) : [];
}

/** Fetches `<code>.json` and `_defaults.json` (in parallel) and validates the merge. */
export async function loadMerchantConfig(choice: MerchantChoice, fetchImpl: FetchLike = fetch, online: OnlineCheck = deviceOnline): Promise<LoadResult> {
  const { code } = choice;
  if (!isMerchantCode(code)) return { ok: false, reason: 'unknown', code, choice };
  const base = merchantsBaseUrl();
  const [file, defaults] = await Promise.all([
    readJsonFile(`${base}${code}.json`, fetchImpl, online),
    readJsonFile(`${base}_defaults.json`, fetchImpl, online),
  ]);
  // Offline, the merchant index could not be read either, so `code` may be the default merchant's
  // rather than this host's: the page names no merchant, only the missing network.
  if (file.kind === 'offline') return { ok: false, reason: 'offline', code, choice, detail: file.detail };
  if (defaults.kind === 'offline') return { ok: false, reason: 'offline', code, choice, detail: `_defaults.json: ${defaults.detail}` };
  if (file.kind === 'missing') return { ok: false, reason: 'unknown', code, choice };
  if (file.kind === 'error') return { ok: false, reason: 'unreachable', code, choice, detail: file.detail };
  if (file.kind === 'bad-json') {
    return { ok: false, reason: 'invalid', code, choice, problems: [{ path: '', message: `not valid JSON: ${file.detail}` }] };
  }
  if (defaults.kind === 'bad-json') {
    return { ok: false, reason: 'invalid', code, choice, problems: [{ path: '_defaults.json', message: `not valid JSON: ${defaults.detail}` }] };
  }
  if (defaults.kind === 'error') return { ok: false, reason: 'unreachable', code, choice, detail: `_defaults.json: ${defaults.detail}` };
  const result = validateMerchant(file.data, defaults.kind === 'json' ? defaults.data : {});
  if (!result.ok) return { ok: false, reason: 'invalid', code, choice, problems: result.problems };
  if (result.config.code !== code) {
    return { ok: false, reason: 'invalid', code, choice, problems: [{ path: 'code', message: `must equal the file name (${code})` }] };
  }
  return { ok: true, config: result.config, choice };
}

export interface BootEnv {
  search: string;
  host: string;
  storage?: KeyValueStorage;
  fetch?: FetchLike;
  /** Whether the device has a network (default: `navigator.onLine`). */
  online?: OnlineCheck;
}

/**
 * Resolves the merchant and loads its file. A choice from the query is kept for the tab only
 * once its file loaded; a stored choice whose file is gone is dropped and resolution repeats.
 */
export async function loadMerchant(env: BootEnv): Promise<LoadResult> {
  const fetchImpl = env.fetch ?? ((input: string, init?: RequestInit) => fetch(input, init));
  const resolveOnce = () => resolveMerchant({ search: env.search, host: env.host, storage: env.storage, loadIndex: () => fetchMerchantIndex(fetchImpl) });
  let choice = await resolveOnce();
  let result = await loadMerchantConfig(choice, fetchImpl, env.online);
  if (!result.ok && result.reason === 'unknown' && choice.source === 'session') {
    forgetMerchant(env.storage);
    choice = await resolveOnce();
    result = await loadMerchantConfig(choice, fetchImpl, env.online);
  }
  if (result.ok && choice.source === 'query') rememberMerchant(choice.code, env.storage);
  return result;
}
