// npm run console: the operators' console on http://127.0.0.1:5180 (CONSOLE_PORT), its preview of
// the players' site on the next port (CONSOLE_PREVIEW_PORT). See README 'For operators' and
// docs/console.md.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildConsole } from '@/console/server/app';
import { MerchantFolder } from '@/console/server/merchant-folder';
import { createPreviewServer, PreviewDrafts } from '@/console/server/preview';
import { hashPassword, passwordProblem, randomToken } from '@/console/server/security';
import { JournalState } from '@/console/server/store';
import { ensureWebBuild } from '@/console/server/web-build';

const root = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const env = process.env;
const host = env.CONSOLE_HOST ?? '127.0.0.1';
const port = Number(env.CONSOLE_PORT ?? 5180);
const previewPort = Number(env.CONSOLE_PREVIEW_PORT ?? port + 1);
const siteUrl = env.CONSOLE_SITE_URL ?? `http://localhost:${env.PORT ?? 5173}`;
const merchantsDir = path.resolve(env.CONSOLE_MERCHANTS ?? path.join(root, 'merchants'));
const dataDir = path.resolve(env.CONSOLE_DATA ?? path.join(root, '.console'));

function fail(message: string): never {
  console.error(`console: ${message}`);
  process.exit(1);
}

if (!fs.existsSync(merchantsDir)) fail(`the merchant folder ${merchantsDir} does not exist (CONSOLE_MERCHANTS)`);
const state = new JournalState(dataDir);
if (state.operators().length === 0) {
  const password = env.CONSOLE_ADMIN_PASSWORD;
  if (!password) {
    fail(
      `no operator exists yet in ${dataDir}, so nobody could log in. Start it once with CONSOLE_ADMIN_PASSWORD=<a password of 10+ characters> to create the operator 'admin' (role admin), e.g.\n  CONSOLE_ADMIN_PASSWORD='…' npm run console`,
    );
  }
  const problem = passwordProblem(password);
  if (problem) fail(`CONSOLE_ADMIN_PASSWORD: ${problem}`);
  state.putOperator({
    name: 'admin',
    role: 'admin',
    passwordHash: hashPassword(password),
    merchants: null,
    failedLogins: 0,
    lockedUntil: 0,
    createdAt: Date.now(),
    createdBy: 'CONSOLE_ADMIN_PASSWORD',
  });
  state.addAudit({
    at: Date.now(),
    operator: null,
    action: 'operator.add',
    from: 'local',
    target: 'admin',
    outcome: 'ok',
    detail: 'first start: CONSOLE_ADMIN_PASSWORD',
  });
  console.log(`console: created the operator 'admin' (role admin) from CONSOLE_ADMIN_PASSWORD`);
}

const secretFile = path.join(dataDir, 'secret');
if (!fs.existsSync(secretFile)) fs.writeFileSync(secretFile, randomToken(32), { mode: 0o600 });
const secret = fs.readFileSync(secretFile, 'utf8').trim();

const consoleOrigin = `http://${host}:${port}`;
const previewOrigin = `http://${host}:${previewPort}`;
const previews = new PreviewDrafts();
const webRoot = await ensureWebBuild(root, dataDir);
const app = buildConsole({
  state,
  files: new MerchantFolder(merchantsDir, env.CONSOLE_RELOAD_CMD ? { reloadCmd: env.CONSOLE_RELOAD_CMD } : {}),
  previews,
  secret,
  previewOrigin,
  webRoot,
  schemaFile: path.join(root, 'schemas/merchant.schema.json'),
  themesDir: path.join(root, 'themes'),
  secureCookies: env.CONSOLE_SECURE_COOKIE === '1' ? true : 'auto',
  trustProxy: env.CONSOLE_TRUST_PROXY === '1',
});
const preview = createPreviewServer({ drafts: previews, secret, siteUrl, consoleOrigin });

await app.listen({ host, port });
await new Promise<void>((resolve) => preview.listen(previewPort, host, resolve));
console.log(`console: ${consoleOrigin} (merchant files: ${merchantsDir}; state: ${dataDir}; preview of ${siteUrl} on ${previewOrigin})`);

function stop(): void {
  preview.close();
  void app.close().then(() => {
    state.close();
    process.exit(0);
  });
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
