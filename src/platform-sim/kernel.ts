// The demo platform's kernel: per-merchant state made of named slices, a clock, the platform
// status switches, and the answer envelope of src/api/envelope.ts. Every slice's seed data is
// deterministic (from the merchant code, never from Math.random or the wall clock at seed time);
// what must not be guessed — game outcomes, captchas, codes — comes from src/platform-sim/random.ts
// (a cryptographic source), and game outcomes from a seeded stream only when `outcomeSeed` is given
// (PLATFORM_SEED, for tests). The clock is the platform's own: `advanceClock` moves it forward
// (POST /sim/clock), so expiry and lockouts are tested without waiting.
// The same kernel serves the browser demo (MSW worker), the tests (msw/node) and
// `npm run platform` (scripts/platform-server.ts).
import { DEMO_PRIVATE_KEY_JWK } from '@/platform-sim/demo-key';
import { HttpResponse, type HttpHandler } from 'msw';
import type { MerchantConfig } from '@/config/schema';
import type { PlatformCode } from '@/api/errors';

export type SimStatus = 'normal' | 'maintenance' | 'restricted';

/** Where slices are kept between page loads (localStorage in the browser, memory elsewhere). */
export interface SimStore {
  load(key: string): unknown;
  save(key: string, value: unknown): void;
  clear(prefix: string): void;
}

export function memoryStore(): SimStore {
  const data = new Map<string, string>();
  return {
    load: (k) => {
      const v = data.get(k);
      return v === undefined ? undefined : (JSON.parse(v) as unknown);
    },
    save: (k, v) => void data.set(k, JSON.stringify(v)),
    clear: (prefix) => {
      for (const k of [...data.keys()]) if (k.startsWith(prefix)) data.delete(k);
    },
  };
}

export function localStorageStore(): SimStore {
  return {
    load: (k) => {
      const raw = localStorage.getItem(k);
      if (raw === null) return undefined;
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        return undefined;
      }
    },
    save: (k, v) => localStorage.setItem(k, JSON.stringify(v)),
    clear: (prefix) => {
      for (let i = localStorage.length - 1; i >= 0; i--) {
        const k = localStorage.key(i);
        if (k?.startsWith(prefix)) localStorage.removeItem(k);
      }
    },
  };
}

/** A named part of a merchant's simulated state, with its seed. Bump `version` to reseed. */
export interface SliceDef<T> {
  name: string;
  version: number;
  seed: (merchant: MerchantConfig, sim: Simulator) => T;
}

export const defineSlice = <T>(def: SliceDef<T>): SliceDef<T> => def;

export interface SimulatorOptions {
  /** Finds a merchant's (validated) configuration by code. */
  merchant: (code: string) => MerchantConfig | undefined;
  store?: SimStore;
  now?: () => number;
  /**
   * Makes game outcomes reproducible: each merchant's outcomes follow one stream seeded from this
   * number and the merchant code (PLATFORM_SEED; for tests only). Without it every outcome comes
   * from the cryptographic source and no round tells anything about the next.
   */
  outcomeSeed?: number;
  /** How long a session may stay idle before it expires (default 30 minutes). */
  sessionIdleMs?: number;
  /** The caller's IP as the platform sees it (203.0.113.7 in the browser demo). */
  clientIp?: (request: Request) => string;
  status?: SimStatus;
  /** Artificial latency in ms for every answer (the browser demo uses a little). */
  latencyMs?: number;
  /**
   * The platform's private key for a merchant's encrypted payloads (JWK, RSA-OAEP-256); merchants
   * it does not name use the demo key.
   */
  privateKey?: (merchantCode: string) => JsonWebKey | undefined;
}

export interface Simulator {
  /** The platform's clock: the base clock plus every `advanceClock`. */
  readonly now: () => number;
  /** Moves the platform's clock forward by `ms` (never back). */
  advanceClock(ms: number): void;
  /** The seed of game outcomes, or undefined when they come from the cryptographic source. */
  readonly outcomeSeed: number | undefined;
  /** How long a session may stay idle before it expires, in ms. */
  readonly sessionIdleMs: number;
  status: SimStatus;
  readonly latencyMs: number;
  merchant(code: string): MerchantConfig | undefined;
  /** The slice of a merchant's state; mutate it, then call `commit` (handlers do via `mutate`). */
  slice<T>(merchantCode: string, def: SliceDef<T>): T;
  /** Runs `fn` on a slice and persists it. */
  mutate<T, R>(merchantCode: string, def: SliceDef<T>, fn: (state: T) => R): R;
  clientIp(request: Request): string;
  /** The private key that opens this merchant's encrypted payloads. */
  privateKey(merchantCode: string): JsonWebKey;
  /** Restores the seed of every slice of every merchant. */
  reset(): void;
}

const STORE_PREFIX = 'palaro:sim:';

/** Sessions expire after this long without a call (PLATFORM_SESSION_IDLE_MIN). */
export const DEFAULT_SESSION_IDLE_MS = 30 * 60_000;
/** ... and this long after the login, however busy (24 hours). */
export const SESSION_MAX_MS = 24 * 60 * 60_000;

export function createSimulator(options: SimulatorOptions): Simulator {
  const store = options.store ?? memoryStore();
  const cache = new Map<string, unknown>();
  const keyOf = (merchantCode: string, def: SliceDef<unknown>) => `${STORE_PREFIX}${merchantCode}:${def.name}`;

  const base = options.now ?? (() => Date.now());
  let offset = 0;
  const sim: Simulator = {
    now: () => base() + offset,
    advanceClock(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`The clock only moves forward: ${ms}`);
      offset += ms;
    },
    outcomeSeed: options.outcomeSeed,
    sessionIdleMs: options.sessionIdleMs ?? DEFAULT_SESSION_IDLE_MS,
    status: options.status ?? 'normal',
    latencyMs: options.latencyMs ?? 0,
    merchant: options.merchant,
    privateKey: (code) => options.privateKey?.(code) ?? DEMO_PRIVATE_KEY_JWK,
    slice<T>(merchantCode: string, def: SliceDef<T>): T {
      const key = keyOf(merchantCode, def);
      if (cache.has(key)) return cache.get(key) as T;
      const merchant = options.merchant(merchantCode);
      if (!merchant) throw new Error(`Unknown merchant ${merchantCode}`);
      const stored = store.load(key) as { version?: number; state?: T } | undefined;
      let state: T;
      if (stored && stored.version === def.version && stored.state !== undefined) {
        state = stored.state;
      } else {
        state = def.seed(merchant, sim);
        store.save(key, { version: def.version, state });
      }
      cache.set(key, state);
      return state;
    },
    mutate<T, R>(merchantCode: string, def: SliceDef<T>, fn: (state: T) => R): R {
      const state = sim.slice(merchantCode, def);
      const result = fn(state);
      store.save(keyOf(merchantCode, def), { version: def.version, state });
      return result;
    },
    clientIp: (request) => options.clientIp?.(request) ?? '203.0.113.7',
    reset() {
      cache.clear();
      store.clear(STORE_PREFIX);
    },
  };
  return sim;
}

/** Names the simulator in every answer (and lets tests prove a live bundle holds none of it). */
export const SIMULATOR_ID = 'palaro-demo-platform';
const simHeaders = { 'X-Platform': SIMULATOR_ID };

/** The success envelope. */
export const ok = <T>(value: T, init?: ResponseInit) =>
  HttpResponse.json(
    { success: true, code: 'OK', value: value ?? null },
    { ...init, headers: { ...simHeaders, ...(init?.headers as Record<string, string> | undefined) } },
  );

/** A failure envelope with one of the contract's codes (English message for logs and tools). */
export const fail = (code: PlatformCode, message: string, value?: Record<string, unknown>, status = 200) =>
  HttpResponse.json({ success: false, code, message, ...(value ? { value } : {}) }, { status, headers: simHeaders });

/** The merchant a request is for (X-Merchant-Code header). */
export const merchantOf = (request: Request): string => request.headers.get('X-Merchant-Code') ?? '';

/** The path pattern a handler listens on: any origin, below `/api` (the base URL's path). */
export const apiPath = (path: string): string => `*/api${path}`;

/**
 * Builds a list of handlers without the stack trace msw takes where each is declared (for its
 * debugging output only): a hundred-odd of them were most of the cost of building the lists, on the
 * main thread of a demo's first load.
 */
export function handlerList(build: () => HttpHandler[]): HttpHandler[] {
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return build();
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
}

/** Whether a handler step answered already (e.g. requireSession's 401) instead of giving a value. */
export const isResponse = (v: unknown): v is Response => v instanceof Response;

/** A request's JSON body as a partial payload, or null when it is missing or not an object. */
export async function bodyOf<T>(request: Request): Promise<Partial<T> | null> {
  const body = (await request.json().catch(() => null)) as unknown;
  return body && typeof body === 'object' ? body : null;
}

/** A value the simulator's own state guarantees (a seeded list's item, a session's account); throws naming it if not. */
export function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Simulator state: missing ${what}`);
  return value;
}
