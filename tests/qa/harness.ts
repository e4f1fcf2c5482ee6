// How a QA screenshot is taken: an isolated, deterministic page of one merchant in one theme and
// language, with the seeded demo platform (or a freshly reset private platform for a live
// merchant), a fixed clock, a seeded Math.random, nothing loaded from outside the project, and
// only then the screen, once its content (not its skeleton) is on it.
import { expect, type BrowserContext, type Page, type Route } from '@playwright/test';
import { QA_NOW, type QaMerchant, type QaShot, type Screen } from './qa-env.ts';

/** Where each screen lives. */
export const SCREEN_PATHS: Record<Screen, string> = {
  home: '/m/home',
  login: '/m/login',
  register: '/m/register',
  'member-center': '/m/member/home',
  'game-list': '/m/gameList',
  deposit: '/m/voucherCenter',
  'agent-home': '/m/agent/home',
};

/** The seeded account a screen is seen by (DESIGN.md's demo accounts), or none (a visitor). */
export const SCREEN_ACCOUNT: Record<Screen, 'demoplayer' | 'demoagent' | null> = {
  home: null,
  login: null,
  register: null,
  'member-center': 'demoplayer',
  'game-list': null,
  deposit: 'demoplayer',
  'agent-home': 'demoagent',
};
const PASSWORD = 'Demo1234';

const isLocalHost = (host: string) => host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host.endsWith('.localhost');

/**
 * Routes the context's requests: anything not on this machine is aborted and recorded (the demo
 * loads nothing from outside the project; QA asserts it); a live merchant's API and image hosts go
 * to this worker's private platform server, whatever its file names.
 */
export async function isolateNetwork(context: BrowserContext, merchant: QaMerchant, platformOrigin: string): Promise<string[]> {
  const outside: string[] = [];
  const rewrites: [string, string][] = [];
  if (merchant.mode === 'live' && merchant.baseUrl) {
    rewrites.push([merchant.baseUrl.replace(/\/+$/, ''), `${platformOrigin}/api`]);
    for (const cdn of merchant.imageCdns) rewrites.push([cdn.replace(/\/+$/, ''), platformOrigin]);
  }
  // A same-origin API (`/api`, proxied by the site's server) is found by its path on this site.
  const sitePath = merchant.mode === 'live' && merchant.baseUrl.startsWith('/') ? merchant.baseUrl.replace(/\/+$/, '') : null;
  const rewrite = (url: string): string | null => {
    for (const [from, to] of rewrites)
      if (!from.startsWith('/') && (url === from || url.startsWith(`${from}/`) || url.startsWith(`${from}?`))) return to + url.slice(from.length);
    if (sitePath) {
      const u = new URL(url);
      if (isLocalHost(u.hostname) && (u.pathname === sitePath || u.pathname.startsWith(`${sitePath}/`)))
        return `${platformOrigin}/api${u.pathname.slice(sitePath.length)}${u.search}`;
    }
    return null;
  };
  await context.route('**/*', async (route: Route) => {
    const url = route.request().url();
    const target = rewrite(url);
    if (target) {
      // The test may end while a request is in flight (a poll): nothing to answer then.
      const response = await route.fetch({ url: target }).catch(() => null);
      if (response) await route.fulfill({ response }).catch(() => undefined);
      else await route.abort().catch(() => undefined);
      return;
    }
    const { protocol, hostname } = new URL(url);
    if ((protocol === 'http:' || protocol === 'https:' || protocol === 'ws:' || protocol === 'wss:') && !isLocalHost(hostname)) {
      outside.push(url);
      await route.abort('blockedbyclient').catch(() => undefined);
      return;
    }
    await route.continue().catch(() => undefined);
  });
  return outside;
}

/** Timers of this length or longer never fire in a QA page (see prepareContext). */
export const LONG_TIMER_MS = 2500;

/**
 * Before any page script:
 * - the theme chosen for this merchant (src/state/preferences.ts keeps it as `palaro:theme:<code>`);
 * - Math.random replaced by a seeded generator, so that a page whose random draws come in a fixed
 *   order (a pick among image CDNs) shows the same on every run (the activity ticker does not:
 *   see MASKS);
 * - timers of LONG_TIMER_MS or more never fire: what moves on its own after a few seconds (the
 *   ticker's increments every 3–5 s, the carousels' autoplay every 5 s, polls) stays as it was
 *   first drawn, whenever the screenshot happens to be taken. Shorter timers (debounces, the
 *   popup's closing animation) run as usual.
 */
export async function prepareContext(context: BrowserContext, shot: QaShot): Promise<void> {
  await context.addInitScript(
    ({ key, theme, seed, long }) => {
      try {
        localStorage.setItem(key, theme);
      } catch {
        /* storage unavailable: the merchant's default theme shows and the shot says so */
      }
      let s = seed >>> 0;
      Math.random = () => {
        // mulberry32
        s = (s + 0x6d2b79f5) >>> 0;
        let t = s;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      };
      // The longest delay a timer takes (about 24.8 days): a real, clearable timer that never comes.
      const NEVER = 2147483647;
      const realTimeout = window.setTimeout.bind(window);
      const realInterval = window.setInterval.bind(window);
      const hold = (delay: unknown) => (Number(delay) >= long ? NEVER : Number(delay) || 0);
      window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) =>
        realTimeout(handler, hold(delay), ...args)) as typeof window.setTimeout;
      window.setInterval = ((handler: TimerHandler, delay?: number, ...args: unknown[]) =>
        realInterval(handler, hold(delay), ...args)) as typeof window.setInterval;
    },
    { key: `palaro:theme:${shot.merchant}`, theme: shot.theme, seed: 20260615, long: LONG_TIMER_MS },
  );
}

/** Date.now() and new Date() return the QA instant on every page; timers keep running. */
export async function freezeClock(page: Page): Promise<void> {
  await page.clock.setFixedTime(QA_NOW);
  await page.emulateMedia({ reducedMotion: 'reduce' });
}

/** Puts the private platform of this worker back to its seed (a live merchant's state lives there). */
export async function resetPlatform(platformOrigin: string): Promise<void> {
  const res = await fetch(`${platformOrigin}/sim/status`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ set: 'reset' }),
  });
  if (!res.ok) throw new Error(`could not reset the QA platform at ${platformOrigin}: ${res.status}`);
}

/**
 * First load, at `path`: picks the merchant and language and seeds the demo platform (a live
 * merchant's private platform is reset instead).
 */
export async function boot(page: Page, merchant: QaMerchant, lang: string, path: string, platformOrigin: string): Promise<void> {
  if (merchant.mode === 'live') await resetPlatform(platformOrigin);
  const sim = merchant.mode === 'demo' ? '&sim=reset' : '';
  await page.goto(`${path}?merchant=${encodeURIComponent(merchant.code)}&lang=${lang}${sim}`);
  await expect(page.locator('html')).toHaveAttribute('data-merchant', merchant.code, { timeout: 30_000 });
}

/** Logs a seeded account in through the login form on screen (in English: its names are stable). */
export async function login(page: Page, shot: QaShot, username: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page, `${username} could not log in to ${shot.merchant}`).toHaveURL(/\/m\/home/, { timeout: 30_000 });
}

/**
 * Waits until the screen shows its content: the merchant and theme applied, no skeleton or busy
 * region, every image decoded, the fonts loaded, what each screen is about visible; then closes
 * what floats over it (the announcement popup, a prompt) and stops the carousels on their first
 * slide.
 */
export async function settle(page: Page, merchant: QaMerchant, shot: QaShot): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-merchant', shot.merchant, { timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('data-theme', shot.theme);
  const money = page.getByText(new RegExp(`${escapeRegExp(merchant.currency)}\\s?[\\d,]+\\.\\d{2}`)).first();
  switch (shot.screen) {
    case 'home':
      await expect(page.locator('.banner-carousel img').first()).toBeVisible({ timeout: 20_000 });
      break;
    case 'login':
    case 'register':
      await expect(page.locator('form').first()).toBeVisible({ timeout: 20_000 });
      break;
    case 'game-list':
      await expect(page.locator('main img, .page img').first()).toBeVisible({ timeout: 20_000 });
      break;
    case 'member-center':
    case 'deposit':
    case 'agent-home':
      await expect(money).toBeVisible({ timeout: 20_000 });
      break;
  }
  await page.waitForLoadState('networkidle');
  // Home's announcement popup can open after the network went quiet (its list is rendered after
  // the home's lazy parts): give it the chance to appear before overlays are closed.
  if (shot.screen === 'home')
    await page
      .locator('.popup__close')
      .waitFor({ state: 'visible', timeout: 3000 })
      .catch(() => undefined);
  await closeOverlays(page);
  await expect(page.locator('.skeleton, [aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  await page.evaluate(async () => {
    await document.fonts.ready;
    // A lazy image out of view (a carousel's later slides) loads, and decodes, only when scrolled to.
    const images = Array.from(document.images).filter((img) => img.complete || img.loading !== 'lazy');
    await Promise.all(
      images.map((img) =>
        img.complete
          ? Promise.resolve()
          : new Promise<void>((r) => {
              img.addEventListener('load', () => r(), { once: true });
              img.addEventListener('error', () => r(), { once: true });
            }),
      ),
    );
    await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
  });
  await closeOverlays(page);
  await stopCarousels(page);
}

/** Closes the home's announcement popup and any dismissible prompt, until none is left. */
async function closeOverlays(page: Page): Promise<void> {
  for (let i = 0; i < 6; i++) {
    const popupClose = page.locator('.popup__close');
    if (await popupClose.isVisible()) {
      await popupClose.click();
      await expect(page.locator('.popup-backdrop')).toHaveCount(0);
      continue;
    }
    const open = page.locator('dialog[open], [role="dialog"], [role="alertdialog"]').filter({ visible: true });
    if ((await open.count()) > 0) {
      // Escape closes the top one, the last opened (one under it, or the next to take its turn, stays).
      const top = await open.last().elementHandle();
      await page.keyboard.press('Escape');
      await top?.waitForElementState('hidden');
      continue;
    }
    return;
  }
}

/**
 * The carousels move on a timer: with reduced motion asked for, autoplay stops (the carousel
 * listens for the change), and every carousel goes back to its first slide without animation.
 */
async function stopCarousels(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() => {
    // swiper keeps its instance on its element.
    type Swiped = HTMLElement & { swiper?: { slideToLoop(index: number, speed: number): void; autoplay?: { stop(): void } } };
    for (const el of Array.from(document.querySelectorAll<Swiped>('.carousel .swiper'))) {
      el.swiper?.autoplay?.stop();
      el.swiper?.slideToLoop(0, 0);
    }
  });
}

/**
 * Regions painted over in every shot, each with its reason: only what is random by design and
 * cannot be pinned from outside the app.
 */
export const MASKS: { selector: string; why: string }[] = [
  {
    // ActivityTicker (src/features/home/home-widgets.tsx) starts at Math.random() in its first
    // render; how many random numbers other code drew before it depends on the order requests
    // answer in, so even a seeded Math.random gives another start from run to run.
    selector: '.activity-ticker__value',
    why: 'the home activity ticker starts from a random number',
  },
  {
    // The platform's captchas are random (issue 30): a registration with a captcha (manila) shows
    // another image on every run.
    selector: '.captcha-image img',
    why: 'the captcha image is random',
  },
];

export const maskLocators = (page: Page) => MASKS.map((m) => page.locator(m.selector));

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
