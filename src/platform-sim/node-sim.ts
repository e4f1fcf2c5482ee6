// The simulator in Node: for `npm run platform` and for the tests (msw/node).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HttpHandler } from 'msw';
import type { MerchantConfig } from '@/config/schema';
import { createSimulator, memoryStore, type SimStatus, type Simulator } from '@/platform-sim/kernel';
import { createHandlers } from '@/platform-sim/handlers';
import { readMerchantDir } from '@/config/merchant-validation';

export const REPO_MERCHANTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../merchants');

export function loadMerchants(dir: string): Map<string, MerchantConfig> {
  const map = new Map<string, MerchantConfig>();
  for (const r of readMerchantDir(dir)) {
    if (r.config) map.set(r.code, r.config);
    else console.warn(`[platform] ${r.file} is invalid: ${r.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
  }
  return map;
}

/** The platform's private keys of live merchants: scripts/platform-keys/<code>.private.json (JWK). */
export const REPO_KEYS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../scripts/platform-keys');

export function loadPrivateKeys(dir: string): Map<string, JsonWebKey> {
  const keys = new Map<string, JsonWebKey>();
  if (!fs.existsSync(dir)) return keys;
  for (const f of fs.readdirSync(dir)) {
    const m = /^([a-z0-9-]+)\.private\.json$/.exec(f);
    if (m?.[1]) keys.set(m[1], JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as JsonWebKey);
  }
  return keys;
}

export interface NodeSimulatorOptions {
  merchantsDir?: string;
  keysDir?: string;
  status?: SimStatus;
  now?: () => number;
  /** Game outcomes reproducible from this seed (PLATFORM_SEED); cryptographic without it. */
  outcomeSeed?: number;
  /** Session idle limit in ms (PLATFORM_SESSION_IDLE_MIN). */
  sessionIdleMs?: number;
}

/**
 * The caller's IP as the platform can trust it: the last X-Forwarded-For entry, the one the hop in
 * front of the platform wrote (its own server sets it from the socket), never a first entry a
 * client may have written itself; 127.0.0.1 when there is none.
 */
export function trustedClientIp(request: Request): string {
  const hops = (request.headers.get('X-Forwarded-For') ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  return hops.at(-1) ?? '127.0.0.1';
}

export function createNodeSimulator(opts: NodeSimulatorOptions = {}): Simulator {
  const merchants = loadMerchants(opts.merchantsDir ?? REPO_MERCHANTS_DIR);
  const keys = loadPrivateKeys(opts.keysDir ?? REPO_KEYS_DIR);
  return createSimulator({
    merchant: (code) => merchants.get(code),
    privateKey: (code) => keys.get(code),
    store: memoryStore(),
    status: opts.status ?? 'normal',
    ...(opts.now ? { now: opts.now } : {}),
    ...(opts.outcomeSeed !== undefined ? { outcomeSeed: opts.outcomeSeed } : {}),
    ...(opts.sessionIdleMs !== undefined ? { sessionIdleMs: opts.sessionIdleMs } : {}),
    clientIp: trustedClientIp,
  });
}

/**
 * A fresh simulator over the repo's merchant files and its handlers, for tests. Its game outcomes
 * are seeded (`outcomeSeed`, 0 unless given), so a test can repeat them; pass `outcomeSeed:
 * undefined` explicitly for the cryptographic source the platform server uses.
 */
export function createTestPlatform(opts: { now?: () => number; status?: SimStatus; outcomeSeed?: number | undefined } = {}): {
  sim: Simulator;
  handlers: HttpHandler[];
} {
  const { outcomeSeed, ...rest } = opts;
  const sim = createNodeSimulator({ ...rest, ...('outcomeSeed' in opts ? (outcomeSeed === undefined ? {} : { outcomeSeed }) : { outcomeSeed: 0 }) });
  return { sim, handlers: createHandlers(sim) };
}
