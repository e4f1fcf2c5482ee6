// Publishing: validated by the merchant schema before anything is written (the refusal names the
// JSON path, the file is unchanged); refused when based on an outdated version (naming who
// published since; the draft is kept); history with keys and a diff; a rollback is a publish;
// served index.json and deploy/headers.conf follow a change of hosts; state survives a restart.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MerchantFolder } from '@/console/server/merchant-folder';
import { JOURNAL_FILE } from '@/console/server/store';
import { addOperator, as, copyMerchants, login, makeConsole, openMerchant, ROOT, tempDir, withCbs3, type Harness } from './harness';

const harnesses: Harness[] = [];
const open = (opts: Parameters<typeof makeConsole>[0] = {}) => {
  const h = makeConsole(opts);
  harnesses.push(h);
  return h;
};
afterEach(async () => {
  for (const h of harnesses.splice(0)) await h.close().catch(() => undefined);
});

const demoFile = (h: Harness) => path.join(h.merchantsDir, 'demo.json');

describe('validation', () => {
  it('refuses an invalid value with its JSON path and leaves the file unchanged', async () => {
    const h = open();
    const s = await login(h, 'admin');
    const before = fs.readFileSync(demoFile(h));
    const { data, version } = await openMerchant(h, s);
    const bad = { ...data, whitelabel: { CBS3: 'no' } };
    const res = await as(h, s, 'POST', '/api/merchants/demo/publish', { data: bad, baseVersion: version, message: 'bad' });
    expect(res.statusCode).toBe(422);
    const body = res.json() as { message: string; problems: { path: string }[] };
    expect(body.problems.map((p) => p.path)).toContain('whitelabel.CBS3');
    expect(body.message).toContain('whitelabel.CBS3');
    expect(fs.readFileSync(demoFile(h)).equals(before)).toBe(true);
    // The same check answers while editing.
    const check = await as(h, s, 'POST', '/api/merchants/demo/validate', { data: bad });
    expect((check.json() as { problems: { path: string }[] }).problems[0]?.path).toBe('whitelabel.CBS3');
  });

  it('refuses a file whose code is not its name, and a publish without a message', async () => {
    const h = open();
    const s = await login(h, 'admin');
    const { data, version } = await openMerchant(h, s);
    const wrong = await as(h, s, 'POST', '/api/merchants/demo/publish', { data: { ...data, code: 'cebu' }, baseVersion: version, message: 'x' });
    expect(wrong.statusCode).toBe(422);
    expect((wrong.json() as { problems: { path: string }[] }).problems[0]?.path).toBe('code');
    const silent = await as(h, s, 'POST', '/api/merchants/demo/publish', { data: withCbs3(data, false), baseVersion: version, message: '  ' });
    expect(silent.statusCode).toBe(400);
  });
  it('refuses a host another merchant lists, or one the file lists twice, naming it; the file is unchanged', async () => {
    const h = open();
    const s = await login(h, 'admin');
    const before = fs.readFileSync(demoFile(h));
    const { data, version } = await openMerchant(h, s);
    const hosts = (data as { hosts: string[] }).hosts;
    const taken = await as(h, s, 'POST', '/api/merchants/demo/publish', {
      data: { ...data, hosts: [...hosts, 'Manila.localhost'] },
      baseVersion: version,
      message: 'x',
    });
    expect(taken.statusCode).toBe(422);
    expect((taken.json() as { problems: unknown[] }).problems).toEqual([
      { path: `hosts[${String(hosts.length)}]`, message: 'host Manila.localhost is already listed by manila' },
    ]);
    const twice = await as(h, s, 'POST', '/api/merchants/demo/validate', { data: { ...data, hosts: [...hosts, 'play.example', 'play.example'] } });
    expect((twice.json() as { problems: unknown[] }).problems).toEqual([
      { path: `hosts[${String(hosts.length + 1)}]`, message: 'host play.example is listed twice' },
    ]);
    expect(fs.readFileSync(demoFile(h)).equals(before)).toBe(true);
    // A new host of its own is fine, and the other merchants stay valid.
    const fine = await as(h, s, 'POST', '/api/merchants/demo/publish', {
      data: { ...data, hosts: [...hosts, 'play.example'] },
      baseVersion: version,
      message: 'A new host',
    });
    expect(fine.statusCode, fine.body).toBe(200);
    const list = (await as(h, s, 'GET', '/api/merchants')).json() as { merchants: { code: string; valid: boolean }[] };
    expect(list.merchants.filter((m) => !m.valid)).toEqual([]);
  });
});

describe('publish', () => {
  it('writes the file, two-space JSON, and records who, when, what and the keys', async () => {
    const h = open();
    const s = await login(h, 'admin');
    const { data, version } = await openMerchant(h, s);
    const res = await as(h, s, 'POST', '/api/merchants/demo/publish', { data: withCbs3(data, false), baseVersion: version, message: 'Chat off for the night' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ published: true, keys: ['whitelabel.CBS3'], effects: { index: false, headers: false } });
    const written = JSON.parse(fs.readFileSync(demoFile(h), 'utf8')) as { whitelabel: { CBS3: boolean }; $schema: string };
    expect(written.whitelabel.CBS3).toBe(false);
    expect(Object.keys(written)[0]).toBe('$schema');
    const list = (await as(h, s, 'GET', '/api/merchants')).json() as { merchants: { code: string; lastPublished: { by: string; message: string } | null }[] };
    expect(list.merchants.find((m) => m.code === 'demo')?.lastPublished).toMatchObject({ by: 'admin', message: 'Chat off for the night' });
  });

  it('an unchanged re-publish of the file as it is writes the same bytes', async () => {
    const h = open();
    const s = await login(h, 'admin');
    const original = fs.readFileSync(demoFile(h), 'utf8');
    const { data, version } = await openMerchant(h, s);
    const res = await as(h, s, 'POST', '/api/merchants/demo/publish', { data, baseVersion: version, message: 'nothing' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'unchanged' });
    expect(fs.readFileSync(demoFile(h), 'utf8')).toBe(original);
  });
});

describe('concurrent publishes', () => {
  it('a publish based on an outdated version is refused, naming who published since; the draft is kept', async () => {
    const h = open();
    addOperator(h.state, 'pat', 'publisher');
    const admin = await login(h, 'admin');
    const pat = await login(h, 'pat');
    const a = await openMerchant(h, admin);
    const p = await openMerchant(h, pat);
    // pat keeps a draft of their own change.
    const patDraft = { ...p.data, name: 'Palaro Demo by Pat' };
    expect((await as(h, pat, 'PUT', '/api/merchants/demo/draft', { data: patDraft, baseVersion: p.version, draftRev: null })).statusCode).toBe(200);
    expect(
      (await as(h, admin, 'POST', '/api/merchants/demo/publish', { data: withCbs3(a.data, false), baseVersion: a.version, message: 'chat off' })).statusCode,
    ).toBe(200);
    const afterAdmin = fs.readFileSync(demoFile(h), 'utf8');
    const res = await as(h, pat, 'POST', '/api/merchants/demo/publish', { data: patDraft, baseVersion: p.version, message: 'rename' });
    expect(res.statusCode).toBe(409);
    const body = res.json() as { error: string; message: string; since: { by: string; message: string }[] };
    expect(body.error).toBe('outdated');
    expect(body.message).toContain('admin');
    expect(body.since).toEqual([expect.objectContaining({ by: 'admin', message: 'chat off' })]);
    expect(fs.readFileSync(demoFile(h), 'utf8')).toBe(afterAdmin);
    // pat's saved draft is still there, with the version it started from.
    const view = (await as(h, pat, 'GET', '/api/merchants/demo')).json() as { draft: { data: { name: string }; baseVersion: string } };
    expect(view.draft).toMatchObject({ data: { name: 'Palaro Demo by Pat' }, baseVersion: p.version });
  });

  it('of two publishes at the same moment from the same version, exactly one is written', async () => {
    const h = open();
    addOperator(h.state, 'pat', 'publisher');
    const admin = await login(h, 'admin');
    const pat = await login(h, 'pat');
    const { data, version } = await openMerchant(h, admin);
    const [x, y] = await Promise.all([
      as(h, admin, 'POST', '/api/merchants/demo/publish', { data: withCbs3(data, false), baseVersion: version, message: 'admin: chat off' }),
      as(h, pat, 'POST', '/api/merchants/demo/publish', { data: { ...data, name: 'Pat' }, baseVersion: version, message: 'pat: rename' }),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
    const loser = x.statusCode === 409 ? x : y;
    const winner = x.statusCode === 409 ? 'pat' : 'admin';
    expect((loser.json() as { message: string }).message).toContain(winner);
    expect(h.state.versions('demo').filter((v) => v.kind === 'publish')).toHaveLength(1);
  });

  it('an edit of the file outside the console counts as a version, and outdates a draft', async () => {
    const h = open();
    const s = await login(h, 'admin');
    const { data, version } = await openMerchant(h, s);
    const text = fs.readFileSync(demoFile(h), 'utf8');
    fs.writeFileSync(demoFile(h), text.replace('"Palaro Demo"', '"Palaro Demo!"'));
    const res = await as(h, s, 'POST', '/api/merchants/demo/publish', { data: withCbs3(data, false), baseVersion: version, message: 'x' });
    expect(res.statusCode).toBe(409);
    expect((res.json() as { message: string }).message).toContain('outside the console');
  });
});

describe('history and rollback', () => {
  it('lists each version with operator, time, message, keys and a diff; a rollback publishes the earlier version again', async () => {
    const h = open();
    const s = await login(h, 'admin');
    const original = fs.readFileSync(demoFile(h), 'utf8');
    const first = await openMerchant(h, s);
    await as(h, s, 'POST', '/api/merchants/demo/publish', { data: withCbs3(first.data, false), baseVersion: first.version, message: 'Chat off' });
    const history = (await as(h, s, 'GET', '/api/merchants/demo/history')).json() as {
      entries: { id: number; by: string; message: string; keys: string[]; kind: string; current: boolean; diff: { op: string; text: string }[]; at: number }[];
    };
    expect(history.entries).toHaveLength(2);
    const [latest, found] = history.entries;
    expect(latest).toMatchObject({ by: 'admin', message: 'Chat off', keys: ['whitelabel.CBS3'], kind: 'publish', current: true });
    expect(latest!.diff.filter((l) => l.op === '+').map((l) => l.text.trim())).toContain('"CBS3": false');
    expect(found).toMatchObject({ by: 'file', kind: 'found' });

    const now = await openMerchant(h, s);
    const back = await as(h, s, 'POST', '/api/merchants/demo/rollback', { id: found!.id, baseVersion: now.version });
    expect(back.statusCode, back.body).toBe(200);
    expect(fs.readFileSync(demoFile(h), 'utf8')).toBe(original);
    const after = (await as(h, s, 'GET', '/api/merchants/demo/history')).json() as { entries: { kind: string; by: string; keys: string[]; message: string }[] };
    expect(after.entries[0]).toMatchObject({ kind: 'rollback', by: 'admin', keys: ['whitelabel.CBS3'] });
    expect(after.entries[0]!.message).toContain(`#${found!.id}`);
  });

  it('a rollback from an outdated page is refused like a publish', async () => {
    const h = open();
    const s = await login(h, 'admin');
    const first = await openMerchant(h, s);
    await as(h, s, 'POST', '/api/merchants/demo/publish', { data: withCbs3(first.data, false), baseVersion: first.version, message: 'Chat off' });
    const res = await as(h, s, 'POST', '/api/merchants/demo/rollback', { id: 1, baseVersion: first.version });
    expect(res.statusCode).toBe(409);
  });
});

describe('hosts and the CSP', () => {
  /** A served build's layout: dist/index.html, dist/assets/, dist/merchants/ with index.json. */
  function fakeDist(): string {
    const dist = tempDir('dist');
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><script>boot()</script><div id="root"></div>');
    copyMerchants(path.join(dist, 'merchants'));
    fs.writeFileSync(path.join(dist, 'merchants', 'index.json'), '[]\n');
    return dist;
  }

  it('a change of hosts rewrites index.json; a change of a CSP host list rewrites deploy/headers.conf and names the nginx reload', async () => {
    const dist = fakeDist();
    const h = open({ merchantsDir: path.join(dist, 'merchants') });
    const s = await login(h, 'admin');
    const a = await openMerchant(h, s);
    const hosts = await as(h, s, 'POST', '/api/merchants/demo/publish', {
      data: { ...a.data, hosts: ['localhost', '127.0.0.1', 'play.example.com'] },
      baseVersion: a.version,
      message: 'new host',
    });
    expect(hosts.statusCode, hosts.body).toBe(200);
    expect(hosts.json()).toMatchObject({ effects: { index: true } });
    const index = JSON.parse(fs.readFileSync(path.join(dist, 'merchants', 'index.json'), 'utf8')) as { code: string; hosts: string[] }[];
    expect(index.find((e) => e.code === 'demo')?.hosts).toContain('play.example.com');

    const b = await openMerchant(h, s);
    const cdn = await as(h, s, 'POST', '/api/merchants/demo/publish', {
      data: { ...b.data, imageCdns: ['https://img.example-cdn.com'] },
      baseVersion: b.version,
      message: 'cdn',
    });
    expect(cdn.statusCode, cdn.body).toBe(200);
    expect(cdn.json()).toMatchObject({ effects: { headers: true, reloadCommand: 'sudo nginx -s reload', reload: { ran: false } } });
    expect(fs.readFileSync(path.join(dist, 'deploy', 'headers.conf'), 'utf8')).toContain('https://img.example-cdn.com');
  });

  it('runs CONSOLE_RELOAD_CMD when the headers changed', async () => {
    const dist = fakeDist();
    const marker = path.join(tempDir('reload'), 'reloaded');
    const h = open({
      files: new MerchantFolder(path.join(dist, 'merchants'), { reloadCmd: `echo reloaded > ${marker}` }),
      merchantsDir: path.join(dist, 'merchants'),
    });
    const s = await login(h, 'admin');
    const a = await openMerchant(h, s);
    const res = await as(h, s, 'POST', '/api/merchants/demo/publish', {
      data: { ...a.data, imageCdns: ['https://img.example-cdn.com'] },
      baseVersion: a.version,
      message: 'cdn',
    });
    expect(res.json()).toMatchObject({ effects: { headers: true, reload: { ran: true, ok: true } } });
    expect(fs.readFileSync(marker, 'utf8').trim()).toBe('reloaded');
  });
});

describe('restart', () => {
  it('operators, sessions, history, drafts and audit survive a restart; a torn last journal line is dropped', async () => {
    const dataDir = tempDir('console');
    const merchantsDir = copyMerchants();
    const first = makeConsole({ dataDir, merchantsDir });
    const s = await login(first, 'admin');
    await as(first, s, 'POST', '/api/operators', { username: 'vic', password: 'a-long-password', role: 'viewer' });
    const m = await openMerchant(first, s);
    await as(first, s, 'POST', '/api/merchants/demo/publish', { data: withCbs3(m.data, false), baseVersion: m.version, message: 'before restart' });
    const m2 = await openMerchant(first, s);
    await as(first, s, 'PUT', '/api/merchants/demo/draft', { data: { ...m2.data, name: 'Draft name' }, baseVersion: m2.version, draftRev: null });
    await first.close();
    // A crash in the middle of the next journal write.
    fs.appendFileSync(path.join(dataDir, JOURNAL_FILE), '{"t":"aud","e":{"at":1,"oper');

    const second = open({ dataDir, merchantsDir });
    expect((await as(second, s, 'GET', '/api/me')).json()).toMatchObject({ operator: { name: 'admin' } });
    const history = (await as(second, s, 'GET', '/api/merchants/demo/history')).json() as { entries: { message: string }[] };
    expect(history.entries[0]?.message).toBe('before restart');
    const view = (await as(second, s, 'GET', '/api/merchants/demo')).json() as { draft: { data: { name: string } } };
    expect(view.draft.data.name).toBe('Draft name');
    await login(second, 'vic', 'a-long-password');
    const audit = (await as(second, s, 'GET', '/api/audit')).json() as { entries: { action: string }[] };
    expect(audit.entries.some((e) => e.action === 'publish')).toBe(true);
    // The torn line is gone and the journal goes on.
    expect(fs.readFileSync(path.join(dataDir, JOURNAL_FILE), 'utf8').endsWith('\n')).toBe(true);
  });
});

it('the harness copies the repository merchants (never edits them)', () => {
  expect(fs.existsSync(path.join(ROOT, 'merchants', 'demo.json'))).toBe(true);
});
