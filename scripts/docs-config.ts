// npm run docs:config: writes docs/merchant-config.md, the reference of every key of a merchant
// file, from the zod schema (src/config/schema.ts, through the same JSON Schema that
// `npm run schemas` writes), the defaults (merchants/_defaults.json) and the one-line descriptions
// of src/config/schema-docs.ts, plus the flag codes and modules with what each switches on (from
// the engine's registries). `--check` (npm run docs:check) fails when the committed file is stale.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod/mini';
import { FLAG_CODES, MODULE_IDS, merchantSchema } from '../src/config/schema.ts';
import { FLAG_DOCS, MODULE_DOCS, describeKey, sectionIntro } from '../src/config/schema-docs.ts';
import { MERCHANT_CONFIG_DOC, docAnchor, KEYS_ANCHOR } from '../src/config/validate.ts';
import { ABILITIES, ABILITY_IDS, type Ability } from '../src/engine/access.ts';
import { MEMBER_MENU_REGISTRY } from '../src/engine/member-menu.ts';
import { AGENT_MENU_REGISTRY, AGENT_FOOTER_REGISTRY } from '../src/engine/agent-menu.ts';
import { ROUTES } from '../src/engine/routes.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DOC_PATH = path.join(ROOT, MERCHANT_CONFIG_DOC);
const DEFAULTS_PATH = path.join(ROOT, 'merchants/_defaults.json');

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
};

/** One key of a merchant file: its JSON path (`a.b`, `list[].c` for the items of a list) and shape. */
export interface KeyInfo {
  path: string;
  /** The top-level key it belongs to (its section of the reference). */
  top: string;
  type: string;
  allowed: string;
  /** Whether the merged file may leave it out. */
  optional: boolean;
  /** The node is an object (its keys follow as their own rows). */
  object: boolean;
}

const MAX_SAFE = Number.MAX_SAFE_INTEGER;
const MAX_PATTERN = 48;

function typeOf(node: JsonSchema): string {
  const variants = node.anyOf ?? node.oneOf;
  if (variants) return variants.map(typeOf).join(' or ');
  if (node.enum || node.const !== undefined) return typeof (node.enum?.[0] ?? node.const) === 'number' ? 'number' : 'string';
  const t = Array.isArray(node.type) ? node.type.join(' or ') : (node.type ?? 'any');
  if (t === 'array') return `list of ${node.items ? plural(typeOf(node.items)) : 'values'}`;
  if (t === 'string' && node.minLength === 1 && node.maxLength === undefined) return 'non-empty string';
  return t;
}

const plural = (t: string): string =>
  t.startsWith('list of') ? `lists (${t})` : t.replace(/^non-empty string$/, 'non-empty strings').replace(/^(string|integer|number|boolean|object)$/, '$1s');

const code = (v: unknown): string => `\`${typeof v === 'string' ? v : JSON.stringify(v)}\``;

function range(node: JsonSchema): string[] {
  const out: string[] = [];
  const lo = node.minimum !== undefined ? `≥ ${node.minimum}` : node.exclusiveMinimum !== undefined ? `> ${node.exclusiveMinimum}` : '';
  const hiValue = node.maximum !== undefined && node.maximum < MAX_SAFE ? node.maximum : undefined;
  const hi = hiValue !== undefined ? `≤ ${hiValue}` : node.exclusiveMaximum !== undefined ? `< ${node.exclusiveMaximum}` : '';
  if (lo && hi) out.push(`${lo.slice(2)} to ${hi.slice(2)}`.replace(/^(\d+) to (\d+)$/, '$1 to $2'));
  else if (lo || hi) out.push(lo || hi);
  if (node.minLength !== undefined && node.minLength === node.maxLength) out.push(`exactly ${node.minLength} characters`);
  else if (node.maxLength !== undefined) out.push(`at most ${node.maxLength} characters`);
  return out;
}

function allowedOf(node: JsonSchema): string {
  const parts: string[] = [];
  if (node.enum) parts.push(node.enum.map(code).join(', '));
  if (node.const !== undefined) parts.push(code(node.const));
  // Short patterns say it best; long ones (the URL gates) are explained by the description.
  if (node.pattern && node.pattern.length <= MAX_PATTERN) parts.push(`matches ${code(node.pattern)}`);
  parts.push(...range(node));
  if (node.type === 'array') {
    if (node.minItems !== undefined && node.minItems > 0) parts.push(`at least ${node.minItems} item${node.minItems > 1 ? 's' : ''}`);
    if (node.maxItems !== undefined) parts.push(`at most ${node.maxItems} items`);
    if (node.items) {
      const inner = allowedOf(node.items);
      if (inner) parts.unshift(node.items.enum ? `each one of ${inner}` : `each ${inner}`);
    }
  }
  return parts.join('; ');
}

/** The JSON Schema of a merchant file as zod writes it (with `required`, unlike the editor schema). */
export function merchantFileSchema(): JsonSchema {
  return z.toJSONSchema(merchantSchema, { target: 'draft-2020-12' }) as JsonSchema;
}

/** Objects with at least this many keys of one and the same object shape are written once, with `*`. */
const COLLAPSE_AT = 5;

/** The object shape all keys of `node` share, when there are enough of them to write it once. */
function sharedShape(node: JsonSchema): JsonSchema | null {
  const children = Object.values(node.properties ?? {});
  if (children.length < COLLAPSE_AT) return null;
  const first = children[0];
  if (!first || first.type !== 'object' || !first.properties) return null;
  const text = JSON.stringify(first);
  return children.every((c) => JSON.stringify(c) === text) ? first : null;
}

/**
 * Every key of a merchant file, depth first, in the schema's order. With `collapse`, the keys of
 * an object whose keys all share one object shape (registration.fields) are written once below it
 * as `parent.*.key`; without it, every concrete path is listed.
 */
export function merchantKeys(opts: { collapse?: boolean } = {}, schema: JsonSchema = merchantFileSchema()): KeyInfo[] {
  const out: KeyInfo[] = [];
  const row = (p: string, top: string, child: JsonSchema, optional: boolean): KeyInfo => ({
    path: p,
    top,
    type: typeOf(child),
    allowed: allowedOf(child),
    optional,
    object: child.type === 'object' && child.properties !== undefined,
  });
  const visit = (node: JsonSchema, prefix: string, top: string | null) => {
    const required = new Set(node.required ?? []);
    const shared = opts.collapse ? sharedShape(node) : null;
    if (shared && prefix) visit(shared, `${prefix}.*`, top);
    for (const [key, child] of Object.entries(node.properties ?? {})) {
      const p = prefix ? `${prefix}.${key}` : key;
      const info = row(p, top ?? key, child, !required.has(key));
      out.push(info);
      if (shared) continue;
      if (info.object) visit(child, p, top ?? key);
      else if (child.type === 'array' && child.items?.type === 'object' && child.items.properties) visit(child.items, `${p}[]`, top ?? key);
    }
  };
  visit(schema, '', null);
  return out;
}

// ------------------------------------------------------------------ defaults

function readDefaults(): Record<string, unknown> {
  const { $schema: _s, ...rest } = JSON.parse(fs.readFileSync(DEFAULTS_PATH, 'utf8')) as Record<string, unknown>;
  return rest;
}

/** The value at `keyPath` in the defaults; undefined inside lists (`[]`) or where none is set. */
function valueAt(root: unknown, keyPath: string): unknown {
  if (keyPath.includes('[]') || keyPath.includes('*')) return undefined;
  let node: unknown = root;
  for (const part of keyPath.split('.')) {
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function renderDefault(value: unknown, key: KeyInfo, collapsed: boolean): string {
  if (key.object && !collapsed) return '';
  if (value === undefined) return key.optional || /\[\]|\*/.test(key.path) ? '' : '*(none: each file sets it)*';
  if (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'object' && v !== null)) {
    return `${value.length} entr${value.length === 1 ? 'y' : 'ies'} (see \`merchants/_defaults.json\`)`;
  }
  const text = JSON.stringify(value);
  if (text.length > 320) return `see \`merchants/_defaults.json\``;
  return `\`${text}\``;
}

// ------------------------------------------------------------------ markdown

/** A table cell: one line, pipes escaped. */
const cell = (s: string): string => s.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|');

function table(head: string[], rows: string[][]): string {
  const lines = [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`];
  for (const r of rows) lines.push(`| ${r.map(cell).join(' | ')} |`);
  return lines.join('\n');
}

const anchorLink = (key: string) => `[\`${key}\`](#${docAnchor(key)})`;

/** Where an ability is asked: routes (paths), member menu entries, agent menu and footer entries. */
function whereGated(ability: Ability): string[] {
  const out: string[] = [];
  const routes = ROUTES.filter((r) => r.guard.includes(ability)).map((r) => r.paths[0] ?? r.id);
  if (routes.length) out.push(`screen${routes.length > 1 ? 's' : ''} ${routes.map(code).join(', ')}`);
  const member = Object.values(MEMBER_MENU_REGISTRY)
    .filter((e) => e.gate.includes(ability))
    .map((e) => e.id);
  if (member.length) out.push(`member-center entr${member.length > 1 ? 'ies' : 'y'} ${member.map(code).join(', ')}`);
  const agent = [...Object.values(AGENT_MENU_REGISTRY), ...Object.values(AGENT_FOOTER_REGISTRY)].filter((e) => e.gate?.includes(ability)).map((e) => e.id);
  if (agent.length) out.push(`agent-home entr${agent.length > 1 ? 'ies' : 'y'} ${agent.map(code).join(', ')}`);
  return out;
}

/** Named abilities (superior transfer, chat…) whose requirements name this flag or module. */
function abilitiesNaming(word: string): string[] {
  return ABILITY_IDS.filter((id) => !id.includes(':') && new RegExp(`\\b${word}\\b`).test(ABILITIES[id].summary)).map(
    (id) => `${code(id)} (${ABILITIES[id].summary})`,
  );
}

export function renderMerchantConfigDoc(): string {
  const keys = merchantKeys({ collapse: true });
  const defaults = readDefaults();
  const tops = keys.filter((k) => k.path === k.top);
  const missing = merchantKeys({ collapse: false })
    .filter((k) => describeKey(k.path) === undefined)
    .map((k) => k.path);
  if (missing.length) throw new Error(`src/config/schema-docs.ts describes no ${missing.join(', ')}`);

  const out: string[] = [];
  out.push(
    '# Merchant configuration reference',
    '',
    '<!-- Generated by `npm run docs:config` from src/config/schema.ts, merchants/_defaults.json and',
    '     src/config/schema-docs.ts. Do not edit by hand: `npm run docs:check` fails when it is stale. -->',
    '',
    'Every merchant is one JSON file, `merchants/<code>.json`, merged over `merchants/_defaults.json`',
    '(objects merge key by key, lists and everything else replace), so a file states only what differs',
    'from the defaults. `"$schema": "../schemas/merchant.schema.json"` at its top gives completion and',
    'errors in an editor; `npm run merchants:validate` checks the merged result and prints every problem',
    'as `file: json.path: message`, with a link to the section of this page that explains the key.',
    '`npm run merchants:new -- <code> --name "<brand>" --host <host>` writes a new file.',
    '',
    'In the tables, a key inside a list is written `list[].key`, and `parent.*.key` is that key of',
    'every entry of `parent` (all of them have the same keys); *Default* is the value in',
    '`merchants/_defaults.json` (empty where the key has none or is an object whose keys follow);',
    '*optional* keys may be left out even after merging.',
    '',
    `<a id="${KEYS_ANCHOR}"></a>`,
    '',
    '## Keys',
    '',
    table(
      ['Key', 'What it is'],
      tops.map((k) => [anchorLink(k.path), sectionIntro(k.path) ?? '']),
    ),
    '',
    'Also: [flag codes](#flag-codes), [module ids](#module-ids), [member-center entries](#member-center-entries),',
    '[agent-home entries](#agent-home-entries).',
    '',
  );

  for (const top of tops) {
    out.push(`<a id="${docAnchor(top.path)}"></a>`, '', `## ${top.path}`, '');
    if (top.object) out.push(sectionIntro(top.path) ?? '', '');
    // An object's own row would repeat the intro; a scalar or list is its only row.
    const rows = keys.filter((k) => k.top === top.path && !(k.object && k.path === k.top));
    const collapsedParents = new Set(rows.filter((k) => k.path.endsWith('.*') || k.path.includes('.*.')).map((k) => k.path.slice(0, k.path.indexOf('.*'))));
    const isCollapsed = (k: KeyInfo) =>
      k.object && [...collapsedParents].some((parent) => k.path.startsWith(`${parent}.`) && !k.path.slice(parent.length + 1).includes('.'));
    out.push(
      table(
        ['Key', 'Type', 'Default', 'Allowed values', 'What it does'],
        rows.map((k) => [
          `\`${k.path}\``,
          `${k.type}${k.optional ? ' (optional)' : ''}`,
          renderDefault(valueAt(defaults, k.path), k, isCollapsed(k)),
          k.allowed,
          describeKey(k.path) ?? '',
        ]),
      ),
      '',
    );
  }

  const flagDefaults = (defaults.whitelabel ?? {}) as Record<string, unknown>;
  out.push(
    '<a id="flag-codes"></a>',
    '',
    '## Flag codes',
    '',
    'The whitelabel feature flags of the spec, set per merchant in [`whitelabel`](#whitelabel). The',
    "effective value is the platform status's value where the platform reports one, else the file's",
    "(for a demo merchant the simulator reports exactly the file's flags, so the file is the switch).",
    'A switched-off feature disappears from menus and its screens send a visitor home; `/m/about`',
    'shows each effective flag and where it came from.',
    '',
    table(
      ['Code', 'Default', 'What it switches on', 'Where the app asks it'],
      FLAG_CODES.map((c) => [
        `\`${c}\``,
        flagDefaults[c] === undefined ? '' : `\`${JSON.stringify(flagDefaults[c])}\``,
        FLAG_DOCS[c],
        [...whereGated(`flag:${c}`), ...abilitiesNaming(c)].join('; '),
      ]),
    ),
    '',
    '<a id="module-ids"></a>',
    '',
    '## Module ids',
    '',
    'Platform module ids a merchant switches on by listing them in [`modules`](#modules).',
    '',
    table(
      ['Id', 'On by default', 'What it switches on'],
      MODULE_IDS.map((m) => [`\`${m}\``, ((defaults.modules ?? []) as unknown[]).includes(m) ? 'yes' : 'no', MODULE_DOCS[m]]),
    ),
    '',
    '<a id="member-center-entries"></a>',
    '',
    '## Member-center entries',
    '',
    'The ids [`memberMenu`](#membermenu) lists, in the order shown. An entry shows only when its gate',
    'allows it (visitors see flag- and promotion-gated entries and are sent to login on a tap).',
    '',
    table(
      ['Id', 'Opens', 'Shown when'],
      Object.values(MEMBER_MENU_REGISTRY).map((e) => [`\`${e.id}\``, `\`${e.to}\``, gatesText(e.gate)]),
    ),
    '',
    '<a id="agent-home-entries"></a>',
    '',
    '## Agent-home entries',
    '',
    'The ids [`agent.menu`](#agent) (the grid) and `agent.footer` (the footer) list, in the order shown.',
    '',
    table(
      ['Id', 'Where', 'Opens', 'Shown when'],
      [
        ...Object.values(AGENT_MENU_REGISTRY).map((e) => [`\`${e.id}\``, 'menu', actionText(e.action), e.gate ? gatesText(e.gate) : 'always']),
        ...Object.values(AGENT_FOOTER_REGISTRY).map((e) => [`\`${e.id}\``, 'footer', actionText(e.action), e.gate ? gatesText(e.gate) : 'always']),
      ],
    ),
    '',
  );
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}

function gateText(ability: Ability): string {
  if (ability.startsWith('flag:')) return `flag [\`${ability.slice(5)}\`](#flag-codes) on`;
  if (ability.startsWith('promo:')) return `\`promotions.${ability.slice(6)}\` on`;
  if (ability.startsWith('agentDisplay:')) return `\`agent.display.${ability.slice(13)}\` on`;
  if (ability.startsWith('module:')) return `module \`${ability.slice(7)}\` listed`;
  return ABILITIES[ability].summary;
}

/** A route's guard in words: every ability it asks, in order. */
function gatesText(abilities: readonly Ability[]): string {
  return abilities.length ? abilities.map(gateText).join('; and ') : 'always';
}

function actionText(action: { kind: 'navigate'; to: string } | { kind: 'openService' }): string {
  return action.kind === 'navigate' ? `\`${action.to}\`` : 'the customer-service link';
}

function main() {
  const text = renderMerchantConfigDoc();
  const rel = path.relative(process.cwd(), DOC_PATH);
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(DOC_PATH) ? fs.readFileSync(DOC_PATH, 'utf8') : '';
    if (current !== text) {
      console.error(`${rel} is stale: run npm run docs:config`);
      process.exit(1);
    }
    console.log(`${rel} is up to date`);
    return;
  }
  fs.mkdirSync(path.dirname(DOC_PATH), { recursive: true });
  fs.writeFileSync(DOC_PATH, text);
  console.log(`wrote ${rel}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
