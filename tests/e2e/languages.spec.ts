// CN, TH and VI screens carry no English of the app's own: on a signed-in member's member center,
// deposit, promotions and responsible-gaming screens, no phrase of the English texts (the locale
// files, and the merchant files' texts by language) shows where the language has its own words
// for it (a namespace missing in a language would fall back to English and fail here). Platform
// data (promotion titles, game and payment-channel names) is the platform's, not checked.
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from './test';
import { login } from './journey';

type Texts = { [key: string]: string | Texts };
const LOCALES = path.join(process.cwd(), 'src', 'i18n', 'locales');

function flatten(texts: Texts, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [k, v] of Object.entries(texts)) {
    if (typeof v === 'string') out.set(`${prefix}${k}`, v);
    else flatten(v, `${prefix}${k}.`, out);
  }
  return out;
}

function read(language: string): Map<string, string> {
  const all = new Map<string, string>();
  for (const file of fs.readdirSync(path.join(LOCALES, language))) {
    const ns = file.replace(/\.json$/, '');
    for (const [k, v] of flatten(JSON.parse(fs.readFileSync(path.join(LOCALES, language, file), 'utf8')) as Texts)) all.set(`${ns}:${k}`, v);
  }
  return all;
}

/** A merchant file's texts by language (objects with an EN text), as key → text, for EN and `language`. */
function merchantTexts(language: string): [Map<string, string>, Map<string, string>] {
  const en = new Map<string, string>();
  const other = new Map<string, string>();
  const walk = (node: unknown, at: string) => {
    if (!node || typeof node !== 'object') return;
    const o = node as Record<string, unknown>;
    if (typeof o.EN === 'string') {
      en.set(at, o.EN);
      // A merchant text without this language shows its English: counted as English.
      if (typeof o[language] === 'string') other.set(at, o[language]);
    }
    for (const [k, v] of Object.entries(o)) walk(v, `${at}.${k}`);
  };
  for (const file of ['_defaults', 'demo']) walk(JSON.parse(fs.readFileSync(path.join(process.cwd(), 'merchants', `${file}.json`), 'utf8')), file);
  return [en, other];
}

/** Platform data that happens to read as one of the app's texts (the demo's payment channel 'Bank transfer'). */
const PLATFORM_DATA = new Set(['Bank transfer']);

/** The English phrases (two words or more, placeholders and markup cut out) that `language` says otherwise. */
function englishPhrases(language: string): string[] {
  const [merchantEn, merchantOther] = merchantTexts(language);
  const en = new Map([...read('EN'), ...merchantEn]);
  const other = new Map([...read(language), ...merchantOther]);
  const phrases = new Set<string>();
  for (const [key, value] of en) {
    if (other.get(key) === value) continue;
    for (const part of value.split(/\{\{[^}]*\}\}|<[^>]*>|[.:!?…·|]/)) {
      const phrase = part.trim();
      if (phrase.length >= 8 && /[A-Za-z]{3}/.test(phrase) && phrase.includes(' ') && !PLATFORM_DATA.has(phrase)) phrases.add(phrase);
    }
  }
  return [...phrases];
}

const SCREENS = ['/m/member/home', '/m/voucherCenter', '/m/activity', '/m/responsibleGaming'];
const SCRIPT: Record<string, RegExp> = { CN: /[\u4e00-\u9fff]/, TH: /[\u0e00-\u0e7f]/, VI: /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i };

for (const language of ['CN', 'TH', 'VI'] as const) {
  test(`${language}: the member center, deposit, promotions and responsible gaming show no English of the app`, async ({ page }) => {
    const phrases = englishPhrases(language);
    expect(phrases.length).toBeGreaterThan(100);
    await login(page);
    for (const screen of SCREENS) {
      await page.goto(`${screen}?lang=${language}`);
      await expect(page.locator('#main')).toContainText(SCRIPT[language] ?? /./);
      await page.waitForLoadState('networkidle');
      const text = await page.locator('body').innerText();
      const english = phrases.filter((p) => text.includes(p));
      expect(english, `${screen} in ${language}`).toEqual([]);
    }
  });
}
