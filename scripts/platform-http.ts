// The demo platform over real HTTP: the server behind `npm run platform` (scripts/platform-server.ts),
// for merchants in live mode such as `manila`, with the same handlers as the browser demo and the
// tests. Built by createPlatformServer() so tests start it on a random port.
//
// What it guarantees (issue 15):
// - binds 127.0.0.1 unless told otherwise (`host`, PLATFORM_HOST);
// - reads at most `maxBodyBytes` (5 MB) of a request body, counted while it streams: a larger
//   declared Content-Length is refused before anything is read, a longer stream is refused when it
//   crosses the limit and the rest is never read; both answer 413 with an envelope;
// - CORS reflects only allowed origins (localhost and its sub-domains, 127.0.0.1, [::1] and the
//   hosts named in the merchant files), never `*`; a browser request from any other origin is
//   refused with 403 before it reaches a handler;
// - `/sim/*` (the demo controls) answers only a loopback client that sent no X-Forwarded-For (nor
//   Forwarded, X-Real-IP), so never through a proxy, and only while sim control is on
//   (PLATFORM_SIM_CONTROL); a switch changes state only by POST with a JSON body;
// - a request path with a backslash, a `..` segment or an encoded dot, slash or backslash is
//   refused with 400 before anything reads it (a URL parser reads `\` as `/`: `/api/..\sim\status`
//   must never reach a control);
// - the caller's IP is the last X-Forwarded-For entry when the request comes from a loopback peer
//   (the proxy in front, which sends the client's address), else the socket's address: never an
//   entry a client wrote itself;
// - game outcomes, captchas and codes come from a cryptographic source; PLATFORM_SEED makes game
//   outcomes reproducible (tests only); sessions expire after PLATFORM_SESSION_IDLE_MIN idle
//   minutes (30) and 24 h after login (src/platform-sim/);
// - an unknown route answers a 404 envelope;
// - every call of the client (src/api/contract.ts) is checked against the contract before the
//   simulator sees it: a request that breaks it answers 400 BAD_REQUEST naming the field
//   (`body.amount: expected string, received number`), and an answer of the simulator that breaks
//   it is not passed on but answered 500 UNKNOWN naming the field, and logged. Encrypted payloads
//   are opened with the merchant's key and checked too.
//
// Routes of its own (everything else goes to the simulator's handlers, under /api):
//   GET  /sim/health                         { ok, status, simControl }
//   POST /sim/status  {"set":"maintenance"}  set = normal | maintenance | restricted | reset
//   POST /sim/clock   {"advanceMs":900000}   moves the platform's clock forward (expiry, locks)
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse, type HttpHandler } from 'msw';
import * as z from 'zod';
import { createHandlers } from '../src/platform-sim/handlers.ts';
import type { SimStatus, Simulator } from '../src/platform-sim/kernel.ts';
import { REPO_MERCHANTS_DIR, createNodeSimulator, loadMerchants } from '../src/platform-sim/node-sim.ts';
import type { PlatformCode } from '../src/api/errors.ts';
import { decryptRequest } from '../src/platform-sim/decrypt.ts';
import { ENCRYPTION_HEADER } from '../src/api/crypto.ts';
import { checkAnswer, checkRequest, matchCall, violationMessage, violationsOf, type ContractViolation, type MatchedCall } from '../src/api/contract.ts';

export const DEFAULT_PORT = 8787;
export const DEFAULT_HOST = '127.0.0.1';
/** The largest request body the server reads: 5 MB. */
export const MAX_BODY_BYTES = 5 * 1024 * 1024;
/** Where the platform API lives on this server (a live merchant's `api.baseUrl` ends with it). */
export const API_BASE_PATH = '/api';

const SIM_STATUSES = ['normal', 'maintenance', 'restricted'] as const satisfies readonly SimStatus[];
const isSimStatus = (v: unknown): v is SimStatus => (SIM_STATUSES as readonly unknown[]).includes(v);

/** The body of POST /sim/status. */
const simSwitchSchema = z.strictObject({ set: z.enum([...SIM_STATUSES, 'reset']) });
/** The farthest one POST /sim/clock moves the clock: a year. */
const MAX_CLOCK_STEP_MS = 366 * 24 * 60 * 60_000;
/** The body of POST /sim/clock. */
const simClockSchema = z.strictObject({ advanceMs: z.number().int().min(0).max(MAX_CLOCK_STEP_MS) });

/** The session idle limit's setting: whole minutes, 1 to a day. */
const MAX_IDLE_MIN = 24 * 60;

export interface PlatformServerOptions {
  /** Interface to listen on (default 127.0.0.1). */
  host?: string;
  /** Port; 0 picks a free one (default 8787). */
  port?: number;
  /** The platform status at start (default normal). */
  status?: SimStatus;
  /** Whether POST /sim/status may switch the status or reset the state (default on). */
  simControl?: boolean;
  /** Largest body read, in bytes (default 5 MB). */
  maxBodyBytes?: number;
  /** Where the merchant files are (default the repository's merchants/). */
  merchantsDir?: string;
  /** Origins allowed besides localhost and the merchant files' hosts, e.g. `https://m.example.com`. */
  extraOrigins?: readonly string[];
  /** Where log lines go (default console.error; tests pass a no-op). */
  log?: (line: string) => void;
  /** The platform's clock (default Date.now); QA runs freeze it. */
  now?: () => number;
  /** Handlers tried before the simulator's (tests use them to make the platform answer otherwise). */
  extraHandlers?: readonly HttpHandler[];
  /** Makes game outcomes reproducible (PLATFORM_SEED; tests only). Without it they come from node:crypto. */
  outcomeSeed?: number;
  /** How long a session may stay idle, in ms (PLATFORM_SESSION_IDLE_MIN; default 30 minutes). */
  sessionIdleMs?: number;
}

export interface PlatformServer {
  readonly server: http.Server;
  readonly sim: Simulator;
  readonly simControl: boolean;
  /** Starts listening; resolves with the bound address. */
  listen(): Promise<AddressInfo>;
  /** The base URL of the running server, e.g. http://127.0.0.1:8787. */
  url(): string;
  close(): Promise<void>;
}

/** Reads the server's options from the environment of `npm run platform`. */
export function platformOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): PlatformServerOptions {
  const port = env.PLATFORM_PORT ? Number(env.PLATFORM_PORT) : DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PLATFORM_PORT is not a port: ${env.PLATFORM_PORT}`);
  const rawStatus = env.SIM_STATUS;
  let status: SimStatus | undefined;
  if (rawStatus) {
    if (!isSimStatus(rawStatus)) throw new Error(`SIM_STATUS must be one of ${SIM_STATUSES.join(', ')}`);
    status = rawStatus;
  }
  const control = (env.PLATFORM_SIM_CONTROL ?? 'on').toLowerCase();
  if (!['on', 'off'].includes(control)) throw new Error('PLATFORM_SIM_CONTROL must be on or off');
  let outcomeSeed: number | undefined;
  if (env.PLATFORM_SEED !== undefined && env.PLATFORM_SEED !== '') {
    outcomeSeed = Number(env.PLATFORM_SEED);
    if (!/^\d+$/.test(env.PLATFORM_SEED) || !Number.isSafeInteger(outcomeSeed) || outcomeSeed > 0xffffffff) {
      throw new Error(`PLATFORM_SEED must be a whole number from 0 to 4294967295: ${env.PLATFORM_SEED}`);
    }
  }
  let sessionIdleMs: number | undefined;
  if (env.PLATFORM_SESSION_IDLE_MIN !== undefined && env.PLATFORM_SESSION_IDLE_MIN !== '') {
    const minutes = Number(env.PLATFORM_SESSION_IDLE_MIN);
    if (!/^\d+$/.test(env.PLATFORM_SESSION_IDLE_MIN) || minutes < 1 || minutes > MAX_IDLE_MIN) {
      throw new Error(`PLATFORM_SESSION_IDLE_MIN must be whole minutes from 1 to ${MAX_IDLE_MIN}: ${env.PLATFORM_SESSION_IDLE_MIN}`);
    }
    sessionIdleMs = minutes * 60_000;
  }
  return {
    host: env.PLATFORM_HOST || DEFAULT_HOST,
    port,
    ...(status ? { status } : {}),
    ...(outcomeSeed !== undefined ? { outcomeSeed } : {}),
    ...(sessionIdleMs !== undefined ? { sessionIdleMs } : {}),
    simControl: control === 'on',
    extraOrigins: (env.PLATFORM_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  };
}

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A socket's address as people write it (`::ffff:127.0.0.1` → `127.0.0.1`). */
const plainAddress = (address: string | undefined): string => (address ?? '').replace(/^::ffff:/i, '');

/** Whether an address is this machine's own (127.0.0.0/8 or ::1). */
export const isLoopback = (address: string | undefined): boolean => {
  const a = plainAddress(address);
  return a === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a);
};

/** Headers a proxy adds: a request carrying one came through a proxy. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/**
 * The caller's IP as this platform can trust it: from a loopback peer (the proxy in front of it,
 * e.g. the site's nginx, which sends the client's address), the LAST X-Forwarded-For entry, the one
 * that proxy wrote; otherwise, or with none, the socket's own address. A first entry, which the
 * client may have written itself, never counts.
 */
export function clientIpOf(socketAddress: string | undefined, forwardedFor: string | string[] | undefined): string {
  const socketIp = plainAddress(socketAddress) || '127.0.0.1';
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const last = header
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean)
    .at(-1);
  return last && isLoopback(socketIp) ? last : socketIp;
}

/**
 * Whether a raw request path is one a URL parser could read otherwise than it is written: a
 * backslash (read as `/`), a `.` or `..` segment, or an encoded dot, slash or backslash.
 */
export function isAmbiguousPath(rawTarget: string): boolean {
  const path = rawTarget.split('?')[0] ?? '';
  if (/\\|%5c|%2f|%2e/i.test(path)) return true;
  return path.split('/').some((segment) => segment === '.' || segment === '..');
}

/**
 * Whether a browser page at `origin` may call the platform: http(s) pages on localhost (any port,
 * also `*.localhost` such as manila.localhost), 127.0.0.1 or [::1]; pages on a host named by a
 * merchant file; or an origin listed exactly in `extra`.
 */
export function isAllowedOrigin(origin: string, merchantHosts: ReadonlySet<string>, extra: readonly string[] = []): boolean {
  if (extra.includes(origin)) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.origin !== origin) return false; // a path, credentials or odd spelling: not an origin
  const host = url.hostname;
  return LOCAL_HOSTNAMES.has(host) || host.endsWith('.localhost') || merchantHosts.has(host);
}

const CORS_BASE = {
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, X-Merchant-Code, X-Device-Id, X-Language, X-Gateway, X-Device, token, X-Encryption-Key, X-Idempotency-Key',
  'Access-Control-Expose-Headers': 'X-Platform',
  'Access-Control-Max-Age': '600',
};

const formatBytes = (n: number): string => (n % (1024 * 1024) === 0 ? `${n / (1024 * 1024)} MB` : `${n} bytes`);

type Envelope = { success: false; code: PlatformCode; message: string; value?: Record<string, unknown> };

/** How many broken fields a refusal names. */
const NAMED_VIOLATIONS = 3;
const describeViolations = (list: readonly ContractViolation[]): string => list.slice(0, NAMED_VIOLATIONS).map(violationMessage).join('; ');

/** The JSON value of a body, or a violation when it is not JSON. */
function parseJson(body: Buffer | undefined): { value: unknown } | ContractViolation {
  if (!body) return { value: undefined };
  try {
    return { value: JSON.parse(body.toString('utf8')) as unknown };
  } catch {
    return { in: 'body', field: '', problem: 'not JSON' };
  }
}

/** A multipart body's fields (text or file), or a violation when it cannot be read. */
async function parseForm(body: Buffer | undefined, contentType: string): Promise<{ value: unknown } | ContractViolation> {
  if (!body) return { value: undefined };
  try {
    const form = await new Request('http://platform.invalid/', {
      method: 'POST',
      headers: { 'Content-Type': contentType },
      body: new Uint8Array(body),
    }).formData();
    const fields: Record<string, FormDataEntryValue> = {};
    for (const [k, v] of form) fields[k] = v;
    return { value: fields };
  } catch {
    return { in: 'body', field: '', problem: 'not multipart form data' };
  }
}

const isViolation = (v: { value: unknown } | ContractViolation): v is ContractViolation => 'problem' in v;

class BodyTooLarge extends Error {}

export function createPlatformServer(options: PlatformServerOptions = {}): PlatformServer {
  const host = options.host ?? DEFAULT_HOST;
  const port = options.port ?? DEFAULT_PORT;
  const limit = options.maxBodyBytes ?? MAX_BODY_BYTES;
  const simControl = options.simControl ?? true;
  const log = options.log ?? ((line: string) => console.error(line));
  const merchantsDir = options.merchantsDir ?? REPO_MERCHANTS_DIR;
  const extraOrigins = options.extraOrigins ?? [];

  const sim = createNodeSimulator({
    merchantsDir,
    status: options.status ?? 'normal',
    ...(options.now ? { now: options.now } : {}),
    ...(options.outcomeSeed !== undefined ? { outcomeSeed: options.outcomeSeed } : {}),
    ...(options.sessionIdleMs !== undefined ? { sessionIdleMs: options.sessionIdleMs } : {}),
  });
  const handlers: HttpHandler[] = [...(options.extraHandlers ?? []), ...createHandlers(sim)];
  const merchantHosts = new Set<string>();
  for (const config of loadMerchants(merchantsDir).values()) for (const h of config.hosts) merchantHosts.add(h.toLowerCase());

  /** CORS headers for a request: the origin reflected when it is allowed, nothing otherwise. */
  function corsFor(req: http.IncomingMessage): Record<string, string> {
    const origin = req.headers.origin;
    if (!origin || !isAllowedOrigin(origin, merchantHosts, extraOrigins)) return { Vary: 'Origin' };
    return { ...CORS_BASE, 'Access-Control-Allow-Origin': origin, Vary: 'Origin' };
  }

  function send(req: http.IncomingMessage, res: http.ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}) {
    if (res.headersSent) return;
    res.writeHead(status, { ...corsFor(req), 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...extra });
    res.end(JSON.stringify(body));
  }

  const envelope = (code: PlatformCode, message: string, value?: Record<string, unknown>): Envelope => ({
    success: false,
    code,
    message,
    ...(value ? { value } : {}),
  });

  /** What breaks the contract in a request for a known call; empty when it holds. */
  async function requestViolations(matched: MatchedCall, req: http.IncomingMessage, url: URL, body: Buffer | undefined): Promise<ContractViolation[]> {
    const header = (name: string): string | undefined => {
      const v = req.headers[name.toLowerCase()];
      return Array.isArray(v) ? v.join(', ') : v;
    };
    const contentType = header('Content-Type') ?? '';
    const kind = matched.call.request.body?.type;
    let parsed: { value: unknown } | ContractViolation = { value: undefined };
    if (kind === 'multipart' && /^multipart\/form-data\b/i.test(contentType)) parsed = await parseForm(body, contentType);
    else if (kind && /^application\/json\b/i.test(contentType)) parsed = parseJson(body);
    if (isViolation(parsed)) return [parsed];
    const found = checkRequest(matched.call, { header, query: url.searchParams, pathParams: matched.pathParams, body: parsed.value });
    const encrypted = matched.call.request.body;
    if (found.length > 0 || encrypted?.type !== 'encrypted' || !body) return found;
    // The payload is checked once opened; one the merchant's key cannot open is the simulator's to refuse.
    const sealed = new Request('http://platform.invalid/', {
      method: 'POST',
      headers: { [ENCRYPTION_HEADER]: header(ENCRYPTION_HEADER) ?? '' },
      body: new Uint8Array(body),
    });
    const payload = await decryptRequest<unknown>(sealed, sim.privateKey(header('X-Merchant-Code') ?? ''));
    return payload === null ? [] : violationsOf(encrypted.payload, payload, 'payload');
  }

  /** The simulator's answer to a known call, or a 500 envelope when it breaks the contract. */
  function checkedAnswer(matched: MatchedCall, response: Response, bytes: Buffer): { status: number; body: Buffer } {
    const name = matched.call.endpoint.name;
    let violations: ContractViolation[];
    try {
      violations = checkAnswer(matched.call, JSON.parse(bytes.toString('utf8')) as unknown);
    } catch {
      violations = [{ in: 'answer', field: '', problem: 'not JSON' }];
    }
    if (violations.length === 0) return { status: response.status, body: bytes };
    const message = `The answer to ${name} breaks the contract: ${describeViolations(violations)}`;
    log(`[platform] 500 ${name}: ${message}`);
    const first = violations[0];
    return { status: 500, body: Buffer.from(JSON.stringify(envelope('UNKNOWN', message, first ? { in: first.in, field: first.field } : undefined))) };
  }

  /**
   * Answers 413 and reads nothing more: the connection closes once the answer is out (a client
   * still sending is cut off shortly after, so a slow sender cannot hold the socket).
   */
  function refuseTooLarge(req: http.IncomingMessage, res: http.ServerResponse) {
    req.pause();
    send(req, res, 413, envelope('BAD_REQUEST', `Request body larger than ${formatBytes(limit)}`), { Connection: 'close' });
    res.once('finish', () => {
      const socket = req.socket;
      socket.end();
      setTimeout(() => socket.destroy(), 1000).unref();
    });
  }

  /** The body, counted while it streams; rejects with BodyTooLarge past the limit. */
  function readBody(req: http.IncomingMessage): Promise<Buffer | undefined> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      let total = 0;
      const onData = (chunk: Buffer) => {
        total += chunk.length;
        if (total > limit) {
          cleanup();
          chunks.length = 0;
          reject(new BodyTooLarge());
          return;
        }
        chunks.push(chunk);
      };
      const onEnd = () => {
        cleanup();
        resolve(total ? Buffer.concat(chunks, total) : undefined);
      };
      const onError = (error: Error) => {
        cleanup();
        reject(error);
      };
      const cleanup = () => {
        req.off('data', onData);
        req.off('end', onEnd);
        req.off('error', onError);
      };
      req.on('data', onData);
      req.on('end', onEnd);
      req.on('error', onError);
    });
  }

  const declaredLength = (req: http.IncomingMessage): number | null => {
    const raw = req.headers['content-length'];
    return raw === undefined ? null : Number(raw);
  };

  /**
   * Why a demo control is not answered, or null when it is: only while sim control is on, only to
   * a loopback peer, and never to a request that came through a proxy.
   */
  function simControlRefusal(req: http.IncomingMessage): string | null {
    if (!simControl) return 'Simulator control is off (PLATFORM_SIM_CONTROL=off)';
    if (!isLoopback(req.socket.remoteAddress)) return 'Simulator control answers only this machine';
    if (PROXY_HEADERS.some((h) => req.headers[h] !== undefined)) return 'Simulator control does not answer through a proxy';
    return null;
  }

  /** A control's JSON body checked by its schema, or the refusal already sent. */
  function controlBody<T>(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer | undefined, schema: z.ZodType<T>, expected: string): T | null {
    if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) {
      send(req, res, 415, envelope('BAD_REQUEST', `Send a JSON body: ${expected}`));
      return null;
    }
    let json: unknown;
    try {
      json = JSON.parse(body?.toString('utf8') ?? '');
    } catch {
      send(req, res, 400, envelope('BAD_REQUEST', 'The body is not JSON'));
      return null;
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      send(req, res, 400, envelope('BAD_REQUEST', `Expected ${expected}`));
      return null;
    }
    return parsed.data;
  }

  function simSwitch(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer | undefined) {
    const data = controlBody(req, res, body, simSwitchSchema, '{"set":"normal|maintenance|restricted|reset"}');
    if (!data) return;
    if (data.set === 'reset') sim.reset();
    else sim.status = data.set;
    log(`[platform] sim ${data.set}: status ${sim.status}`);
    send(req, res, 200, { success: true, code: 'OK', value: { status: sim.status } });
  }

  function simClock(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer | undefined) {
    const data = controlBody(req, res, body, simClockSchema, `{"advanceMs":N}, N whole milliseconds from 0 to ${MAX_CLOCK_STEP_MS}`);
    if (!data) return;
    sim.advanceClock(data.advanceMs);
    log(`[platform] sim clock +${data.advanceMs} ms: ${new Date(sim.now()).toISOString()}`);
    send(req, res, 200, { success: true, code: 'OK', value: { now: sim.now() } });
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    if (isAmbiguousPath(req.url ?? '/')) {
      return send(req, res, 400, envelope('BAD_REQUEST', 'The request path is not valid'), { Connection: 'close' });
    }
    const url = new URL(req.url ?? '/', 'http://platform.invalid');
    const origin = req.headers.origin;
    if (origin && !isAllowedOrigin(origin, merchantHosts, extraOrigins)) {
      // A page of a foreign site: never let it drive the platform (no CORS either).
      return send(req, res, 403, envelope('NO_PERMISSION', `Origin ${origin} is not allowed`), { Connection: 'close' });
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, corsFor(req));
      res.end();
      return;
    }
    const declared = declaredLength(req);
    if (declared !== null && (!Number.isFinite(declared) || declared > limit)) return refuseTooLarge(req, res);

    let body: Buffer | undefined;
    try {
      body = await readBody(req);
    } catch (error) {
      if (error instanceof BodyTooLarge) return refuseTooLarge(req, res);
      throw error;
    }

    if (url.pathname === '/sim' || url.pathname.startsWith('/sim/')) {
      const refusal = simControlRefusal(req);
      if (refusal) {
        log(`[platform] 403 ${req.method ?? 'GET'} ${url.pathname}: ${refusal}`);
        return send(req, res, 403, envelope('NO_PERMISSION', refusal));
      }
      if (url.pathname === '/sim/health') {
        if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(req, res, 'GET');
        return send(req, res, 200, { ok: true, status: sim.status, simControl });
      }
      if (url.pathname === '/sim/status') {
        if (req.method !== 'POST') return methodNotAllowed(req, res, 'POST');
        return simSwitch(req, res, body);
      }
      if (url.pathname === '/sim/clock') {
        if (req.method !== 'POST') return methodNotAllowed(req, res, 'POST');
        return simClock(req, res, body);
      }
      return notFound(req, res, url);
    }

    const matched = url.pathname.startsWith(`${API_BASE_PATH}/`) ? matchCall(req.method ?? 'GET', url.pathname.slice(API_BASE_PATH.length)) : undefined;
    if (matched) {
      const violations = await requestViolations(matched, req, url, body);
      const first = violations[0];
      if (first) {
        const message = describeViolations(violations);
        log(`[platform] 400 ${matched.call.endpoint.name}: ${message}`);
        return send(req, res, 400, envelope('BAD_REQUEST', message, { in: first.in, field: first.field }));
      }
    }

    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) {
      if (typeof v === 'string') headers.set(k, v);
      else if (Array.isArray(v)) headers.set(k, v.join(', '));
    }
    // The simulator reads the caller's IP from this header: it holds the one address trusted.
    headers.set('x-forwarded-for', clientIpOf(req.socket.remoteAddress, req.headers['x-forwarded-for']));
    const request = new Request(new URL(`${url.pathname}${url.search}`, 'http://localhost'), {
      method: req.method ?? 'GET',
      headers,
      body: body && req.method !== 'GET' && req.method !== 'HEAD' ? new Uint8Array(body) : null,
    });
    const response = await getResponse(handlers, request);
    if (!response) return notFound(req, res, url);
    const out: Record<string, string> = {};
    response.headers.forEach((v, k) => (out[k] = v));
    const bytes = Buffer.from(await response.arrayBuffer());
    const answer = matched ? checkedAnswer(matched, response, bytes) : { status: response.status, body: bytes };
    if (answer.body !== bytes) {
      out['content-type'] = 'application/json; charset=utf-8';
      delete out['content-length'];
    }
    res.writeHead(answer.status, { ...out, ...corsFor(req) });
    res.end(answer.body);
  }

  function methodNotAllowed(req: http.IncomingMessage, res: http.ServerResponse, allow: string) {
    send(req, res, 405, envelope('BAD_REQUEST', `Use ${allow} for ${req.url?.split('?')[0] ?? ''}`), { Allow: allow });
  }

  function notFound(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
    send(req, res, 404, envelope('BAD_REQUEST', `No such call: ${req.method ?? 'GET'} ${url.pathname}`));
  }

  const run = (req: http.IncomingMessage, res: http.ServerResponse) => {
    handle(req, res).catch((error: unknown) => {
      log(`[platform] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      send(req, res, 500, envelope('UNKNOWN', 'Unknown error'));
    });
  };

  const server = http.createServer({ requestTimeout: 60_000, headersTimeout: 20_000, maxHeaderSize: 16 * 1024 }, run);
  // `Expect: 100-continue` (curl sends it for large bodies): refuse an oversized body before it is sent.
  server.on('checkContinue', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const declared = declaredLength(req);
    if (declared !== null && (!Number.isFinite(declared) || declared > limit)) return refuseTooLarge(req, res);
    res.writeContinue();
    run(req, res);
  });
  server.maxRequestsPerSocket = 1000;

  const address = (): AddressInfo => {
    const a = server.address();
    if (!a || typeof a === 'string') throw new Error('the platform server is not listening');
    return a;
  };

  return {
    server,
    sim,
    simControl,
    listen: () =>
      new Promise<AddressInfo>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve(address());
        });
      }),
    url: () => {
      const a = address();
      return `http://${a.family === 'IPv6' ? `[${a.address}]` : a.address}:${a.port}`;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
