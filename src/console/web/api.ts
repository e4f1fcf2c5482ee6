// The console's calls to its server: JSON both ways, the CSRF token on every state-changing call.
// Every answer is checked against its schema here before a screen reads it: a malformed answer is
// an ApiError ('malformed'), never a crash further down. Objects are `z.object` (extra fields
// pass unread) except where the answer is fully known.
import * as z from 'zod/mini';

export type Role = 'viewer' | 'editor' | 'publisher' | 'admin';
export const ROLES: readonly Role[] = ['viewer', 'editor', 'publisher', 'admin'];
export const roleAtLeast = (role: Role, least: Role): boolean => ROLES.indexOf(role) >= ROLES.indexOf(least);

const role = z.enum(['viewer', 'editor', 'publisher', 'admin']);
const time = z.number().check(z.int(), z.nonnegative());
const record = z.record(z.string(), z.unknown());

const meSchema = z.object({ name: z.string(), role, merchants: z.nullable(z.array(z.string())) });
export type Me = z.infer<typeof meSchema>;
/** POST /api/login and GET /api/me. */
export const sessionAnswer = z.object({ operator: meSchema, csrf: z.string() });

const problem = z.object({ path: z.string(), message: z.string() });
export type Problem = z.infer<typeof problem>;
export const problemsOf = (body: Record<string, unknown>): Problem[] => {
  const parsed = z.array(problem).safeParse(body.problems);
  return parsed.success ? parsed.data : [];
};

const published = z.object({ by: z.string(), at: time, message: z.string() });

const merchantSummary = z.object({
  code: z.string(),
  name: z.string(),
  mode: z.enum(['demo', 'live']),
  hosts: z.array(z.string()),
  valid: z.boolean(),
  problems: z.number(),
  lastPublished: z.nullable(published),
  draft: z.nullable(z.object({ by: z.string(), at: time })),
});
export const merchantsAnswer = z.object({ merchants: z.array(merchantSummary) });

const draftSchema = z.object({ data: record, baseVersion: z.string(), by: z.string(), at: time, rev: z.string() });
export const merchantAnswer = z.object({
  code: z.string(),
  data: record,
  version: z.string(),
  defaults: record,
  problems: z.array(problem),
  draft: z.nullable(draftSchema),
  lastPublished: z.nullable(published),
  location: z.string(),
});
export type MerchantDetail = z.infer<typeof merchantAnswer>;

export const draftSavedAnswer = z.object({ saved: z.literal(true), problems: z.array(problem), rev: z.string() });
export const discardedAnswer = z.object({ discarded: z.literal(true) });
/** POST …/draft/rebase: the draft carried onto the live version (the keys it changes). */
export const rebasedAnswer = z.object({
  rebased: z.literal(true),
  rev: z.string(),
  data: record,
  baseVersion: z.string(),
  keys: z.array(z.string()),
  problems: z.array(problem),
});
/** The keys a 409 'clash' answer names (changed by the publish and by the draft alike). */
export const clashesOf = (e: unknown): string[] | null => {
  if (!(e instanceof ApiError) || e.status !== 409 || e.code !== 'clash') return null;
  const parsed = z.array(z.string()).safeParse(e.body.clashes);
  return parsed.success ? parsed.data : [];
};
export const previewAnswer = z.object({ url: z.string(), problems: z.array(problem) });

/** The stored draft a 409 'draft-conflict' names: someone else's newer one, or null when it was discarded or published. */
const conflictDraft = z.nullable(z.object({ by: z.string(), at: time, rev: z.string() }));
export type ConflictDraft = z.infer<typeof conflictDraft>;
export const conflictOf = (e: unknown): { message: string; draft: ConflictDraft } | null => {
  if (!(e instanceof ApiError) || e.status !== 409 || e.code !== 'draft-conflict') return null;
  const parsed = conflictDraft.safeParse(e.body.draft ?? null);
  return { message: e.message, draft: parsed.success ? parsed.data : null };
};

const effects = z.object({
  index: z.boolean(),
  headers: z.boolean(),
  reloadCommand: z.optional(z.string()),
  reload: z.optional(z.object({ ran: z.boolean(), ok: z.optional(z.boolean()), output: z.optional(z.string()) })),
});
export type PublishEffects = z.infer<typeof effects>;
export const publishAnswer = z.object({ keys: z.array(z.string()), effects, version: z.string(), id: z.number() });
/** The `currentVersion` of a 409 'outdated' answer to a publish, if it has one. */
export const currentVersionOf = (e: unknown): string | null =>
  e instanceof ApiError && e.status === 409 && e.code === 'outdated' && typeof e.body.currentVersion === 'string' ? e.body.currentVersion : null;

const diffLine = z.object({ op: z.enum([' ', '-', '+']), text: z.string() });
const historyEntry = z.object({
  id: z.number(),
  version: z.string(),
  by: z.string(),
  at: time,
  message: z.string(),
  keys: z.array(z.string()),
  kind: z.enum(['found', 'publish', 'rollback']),
  rollbackOf: z.nullable(z.number()),
  current: z.boolean(),
  diff: z.array(diffLine),
});
export type HistoryEntry = z.infer<typeof historyEntry>;
export const historyAnswer = z.object({ entries: z.array(historyEntry) });

const operatorRow = z.object({
  name: z.string(),
  role,
  merchants: z.nullable(z.array(z.string())),
  locked: z.boolean(),
  lockedUntil: z.nullable(time),
  createdAt: time,
  createdBy: z.string(),
});
export type OperatorRow = z.infer<typeof operatorRow>;
export const operatorsAnswer = z.object({ operators: z.array(operatorRow) });
export const operatorAnswer = z.object({ operator: operatorRow });
export const removedAnswer = z.object({ removed: z.literal(true) });
export const loggedOutAnswer = z.object({ loggedOut: z.literal(true) });
export const passwordChangedAnswer = z.object({ changed: z.literal(true) });

const auditRow = z.object({
  at: time,
  operator: z.nullable(z.string()),
  action: z.string(),
  from: z.string(),
  target: z.optional(z.string()),
  outcome: z.string(),
  detail: z.optional(z.string()),
});
export const auditAnswer = z.object({ entries: z.array(auditRow) });

export interface JsonSchema {
  type?: string | string[] | undefined;
  properties?: Record<string, JsonSchema> | undefined;
  additionalProperties?: boolean | JsonSchema | undefined;
  items?: JsonSchema | undefined;
  enum?: unknown[] | undefined;
  const?: unknown;
  anyOf?: JsonSchema[] | undefined;
  oneOf?: JsonSchema[] | undefined;
  pattern?: string | undefined;
  minimum?: number | undefined;
  maximum?: number | undefined;
  minItems?: number | undefined;
  maxItems?: number | undefined;
  minLength?: number | undefined;
  maxLength?: number | undefined;
  format?: string | undefined;
  required?: string[] | undefined;
  description?: string | undefined;
}

/** The parts of a JSON Schema the forms read (other keywords pass unread). */
const jsonSchema: z.ZodMiniType<JsonSchema> = z.looseObject({
  type: z.optional(z.union([z.string(), z.array(z.string())])),
  get properties() {
    return z.optional(z.record(z.string(), jsonSchema));
  },
  get additionalProperties() {
    return z.optional(z.union([z.boolean(), jsonSchema]));
  },
  get items() {
    return z.optional(jsonSchema);
  },
  enum: z.optional(z.array(z.unknown())),
  const: z.optional(z.unknown()),
  get anyOf() {
    return z.optional(z.array(jsonSchema));
  },
  get oneOf() {
    return z.optional(z.array(jsonSchema));
  },
  pattern: z.optional(z.string()),
  minimum: z.optional(z.number()),
  maximum: z.optional(z.number()),
  minItems: z.optional(z.number()),
  maxItems: z.optional(z.number()),
  minLength: z.optional(z.number()),
  maxLength: z.optional(z.number()),
  format: z.optional(z.string()),
  required: z.optional(z.array(z.string())),
  description: z.optional(z.string()),
});

const strings = z.record(z.string(), z.string());
export const schemaAnswer = z.object({
  schema: jsonSchema,
  docs: strings,
  flags: strings,
  modules: strings,
  themes: z.object({ dark: strings, light: strings }),
  previewOrigin: z.string(),
});
export type SchemaBundle = z.infer<typeof schemaAnswer>;

export type ErrorKind = 'offline' | 'malformed' | 'refused';

/** A call that failed: `offline` (no answer), `malformed` (an answer this app cannot read) or `refused` (the server said no). */
export class ApiError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const OFFLINE_MESSAGE = 'Cannot reach the console server.';
export const SESSION_ENDED_MESSAGE = 'Your session ended. Log in again.';

export const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));
export const isOffline = (e: unknown): boolean => e instanceof ApiError && e.kind === 'offline';
export const isSessionEnd = (e: unknown): boolean => e instanceof ApiError && e.status === 401 && e.code !== 'wrong-password';

let csrf = '';
let sessionOver = false;
let onSessionEnd: (() => void) | null = null;

/** A new session (after a login, or /api/me at start). */
export const setCsrf = (token: string): void => {
  csrf = token;
  sessionOver = false;
};
/** Whether the server has said the session is gone since the last login. */
export const sessionEnded = (): boolean => sessionOver;
/** Called once when a call answers 401 for a session that was running. */
export const whenSessionEnds = (listener: (() => void) | null): void => {
  onSessionEnd = listener;
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const errorBody = z.looseObject({ error: z.optional(z.string()), message: z.optional(z.string()) });

function describeIssues(error: z.core.$ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || '(answer)'}: ${i.message}`)
    .join('; ');
}

/**
 * One call of the console's API; its answer is checked against `answer` before anything reads it.
 * `keepalive` lets a save outlive the page (pagehide).
 */
export async function call<T>(method: Method, url: string, answer: z.ZodMiniType<T>, body?: unknown, keepalive = false): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET') headers['X-CSRF-Token'] = csrf;
  let res: Response;
  try {
    res = await fetch(url, { method, headers, credentials: 'same-origin', keepalive, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  } catch {
    throw new ApiError('offline', 0, 'offline', OFFLINE_MESSAGE, {});
  }
  const text = await res.text().catch(() => '');
  let data: unknown;
  try {
    data = JSON.parse(text) as unknown;
  } catch {
    const what = res.ok ? `an answer that is not JSON (HTTP ${res.status})` : `HTTP ${res.status}`;
    throw new ApiError(res.ok ? 'malformed' : 'refused', res.status, 'malformed', `The console server sent ${what} to ${method} ${url}.`, {});
  }
  if (!res.ok) {
    const parsed = errorBody.safeParse(data);
    const fields = parsed.success ? parsed.data : {};
    const err = new ApiError('refused', res.status, fields.error ?? 'error', fields.message ?? `HTTP ${res.status}`, parsed.success ? parsed.data : {});
    if (isSessionEnd(err) && !sessionOver && csrf) {
      sessionOver = true;
      onSessionEnd?.();
    }
    throw err;
  }
  const parsed = answer.safeParse(data);
  if (!parsed.success) {
    throw new ApiError(
      'malformed',
      res.status,
      'malformed',
      `The console server's answer to ${method} ${url} is not what this page expects (${describeIssues(parsed.error)}).`,
      {},
    );
  }
  return parsed.data;
}

export const formatTime = (ms: number): string =>
  new Date(ms).toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
