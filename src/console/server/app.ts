// The console's HTTP API (fastify) and its web app. Every call of the API is in `API`, with the
// least role it needs; tests/console/roles.test.ts walks that table for every role.
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { validateMerchant, type ConfigProblem } from '@/config/validate';
import { hostProblems, type HostClaim } from '@/config/host-claims';
import { FLAG_DOCS, KEY_DOCS, MODULE_DOCS } from '@/config/schema-docs';
import { lineDiff } from '@/console/server/changes';
import { changedKeys, combineChanges } from '@/console/shared/json-changes';
import type { MerchantFiles } from '@/console/server/merchant-folder';
import { hashPassword, passwordProblem, randomToken, sameToken, sha256, signPreview, verifyPassword } from '@/console/server/security';
import { draftRev, ROLES, type ConsoleState, type Operator, type Role, type Version } from '@/console/server/store';
import type { PreviewDrafts } from '@/console/server/preview';

/** A merchant file on disk, parsed, and its validation (null: not a JSON object). */
type CheckedFile = { code: string; data: unknown; result: ReturnType<typeof validateMerchant> | null };

export const SESSION_COOKIE = 'palaro_console';
export const CSRF_HEADER = 'x-csrf-token';
/** Wrong passwords for one user name from one address that lock that name there. */
export const MAX_FAILED_LOGINS = 5;
/** Wrong passwords for one user name from any addresses that lock it everywhere (an admin unlocks it). */
export const ACCOUNT_LOCK_AFTER = 20;
export const LOCK_MS = 15 * 60_000;
const SESSION_MS = 12 * 60 * 60_000;
/** A session unused this long ends (counted in memory: a restart starts the count again). */
export const IDLE_MS = 30 * 60_000;
const PREVIEW_MS = 15 * 60_000;
/** Checked against when the user name is unknown, so that a login takes as long either way. */
const DUMMY_HASH = hashPassword(randomToken());

/** Every call of the API and the least role it needs (`null`: no session needed). */
export const API = [
  { method: 'POST', url: '/api/login', role: null },
  { method: 'POST', url: '/api/logout', role: 'viewer' },
  { method: 'GET', url: '/api/me', role: 'viewer' },
  { method: 'POST', url: '/api/me/password', role: 'viewer' },
  { method: 'GET', url: '/api/schema', role: 'viewer' },
  { method: 'GET', url: '/api/merchants', role: 'viewer' },
  { method: 'GET', url: '/api/merchants/:code', role: 'viewer' },
  { method: 'POST', url: '/api/merchants/:code/validate', role: 'viewer' },
  { method: 'POST', url: '/api/merchants/:code/preview', role: 'viewer' },
  { method: 'GET', url: '/api/merchants/:code/history', role: 'viewer' },
  { method: 'PUT', url: '/api/merchants/:code/draft', role: 'editor' },
  { method: 'DELETE', url: '/api/merchants/:code/draft', role: 'editor' },
  { method: 'POST', url: '/api/merchants/:code/draft/rebase', role: 'editor' },
  { method: 'POST', url: '/api/merchants/:code/publish', role: 'publisher' },
  { method: 'POST', url: '/api/merchants/:code/rollback', role: 'publisher' },
  { method: 'GET', url: '/api/operators', role: 'admin' },
  { method: 'POST', url: '/api/operators', role: 'admin' },
  { method: 'PATCH', url: '/api/operators/:name', role: 'admin' },
  { method: 'DELETE', url: '/api/operators/:name', role: 'admin' },
  { method: 'GET', url: '/api/audit', role: 'admin' },
] as const satisfies readonly { method: string; url: string; role: Role | null }[];

type ApiUrl = (typeof API)[number]['url'];

const rank = (role: Role): number => ROLES.indexOf(role);
export const roleAtLeast = (role: Role, least: Role): boolean => rank(role) >= rank(least);

export interface ConsoleOptions {
  state: ConsoleState;
  files: MerchantFiles;
  previews: PreviewDrafts;
  /** Signs preview tokens. */
  secret: string;
  /** The players' site as the preview server shows it, e.g. http://127.0.0.1:5181. */
  previewOrigin: string;
  /** The built web app, or null (API only). */
  webRoot: string | null;
  /** schemas/merchant.schema.json and the theme token files. */
  schemaFile: string;
  themesDir: string;
  /** Set the Secure flag on the session cookie: always, never, or when the request came over https. */
  secureCookies?: boolean | 'auto';
  trustProxy?: boolean;
  logger?: boolean;
}

interface Authed {
  operator: Operator;
  csrf: string;
  sessionHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    authed?: Authed;
  }
}

/** A merchant file's text as the console writes it: two-space JSON, `$schema` first, a final newline. */
export function fileText(data: Record<string, unknown>): string {
  const { $schema, ...rest } = data;
  return `${JSON.stringify($schema === undefined ? rest : { $schema, ...rest }, null, 2)}\n`;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function buildConsole(options: ConsoleOptions): FastifyInstance {
  const { state, files, previews } = options;
  const app = Fastify({ logger: options.logger ?? false, trustProxy: options.trustProxy ?? false, bodyLimit: 2 * 1024 * 1024 });
  void app.register(cookie);

  const locks = new Map<string, Promise<unknown>>();
  /** When each session (by its hash) last made a call. */
  const lastSeen = new Map<string, number>();
  /** Wrong passwords in memory: per user name and address, and per user name no operator has. */
  const failedHere = new Map<string, { failed: number; lockedUntil: number }>();
  const unknownNames = new Map<string, { failed: number; lockedUntil: number }>();
  const hereKey = (name: string, req: FastifyRequest) => `${name}\u0000${req.ip}`;
  /** The one operator whose name is `name` but for letter case; none when no one or several are. */
  const soleCaseMatch = (name: string) => {
    const matches = state.operators().filter((o) => o.name.toLowerCase() === name.toLowerCase());
    return matches.length === 1 ? matches[0] : undefined;
  };
  /** Runs `task` after every earlier task of the same merchant (one publish at a time per file). */
  function serially<T>(code: string, task: () => Promise<T>): Promise<T> {
    const previous = locks.get(code) ?? Promise.resolve();
    const run = previous.then(task, task);
    locks.set(
      code,
      run.catch(() => undefined),
    );
    return run;
  }

  function audit(req: FastifyRequest, action: string, outcome: 'ok' | 'refused' | 'failed', target?: string, detail?: string, operator?: string): void {
    state.addAudit({
      at: Date.now(),
      operator: operator ?? req.authed?.operator.name ?? null,
      action,
      from: req.ip,
      outcome,
      ...(target ? { target } : {}),
      ...(detail ? { detail } : {}),
    });
  }

  const secure = (req: FastifyRequest): boolean =>
    options.secureCookies === 'auto' || options.secureCookies === undefined ? req.protocol === 'https' : options.secureCookies;

  /** The request's own origin, for the Origin check of state-changing calls. */
  const ownOrigin = (req: FastifyRequest): string => `${req.protocol}://${req.headers.host ?? ''}`;

  function refuse(reply: FastifyReply, status: number, error: string, message: string, extra: Record<string, unknown> = {}) {
    return reply.code(status).send({ error, message, ...extra });
  }

  const publicOperator = (op: Operator) => ({
    name: op.name,
    role: op.role,
    merchants: op.merchants,
    locked: op.lockedUntil > Date.now(),
    lockedUntil: op.lockedUntil > Date.now() ? op.lockedUntil : null,
    createdAt: op.createdAt,
    createdBy: op.createdBy,
  });

  const authedOf = (req: FastifyRequest): Authed => {
    if (!req.authed) throw new Error('no session (the route has no guard)');
    return req.authed;
  };

  const mayOpen = (op: Operator, code: string): boolean => op.merchants === null || op.merchants.includes(code);

  // Security headers on every answer of the console.
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('X-Frame-Options', 'DENY');
    reply.header(
      'Content-Security-Policy',
      `default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-src ${options.previewOrigin}; frame-ancestors 'none'; base-uri 'none'; form-action 'self'; object-src 'none'`,
    );
    if (_req.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
    return payload;
  });

  /** Session, role, merchant and CSRF checks of one API call. */
  function guard(least: Role | null) {
    return async (req: FastifyRequest, reply: FastifyReply) => {
      const stateChanging = req.method !== 'GET' && req.method !== 'HEAD';
      const origin = req.headers.origin;
      if (stateChanging && origin !== undefined && origin !== ownOrigin(req)) {
        audit(req, `${req.method} ${req.routeOptions.url ?? req.url}`, 'refused', undefined, `cross-origin request from ${origin}`);
        return refuse(reply, 403, 'csrf', 'Cross-origin request refused');
      }
      if (least === null) return;
      const id = req.cookies[SESSION_COOKIE];
      const session = id ? state.session(sha256(id)) : undefined;
      // A session belongs to the operator who logged in: not to a later one given the same name.
      const operator = session ? state.operator(session.operator) : undefined;
      const now = Date.now();
      if (!session || !operator || session.createdAt < operator.createdAt) return refuse(reply, 401, 'unauthenticated', 'Log in first');
      if (now - (lastSeen.get(session.idHash) ?? now) > IDLE_MS) {
        state.deleteSession(session.idHash);
        lastSeen.delete(session.idHash);
        return refuse(reply, 401, 'unauthenticated', 'Your session ended after 30 minutes without use: log in again');
      }
      lastSeen.set(session.idHash, now);
      req.authed = { operator, csrf: session.csrf, sessionHash: session.idHash };
      if (stateChanging) {
        const token = req.headers[CSRF_HEADER];
        if (typeof token !== 'string' || !sameToken(token, session.csrf)) {
          audit(req, `${req.method} ${req.routeOptions.url ?? req.url}`, 'refused', undefined, 'missing or wrong CSRF token');
          return refuse(reply, 403, 'csrf', 'Missing or wrong CSRF token: reload the page');
        }
      }
      if (!roleAtLeast(operator.role, least)) {
        if (stateChanging) audit(req, `${req.method} ${req.routeOptions.url ?? req.url}`, 'refused', undefined, `needs role ${least}`);
        return refuse(reply, 403, 'forbidden', `This needs the role ${least} (you are ${operator.role})`);
      }
      const code = (req.params as { code?: string }).code;
      if (code !== undefined && !mayOpen(operator, code)) {
        if (stateChanging) audit(req, `${req.method} ${req.routeOptions.url ?? req.url}`, 'refused', code, 'merchant not allowed');
        return refuse(reply, 403, 'forbidden', `You may not open the merchant ${code}`);
      }
    };
  }

  function route(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: ApiUrl,
    handler: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  ): void {
    const entry = API.find((a) => a.method === method && a.url === url);
    if (!entry) throw new Error(`${method} ${url} is not in API`);
    app.route({ method, url, preHandler: guard(entry.role), handler });
  }

  // ---- merchants -------------------------------------------------------------------------------

  async function readMerchant(code: string) {
    const text = await files.read(code);
    const data = parseJson(text);
    const defaults = await files.defaults();
    const problems = validate(code, data, defaults, await hostClaims(defaults));
    return { text, data, defaults, problems, version: text === null ? null : sha256(text) };
  }

  /** Every merchant file on disk, read and validated once. */
  async function checkedFiles(defaults: unknown): Promise<CheckedFile[]> {
    const codes = await files.codes();
    return Promise.all(
      codes.map(async (code) => {
        const data = parseJson(await files.read(code));
        return { code, data, result: isObject(data) ? validateMerchant(data, defaults) : null };
      }),
    );
  }

  /** The hosts each file lists (a file that does not validate claims none). */
  const claimsOf = (checked: readonly CheckedFile[]): HostClaim[] =>
    checked.map(({ code, result }) => ({ code, hosts: result?.ok ? result.config.hosts : [] }));

  async function hostClaims(defaults: unknown): Promise<HostClaim[]> {
    return claimsOf(await checkedFiles(defaults));
  }

  /**
   * A file's problems: the schema's, its name's, then its hosts against the other files' (src/config/host-claims.ts).
   * `result` is its validation where already done.
   */
  function validate(
    code: string,
    data: unknown,
    defaults: unknown,
    claims: readonly HostClaim[],
    result: CheckedFile['result'] = isObject(data) ? validateMerchant(data, defaults) : null,
  ): ConfigProblem[] {
    if (!result) return [{ path: '', message: 'not a JSON object' }];
    if (!result.ok) return result.problems;
    if (result.config.code !== code) return [{ path: 'code', message: `must equal the file name (${code})` }];
    return hostProblems({ code, hosts: result.config.hosts }, claims);
  }

  /** The problems of `data` as the file `code`, against the files on disk. */
  async function problemsOf(code: string, data: unknown): Promise<ConfigProblem[]> {
    const defaults = await files.defaults();
    return validate(code, data, defaults, await hostClaims(defaults));
  }

  /** The last recorded version of a file, or the file as found on disk when it differs (an edit outside the console). */
  function recordFound(code: string, text: string): Version[] {
    const versions = state.versions(code);
    const last = versions.at(-1);
    if (!last || last.version !== sha256(text)) {
      const keys = last ? changedKeys(parseJson(last.text), parseJson(text)) : [];
      state.addVersion({
        merchant: code,
        version: sha256(text),
        text,
        by: 'file',
        at: Date.now(),
        message: last ? 'Changed outside the console' : 'The file as the console first found it',
        keys,
        kind: 'found',
      });
    }
    return state.versions(code);
  }

  const lastPublished = (code: string) => {
    const v = state
      .versions(code)
      .filter((x) => x.kind !== 'found')
      .at(-1);
    return v ? { by: v.by, at: v.at, message: v.message } : null;
  };

  route('GET', '/api/merchants', async (req) => {
    const op = authedOf(req).operator;
    const defaults = await files.defaults();
    const checked = await checkedFiles(defaults);
    const claims = claimsOf(checked);
    const draftOf = (code: string) => {
      const d = state.draft(code);
      return d ? { by: d.by, at: d.at } : null;
    };
    const list = checked
      .filter(({ code }) => mayOpen(op, code))
      .map(({ code, data, result }) => {
        const merged = isObject(data) ? { ...(isObject(defaults) ? defaults : {}), ...data } : {};
        const api = isObject(merged.api) ? merged.api : {};
        const problems = validate(code, data, defaults, claims, result);
        return {
          code,
          name: typeof merged.name === 'string' ? merged.name : code,
          mode: api.mode === 'live' ? 'live' : 'demo',
          hosts: Array.isArray(merged.hosts) ? merged.hosts.filter((h): h is string => typeof h === 'string') : [],
          valid: problems.length === 0,
          problems: problems.length,
          lastPublished: lastPublished(code),
          draft: draftOf(code),
        };
      });
    return { merchants: list };
  });

  route('GET', '/api/merchants/:code', async (req, reply) => {
    const { code } = req.params as { code: string };
    const m = await readMerchant(code);
    if (m.text === null) return refuse(reply, 404, 'not-found', `No merchant file ${code}.json`);
    const draft = state.draft(code);
    return {
      code,
      data: m.data,
      version: m.version,
      defaults: m.defaults,
      problems: m.problems,
      draft: draft ? { data: draft.data, baseVersion: draft.baseVersion, by: draft.by, at: draft.at, rev: draftRev(draft) } : null,
      lastPublished: lastPublished(code),
      location: files.location,
    };
  });

  route('POST', '/api/merchants/:code/validate', async (req) => {
    const { code } = req.params as { code: string };
    const body = req.body as { data?: unknown } | undefined;
    return { problems: await problemsOf(code, body?.data) };
  });

  /**
   * A save or a discard names the draft revision it replaces (null: none, it started from the
   * published file). Another revision stored means someone saved, discarded or published since:
   * refused, naming them, so that nobody's work is overwritten unseen.
   */
  function draftConflict(req: FastifyRequest, reply: FastifyReply, code: string, expected: string | null, action: string) {
    const stored = state.draft(code);
    if ((stored ? draftRev(stored) : null) === expected) return null;
    audit(req, action, 'refused', code, stored ? `draft saved since by ${stored.by}` : 'draft gone since');
    const message = stored
      ? `${stored.by === authedOf(req).operator.name ? 'You' : stored.by} saved a newer draft of ${code} at ${new Date(stored.at).toISOString().slice(11, 16)} UTC, since this page loaded it`
      : `The draft of ${code} was published or discarded since this page loaded it`;
    return refuse(reply, 409, 'draft-conflict', message, { draft: stored ? { by: stored.by, at: stored.at, rev: draftRev(stored) } : null });
  }

  const revParam = (v: unknown): string | null | undefined => (v === null || typeof v === 'string' ? v : undefined);

  route('PUT', '/api/merchants/:code/draft', async (req, reply) => {
    const { code } = req.params as { code: string };
    const body = req.body as { data?: unknown; baseVersion?: unknown; draftRev?: unknown } | undefined;
    const expected = revParam(body?.draftRev);
    if (!isObject(body?.data) || typeof body.baseVersion !== 'string' || expected === undefined)
      return refuse(reply, 400, 'bad-request', 'A draft needs data (an object), baseVersion and draftRev (the draft it replaces, or null)');
    if ((await files.read(code)) === null) return refuse(reply, 404, 'not-found', `No merchant file ${code}.json`);
    const data = body.data;
    const baseVersion = body.baseVersion;
    return serially(code, async () => {
      const conflict = draftConflict(req, reply, code, expected, 'draft.save');
      if (conflict) return conflict;
      const rev = randomToken(12);
      state.putDraft({ merchant: code, data, baseVersion, by: authedOf(req).operator.name, at: Date.now(), rev });
      audit(req, 'draft.save', 'ok', code);
      return { saved: true, problems: await problemsOf(code, data), rev };
    });
  });

  route('DELETE', '/api/merchants/:code/draft', async (req, reply) => {
    const { code } = req.params as { code: string };
    const rev = (req.query as { rev?: unknown }).rev;
    if (typeof rev !== 'string' || rev === '') return refuse(reply, 400, 'bad-request', 'A discard names the draft it discards (?rev=)');
    return serially(code, async () => {
      const conflict = draftConflict(req, reply, code, rev, 'draft.discard');
      if (conflict) return conflict;
      state.deleteDraft(code);
      audit(req, 'draft.discard', 'ok', code);
      return { discarded: true };
    });
  });

  /**
   * A draft someone published over since it was started: its changes carried onto the version live
   * now, when they touch no key the publish changed (otherwise refused, naming those keys). The
   * draft then starts from the live version, so it can be published without undoing that change.
   */
  route('POST', '/api/merchants/:code/draft/rebase', async (req, reply) => {
    const { code } = req.params as { code: string };
    const expected = revParam((req.body as { draftRev?: unknown } | undefined)?.draftRev);
    if (typeof expected !== 'string') return refuse(reply, 400, 'bad-request', 'A rebase names the draft it carries over (draftRev)');
    return serially(code, async () => {
      const conflict = draftConflict(req, reply, code, expected, 'draft.rebase');
      if (conflict) return conflict;
      const stored = state.draft(code);
      const live = await readMerchant(code);
      if (!stored || !isObject(stored.data) || live.version === null || !isObject(live.data))
        return refuse(reply, 404, 'not-found', `No draft or no merchant file ${code}.json`);
      if (stored.baseVersion === live.version)
        return { rebased: true, rev: draftRev(stored), data: stored.data, baseVersion: live.version, keys: [], problems: await problemsOf(code, stored.data) };
      const started = state.versions(code).find((v) => v.version === stored.baseVersion);
      const base = started ? parseJson(started.text) : null;
      if (!isObject(base)) {
        audit(req, 'draft.rebase', 'refused', code, 'the version the draft started from is not in the history');
        return refuse(
          reply,
          409,
          'no-base',
          `The version this draft of ${code} started from is not in the history: its changes cannot be told apart from the publish`,
        );
      }
      const combined = combineChanges(base, stored.data, live.data, isObject(live.defaults) ? live.defaults : {});
      if (!combined.ok) {
        audit(req, 'draft.rebase', 'refused', code, `both changed ${combined.clashes.join(', ')}`);
        return refuse(reply, 409, 'clash', `The publish changed what this draft changes too: ${combined.clashes.join(', ')}`, { clashes: combined.clashes });
      }
      const rev = randomToken(12);
      state.putDraft({ merchant: code, data: combined.data, baseVersion: live.version, by: authedOf(req).operator.name, at: Date.now(), rev });
      audit(req, 'draft.rebase', 'ok', code, combined.mine.join(', '));
      return { rebased: true, rev, data: combined.data, baseVersion: live.version, keys: combined.mine, problems: await problemsOf(code, combined.data) };
    });
  });

  route('POST', '/api/merchants/:code/preview', async (req, reply) => {
    const { code } = req.params as { code: string };
    const body = req.body as { data?: unknown; path?: unknown } | undefined;
    if (!isObject(body?.data)) return refuse(reply, 400, 'bad-request', 'A preview needs data (an object)');
    const problems = await problemsOf(code, body.data);
    const id = randomToken(12);
    const exp = Date.now() + PREVIEW_MS;
    previews.put(id, { code, text: fileText(body.data), exp });
    const token = signPreview({ m: code, d: id, exp }, options.secret);
    const pagePath = typeof body.path === 'string' && body.path.startsWith('/m/') ? body.path : '/m/home';
    audit(req, 'preview', 'ok', code);
    return { url: `${options.previewOrigin}/__preview?token=${encodeURIComponent(token)}&path=${encodeURIComponent(pagePath)}`, expiresAt: exp, problems };
  });

  route('GET', '/api/merchants/:code/history', async (req, reply) => {
    const { code } = req.params as { code: string };
    const text = await files.read(code);
    if (text === null) return refuse(reply, 404, 'not-found', `No merchant file ${code}.json`);
    const versions = recordFound(code, text);
    const current = sha256(text);
    const entries = versions
      .map((v, i) => {
        const previous = versions[i - 1];
        return {
          id: v.id,
          version: v.version,
          by: v.by,
          at: v.at,
          message: v.message,
          keys: v.keys,
          kind: v.kind,
          rollbackOf: v.rollbackOf ?? null,
          current: v.version === current && i === versions.length - 1,
          diff: previous ? lineDiff(previous.text, v.text) : [],
        };
      })
      .reverse();
    return { entries };
  });

  interface PublishInput {
    code: string;
    text: string;
    data: Record<string, unknown>;
    baseVersion: string;
    message: string;
    kind: 'publish' | 'rollback';
    rollbackOf?: number;
  }

  async function publish(req: FastifyRequest, reply: FastifyReply, input: PublishInput) {
    const { code } = input;
    const action = input.kind === 'rollback' ? 'rollback' : 'publish';
    return serially(code, async () => {
      const problems = await problemsOf(code, input.data);
      if (problems.length) {
        audit(req, action, 'refused', code, `invalid: ${problems.map((p) => `${p.path || '(file)'}: ${p.message}`).join('; ')}`);
        const [first] = problems;
        return refuse(reply, 422, 'invalid', `Not published: ${first?.path || '(file)'}: ${first?.message ?? 'invalid'}`, { problems });
      }
      const current = await files.read(code);
      if (current === null) return refuse(reply, 404, 'not-found', `No merchant file ${code}.json`);
      const versions = recordFound(code, current);
      const currentVersion = sha256(current);
      if (input.baseVersion !== currentVersion) {
        const base = versions.findLastIndex((v) => v.version === input.baseVersion);
        const since = (base === -1 ? versions.slice(-1) : versions.slice(base + 1)).map((v) => ({ by: v.by, at: v.at, message: v.message }));
        const who = [...new Set(since.map((s) => (s.by === 'file' ? 'someone editing the file outside the console' : s.by)))].join(', ') || 'someone';
        const live = versions.at(-1);
        const liveName = live ? `#${String(live.id)} by ${live.by === 'file' ? 'an edit outside the console' : live.by}` : 'another version';
        audit(req, action, 'refused', code, base === -1 ? 'based on an unknown version' : `outdated; published since by ${who}`);
        const text =
          input.kind === 'rollback'
            ? base === -1
              ? `Not rolled back: the live version of ${code} is not the one this page showed (it is ${liveName}). Open the history again.`
              : `Not rolled back: ${who} published ${code} since this page showed the history. Open the history again.`
            : base === -1
              ? `Not published: this draft was not started from a version of ${code} the console knows (the live one is ${liveName}). Your draft is kept; start again from the published version.`
              : `Not published: ${who} published ${code} since this draft was started. Your draft is kept; start again from the published version to include their change.`;
        return refuse(reply, 409, 'outdated', text, { since, currentVersion });
      }
      if (input.text === current) return refuse(reply, 409, 'unchanged', 'Nothing to publish: the draft equals the published file');
      const effects = await files.write(code, input.text);
      const entry = state.addVersion({
        merchant: code,
        version: sha256(input.text),
        text: input.text,
        by: authedOf(req).operator.name,
        at: Date.now(),
        message: input.message,
        keys: changedKeys(parseJson(current), input.data),
        kind: input.kind,
        ...(input.rollbackOf !== undefined ? { rollbackOf: input.rollbackOf } : {}),
      });
      // The merchant's saved draft goes when it is what was published; another one stays (outdated now).
      const draft = state.draft(code);
      if (draft && JSON.stringify(draft.data) === JSON.stringify(input.data)) state.deleteDraft(code);
      audit(req, action, 'ok', code, `${input.message} [${entry.keys.join(', ')}]${effects.headers ? ' (headers.conf written)' : ''}`);
      return { published: true, version: entry.version, id: entry.id, keys: entry.keys, effects };
    });
  }

  const message = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 500) : null);

  route('POST', '/api/merchants/:code/publish', async (req, reply) => {
    const { code } = req.params as { code: string };
    const body = req.body as { data?: unknown; baseVersion?: unknown; message?: unknown } | undefined;
    const what = message(body?.message);
    if (!what) return refuse(reply, 400, 'bad-request', 'Say what changed (a message is required)');
    if (!isObject(body?.data) || typeof body.baseVersion !== 'string')
      return refuse(reply, 400, 'bad-request', 'A publish needs data (an object) and baseVersion');
    return publish(req, reply, { code, data: body.data, text: fileText(body.data), baseVersion: body.baseVersion, message: what, kind: 'publish' });
  });

  route('POST', '/api/merchants/:code/rollback', async (req, reply) => {
    const { code } = req.params as { code: string };
    const body = req.body as { id?: unknown; baseVersion?: unknown; message?: unknown } | undefined;
    const target = state.versions(code).find((v) => v.id === body?.id);
    if (!target) return refuse(reply, 404, 'not-found', 'No such version of this merchant');
    if (typeof body?.baseVersion !== 'string') return refuse(reply, 400, 'bad-request', 'A rollback needs baseVersion');
    const data = parseJson(target.text);
    if (!isObject(data)) return refuse(reply, 422, 'invalid', 'That version is not a JSON object');
    const when = new Date(target.at).toISOString().replace('T', ' ').slice(0, 16);
    return publish(req, reply, {
      code,
      data,
      text: target.text,
      baseVersion: body.baseVersion,
      message: message(body.message) ?? `Roll back to #${target.id} (${target.by}, ${when} UTC: ${target.message})`,
      kind: 'rollback',
      rollbackOf: target.id,
    });
  });

  // ---- schema ----------------------------------------------------------------------------------

  route('GET', '/api/schema', async () => {
    const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    return {
      schema: readJson(options.schemaFile),
      docs: KEY_DOCS,
      flags: FLAG_DOCS,
      modules: MODULE_DOCS,
      themes: { dark: readJson(path.join(options.themesDir, 'dark.json')), light: readJson(path.join(options.themesDir, 'light.json')) },
      previewOrigin: options.previewOrigin,
    };
  });

  // ---- sessions --------------------------------------------------------------------------------

  route('POST', '/api/login', async (req, reply) => {
    const body = req.body as { username?: unknown; password?: unknown } | undefined;
    const name = typeof body?.username === 'string' ? body.username.trim() : '';
    const password = typeof body?.password === 'string' ? body.password : '';
    // A user name is not case-sensitive at login (look-alike names are refused when operators are
    // added, so at most one matches); the exact name wins where older data holds look-alikes.
    const op = state.operator(name) ?? soleCaseMatch(name);
    // What tries are counted under: the operator's own name, or the lower-cased name no one has.
    const who = op?.name ?? name.toLowerCase();
    const now = Date.now();
    // Five wrong passwords lock a user name for the address they came from; twenty from anywhere
    // lock it everywhere (shown to admins, who can unlock it), so that a stranger cannot lock an
    // admin out with five tries. A name no operator has is counted and locked the same way (in
    // memory), and its password is hashed all the same: neither the answers nor their timing tell
    // who is an operator.
    const key = hereKey(who, req);
    const here = failedHere.get(key) ?? { failed: 0, lockedUntil: 0 };
    const ghost = op ? undefined : (unknownNames.get(who) ?? { failed: 0, lockedUntil: 0 });
    const until = Math.max(here.lockedUntil, op?.lockedUntil ?? ghost?.lockedUntil ?? 0);
    if (until > now) {
      audit(req, 'login', 'refused', undefined, 'locked', name);
      const minutes = Math.ceil((until - now) / 60_000);
      return refuse(reply, 423, 'locked', `Too many wrong passwords: ${name} is locked for ${minutes} more minute(s)`, { lockedUntil: until });
    }
    if (!verifyPassword(password, op?.passwordHash ?? DUMMY_HASH) || !op) {
      const failedHereNow = here.failed + 1;
      const lockHere = failedHereNow >= MAX_FAILED_LOGINS;
      failedHere.set(key, { failed: lockHere ? 0 : failedHereNow, lockedUntil: lockHere ? now + LOCK_MS : 0 });
      if (failedHere.size > 10_000) failedHere.clear();
      const total = (op?.failedLogins ?? ghost?.failed ?? 0) + 1;
      const lockAll = total >= ACCOUNT_LOCK_AFTER;
      const counted = { failed: lockAll ? 0 : total, lockedUntil: lockAll ? now + LOCK_MS : 0 };
      if (op) state.putOperator({ ...op, failedLogins: counted.failed, lockedUntil: counted.lockedUntil });
      else {
        unknownNames.set(who, counted);
        if (unknownNames.size > 10_000) unknownNames.clear();
      }
      const what = op ? `wrong password (${failedHereNow} from this address, ${total} in all)` : 'unknown user name';
      const lock = lockAll ? '; locked 15 minutes everywhere' : lockHere ? '; locked 15 minutes for this address' : '';
      audit(req, 'login', 'refused', undefined, `${what}${lock}`, op ? name : name || '(empty)');
      if (lockHere || lockAll)
        return refuse(reply, 423, 'locked', `Too many wrong passwords: ${name} is locked for 15 minutes`, { lockedUntil: now + LOCK_MS });
      return refuse(reply, 401, 'wrong-password', 'Wrong user name or password');
    }
    failedHere.delete(key);
    if (op.failedLogins || op.lockedUntil) state.putOperator({ ...op, failedLogins: 0, lockedUntil: 0 });
    const id = randomToken();
    const csrf = randomToken();
    state.putSession({ idHash: sha256(id), operator: op.name, csrf, createdAt: now, expiresAt: now + SESSION_MS });
    void reply.setCookie(SESSION_COOKIE, id, { httpOnly: true, sameSite: 'strict', secure: secure(req), path: '/', maxAge: SESSION_MS / 1000 });
    audit(req, 'login', 'ok', undefined, undefined, op.name);
    return { operator: publicOperator(op), csrf };
  });

  route('POST', '/api/logout', async (req, reply) => {
    state.deleteSession(authedOf(req).sessionHash);
    lastSeen.delete(authedOf(req).sessionHash);
    audit(req, 'logout', 'ok');
    void reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'strict', secure: secure(req) });
    return { loggedOut: true };
  });

  route('GET', '/api/me', async (req) => ({ operator: publicOperator(authedOf(req).operator), csrf: authedOf(req).csrf }));

  // An operator's own password, with the current one: wrong ones count as at login (5 lock the
  // account and end its sessions); a change ends the operator's other sessions.
  route('POST', '/api/me/password', async (req, reply) => {
    const { operator, sessionHash } = authedOf(req);
    const body = req.body as { current?: unknown; next?: unknown } | undefined;
    const current = typeof body?.current === 'string' ? body.current : '';
    const now = Date.now();
    if (!verifyPassword(current, operator.passwordHash)) {
      const failed = operator.failedLogins + 1;
      const lock = failed >= MAX_FAILED_LOGINS;
      state.putOperator({ ...operator, failedLogins: lock ? 0 : failed, lockedUntil: lock ? now + LOCK_MS : 0 });
      audit(
        req,
        'password.change',
        'refused',
        operator.name,
        lock ? `wrong current password (${failed}); locked 15 minutes` : `wrong current password (${failed})`,
      );
      if (lock) {
        state.deleteSessionsOf(operator.name);
        return refuse(reply, 401, 'unauthenticated', 'Too many wrong passwords: you are logged out, and locked for 15 minutes');
      }
      return refuse(reply, 400, 'wrong-password', 'The current password is not right');
    }
    const problem = passwordProblem(body?.next);
    if (problem) return refuse(reply, 400, 'bad-request', problem);
    if (body?.next === current) return refuse(reply, 400, 'bad-request', 'The new password is the current one');
    state.putOperator({ ...operator, passwordHash: hashPassword(body?.next as string), failedLogins: 0, lockedUntil: 0 });
    state.deleteSessionsOf(operator.name, sessionHash);
    audit(req, 'password.change', 'ok', operator.name);
    return { changed: true };
  });

  // ---- operators -------------------------------------------------------------------------------

  const isRole = (v: unknown): v is Role => typeof v === 'string' && (ROLES as readonly string[]).includes(v);
  /**
   * An operator's merchants: null (all), or a list of merchant codes that exist; anything else
   * (a string, a code with a typo) is refused, never read as 'all'.
   */
  async function merchantList(v: unknown): Promise<{ ok: true; list: string[] | null } | { ok: false; message: string }> {
    if (v === null) return { ok: true, list: null };
    if (!Array.isArray(v) || v.length === 0 || !v.every((c): c is string => typeof c === 'string'))
      return { ok: false, message: 'merchants is a list of merchant codes, or null for all' };
    const known = new Set(await files.codes());
    const unknown = v.filter((c) => !known.has(c));
    if (unknown.length) return { ok: false, message: `No merchant ${unknown.join(', ')}: merchants is a list of merchant codes, or null for all` };
    return { ok: true, list: [...new Set(v)] };
  }
  /** Another operator whose name differs from `name` only in letter case (a look-alike). */
  const lookAlike = (name: string) => state.operators().find((o) => o.name !== name && o.name.toLowerCase() === name.toLowerCase());

  route('GET', '/api/operators', async () => ({ operators: state.operators().map(publicOperator) }));

  route('POST', '/api/operators', async (req, reply) => {
    const body = req.body as { username?: unknown; password?: unknown; role?: unknown; merchants?: unknown } | undefined;
    const name = typeof body?.username === 'string' ? body.username.trim() : '';
    if (!/^[a-z0-9._-]{2,40}$/i.test(name)) return refuse(reply, 400, 'bad-request', 'A user name is 2 to 40 letters, digits, dots, dashes or underscores');
    if (state.operator(name)) return refuse(reply, 409, 'exists', `The operator ${name} exists already`);
    const twin = lookAlike(name);
    if (twin) return refuse(reply, 409, 'exists', `The operator ${twin.name} exists already (user names differ by more than letter case)`);
    if (!isRole(body?.role)) return refuse(reply, 400, 'bad-request', `The role is one of ${ROLES.join(', ')}`);
    const problem = passwordProblem(body.password);
    if (problem) return refuse(reply, 400, 'bad-request', problem);
    const scope = body.merchants === undefined ? ({ ok: true, list: null } as const) : await merchantList(body.merchants);
    if (!scope.ok) return refuse(reply, 400, 'bad-request', scope.message);
    const merchants = scope.list;
    const op: Operator = {
      name,
      role: body.role,
      passwordHash: hashPassword(body.password as string),
      merchants,
      failedLogins: 0,
      lockedUntil: 0,
      createdAt: Date.now(),
      createdBy: authedOf(req).operator.name,
    };
    state.putOperator(op);
    audit(req, 'operator.add', 'ok', name, `role ${op.role}${merchants ? `, merchants ${merchants.join(', ')}` : ''}`);
    return reply.code(201).send({ operator: publicOperator(op) });
  });

  const lastAdmin = (name: string) => state.operators().filter((o) => o.role === 'admin' && o.name !== name).length === 0;

  route('PATCH', '/api/operators/:name', async (req, reply) => {
    const { name } = req.params as { name: string };
    const op = state.operator(name);
    if (!op) return refuse(reply, 404, 'not-found', `No operator ${name}`);
    const body = (req.body ?? {}) as { role?: unknown; password?: unknown; merchants?: unknown; unlock?: unknown };
    const next = { ...op };
    const changes: string[] = [];
    if (body.role !== undefined) {
      if (!isRole(body.role)) return refuse(reply, 400, 'bad-request', `The role is one of ${ROLES.join(', ')}`);
      if (op.role === 'admin' && body.role !== 'admin' && lastAdmin(name)) return refuse(reply, 409, 'last-admin', 'The last admin keeps the role admin');
      next.role = body.role;
      changes.push(`role ${body.role}`);
    }
    if (body.password !== undefined) {
      const problem = passwordProblem(body.password);
      if (problem) return refuse(reply, 400, 'bad-request', problem);
      next.passwordHash = hashPassword(body.password as string);
      changes.push('password');
    }
    if (body.merchants !== undefined) {
      const scope = await merchantList(body.merchants);
      if (!scope.ok) return refuse(reply, 400, 'bad-request', scope.message);
      next.merchants = scope.list;
      changes.push(`merchants ${scope.list ? scope.list.join(', ') : 'all'}`);
    }
    if (body.unlock === true) {
      next.failedLogins = 0;
      next.lockedUntil = 0;
      for (const k of [...failedHere.keys()]) if (k.startsWith(`${name}\u0000`)) failedHere.delete(k);
      changes.push('unlocked');
    }
    state.putOperator(next);
    // A new password ends the operator's other sessions (whoever held the old one is out).
    if (body.password !== undefined) state.deleteSessionsOf(name, authedOf(req).sessionHash);
    audit(req, 'operator.change', 'ok', name, changes.join('; '));
    return { operator: publicOperator(next) };
  });

  route('DELETE', '/api/operators/:name', async (req, reply) => {
    const { name } = req.params as { name: string };
    const op = state.operator(name);
    if (!op) return refuse(reply, 404, 'not-found', `No operator ${name}`);
    if (name === authedOf(req).operator.name) return refuse(reply, 409, 'self', 'You cannot remove yourself');
    if (op.role === 'admin' && lastAdmin(name)) return refuse(reply, 409, 'last-admin', 'The last admin cannot be removed');
    state.deleteOperator(name);
    state.deleteSessionsOf(name);
    audit(req, 'operator.remove', 'ok', name);
    return { removed: true };
  });

  route('GET', '/api/audit', async () => ({ entries: state.audit(500) }));

  app.get('/api/health', async () => ({ ok: true }));

  // ---- the web app -----------------------------------------------------------------------------

  if (options.webRoot) {
    void app.register(fastifyStatic, { root: options.webRoot, prefix: '/', wildcard: false, index: ['index.html'] });
    app.setNotFoundHandler((req, reply) => {
      if (req.url.startsWith('/api/') || req.method !== 'GET') return refuse(reply, 404, 'not-found', 'No such call');
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').sendFile('index.html');
    });
  }
  return app;
}
