// @vitest-environment node
// Tagalog (TY, the demo's default) is Tagalog: a TY text may equal its English one only when
// every word of it is on the short list below (issue 33 item 18). Placeholders and symbols do not
// count ("{{page}} / {{total}}" may stay as it is); one expectation per namespace, naming the keys.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const LOCALES = fileURLToPath(new URL('../../src/i18n/locales', import.meta.url));

/**
 * Words a TY text may keep in English, case-sensitive. Each is there for a reason:
 */
const KEPT_IN_TAGALOG: ReadonlySet<string> = new Set([
  // Brands and proper names: apps, vendors and ID documents are called by their names.
  'Facebook',
  'Instagram',
  'X',
  'Twitter',
  'WeChat',
  'LINE',
  'WhatsApp',
  'Zalo',
  'QQ',
  'JILI',
  'SLOT', // 'JILI SLOT', the vendor's own category name
  'UMID',
  'SSS',
  'ID',
  'PVP', // the game class's code (player versus player), as the vendors print it
  // What Filipino players say on betting sites, and the sites write in their Tagalog pages too:
  'OK',
  'VIP',
  'Jackpot',
  'Grand', // the jackpot tiers Grand, Major, Minor, Mini, as printed on the machines
  'Major',
  'Minor',
  'Mini',
  'Slots',
  'Poker',
  'Bingo',
  'Arcade',
  'Sports',
  'E-Sports',
  'E-sports',
  'Live', // 'Live casino': the tables with a live dealer
  'Casino',
  'casino',
  'Online',
  'Offline',
  'Lobby',
  'Bonus',
  'Rebate',
  'E-wallet',
  // Baccarat, slots and sabong as played in the Philippines: the sides, chips and symbols keep
  // the names on the table (Meron and Wala are Tagalog already).
  'Player',
  'Banker',
  'Chip',
  'WILD',
  'Wild',
  'Scatter',
  'Bar',
  'Jack',
  'Meron',
  'Wala',
  'vs',
  // Account words Filipino sites and apps (GCash, Maya, Facebook in Filipino) write in English.
  'Username',
  'Password',
  'Email',
  'Account',
  // The diagnostics page (/m/about) is read by operators: the platform's own terms.
  'Merchant',
  'Mode',
  'Flag',
]);

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
};
const read = (lang: string, ns: string) => flatten(JSON.parse(fs.readFileSync(path.join(LOCALES, lang, `${ns}.json`), 'utf8')) as Tree);

/** The words of a text that are not on the list (placeholders, tags and symbols left out). */
const unkept = (text: string): string[] =>
  (
    text
      .replace(/\{\{[^}]*\}\}/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .match(/[A-Za-z]+(?:-[A-Za-z]+)*/g) ?? []
  ).filter((w) => !KEPT_IN_TAGALOG.has(w));

const namespaces = fs
  .readdirSync(path.join(LOCALES, 'EN'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''))
  .sort();

describe('Tagalog is not English', () => {
  for (const ns of namespaces) {
    it(`TY/${ns}.json: no text left as its English, but for the kept words`, () => {
      const en = read('EN', ns);
      const ty = read('TY', ns);
      const english: string[] = [];
      for (const [key, text] of ty) {
        const enText = en.get(key);
        if (enText === undefined || text.trim() !== enText.trim()) continue;
        const words = unkept(text);
        if (words.length > 0) english.push(`${key}: ${JSON.stringify(text)} (${words.join(', ')})`);
      }
      expect(english, `TY/${ns}.json`).toEqual([]);
    });
  }

  it('the kept words are words the English texts use', () => {
    const enWords = new Set(namespaces.flatMap((ns) => [...read('EN', ns).values()].flatMap((t) => t.match(/[A-Za-z]+(?:-[A-Za-z]+)*/g) ?? [])));
    expect([...KEPT_IN_TAGALOG].filter((w) => !enWords.has(w))).toEqual([]);
  });
});
