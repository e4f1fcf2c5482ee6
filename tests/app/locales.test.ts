// @vitest-environment node
// Locale completeness: every language has every namespace file EN has, exactly EN's keys, every
// {{placeholder}} of the EN text, and (for CN, TH, VI) no text left in English. One expectation
// per language and namespace, listing every failing key, so a report names the file and the keys.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const LOCALES = fileURLToPath(new URL('../../src/i18n/locales', import.meta.url));
const LANGUAGES = ['EN', 'TY', 'CN', 'TH', 'VI'] as const;
/** Languages whose texts must not be English (TY keeps English loanwords, as Filipinos write). */
const NOT_ENGLISH: ReadonlySet<string> = new Set(['CN', 'TH', 'VI']);

/**
 * Latin-letter words a translation may keep: brands, payment and game vendors, ID documents,
 * place names, units, file types and protocols. Case-sensitive (SLOT of "JILI SLOT" is allowed, "Slot" is not).
 */
const ALLOWED_WORDS: ReadonlySet<string> = new Set([
  // platform, brands, social and messaging apps
  'Palaro',
  'Facebook',
  'Google',
  'Telegram',
  'WhatsApp',
  'Viber',
  'Instagram',
  'Twitter',
  'X',
  'LINE',
  'Zalo',
  'QQ',
  'WeChat',
  'Android',
  'iOS',
  'iPhone',
  'Safari',
  'App',
  'APP',
  // payments, currency, regulator
  'GCash',
  'Maya',
  'PayMaya',
  'USDT',
  'PHP',
  'PAGCOR',
  'QR',
  'Ph',
  // game vendors and codes
  'JILI',
  'SLOT',
  'JP',
  // units, codes and technical terms
  'VIP',
  'SMS',
  'OTP',
  'PIN',
  'ID',
  'IP',
  'URL',
  'http',
  'https',
  'png',
  'jpg',
  'PNG',
  'JPG',
  'MB',
  'GB',
  'mAh',
  'Email',
  'email',
  'E-mail',
  'e-mail',
  // Philippine ID documents and place names (Vietnamese writes the country as "Philippines")
  'PhilSys',
  'UMID',
  'SSS',
  'Philippines',
  'Philippine',
  'Manila',
]);
/** Further words one language may keep, if its writers need them. */
const EXTRA_ALLOWED: Readonly<Record<string, readonly string[]>> = { CN: [], TH: [], VI: [] };

/** A Vietnamese syllable written without diacritics (trang, thanh, nhanh, khoa…), not English. */
const VI_SYLLABLE =
  /^(ngh|ng|gh|gi|kh|nh|ph|th|tr|ch|qu|[bcdghklmnprstvx])?(oai|oay|uya|ai|ao|au|ay|eo|ia|iu|oa|oe|oi|oo|ua|ui|uy|[aeiouy])(ng|nh|ch|[cmnpt])?$/i;

type Tree = { [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
};

const fileOf = (lang: string, ns: string) => path.join(LOCALES, lang, `${ns}.json`);
const read = (lang: string, ns: string) => flatten(JSON.parse(fs.readFileSync(fileOf(lang, ns), 'utf8')) as Tree);

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((m) => m[1]!);

/** The ASCII words of a text that are not placeholders, tags, addresses or allowed terms. */
function foreignWords(text: string, lang: string): string[] {
  const extra = new Set(EXTRA_ALLOWED[lang] ?? []);
  const stripped = text
    .normalize('NFC')
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/[\w.+-]+@[\w-]+\.[\w.-]+/g, ' ');
  // Runs of Latin-script letters; a run with any non-ASCII letter (Vietnamese) is not English.
  const runs = stripped.match(/[\p{Script=Latin}\p{M}]+(?:['’-][\p{Script=Latin}\p{M}]+)*/gu) ?? [];
  return runs.filter((w) => /^[A-Za-z]+(?:['’-][A-Za-z]+)*$/.test(w) && !ALLOWED_WORDS.has(w) && !extra.has(w));
}

const namespaces = fs
  .readdirSync(path.join(LOCALES, 'EN'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''))
  .sort();

/** Every word of the EN texts, lower-case. */
const EN_WORDS: ReadonlySet<string> = new Set(namespaces.flatMap((ns) => [...read('EN', ns).values()].flatMap((t) => t.toLowerCase().match(/[a-z]+/g) ?? [])));

/**
 * The English left in a translation: every foreign word when the text is EN's own, else the
 * foreign words of 4+ letters, except an all-capital abbreviation that is no word of the EN texts
 * (Vietnamese CSKH) and, in VI, a Vietnamese syllable written without diacritics.
 */
function englishIn(value: string, en: string, lang: string): string[] {
  const words = foreignWords(value, lang);
  if (value.trim() === en.trim()) return words;
  return words.filter((w) => {
    if (w.replace(/[^A-Za-z]/g, '').length < 4) return false;
    if (w === w.toUpperCase() && !EN_WORDS.has(w.toLowerCase())) return false;
    return !(lang === 'VI' && VI_SYLLABLE.test(w));
  });
}

describe('locale files', () => {
  it('EN has namespaces', () => {
    expect(namespaces.length).toBeGreaterThan(0);
  });

  for (const lang of LANGUAGES) {
    describe(lang, () => {
      for (const ns of namespaces) {
        it(`${lang}/${ns}.json is complete`, () => {
          const label = `${lang}/${ns}.json`;
          if (!fs.existsSync(fileOf(lang, ns))) {
            expect([`${label}: file missing`], label).toEqual([]);
            return;
          }
          const en = read('EN', ns);
          const tr = read(lang, ns);
          const problems: string[] = [];
          for (const key of en.keys()) if (!tr.has(key)) problems.push(`missing key ${key}`);
          for (const key of tr.keys()) if (!en.has(key)) problems.push(`extra key ${key}`);
          for (const [key, enText] of en) {
            const text = tr.get(key);
            if (text === undefined) continue;
            if (text.trim() === '') {
              problems.push(`${key}: empty`);
              continue;
            }
            const have = new Set(placeholders(text));
            const lost = placeholders(enText).filter((p) => !have.has(p));
            if (lost.length > 0) problems.push(`${key}: lacks ${lost.map((p) => `{{${p}}}`).join(' ')}`);
            if (NOT_ENGLISH.has(lang)) {
              const english = englishIn(text, enText, lang);
              if (english.length > 0) problems.push(`${key}: English (${english.join(', ')}) in ${JSON.stringify(text)}`);
            }
          }
          expect(problems, label).toEqual([]);
        });
      }
    });
  }
});
