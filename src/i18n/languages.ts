// Interface languages: codes (DESIGN.md), the switcher's labels (the spec) and HTML lang tags.
import type { LanguageCode } from '@/config/schema';

/** Labels of the language switcher, as the spec gives them. */
export const LANGUAGE_LABELS: Readonly<Record<LanguageCode, string>> = {
  CN: '中文',
  EN: 'EN',
  TH: 'ไทย',
  VI: 'VN',
  TY: 'TAGALOG',
};

/** BCP 47 tags for `<html lang>` and number formatting. */
export const LANGUAGE_TAGS: Readonly<Record<LanguageCode, string>> = {
  CN: 'zh-CN',
  EN: 'en',
  TH: 'th',
  VI: 'vi',
  TY: 'tl',
};

/**
 * EN and TY are complete. CN, TH and VI exist for the switcher; a key a feature has not
 * translated into them yet shows in English (which is then downloaded too).
 */
export const FALLBACK_LANGUAGES = { CN: ['EN'], TH: ['EN'], VI: ['EN'], default: [] } as const;
