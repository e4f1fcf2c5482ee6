// TanStack Query glue shared by every endpoint module: keys, options, retries, local persistence.
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { isMemberEndpoint, type Endpoint } from '@/api/envelope';
import { callPlatform, platformClientOptions } from '@/api/client';
import { isTransient } from '@/api/errors';

export const queryKeyOf = <P>(endpoint: Endpoint<P, unknown>, params?: P): QueryKey =>
  params === undefined ? ['platform', endpoint.name] : ['platform', endpoint.name, params];

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Transient failures are retried with exponential backoff; rejections and malformed
        // answers are shown at once with a retry button.
        retry: (count, error) => count < 2 && isTransient(error),
        retryDelay: (attempt) => Math.min(500 * 2 ** attempt, 4000),
        refetchOnWindowFocus: false,
      },
      // Nothing that creates an account or moves money retries by itself, and nothing waits for the
      // network to come back: offline, TanStack Query's default ('online') held a withdrawal paused,
      // with no message, and sent it once the phone was online again, on whatever screen the member
      // had gone to. Now the request fails at once with 'No Internet' and is sent only by a tap.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

const PERSIST_PREFIX = 'palaro:cache:';
/** Scope of answers that are the same for everybody. */
const PUBLIC_SCOPE = 'pub';
/** Scope of a member's answers: `m:<userName>:` (a visitor's are `m::`). */
const MEMBER_SCOPE = 'm:';

/**
 * `palaro:cache:<merchant>:<scope>:<endpoint>:<params>`. Answers that may depend on the member are
 * kept under the member's name, so one member's answers never reach another on the same device,
 * and are dropped at login and logout. They live in sessionStorage, beside the session itself: a tab
 * closed without logging out takes them with it (a shared phone keeps nothing of the member for
 * the next person). Answers that are the same for everybody stay in localStorage.
 */
function storageKey(endpointName: string, params: unknown): string {
  const { merchantCode, getMember } = platformClientOptions();
  const scope = isMemberEndpoint(endpointName) ? `${MEMBER_SCOPE}${encodeURIComponent(getMember?.() ?? '')}` : PUBLIC_SCOPE;
  return `${PERSIST_PREFIX}${merchantCode}:${scope}:${endpointName}:${JSON.stringify(params ?? null)}`;
}

/** Where an endpoint's answers are kept: the tab's storage for a member's, the device's for public ones. */
function storeFor(endpointName: string): Storage {
  return isMemberEndpoint(endpointName) ? sessionStorage : localStorage;
}

interface Persisted<T> {
  at: number;
  data: T;
}

/**
 * Options for a query of `endpoint`. With `persist`, the last answer is kept in localStorage so
 * that it survives a reload; it is shown at once and refreshed in the background.
 */
export function endpointQuery<P, T>(endpoint: Endpoint<P, T>, params: P, opts: { persist?: boolean } = {}) {
  const key = queryKeyOf(endpoint, params);
  const base = {
    queryKey: key,
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const data = await callPlatform(endpoint, params, signal);
      if (opts.persist) writePersisted(endpoint, params, data);
      return data;
    },
  };
  if (!opts.persist) return base;
  const stored = readPersisted(endpoint, params);
  // Stale from the start: a reload shows the kept answer and always asks again (an operator's
  // edit of the merchant file or the platform's flags shows on the next load, not 30 s later).
  return stored ? { ...base, initialData: stored.data, initialDataUpdatedAt: 0 } : base;
}

function readPersisted<P, T>(endpoint: Endpoint<P, T>, params: P): Persisted<T> | null {
  try {
    const raw = storeFor(endpoint.name).getItem(storageKey(endpoint.name, params));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { at?: unknown; data?: unknown };
    const checked = endpoint.answer.safeParse(parsed.data);
    if (!checked.success || typeof parsed.at !== 'number') return null;
    return { at: parsed.at, data: checked.data };
  } catch {
    return null;
  }
}

function writePersisted<P, T>(endpoint: Endpoint<P, T>, params: P, data: T): void {
  try {
    storeFor(endpoint.name).setItem(storageKey(endpoint.name, params), JSON.stringify({ at: Date.now(), data }));
  } catch {
    // Storage full or unavailable: the cache is an optimisation only.
  }
}

/** Drops the keys under `prefix` from both storages (a member's answers kept by an older release sit in localStorage). */
function removeStored(prefix: string): void {
  for (const store of [localStorage, sessionStorage]) {
    try {
      for (let i = store.length - 1; i >= 0; i--) {
        const k = store.key(i);
        if (k?.startsWith(prefix)) store.removeItem(k);
      }
    } catch {
      // Storage unavailable: nothing was kept.
    }
  }
}

/** Drops every persisted answer of this merchant (logout, ?sim=reset). */
export function clearPersistedQueries(): void {
  removeStored(`${PERSIST_PREFIX}${platformClientOptions().merchantCode}:`);
}

/** Drops every member's persisted answers of this merchant (login, logout). */
export function clearPersistedMemberQueries(): void {
  removeStored(`${PERSIST_PREFIX}${platformClientOptions().merchantCode}:${MEMBER_SCOPE}`);
}

/** Drops members' answers an older release kept in the device's storage (they now live in the tab's). */
export function dropDeviceMemberQueries(): void {
  const prefix = `${PERSIST_PREFIX}${platformClientOptions().merchantCode}:${MEMBER_SCOPE}`;
  try {
    for (let i = localStorage.length - 1; i >= 0; i--) {
      const k = localStorage.key(i);
      if (k?.startsWith(prefix)) localStorage.removeItem(k);
    }
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

/** Whether a TanStack Query key holds an answer that may depend on the member. */
export const isMemberQueryKey = (key: QueryKey): boolean => key[0] === 'platform' && typeof key[1] === 'string' && isMemberEndpoint(key[1]);
