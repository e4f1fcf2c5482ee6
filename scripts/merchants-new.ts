// npm run merchants:new -- <code> --name "<brand>" --host <host> [--host <host>…] [--from cebu]
//                          [--live <baseUrl>] [--key-out <file>] [--dir merchants]
//
// Writes <dir>/<code>.json stating only what differs from <dir>/_defaults.json: the new identity
// (code, name, hosts, trial merchant code), plus, with --from, everything the other merchant
// changes except its own identity (code, name, hosts, trial code, logo, public key). The file is
// validated with the project's validator before it is written; a code or host already taken is
// refused. --live <baseUrl> makes it a live merchant with a fresh RSA-OAEP key pair: the public
// half (base64 SPKI) goes into api.publicKey, the private half (PKCS#8 PEM, mode 600) into
// ./<code>.private.pem (or --key-out), outside merchants/: it belongs to the merchant's platform,
// never to this repository (*.private.pem is git-ignored). Prints what to set next.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULTS_FILE, merchantFileNames } from '../src/config/merchant-files.ts';
import { validateMerchant, docLink, type ConfigProblem } from '../src/config/validate.ts';

const SCHEMA_REF = '../schemas/merchant.schema.json';
const USAGE =
  'usage: npm run merchants:new -- <code> --name "<brand>" --host <host> [--host <host>…] [--from <code>] [--live <baseUrl>] [--key-out <file>] [--dir <merchants dir>]';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export class NewMerchantError extends Error {}

export interface NewMerchantOptions {
  code: string;
  name: string;
  hosts: string[];
  from?: string;
  /** Base URL of the merchant's platform API: makes the merchant live, with a fresh key pair. */
  live?: string;
  /** Where the private key goes (live only); default ./<code>.private.pem. */
  keyOut?: string;
  /** The merchants folder (default merchants/). */
  dir?: string;
}

export interface NewMerchantResult {
  file: string;
  content: JsonObject;
  privateKeyFile?: string;
  next: string[];
}

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

const CODE = /^[a-z0-9][a-z0-9-]*$/;
/** A host name as the browser reports it: lower case labels, no scheme, port or path. */
const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  } catch (e) {
    throw new NewMerchantError(`${file}: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** What `value` states beyond `base` (objects compared key by key, everything else as a whole). */
export function difference(value: Json, base: Json | undefined): Json | undefined {
  if (isObject(value) && isObject(base)) {
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(value)) {
      const d = difference(v, base[k]);
      if (d !== undefined) out[k] = d;
    }
    return Object.keys(out).length ? out : undefined;
  }
  return JSON.stringify(value) === JSON.stringify(base) ? undefined : value;
}

/** The other merchant's file minus its own identity: what a new merchant may take over. */
function withoutIdentity(source: JsonObject): JsonObject {
  const { $schema: _s, code: _c, name: _n, hosts: _h, trialMerchantCode: _t, ...rest } = source;
  const copy = structuredClone(rest);
  if (isObject(copy.theme)) {
    delete copy.theme.logo;
    if (!Object.keys(copy.theme).length) delete copy.theme;
  }
  if (isObject(copy.api)) {
    delete copy.api.publicKey;
    if (!Object.keys(copy.api).length) delete copy.api;
  }
  return copy;
}

/** Every host listed by a merchant file of `dir`, with its owner (files that do not parse are skipped). */
function takenHosts(dir: string): Map<string, string> {
  const owners = new Map<string, string>();
  for (const name of merchantFileNames(dir)) {
    let data: unknown;
    try {
      data = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as unknown;
    } catch {
      continue;
    }
    const hosts = isObject(data as Json) ? (data as JsonObject).hosts : undefined;
    if (Array.isArray(hosts)) for (const h of hosts) if (typeof h === 'string') owners.set(h.toLowerCase(), name.replace(/\.json$/, ''));
  }
  return owners;
}

function checkBaseUrl(value: string): void {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new NewMerchantError(`--live ${value}: not a URL (e.g. https://api.example.com/api)`);
  }
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) || url.hostname.endsWith('.localhost');
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    throw new NewMerchantError(`--live ${value}: the platform must be served over https (plain http only for localhost)`);
  }
}

function keyPair(): { publicKey: string; privatePem: string } {
  const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicExponent: 0x10001,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicKey: publicKey.toString('base64'), privatePem: privateKey };
}

const isInside = (child: string, parent: string): boolean => {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

function problemText(problems: readonly ConfigProblem[]): string {
  return problems.map((p) => `  ${p.path || '(file)'}: ${p.message} (see ${p.doc ?? docLink(p.path)})`).join('\n');
}

/** Writes the new merchant file (and, for a live merchant, its private key); throws NewMerchantError. */
export function createMerchant(opts: NewMerchantOptions): NewMerchantResult {
  const dir = path.resolve(opts.dir ?? 'merchants');
  const code = opts.code;
  if (!CODE.test(code)) throw new NewMerchantError(`code ${JSON.stringify(code)}: use lower-case letters, digits and dashes (e.g. davao or luzon-star)`);
  const name = opts.name.trim();
  if (!name) throw new NewMerchantError('--name: the brand shown to players is required (e.g. --name "Davao Gold")');
  if (!opts.hosts.length) throw new NewMerchantError('--host: at least one host name that serves the merchant is required (e.g. --host m.davaogold.ph)');
  if (!fs.existsSync(dir)) throw new NewMerchantError(`${dir}: no such merchants folder`);

  const file = path.join(dir, `${code}.json`);
  if (fs.existsSync(file)) throw new NewMerchantError(`code ${code} is already taken: ${path.relative(process.cwd(), file)} exists`);

  const hosts = opts.hosts.map((h) => h.trim().toLowerCase());
  const owners = takenHosts(dir);
  for (const host of hosts) {
    if (!HOST.test(host)) throw new NewMerchantError(`--host ${host}: a host name only, without scheme, port or path (e.g. m.davaogold.ph)`);
    const owner = owners.get(host);
    if (owner) throw new NewMerchantError(`host ${host} is already taken by merchant ${owner}`);
  }
  if (new Set(hosts).size !== hosts.length) throw new NewMerchantError('--host: the same host is given twice');

  const defaultsFile = path.join(dir, DEFAULTS_FILE);
  const defaultsRaw = fs.existsSync(defaultsFile) ? readJson(defaultsFile) : {};
  if (!isObject(defaultsRaw as Json)) throw new NewMerchantError(`${defaultsFile}: not a JSON object`);
  const { $schema: _s, ...defaults } = defaultsRaw as JsonObject;

  let base: JsonObject = {};
  if (opts.from) {
    const fromCode = opts.from.replace(/\.json$/, '');
    const fromFile = path.join(dir, `${fromCode}.json`);
    if (!CODE.test(fromCode) || !fs.existsSync(fromFile))
      throw new NewMerchantError(`--from ${opts.from}: no merchant file ${path.relative(process.cwd(), fromFile)}`);
    const source = readJson(fromFile);
    if (!isObject(source as Json)) throw new NewMerchantError(`${fromFile}: not a JSON object`);
    base = withoutIdentity(source as JsonObject);
  }

  let privatePem: string | undefined;
  let keyFile: string | undefined;
  const api: JsonObject = isObject(base.api) ? { ...base.api } : {};
  if (opts.live !== undefined) {
    checkBaseUrl(opts.live);
    api.mode = 'live';
    api.baseUrl = opts.live;
  }
  const defaultsApi = isObject(defaults.api) ? defaults.api : {};
  const live = (api.mode ?? defaultsApi.mode) === 'live';
  if (live) {
    keyFile = path.resolve(opts.keyOut ?? `${code}.private.pem`);
    if (isInside(keyFile, dir))
      throw new NewMerchantError(`--key-out ${keyFile}: the private key must not go into the merchants folder (it is served to browsers)`);
    if (fs.existsSync(keyFile)) throw new NewMerchantError(`${keyFile} exists: move it away or name another file with --key-out`);
    const pair = keyPair();
    api.publicKey = pair.publicKey;
    privatePem = pair.privatePem;
  }
  if (Object.keys(api).length) base.api = api;

  const identity: JsonObject = { code, name, hosts, trialMerchantCode: `${code}-trial` };
  const stated = difference({ ...identity, ...base }, defaults as JsonObject);
  const content: JsonObject = { $schema: SCHEMA_REF, ...(isObject(stated ?? null) ? (stated as JsonObject) : {}) };

  const result = validateMerchant(content, defaults);
  if (!result.ok) {
    throw new NewMerchantError(`the new file would not validate:\n${problemText(result.problems)}`);
  }

  fs.writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`, { flag: 'wx' });
  if (privatePem && keyFile) fs.writeFileSync(keyFile, privatePem, { flag: 'wx', mode: 0o600 });

  return { file, content, ...(keyFile ? { privateKeyFile: keyFile } : {}), next: nextSteps(code, content, defaults as JsonObject, keyFile) };
}

function nextSteps(code: string, content: JsonObject, defaults: JsonObject, keyFile: string | undefined): string[] {
  const doc = (key: string) => docLink(key);
  const theme = isObject(content.theme) ? content.theme : {};
  const brand = isObject(theme.brand) ? Object.keys(theme.brand) : [];
  const defaultTheme = isObject(defaults.theme) ? defaults.theme : {};
  const steps = [
    brand.length
      ? `Brand colours: theme.brand has ${brand.join(', ')} from --from; make them this brand's (${doc('theme')}).`
      : `Brand colours: set theme.brand.primary, primary-text, accent and header-bg (#hex) (${doc('theme')}).`,
    `Logo: put it under public/brand/ and set theme.logo to /brand/${code}.svg (now the default ${String(defaultTheme.logo ?? '')}) (${doc('theme')}).`,
    `Flags: every whitelabel flag is on unless the file says false, e.g. "whitelabel": { "CBS3": false } (${doc('whitelabel')}).`,
    `Languages, registration fields, payments and responsible-gaming texts: see docs/merchant-config.md.`,
  ];
  if (keyFile) {
    steps.push(
      `Live: api.publicKey is a fresh RSA-OAEP key. Its private half is ${path.relative(process.cwd(), keyFile) || keyFile} (mode 600): hand it to the merchant's platform, which opens login and registration payloads with it, and never commit it (*.private.pem is git-ignored). The demo platform (npm run platform) reads a JWK: scripts/platform-keys/README.md (${doc('api')}).`,
    );
  }
  steps.push(
    `Check: npm run merchants:validate, then open /m/home?merchant=${code}; review its snapshots (npx vitest run tests/merchants -u) and its visual QA baselines (npm run qa:approve).`,
  );
  return steps;
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      name: { type: 'string' },
      host: { type: 'string', multiple: true },
      from: { type: 'string' },
      live: { type: 'string' },
      'key-out': { type: 'string' },
      dir: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

function main(argv: string[]): number {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (e) {
    console.error(`merchants:new: ${e instanceof Error ? e.message : String(e)}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (positionals.length !== 1 || !positionals[0]) {
    console.error(`merchants:new: give exactly one merchant code\n${USAGE}`);
    return 2;
  }
  try {
    const result = createMerchant({
      code: positionals[0],
      name: values.name ?? '',
      hosts: values.host ?? [],
      ...(values.from !== undefined ? { from: values.from } : {}),
      ...(values.live !== undefined ? { live: values.live } : {}),
      ...(values['key-out'] !== undefined ? { keyOut: values['key-out'] } : {}),
      ...(values.dir !== undefined ? { dir: values.dir } : {}),
    });
    const rel = path.relative(process.cwd(), result.file);
    const keys = Object.keys(result.content).filter((k) => k !== '$schema');
    console.log(`wrote ${rel} (states only what differs from ${DEFAULTS_FILE}: ${keys.join(', ')})`);
    if (result.privateKeyFile) {
      console.log(
        `wrote ${path.relative(process.cwd(), result.privateKeyFile)}: the PRIVATE key of the merchant's platform (mode 600). Never commit it or put it in merchants/.`,
      );
    }
    console.log('\nNext:');
    result.next.forEach((s, i) => console.log(`  ${i + 1}. ${s}`));
    return 0;
  } catch (e) {
    if (e instanceof NewMerchantError) {
      console.error(`merchants:new: ${e.message}`);
      return 1;
    }
    throw e;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
