// The common namespace: EN and TY complete for every text the shell and the engine name, the
// spec's exact English, TY really Tagalog, CN/TH/VI present; only the active language loads.
import { describe, expect, it } from 'vitest';
import { PLATFORM_CODES } from '@/api/errors';
import { LANGUAGE_CODES } from '@/config/schema';
import { ROUTES } from '@/engine/routes';
import { MEMBER_MENU_REGISTRY, MEMBER_SHORTCUTS } from '@/engine/member-menu';
import { hasLocaleFile, localeNamespaces, readLocale } from '@/i18n/backend';
import { initI18n } from '@/i18n/setup';

type Tree = { [k: string]: string | Tree };
const flatten = (t: Tree, prefix = ''): Record<string, string> =>
  Object.entries(t).reduce<Record<string, string>>((acc, [k, v]) => {
    if (typeof v === 'string') acc[prefix + k] = v;
    else Object.assign(acc, flatten(v, `${prefix}${k}.`));
    return acc;
  }, {});

const load = async (lang: string) => flatten((await readLocale(lang, 'common')) as Tree);

const REQUIRED = [
  ...ROUTES.map((r) => r.titleKey),
  ...Object.values(PLATFORM_CODES),
  ...Object.values(MEMBER_MENU_REGISTRY).map((e) => e.titleKey),
  ...MEMBER_SHORTCUTS.map((s) => s.titleKey),
  'memberCenter.loginPrompt',
  'memberCenter.levelBenefits',
  'memberCenter.download',
  'footer.home',
  'footer.promotion',
  'footer.deposit',
  'footer.members',
  'footer.customerService',
  'messageCenter.messagingService',
  'messageCenter.announcements',
  'messageCenter.messages',
  'messageCenter.liveChat',
  'messageCenter.customerService',
  'greeting.morning',
  'greeting.earlyAfternoon',
  'greeting.lateAfternoon',
  'greeting.evening',
  'error.loadingFailed',
  'error.slowConnection',
  'error.noInternet',
  'refuse.freeReject',
  'refuse.realAccountOnly',
  'gameType.RNG',
  'gameType.HOME',
  'gameType.HOT',
];

describe('common namespace', () => {
  it('has a file for every language', () => {
    for (const lang of LANGUAGE_CODES) expect(hasLocaleFile(lang, 'common')).toBe(true);
    expect(localeNamespaces()).toContain('common');
  });

  it('EN and TY have every required key and the same key set', async () => {
    const en = await load('EN');
    const ty = await load('TY');
    for (const key of REQUIRED) {
      expect(en[key], `EN ${key}`).toBeTruthy();
      expect(ty[key], `TY ${key}`).toBeTruthy();
    }
    expect(Object.keys(ty).sort()).toEqual(Object.keys(en).sort());
  });

  it("uses the spec's exact English", async () => {
    const en = await load('EN');
    expect(en['refuse.freeReject']).toBe('Please log into a real account');
    expect(en['refuse.realAccountOnly']).toBe('Please login an actual account to use this function');
    expect(en['error.loadingFailed']).toBe('Loading failed, click to retry');
    expect(en['error.slowConnection']).toBe('Slow Connection');
    expect(en['error.noInternet']).toBe('No Internet');
    const spec: Record<string, string> = {
      NOT_LOGGED_IN: 'Please login',
      USERNAME_EXISTS: 'Sorry, the username already exists',
      USER_NOT_FOUND: 'Sorry, the user does not exist or is disabled',
      VERIFICATION_CODE: 'Verification code error',
      UNKNOWN: 'Unknown error',
      EMPTY_URL: 'The requested url is empty',
      UPGRADING: 'System upgrading, please try again later.',
      CONTACT_SERVICE: 'Please contact customer service',
      UPDATE_APP: 'Please update to the latest version',
      INVALID_INVITATION: 'Invalid invitation code',
      SAME_PASSWORD: 'The new password and the old password cannot be the same',
      NON_MEMBER: 'Non-member account unable to login',
      NON_AGENT: 'Non-agents cannot log in',
      MAINTENANCE: 'Maintenance',
      ACCESS_DENIED: 'Access Denied',
    };
    for (const [code, text] of Object.entries(spec)) expect(en[PLATFORM_CODES[code as keyof typeof PLATFORM_CODES]]).toBe(text);
  });

  it('TY is Tagalog, not English copies', async () => {
    const en = await load('EN');
    const ty = await load('TY');
    const same = Object.keys(en).filter((k) => en[k] === ty[k]);
    // Brand names, codes and a few loanwords stay (JILI SLOT, Slots, Jackpot, Live chat…).
    expect(same.length / Object.keys(en).length).toBeLessThan(0.1);
  });

  it('CN, TH and VI translate the chrome', async () => {
    for (const lang of ['CN', 'TH', 'VI']) {
      const t = await load(lang);
      for (const key of ['footer.home', 'title.memberCenter', 'menu.rewardCenter', 'error.loadingFailed']) expect(t[key], `${lang} ${key}`).toBeTruthy();
    }
  });

  it('loads only the active language', async () => {
    const i18n = await initI18n('TY');
    expect(i18n.hasResourceBundle('TY', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('EN', 'common')).toBe(false);
    expect(i18n.t('title.memberCenter')).toBe('Sentro ng miyembro');
    await i18n.changeLanguage('EN');
    expect(i18n.t('title.memberCenter')).toBe('Member center');
  });
});
