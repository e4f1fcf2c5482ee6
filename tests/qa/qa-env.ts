// What the visual QA run covers and where it runs (shared by playwright.qa.config.ts, the specs,
// the QA platform server and the gallery). The matrix is read from the served merchant files at
// load time, so a new file in merchants/ is covered with no code change:
//   every merchant file (not _defaults.json) × its theme.available × [languages.default, EN] × SCREENS.
//
// Environment:
//   QA_DIST            the build under test (default dist)
//   QA_MERCHANTS_DIR   where the merchant files are read from (default <QA_DIST>/merchants)
//   QA_MERCHANT        limit the run to these merchants (comma-separated codes)
//   QA_PORT            port of the served build (default 4310)
//   QA_PLATFORM_PORT   first port of the private platform servers (default 8797; one per worker)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMerchantDir } from '../../src/config/merchant-validation.ts';
import type { LanguageCode, ThemeName } from '../../src/config/schema.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const QA_DIR = path.join(ROOT, 'tests/qa');
export const BASELINE_DIR = path.join(QA_DIR, 'baselines');
/**
 * Playwright's output folder of the QA run (actual and diff images of failed shots, the JSON
 * report): its own, since a run of the browser tests empties test-results/.
 */
export const QA_OUTPUT_DIR = path.join(ROOT, 'qa-results');
export const QA_JSON_REPORT = path.join(QA_OUTPUT_DIR, 'report.json');

export const QA_DIST = path.resolve(ROOT, process.env.QA_DIST ?? 'dist');
export const QA_MERCHANTS_DIR = path.resolve(ROOT, process.env.QA_MERCHANTS_DIR ?? path.join(QA_DIST, 'merchants'));
export const QA_PORT = Number(process.env.QA_PORT ?? 4310);
export const QA_PLATFORM_PORT = Number(process.env.QA_PLATFORM_PORT ?? 8797);
export const QA_BASE_URL = `http://localhost:${QA_PORT}`;

/** The instant every QA page and platform lives in (a Monday morning in Manila). */
export const QA_NOW = new Date('2026-06-15T10:00:00+08:00');

export const SCREENS = ['home', 'login', 'register', 'member-center', 'game-list', 'deposit', 'agent-home'] as const;
export type Screen = (typeof SCREENS)[number];

export interface QaShot {
  merchant: string;
  theme: ThemeName;
  lang: LanguageCode;
  screen: Screen;
  /** `<merchant> <theme> <lang> <screen>`: the test's title. */
  title: string;
  /** Baseline path segments under tests/qa/baselines/: `<merchant>/<theme>-<lang>-<screen>.png`. */
  file: [string, string];
}

export interface QaMerchant {
  code: string;
  name: string;
  mode: 'demo' | 'live';
  /** The API base URL of a live merchant (routed to the private platform in the QA browser). */
  baseUrl: string;
  imageCdns: string[];
  /** The currency symbol money is shown with (a member screen is ready once its balance is). */
  currency: string;
  themes: ThemeName[];
  languages: LanguageCode[];
}

export interface QaMatrix {
  merchants: QaMerchant[];
  /** Files that do not validate: a test per file fails with its problems. */
  invalid: { code: string; problems: string[] }[];
  shots: QaShot[];
}

/** The merchants QA_MERCHANT names (all when unset). */
export function merchantFilter(env: string | undefined = process.env.QA_MERCHANT): (code: string) => boolean {
  const only = (env ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  return (code) => only.length === 0 || only.includes(code);
}

export const shotTitle = (merchant: string, theme: string, lang: string, screen: string) => `${merchant} ${theme} ${lang} ${screen}`;
export const shotFile = (merchant: string, theme: string, lang: string, screen: string): [string, string] => [merchant, `${theme}-${lang}-${screen}.png`];

export function qaMatrix(dir: string = QA_MERCHANTS_DIR, keep: (code: string) => boolean = merchantFilter()): QaMatrix {
  const merchants: QaMerchant[] = [];
  const invalid: QaMatrix['invalid'] = [];
  for (const r of readMerchantDir(dir)) {
    if (!keep(r.code)) continue;
    if (!r.config) {
      invalid.push({ code: r.code, problems: r.problems.map((p) => `${p.path || '(file)'}: ${p.message}`) });
      continue;
    }
    const c = r.config;
    merchants.push({
      code: c.code,
      name: c.name,
      mode: c.api.mode,
      baseUrl: c.api.baseUrl,
      imageCdns: [...c.imageCdns],
      currency: c.currency.symbol,
      themes: [...c.theme.available],
      languages: [...new Set<LanguageCode>([c.languages.default, 'EN'])],
    });
  }
  const shots: QaShot[] = merchants.flatMap((m) =>
    m.themes.flatMap((theme) =>
      m.languages.flatMap((lang) =>
        SCREENS.map((screen) => ({
          merchant: m.code,
          theme,
          lang,
          screen,
          title: shotTitle(m.code, theme, lang, screen),
          file: shotFile(m.code, theme, lang, screen),
        })),
      ),
    ),
  );
  return { merchants, invalid, shots };
}
