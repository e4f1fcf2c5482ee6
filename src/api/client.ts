// The one platform client, on ofetch (one instance per configuration: ofetch.create). It knows the
// contract in envelope.ts and nothing of the UI: the app injects how to read the token and language
// and what to do when the session is gone. ofetch builds the URL (base and query), serialises a
// JSON body and reads the answer; this module keeps the platform's rules: the envelope, answers
// checked by zod, one deadline, never a retry (a write moves money once), the session-gone handler.
import { ofetch, type $Fetch } from 'ofetch';
import type { Endpoint, RequestContext } from '@/api/envelope';
import { envelopeSchema } from '@/api/envelope';
import { PlatformError, isPlatformCode } from '@/api/errors';

export interface ClientOptions {
  baseUrl: string;
  timeoutMs: number;
  merchantCode: string;
  publicKey: string;
  deviceId: string;
  getToken: () => string | undefined;
  /** Who is logged in (user name), for keeping a member's data apart from another's. */
  getMember?: () => string | undefined;
  getLanguage: () => string;
  isStandaloneApp?: () => boolean;
  isOnline?: () => boolean;
  /** Called once per answer that says the session is gone (the app clears it and goes to login). */
  onSessionGone?: (error: PlatformError) => void;
}

let options: ClientOptions | null = null;
let platformFetch: $Fetch | null = null;

/** The answer's JSON; anything that is not JSON (an HTML error page, an empty body) is undefined. */
function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

export function configurePlatformClient(next: ClientOptions): void {
  options = next;
  platformFetch = ofetch.create({
    baseURL: next.baseUrl,
    // Never retried here: a write must move money once (the caller decides what may be asked again).
    retry: false,
    // Every answer is read: the envelope says what went wrong, whatever the HTTP status.
    ignoreResponseError: true,
    parseResponse: parseJson,
  });
}

export function platformClientOptions(): ClientOptions {
  if (!options) throw new Error('The platform client is not configured');
  return options;
}

const SESSION_CODES = new Set(['NOT_LOGGED_IN', 'LOGGED_IN_ELSEWHERE', 'SESSION_EXPIRED']);

function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const v = params[name];
    if (v === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(v));
  });
}

function classifyTransportError(error: unknown, online: boolean): PlatformError {
  if (!online) return new PlatformError('offline', { cause: error });
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new PlatformError('timeout', { cause: error });
  }
  return new PlatformError('unavailable', { cause: error });
}

/** A text body goes as text (ofetch would label it JSON); form data and objects as ofetch sends them. */
function bodyOf(body: unknown, headers: Headers): BodyInit | Record<string, unknown> | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string' && !headers.has('Content-Type')) headers.set('Content-Type', 'text/plain;charset=UTF-8');
  return body as BodyInit | Record<string, unknown>;
}

/** Calls one platform endpoint and returns its parsed answer, or throws a PlatformError. */
export async function callPlatform<P, T>(endpoint: Endpoint<P, T>, params: P, signal?: AbortSignal): Promise<T> {
  const o = platformClientOptions();
  const $platform = platformFetch;
  if (!$platform) throw new Error('The platform client is not configured');
  const online = () => (o.isOnline ? o.isOnline() : typeof navigator === 'undefined' || navigator.onLine);
  if (!online()) throw new PlatformError('offline');
  const token = o.getToken();
  if (endpoint.auth === 'required' && !token) {
    throw new PlatformError('session', { code: 'NOT_LOGGED_IN' });
  }
  const ctx: RequestContext = { merchantCode: o.merchantCode, publicKey: o.publicKey };
  // Awaited only when the request is built asynchronously (an encrypted payload): a plain request
  // goes out in this same task, not after whatever the page does next (a first render).
  const built = endpoint.request ? endpoint.request(params, ctx) : {};
  const parts = built instanceof Promise ? await built : built;
  const headers = new Headers({
    'X-Merchant-Code': o.merchantCode,
    'X-Device-Id': o.deviceId,
    'X-Language': o.getLanguage(),
    'X-Gateway': '3',
    ...(o.isStandaloneApp?.() ? { 'X-Device': 'OTHERS' } : {}),
    ...(token && endpoint.auth !== 'none' ? { token } : {}),
    ...(parts.headers ?? {}),
  });
  headers.set('Accept', 'application/json');
  let status = 0;
  let data: unknown;
  // The deadline and the caller's signal (TanStack Query always gives one) act on one controller.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, o.timeoutMs);
  const follow = () => controller.abort();
  signal?.addEventListener('abort', follow, { once: true });
  try {
    const res = await $platform.raw(fillPath(endpoint.path, parts.pathParams).replace(/^\/+/, ''), {
      method: endpoint.method,
      query: parts.query,
      body: bodyOf(parts.body, headers),
      headers,
      signal: controller.signal,
    });
    status = res.status;
    data = res._data;
  } catch (error) {
    if (timedOut) throw new PlatformError('timeout', { cause: error });
    if (signal?.aborted) throw error;
    throw classifyTransportError(error, online());
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', follow);
  }
  const envelope = envelopeSchema.safeParse(data);
  if (!envelope.success) {
    throw new PlatformError(status >= 500 || status === 0 ? 'unavailable' : 'malformed', {
      serverMessage: `Unexpected answer from ${endpoint.name} (HTTP ${status})`,
    });
  }
  const { success, code, message, value } = envelope.data;
  if (!success) {
    const known = isPlatformCode(code) ? code : 'UNKNOWN';
    const details = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
    if (SESSION_CODES.has(known)) {
      const err = new PlatformError('session', { code: known, details, serverMessage: message });
      if (token) o.onSessionGone?.(err);
      throw err;
    }
    if (status >= 500) throw new PlatformError('unavailable', { code: known, details, serverMessage: message });
    throw new PlatformError('rejected', { code: known, details, serverMessage: message });
  }
  const parsed = endpoint.answer.safeParse(value);
  if (!parsed.success) {
    throw new PlatformError('malformed', {
      serverMessage: `Malformed answer from ${endpoint.name}: ${parsed.error.issues
        .slice(0, 3)
        .map((i) => `${i.path.join('.')} ${i.code}`)
        .join('; ')}`,
    });
  }
  return parsed.data;
}
