// The console's calls to its server: JSON both ways, the CSRF token on every state-changing call.

export type Role = 'viewer' | 'editor' | 'publisher' | 'admin';
export const ROLES: readonly Role[] = ['viewer', 'editor', 'publisher', 'admin'];
export const roleAtLeast = (role: Role, least: Role): boolean => ROLES.indexOf(role) >= ROLES.indexOf(least);

export interface Me {
  name: string;
  role: Role;
  merchants: string[] | null;
}

export interface Problem {
  path: string;
  message: string;
}

export interface Published {
  by: string;
  at: number;
  message: string;
}

export interface MerchantSummary {
  code: string;
  name: string;
  mode: 'demo' | 'live';
  hosts: string[];
  valid: boolean;
  problems: number;
  lastPublished: Published | null;
  draft: { by: string; at: number } | null;
}

export interface MerchantDetail {
  code: string;
  data: Record<string, unknown>;
  version: string;
  defaults: Record<string, unknown>;
  problems: Problem[];
  draft: { data: Record<string, unknown>; baseVersion: string; by: string; at: number } | null;
  lastPublished: Published | null;
  location: string;
}

export interface DiffLine {
  op: ' ' | '-' | '+';
  text: string;
}

export interface HistoryEntry {
  id: number;
  version: string;
  by: string;
  at: number;
  message: string;
  keys: string[];
  kind: 'found' | 'publish' | 'rollback';
  rollbackOf: number | null;
  current: boolean;
  diff: DiffLine[];
}

export interface PublishEffects {
  index: boolean;
  headers: boolean;
  reloadCommand?: string;
  reload?: { ran: boolean; ok?: boolean; output?: string };
}

export interface OperatorRow {
  name: string;
  role: Role;
  merchants: string[] | null;
  locked: boolean;
  lockedUntil: number | null;
  createdAt: number;
  createdBy: string;
}

export interface AuditRow {
  at: number;
  operator: string | null;
  action: string;
  from: string;
  target?: string;
  outcome: string;
  detail?: string;
}

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  required?: string[];
  description?: string;
}

export interface SchemaBundle {
  schema: JsonSchema;
  docs: Record<string, string>;
  flags: Record<string, string>;
  modules: Record<string, string>;
  themes: Record<'dark' | 'light', Record<string, string>>;
  previewOrigin: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body: Record<string, unknown>,
  ) {
    super(message);
  }
}

let csrf = '';
export const setCsrf = (token: string): void => {
  csrf = token;
};

export async function call<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET') headers['X-CSRF-Token'] = csrf;
  const res = await fetch(url, { method, headers, credentials: 'same-origin', ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  const data = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) throw new ApiError(res.status, String(data.error ?? 'error'), String(data.message ?? `HTTP ${res.status}`), data);
  return data as T;
}

export const formatTime = (ms: number): string =>
  new Date(ms).toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
