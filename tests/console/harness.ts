// A console on temporary folders (a copy of merchants/, a fresh state) for the server tests, driven
// through fastify's inject (no port).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildConsole, CSRF_HEADER, SESSION_COOKIE } from '@/console/server/app';
import { MerchantFolder, type MerchantFiles } from '@/console/server/merchant-folder';
import { PreviewDrafts } from '@/console/server/preview';
import { hashPassword } from '@/console/server/security';
import { JournalState, type Role } from '@/console/server/store';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const ADMIN_PASSWORD = 'admin-password-1';
export const PASSWORD = 'operator-password-1';

export interface Harness {
  app: ReturnType<typeof buildConsole>;
  state: JournalState;
  dataDir: string;
  merchantsDir: string;
  previews: PreviewDrafts;
  close: () => Promise<void>;
}

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `palaro-${prefix}-`));
}

/** A copy of merchants/ in a temporary folder (optionally inside a dist-like folder). */
export function copyMerchants(into = tempDir('merchants')): string {
  fs.mkdirSync(into, { recursive: true });
  for (const f of fs.readdirSync(path.join(ROOT, 'merchants'))) fs.copyFileSync(path.join(ROOT, 'merchants', f), path.join(into, f));
  return into;
}

export function addOperator(state: JournalState, name: string, role: Role, merchants: string[] | null = null, password = PASSWORD): void {
  state.putOperator({ name, role, passwordHash: hashPassword(password), merchants, failedLogins: 0, lockedUntil: 0, createdAt: Date.now(), createdBy: 'test' });
}

export function makeConsole(
  opts: { dataDir?: string; merchantsDir?: string; files?: MerchantFiles; secureCookies?: boolean | 'auto'; trustProxy?: boolean } = {},
): Harness {
  const dataDir = opts.dataDir ?? tempDir('console');
  const merchantsDir = opts.merchantsDir ?? copyMerchants();
  const state = new JournalState(dataDir);
  if (!state.operator('admin')) addOperator(state, 'admin', 'admin', null, ADMIN_PASSWORD);
  const previews = new PreviewDrafts();
  const app = buildConsole({
    state,
    files: opts.files ?? new MerchantFolder(merchantsDir),
    previews,
    secret: 'test-secret',
    previewOrigin: 'http://127.0.0.1:5181',
    webRoot: null,
    schemaFile: path.join(ROOT, 'schemas/merchant.schema.json'),
    themesDir: path.join(ROOT, 'themes'),
    secureCookies: opts.secureCookies ?? 'auto',
    trustProxy: opts.trustProxy ?? false,
  });
  return {
    app,
    state,
    dataDir,
    merchantsDir,
    previews,
    close: async () => {
      await app.close();
      state.close();
    },
  };
}

export interface Session {
  cookie: string;
  csrf: string;
}

export async function login(h: Harness, username: string, password = username === 'admin' ? ADMIN_PASSWORD : PASSWORD): Promise<Session> {
  const res = await h.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error('no session cookie');
  return { cookie: `${SESSION_COOKIE}=${cookie.value}`, csrf: (res.json() as { csrf: string }).csrf };
}

/** An API call as `session` (with its CSRF token). */
export function as(h: Harness, session: Session, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  return h.app.inject({
    method,
    url,
    headers: { cookie: session.cookie, ...(method === 'GET' ? {} : { [CSRF_HEADER]: session.csrf }) },
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
}

export interface MerchantView {
  data: Record<string, unknown>;
  version: string;
}

export async function openMerchant(h: Harness, session: Session, code = 'demo'): Promise<MerchantView> {
  const res = await as(h, session, 'GET', `/api/merchants/${code}`);
  return res.json() as MerchantView;
}

/** `data` with whitelabel.CBS3 set. */
export const withCbs3 = (data: Record<string, unknown>, on: boolean): Record<string, unknown> => ({
  ...data,
  whitelabel: { ...((data.whitelabel as Record<string, boolean> | undefined) ?? {}), CBS3: on },
});
