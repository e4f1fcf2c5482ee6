// @vitest-environment node
// npm run merchants:new (scripts/merchants-new.ts), against a temporary copy of merchants/.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { createMerchant, difference, NewMerchantError, type NewMerchantOptions } from '../../scripts/merchants-new';
import { crossFileProblems, readMerchantDir } from '@/config/merchant-validation';
import { DEMO_PUBLIC_KEY_SPKI } from '@/platform-sim/demo-key';

let tmp: string;
let dir: string;
const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'palaro-new-'));
  dir = path.join(tmp, 'merchants');
  fs.mkdirSync(dir);
  for (const f of fs.readdirSync('merchants')) if (f.endsWith('.json')) fs.copyFileSync(path.join('merchants', f), path.join(dir, f));
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Every file of the folder validates and no host is listed twice. */
function expectFolderValid() {
  const results = readMerchantDir(dir);
  for (const r of results) expect(r.problems, r.file).toEqual([]);
  expect(crossFileProblems(results)).toEqual([]);
  return results;
}

describe('npm run merchants:new', () => {
  it('writes a file that states only its identity over the defaults, and it validates', () => {
    const result = createMerchant({ code: 'davao', name: 'Davao Gold', hosts: ['m.davaogold.ph'], dir });
    expect(result.file).toBe(path.join(dir, 'davao.json'));
    expect(read(result.file)).toEqual({
      $schema: '../schemas/merchant.schema.json',
      code: 'davao',
      name: 'Davao Gold',
      hosts: ['m.davaogold.ph'],
      trialMerchantCode: 'davao-trial',
    });
    expect(result.privateKeyFile).toBeUndefined();
    const davao = expectFolderValid().find((r) => r.code === 'davao');
    expect(davao?.config?.name).toBe('Davao Gold');
    expect(davao?.config?.api.mode).toBe('demo');
    expect(result.next.join('\n')).toMatch(/theme\.brand\.primary/);
    expect(result.next.join('\n')).toMatch(/theme\.logo/);
    expect(result.next.join('\n')).toMatch(/whitelabel/);
  });

  it('--from takes what the other merchant changes, minus its identity, logo and key', () => {
    const cebu = read(path.join(dir, 'cebu.json'));
    const result = createMerchant({ code: 'davao', name: 'Davao Gold', hosts: ['m.davaogold.ph'], from: 'cebu', dir });
    const file = read(result.file);
    expect(file).toMatchObject({ code: 'davao', name: 'Davao Gold', hosts: ['m.davaogold.ph'], trialMerchantCode: 'davao-trial' });
    expect(file.whitelabel).toEqual(cebu.whitelabel);
    expect((file.theme as { brand: unknown }).brand).toEqual((cebu.theme as { brand: unknown }).brand);
    expect((file.theme as { logo?: unknown }).logo).toBeUndefined();
    // Only what differs from the defaults: cebu's email rule repeats the default pattern and message.
    expect((file.registration as { fields: unknown }).fields).toEqual({ email: { enabled: true } });
    expect(JSON.stringify(file)).not.toContain('cebu');
    expectFolderValid();
  });

  it('--live writes a fresh RSA-OAEP key: the public half in the file, the private half (mode 600) outside merchants/', () => {
    const keyOut = path.join(tmp, 'luzon.private.pem');
    const result = createMerchant({ code: 'luzon', name: 'Luzon Star', hosts: ['m.luzonstar.ph'], live: 'https://api.luzonstar.ph/api', keyOut, dir });
    const api = read(result.file).api as { mode: string; baseUrl: string; publicKey: string };
    expect(api.mode).toBe('live');
    expect(api.baseUrl).toBe('https://api.luzonstar.ph/api');
    expect(api.publicKey).not.toBe(DEMO_PUBLIC_KEY_SPKI);

    const publicKey = crypto.createPublicKey({ key: Buffer.from(api.publicKey, 'base64'), format: 'der', type: 'spki' });
    expect(publicKey.asymmetricKeyType).toBe('rsa');
    expect(publicKey.asymmetricKeyDetails?.modulusLength).toBe(2048);

    expect(result.privateKeyFile).toBe(keyOut);
    expect(fs.statSync(keyOut).mode & 0o777).toBe(0o600);
    const pem = fs.readFileSync(keyOut, 'utf8');
    expect(pem).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    expect(fs.readdirSync(dir).some((f) => f.endsWith('.pem'))).toBe(false);
    expect(fs.readFileSync(result.file, 'utf8')).not.toContain('PRIVATE');

    // The pair works the way the client uses it: RSA-OAEP with SHA-256.
    const secret = Buffer.from('a per-request AES key');
    const wrapped = crypto.publicEncrypt({ key: publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, secret);
    expect(crypto.privateDecrypt({ key: pem, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, wrapped)).toEqual(secret);

    expect(result.next.join('\n')).toMatch(/never commit it/);
    expectFolderValid();
  });

  it('gives a merchant made --from a live one its own key', () => {
    const keyOut = path.join(tmp, 'iloilo.private.pem');
    const result = createMerchant({ code: 'iloilo', name: 'Iloilo Palace', hosts: ['m.iloilo.ph'], from: 'manila', keyOut, dir });
    const api = read(result.file).api as { mode: string; publicKey: string };
    const manila = read(path.join(dir, 'manila.json')).api as { publicKey?: string };
    expect(api.mode).toBe('live');
    expect(api.publicKey).toBeTruthy();
    expect(api.publicKey).not.toBe(manila.publicKey);
    expect(fs.existsSync(keyOut)).toBe(true);
    expectFolderValid();
  });

  it.each<[string, Omit<NewMerchantOptions, 'dir'>, RegExp]>([
    ['a code already taken', { code: 'cebu', name: 'Cebu Two', hosts: ['m.cebu2.ph'] }, /code cebu is already taken/],
    ['a host already taken', { code: 'davao', name: 'Davao Gold', hosts: ['manila.localhost'] }, /host manila\.localhost is already taken by merchant manila/],
    ['a host taken, in other case', { code: 'davao', name: 'Davao Gold', hosts: ['Cebu.Localhost'] }, /already taken by merchant cebu/],
    ['a URL for a host', { code: 'davao', name: 'Davao Gold', hosts: ['https://m.davao.ph/'] }, /host name only/],
    ['an upper-case code', { code: 'Davao', name: 'Davao Gold', hosts: ['m.davao.ph'] }, /lower-case letters/],
    ['no brand', { code: 'davao', name: ' ', hosts: ['m.davao.ph'] }, /--name/],
    ['no host', { code: 'davao', name: 'Davao Gold', hosts: [] }, /--host/],
    ['a plain-http live platform', { code: 'davao', name: 'Davao Gold', hosts: ['m.davao.ph'], live: 'http://api.davao.ph' }, /https/],
    ['an unknown --from', { code: 'davao', name: 'Davao Gold', hosts: ['m.davao.ph'], from: 'nowhere' }, /--from nowhere/],
  ])('refuses %s with a clear message and writes nothing', (_label, opts, message) => {
    const before = fs.readdirSync(dir).sort();
    expect(() => createMerchant({ ...opts, dir })).toThrow(NewMerchantError);
    expect(() => createMerchant({ ...opts, dir })).toThrow(message);
    expect(fs.readdirSync(dir).sort()).toEqual(before);
  });

  it('refuses to put the private key into the merchants folder', () => {
    const keyOut = path.join(dir, 'luzon.private.pem');
    expect(() => createMerchant({ code: 'luzon', name: 'Luzon Star', hosts: ['m.luzon.ph'], live: 'https://api.luzon.ph/api', keyOut, dir })).toThrow(
      /must not go into the merchants folder/,
    );
    expect(fs.existsSync(keyOut)).toBe(false);
    expect(fs.existsSync(path.join(dir, 'luzon.json'))).toBe(false);
  });

  it('states objects key by key and lists as a whole', () => {
    expect(difference({ a: { b: 1, c: 2 }, l: [1, 2] }, { a: { b: 1, c: 3 }, l: [1, 2] })).toEqual({ a: { c: 2 } });
    expect(difference({ l: [1] }, { l: [1, 2] })).toEqual({ l: [1] });
    expect(difference({ a: { b: 1 } }, { a: { b: 1 } })).toBeUndefined();
  });

  it('as a command: exit 0 with the next steps; non-zero naming the owner of a taken host', () => {
    const run = (args: string[]) => {
      try {
        return {
          code: 0,
          out: execFileSync(process.execPath, ['--import', 'tsx', 'scripts/merchants-new.ts', ...args, '--dir', dir], { encoding: 'utf8', stdio: 'pipe' }),
        };
      } catch (e) {
        const err = e as { status: number; stderr: string };
        return { code: err.status, out: err.stderr };
      }
    };
    const ok = run(['davao', '--name', 'Davao Gold', '--host', 'm.davaogold.ph']);
    expect(ok.code).toBe(0);
    expect(ok.out).toMatch(/wrote .*davao\.json/);
    expect(ok.out).toMatch(/Next:/);
    const taken = run(['mindanao', '--name', 'Mindanao', '--host', 'm.davaogold.ph']);
    expect(taken.code).not.toBe(0);
    expect(taken.out).toMatch(/host m\.davaogold\.ph is already taken by merchant davao/);
    expect(fs.existsSync(path.join(dir, 'mindanao.json'))).toBe(false);
  }, 60_000);
});
