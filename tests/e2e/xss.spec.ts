// The XSS corpus (fixtures/xss-corpus.ts) through every renderer of platform HTML and every sink
// of a URL from the platform, in a real browser, on the live merchant `manila` (its platform is
// `npm run platform` on :8787). page.route() answers the platform calls with the vectors; every
// payload sets the trap `window.__xss` if it runs. A renderer or sink fails on any execution
// (in the page, its frames or a popup), any dialog, any navigation of the tab or of a frame to
// another origin, and (renderers) any element, attribute, link or image the sanitiser must not
// let through, checked in the DOM after each vector.
import { test, expect, SHARED_DEVICE, type Page, type Route, type Request, type BrowserContext, type Frame } from './test';
import { VIDEO_EMBED_ORIGINS } from '../../scripts/deploy-headers.ts';
import { countByClass, htmlVectors, urlVectors, type HtmlVector, type UrlVector } from './fixtures/xss-corpus';
import { goInApp, settle as handled } from './journey';

// Generous: the machine that runs CI may be busy; each renderer takes well under a minute when it is not.
test.describe.configure({ timeout: 360_000 });
// The CSP reports the handlers and URLs of the vectors it refuses (Chromium reports an inline
// handler as soon as the sanitiser parses it): expected here; the traps above decide.
test.use({ allowCspViolations: true });
// Signs in on the shared platform server beside other specs: one device, so no test signs another out.
test.use({ deviceId: SHARED_DEVICE });

/** manila's platform: same-origin, through the server's /api (deploy/platform.conf). */
const API = `http://localhost:${process.env.E2E_PORT ?? 4173}/api`;
/** manila's `imageCdns`. */
const CDNS = ['http://localhost:8787'];
const EVIL_IMAGE = 'https://evil.example/x.png';
const CDN_IMAGE = 'http://localhost:8787/brand/manila.svg';

// ------------------------------------------------------------------ answering the platform

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function fulfil(route: Route, value: Json) {
  const origin = route.request().headers()['origin'] ?? '*';
  return route.fulfill({
    status: 200,
    contentType: 'application/json',
    headers: { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', vary: 'Origin' },
    body: JSON.stringify({ success: true, code: 'OK', value }),
  });
}

/** Answers the platform call whose path (below /api) is `path` and, optionally, whose request matches `when`. */
async function answer(page: Page, path: string | RegExp, value: (req: Request) => Json, when: (url: URL) => boolean = () => true) {
  await page.route(
    (url) => `${url.origin}/api` === API && (typeof path === 'string' ? url.pathname === `/api${path}` : path.test(url.pathname)) && when(url),
    async (route) => {
      if (route.request().method() === 'OPTIONS') return route.continue();
      return fulfil(route, value(route.request()));
    },
  );
}

/** Lets the real answer through with a change (system status: flags). */
async function patch(page: Page, path: string, change: (value: { [key: string]: Json }) => void) {
  await page.route(`${API}${path}`, async (route) => {
    if (route.request().method() === 'OPTIONS') return route.continue();
    const response = await route.fetch();
    const body = (await response.json()) as { value: { [key: string]: Json } };
    change(body.value);
    return route.fulfill({ response, body: JSON.stringify(body) });
  });
}

const announcement = (v: HtmlVector, type: string, execution = 'A'): Json => ({
  id: `x${String(v.id)}`,
  type,
  title: `XSS ${String(v.id)}`,
  content: v.html,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  noExpiry: 1,
  announcementImages: [],
  execution,
  promotionType: '',
  read: true,
});

// ------------------------------------------------------------------ the trap and the watch

interface Watch {
  appOrigin: string;
  dialogs: string[];
  /** Navigations (tab, frames, popups) to another origin or a non-web scheme. */
  foreign: string[];
  popups: string[];
}

function isLocal(url: URL): boolean {
  return url.hostname === 'localhost' || url.hostname === '127.0.0.1';
}

async function watch(page: Page, baseURL: string | undefined): Promise<Watch> {
  const appOrigin = new URL(baseURL ?? 'http://localhost:4173').origin;
  const w: Watch = { appOrigin, dialogs: [], foreign: [], popups: [] };
  const context: BrowserContext = page.context();
  // Nothing leaves the machine: every other host is refused at the network.
  await context.route((url) => !isLocal(url) && /^https?:$/.test(url.protocol), (route) => route.abort('blockedbyclient'));
  // The home's video banner embeds a player the app builds the URL of itself (a live merchant's
  // YouTube or Vimeo link): its frame loading is the page's own doing, never a vector's.
  const isOwnPlayer = (url: string, frame: Frame, p: Page) => frame !== p.mainFrame() && VIDEO_EMBED_ORIGINS.some((o) => url.startsWith(`${o}/`));
  const observe = (p: Page, isPopup: boolean) => {
    p.on('dialog', (d) => {
      w.dialogs.push(`${d.type()}: ${d.message()}`);
      void d.dismiss().catch(() => undefined);
    });
    p.on('request', (r) => {
      if (!r.isNavigationRequest()) return;
      const url = r.url();
      if (isOwnPlayer(url, r.frame(), p)) return;
      if (new URL(url).origin !== appOrigin) w.foreign.push(`${isPopup ? 'popup' : r.frame() === p.mainFrame() ? 'tab' : 'frame'} → ${url}`);
    });
    p.on('framenavigated', (f) => {
      const url = f.url();
      if (url === 'about:blank' || url === 'about:srcdoc' || url.startsWith('chrome-error:') || isOwnPlayer(url, f, p)) return;
      if (!url.startsWith(`${appOrigin}/`)) w.foreign.push(`${f === p.mainFrame() ? (isPopup ? 'popup' : 'tab') : 'frame'} at ${url}`);
    });
  };
  observe(page, false);
  context.on('page', (p) => {
    if (p === page) return;
    w.popups.push(p.url());
    observe(p, true);
  });
  return w;
}

/** The browser's own count of the windows of a context (CDP), which knows a window as it opens. */
const windowCounters = new WeakMap<BrowserContext, () => Promise<number>>();

async function windowCounter(context: BrowserContext, page: Page): Promise<() => Promise<number>> {
  const known = windowCounters.get(context);
  if (known) return known;
  const own = await context.newCDPSession(page);
  const { targetInfo } = await own.send('Target.getTargetInfo');
  await own.detach();
  const browserSession = await context.browser()!.newBrowserCDPSession();
  context.once('close', () => void browserSession.detach().catch(() => undefined));
  const count = async () => {
    const { targetInfos } = await browserSession.send('Target.getTargets');
    return targetInfos.filter((t) => t.type === 'page' && t.browserContextId === targetInfo.browserContextId).length;
  };
  windowCounters.set(context, count);
  return count;
}

/**
 * The page has handled what it was just given (`settle` of ./journey), and this runner knows every
 * window it opened. A window the page opens exists in the browser before the page's script or
 * click goes on (window.open and a target=_blank link create it at once), so the browser's count,
 * asked after the page has handled it, includes it; the runner's own list of the context's pages
 * may lag, and is waited for until it has as many.
 */
async function settle(page: Page) {
  await handled(page);
  const context = page.context();
  const count = await windowCounter(context, page);
  for (;;) {
    // Listening before counting, so a report that comes in between is not missed.
    const reported = context.waitForEvent('page', { timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    if (context.pages().length >= (await count())) return;
    // A window that closes before the runner is told of it is never reported: stop waiting then.
    if (!(await reported)) return;
  }
}

/** The trap, read in every page and frame of the context (and, with `clear`, reset there in the same call). */
async function sprung(context: BrowserContext, clear = false): Promise<string[]> {
  const found: string[] = [];
  for (const p of context.pages()) {
    for (const f of p.frames()) {
      const value = await f
        .evaluate((reset) => {
          const w = window as unknown as { __xss?: unknown };
          const seen = w.__xss;
          if (reset) delete w.__xss;
          return seen;
        }, clear)
        .catch(() => undefined);
      if (value !== undefined) found.push(`${f.url()}: window.__xss = ${typeof value === 'number' ? String(value) : Object.prototype.toString.call(value)}`);
    }
  }
  return found;
}

/** Closes the popups a step opened (after their URL has been recorded). */
async function closePopups(page: Page) {
  for (const p of page.context().pages()) if (p !== page) await p.close().catch(() => undefined);
}

// ------------------------------------------------------------------ what a renderer may leave

const TAGS = 'a abbr b bdi bdo blockquote br caption cite code col colgroup dd del details dfn div dl dt em figcaption figure h1 h2 h3 h4 h5 h6 hr i img ins kbd li mark ol p pre q s samp small span strong sub summary sup table tbody td tfoot th thead time tr u ul wbr'.split(' ');
const ATTRS = 'href src alt title width height colspan rowspan scope dir lang datetime start reversed target rel'.split(' ');

interface Inspection {
  roots: number;
  problems: string[];
  trap: unknown;
}

/**
 * In one round trip: checks every element rendered from platform HTML (what should not be
 * there), then follows what could be followed (every link that does not navigate in-app, every
 * summary), then reads the trap.
 */
function inspect(page: Page, follow: boolean): Promise<Inspection> {
  return page.evaluate(
    ({ tags, attrs, cdns, follow }) => {
      const problems: string[] = [];
      const roots = Array.from(document.querySelectorAll('[data-safe-html]'));
      for (const root of roots) {
        for (const el of Array.from(root.querySelectorAll('*'))) {
          const tag = el.localName;
          if (!tags.includes(tag) || el.namespaceURI !== 'http://www.w3.org/1999/xhtml') problems.push(`element <${tag}>`);
          // A <details> this check opened itself (it clicks every summary) carries `open`: that is
          // the page's state, not the platform's markup. The popup keeps every page of its carousel
          // in the document, so a details of another page may have been opened by an earlier step.
          for (const a of Array.from(el.attributes)) if (!attrs.includes(a.name) && !(tag === 'details' && a.name === 'open')) problems.push(`attribute ${a.name} on <${tag}>`);
          if (tag === 'a' && el.hasAttribute('href')) {
            const raw = el.getAttribute('href') ?? '';
            const url = new URL(raw, location.origin);
            const inApp = /^\/m\/[^/\\]/.test(raw) && url.origin === location.origin;
            const external = (url.protocol === 'https:' || (url.protocol === 'http:' && url.hostname === 'localhost')) && url.origin !== location.origin && /^https?:\/\//.test(raw);
            if (inApp) {
              if (el.hasAttribute('target')) problems.push(`in-app link ${raw} with a target`);
            } else if (external) {
              if (el.getAttribute('target') !== '_blank' || el.getAttribute('rel') !== 'noopener noreferrer') problems.push(`external link ${raw} without target=_blank rel="noopener noreferrer"`);
            } else problems.push(`link href=${raw}`);
          }
          if (tag === 'img') {
            const raw = el.getAttribute('src') ?? '';
            const url = new URL(raw, location.origin);
            const ok = /^data:image\/(png|jpeg|gif|webp);base64,/.test(raw) || url.origin === location.origin || cdns.includes(url.origin);
            if (!ok) problems.push(`image src=${raw}`);
          }
          if (el instanceof HTMLElement && getComputedStyle(el).position === 'fixed') problems.push(`fixed <${tag}>`);
        }
      }
      if (follow) {
        for (const el of Array.from(document.querySelectorAll<HTMLElement>('[data-safe-html] a, [data-safe-html] summary'))) {
          if (el.getAttribute('href')?.startsWith('/m/')) continue;
          el.click();
        }
      }
      return { roots: roots.length, problems, trap: (window as unknown as { __xss?: unknown }).__xss };
    },
    { tags: TAGS, attrs: ATTRS, cdns: CDNS, follow },
  );
}

interface RendererReport {
  steps: number;
  problems: string[];
}

/** After a vector is on screen: the DOM check, the links followed, the trap read (frames and popups too). */
async function afterVector(page: Page, v: HtmlVector, report: RendererReport) {
  const { roots, problems, trap } = await inspect(page, true);
  if (roots === 0) report.problems.push(`#${String(v.id)}: nothing rendered`);
  for (const p of problems) report.problems.push(`#${String(v.id)} ${v.cls}: ${p}`);
  if (trap !== undefined) report.problems.push(`#${String(v.id)} ${v.cls}: trap window.__xss = ${String(trap)}`);
  if (page.frames().length > 1 || page.context().pages().length > 1) {
    for (const s of await sprung(page.context())) report.problems.push(`#${String(v.id)} ${v.cls}: trap ${s}`);
    await closePopups(page);
  }
  report.steps += 1;
}

async function finish(page: Page, w: Watch, name: string, report: RendererReport) {
  await settle(page);
  for (const s of await sprung(page.context())) report.problems.push(`trap at the end: ${s}`);
  const bad = [...report.problems, ...w.dialogs.map((d) => `dialog ${d}`), ...w.foreign.filter((f) => !/^popup → https:/.test(f) && !/^popup at https:/.test(f)).map((f) => `navigation ${f}`)];
  console.log(`[xss] renderer ${name}: ${String(report.steps)} vectors rendered, ${String(bad.length)} problems${bad.length ? `\n  ${bad.slice(0, 40).join('\n  ')}` : ''}`);
  expect.soft(bad, `renderer ${name}`).toEqual([]);
  expect(report.steps).toBe(htmlVectors.length);
}

// ------------------------------------------------------------------ sessions

async function openManila(page: Page, path = '/m/home') {
  await page.goto(`/m/home?merchant=manila&lang=EN`);
  await expect(page.getByText('Manila Royale').first()).toBeVisible({ timeout: 30_000 });
  if (path !== '/m/home') await page.goto(path);
}

async function loginManila(page: Page, user = 'demoplayer') {
  await openManila(page);
  await page.goto('/m/login?lang=EN');
  await page.getByRole('textbox', { name: 'Username' }).fill(user);
  await page.getByLabel('Password', { exact: true }).fill('Demo1234');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/m/login'));
}

/**
 * A vector's item in a list, by its title's own element (cheaper than role names in lists of 115).
 * Exact, not a prefix: a row whose title is followed by its date reads 'XSS 1' + '01/01/2026' =
 * 'XSS 101/01/2026', which a prefix pattern for 'XSS 101' matches (and it comes first).
 */
const byTitle = (page: Page, id: number) => page.getByText(`XSS ${String(id)}`, { exact: true }).first();
/** A help row by its text: the title, then the row's '›' in the same element (no date). */
const helpRow = (page: Page, id: number) => page.getByText(new RegExp(`^XSS ${String(id)}(?!\\d)`)).first();
const itemOf = (page: Page, id: number) => page.getByRole('listitem').filter({ has: page.getByText(`XSS ${String(id)}`, { exact: true }) });

// ------------------------------------------------------------------ the corpus

test('the corpus: at least 60 vectors, and it is armed (unsanitised, Chromium runs many of them)', async ({ page }) => {
  console.log(`[xss] corpus: ${String(htmlVectors.length)} HTML vectors ${JSON.stringify(countByClass(htmlVectors))}; ${String(urlVectors.length)} URL vectors ${JSON.stringify(countByClass(urlVectors))}`);
  expect(htmlVectors.length + urlVectors.length).toBeGreaterThanOrEqual(60);
  expect(new Set([...htmlVectors, ...urlVectors].map((v) => v.id)).size).toBe(htmlVectors.length + urlVectors.length);
  // Raw, in a blank page of its own origin, with links clicked: the trap must be real.
  await page.context().route((url) => url.hostname !== 'xss.test', (route) => route.abort('blockedbyclient'));
  await page.route('http://xss.test/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>t</title>' }));
  await page.goto('http://xss.test/');
  const ran: number[] = [];
  for (const v of htmlVectors) {
    await page.setContent(`<!doctype html><body>${v.html}</body>`).catch(() => undefined);
    await page
      .evaluate(() => {
        for (const a of Array.from(document.querySelectorAll<HTMLElement>('a, area, button, input[type=submit]'))) a.click();
      })
      .catch(() => undefined);
    // What the clicks queued (a javascript: link runs as a task of its own) has run two frames on;
    // what loading set off (an image's onerror) before setContent's load.
    await handled(page);
    const value = await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss).catch(() => undefined);
    if (value !== undefined) ran.push(v.id);
    // A clicked link may still be navigating (to a blocked host, an error page): back to the blank
    // page, again if that navigation interrupts ours.
    for (let attempt = 0; attempt < 3 && page.url() !== 'http://xss.test/'; attempt++) {
      await page.goto('http://xss.test/').catch(() => page.waitForLoadState('load').catch(() => undefined));
    }
    expect(page.url()).toBe('http://xss.test/');
  }
  console.log(`[xss] armed: ${String(ran.length)} of ${String(htmlVectors.length)} HTML vectors run in Chromium when not sanitised`);
  expect(ran.length).toBeGreaterThanOrEqual(30);
});

// ------------------------------------------------------------------ every renderer of platform HTML

test.describe('platform HTML renderers', () => {
  test('the home announcement popup (a visitor)', async ({ page, baseURL }) => {
    const w = await watch(page, baseURL);
    await answer(page, '/v1/content/announcements', () => ({ list: htmlVectors.map((v) => announcement(v, 'PU', 'B')), footer: { unreadCount: 0 } }));
    // The popup's pages are a carousel that moves by itself every 5 s: with reduced motion it moves
    // only when told (Next), at once, so each step shows the vector it names.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openManila(page);
    const dialog = page.getByRole('dialog');
    // What this checks is each page's content: it pages once swiper drives the pages (a tap made
    // while swiper's code still loads is the carousel's own test, tests/ui/carousel.test.tsx).
    await expect(dialog.locator('.swiper-initialized')).toBeVisible();
    const report: RendererReport = { steps: 0, problems: [] };
    for (const [i, v] of htmlVectors.entries()) {
      await expect(dialog.getByRole('heading', { name: `XSS ${String(v.id)}`, exact: true })).toBeVisible();
      await afterVector(page, v, report);
      if (i < htmlVectors.length - 1) await dialog.getByRole('button', { name: 'Next announcement' }).dispatchEvent('click');
    }
    await finish(page, w, 'announcement popup', report);
  });

  test('announcements (/m/notice)', async ({ page, baseURL }) => {
    const w = await watch(page, baseURL);
    await answer(page, '/v1/content/announcements', () => ({ list: htmlVectors.map((v) => announcement(v, 'B')), footer: { unreadCount: 0 } }));
    await openManila(page, '/m/notice');
    // The first announcement opens by itself.
    await expect(itemOf(page, htmlVectors[0]?.id ?? 1).locator('[data-safe-html]')).toHaveCount(1);
    const report: RendererReport = { steps: 0, problems: [] };
    for (const v of htmlVectors) {
      const item = itemOf(page, v.id);
      if ((await item.locator('[data-safe-html]').count()) === 0) await byTitle(page, v.id).dispatchEvent('click');
      await expect(item.locator('[data-safe-html]')).toHaveCount(1);
      await afterVector(page, v, report);
    }
    await finish(page, w, 'notice', report);
  });

  test('promotion list (/m/promoList)', async ({ page, baseURL }) => {
    const w = await watch(page, baseURL);
    await answer(page, '/v1/content/announcements', () => ({ list: htmlVectors.map((v) => announcement(v, 'PR')), footer: { unreadCount: 0 } }));
    await openManila(page, '/m/promoList');
    const report: RendererReport = { steps: 0, problems: [] };
    for (const v of htmlVectors) {
      const card = itemOf(page, v.id);
      await card.getByRole('button', { name: 'Details' }).dispatchEvent('click');
      await expect(card.locator('[data-safe-html]')).toHaveCount(1);
      await afterVector(page, v, report);
    }
    await finish(page, w, 'promo list', report);
  });

  test('agent announcements (/m/member/notice, demoagent)', async ({ page, baseURL }) => {
    const w = await watch(page, baseURL);
    await loginManila(page, 'demoagent');
    await answer(page, '/v1/content/announcements', () => ({ list: htmlVectors.map((v) => announcement(v, 'A')), footer: { unreadCount: 0 } }), (u) => u.searchParams.get('types') === 'A');
    await answer(page, '/v1/content/announcements/read', () => null);
    await page.goto('/m/member/notice?types=A');
    const report: RendererReport = { steps: 0, problems: [] };
    for (const v of htmlVectors) {
      await byTitle(page, v.id).dispatchEvent('click');
      await expect(itemOf(page, v.id).locator('[data-safe-html]')).toHaveCount(1);
      await afterVector(page, v, report);
    }
    await finish(page, w, 'agent notice', report);
  });

  test('help center (/m/help), with the style, image and backslash-link checks', async ({ page, baseURL }) => {
    const w = await watch(page, baseURL);
    const extra = [
      { id: 'style', title: 'Styled', content: '<div style="position:fixed;inset:0;z-index:2147483647;background:#fff">Session expired, please log in again</div>' },
      { id: 'images', title: 'Images', content: `<p>Pictures</p><img src="${EVIL_IMAGE}" alt="foreign picture"><img src="${CDN_IMAGE}" alt="cdn picture">` },
      { id: 'links', title: 'Links', content: '<p><a href="/\\evil.example">backslash link</a> <a href="/m/winners">winners link</a></p>' },
    ];
    await answer(page, '/v1/content/help', () => [
      { id: 'h', title: 'Vectors', content: '', children: [...extra, ...htmlVectors.map((v) => ({ id: `x${String(v.id)}`, title: `XSS ${String(v.id)}`, content: v.html }))] },
    ]);
    await openManila(page, '/m/help');
    const detail = page.getByRole('dialog');
    const report: RendererReport = { steps: 0, problems: [] };
    for (const v of htmlVectors) {
      await helpRow(page, v.id).dispatchEvent('click');
      await expect(detail.getByRole('heading', { name: `XSS ${String(v.id)}`, exact: true })).toBeVisible();
      await afterVector(page, v, report);
      await detail.getByRole('button', { name: 'Close' }).dispatchEvent('click');
    }
    await finish(page, w, 'help', report);

    // A style-carrying item renders with no style attribute (no fake full-screen box).
    await page.getByRole('button', { name: 'Styled', exact: true }).click();
    const box = detail.getByText('Session expired, please log in again');
    await expect(box).toBeVisible();
    expect(await box.getAttribute('style')).toBeNull();
    expect(await box.evaluate((el) => getComputedStyle(el).position)).not.toBe('fixed');
    await detail.getByRole('button', { name: 'Close' }).dispatchEvent('click');

    // An image from another host is dropped; one from the merchant's CDN stays.
    await page.getByRole('button', { name: 'Images', exact: true }).click();
    await expect(detail.getByText('Pictures')).toBeVisible();
    await expect(detail.getByAltText('foreign picture')).toHaveCount(0);
    await expect(detail.getByAltText('cdn picture')).toHaveAttribute('src', CDN_IMAGE);
    await detail.getByRole('button', { name: 'Close' }).dispatchEvent('click');

    // /\evil.example is not an in-app link: a tap does not leave (nor open anything).
    await page.getByRole('button', { name: 'Links', exact: true }).click();
    const before = page.url();
    await detail.getByText('backslash link').click();
    await settle(page);
    expect(page.url()).toBe(before);
    expect(page.context().pages()).toHaveLength(1);
    // An in-app link navigates inside the app.
    await detail.getByRole('link', { name: 'winners link' }).click();
    await expect(page).toHaveURL(/\/m\/winners$/);
    expect(w.foreign.filter((f) => !/^popup/.test(f)), 'the tab never left').toEqual([]);
  });

  test('legal documents (/m/registerTerms)', async ({ page, baseURL }) => {
    const w = await watch(page, baseURL);
    await answer(page, '/v1/content/documents', () => ({
      kind: 'registerTerms',
      title: 'Terms',
      updatedAt: Date.UTC(2026, 0, 1),
      sections: htmlVectors.map((v) => ({ heading: `XSS ${String(v.id)}`, html: v.html })),
    }));
    await openManila(page, '/m/registerTerms');
    const last = htmlVectors[htmlVectors.length - 1];
    await expect(page.getByRole('heading', { name: `XSS ${String(last?.id ?? 0)}`, exact: true })).toBeVisible();
    const report: RendererReport = { steps: 0, problems: [] };
    // Every section is on the page at once: one check covers them all.
    const { roots, problems, trap } = await inspect(page, true);
    expect(roots).toBe(htmlVectors.length);
    report.problems.push(...problems);
    if (trap !== undefined) report.problems.push(`trap window.__xss = ${String(trap)}`);
    report.steps = htmlVectors.length;
    await finish(page, w, 'legal document', report);
  });

  test('hot news (/m/hotNews)', async ({ page, baseURL }) => {
    const w = await watch(page, baseURL);
    await answer(page, '/v1/content/hot-news', () =>
      htmlVectors.map((v) => ({ id: `x${String(v.id)}`, category: 'Test', title: `XSS ${String(v.id)}`, summary: 'summary', content: v.html, imageUrl: '/brand/manila.svg', publishedAt: Date.UTC(2026, 0, 1) })),
    );
    await openManila(page, '/m/hotNews');
    const article = page.getByRole('dialog');
    const report: RendererReport = { steps: 0, problems: [] };
    for (const v of htmlVectors) {
      await byTitle(page, v.id).dispatchEvent('click');
      await expect(article.getByRole('heading', { name: `XSS ${String(v.id)}`, exact: true })).toBeVisible();
      await afterVector(page, v, report);
      await article.getByRole('button', { name: 'Close' }).dispatchEvent('click');
    }
    await finish(page, w, 'hot news', report);
  });

  test('inbox messages (/m/webEmail, demoplayer)', async ({ page, baseURL }) => {
    const w = await watch(page, baseURL);
    await loginManila(page);
    await answer(page, '/v1/inbox', () => ({
      list: htmlVectors.map((v) => ({ id: `x${String(v.id)}`, title: `XSS ${String(v.id)}`, preview: 'preview', at: Date.UTC(2026, 0, 1), read: true, category: 'system' })),
      pageNum: 1,
      totalPages: 1,
      total: htmlVectors.length,
      unread: 0,
    }));
    await answer(page, /^\/api\/v1\/inbox\/x\d+$/, (req) => {
      const id = Number(/x(\d+)$/.exec(new URL(req.url()).pathname)?.[1] ?? 0);
      const v = htmlVectors.find((x) => x.id === id);
      return { id: `x${String(id)}`, title: `XSS ${String(id)}`, body: v?.html ?? '', at: Date.UTC(2026, 0, 1), read: true, category: 'system' };
    });
    await page.goto('/m/webEmail');
    const message = page.getByRole('dialog');
    const report: RendererReport = { steps: 0, problems: [] };
    for (const v of htmlVectors) {
      await byTitle(page, v.id).dispatchEvent('click');
      await expect(message.locator('[data-safe-html]')).toHaveCount(1);
      await expect(message.getByRole('heading', { name: `XSS ${String(v.id)}`, exact: true })).toBeVisible();
      await afterVector(page, v, report);
      await message.getByRole('button', { name: 'Close' }).first().dispatchEvent('click');
      await expect(message).toHaveCount(0);
    }
    await finish(page, w, 'inbox', report);
  });
});

// ------------------------------------------------------------------ every sink of a URL from outside

/** The vector being answered, and how many platform answers carried one. */
interface Current {
  v: UrlVector | null;
  served: number;
}

const newCurrent = (): Current => ({ v: null, served: 0 });
const served = (current: Current) => {
  current.served += 1;
  return current.v?.url ?? '';
};

/** A URL a sink may follow (an https page elsewhere): proves the watch sees a sink that follows. */
const CONTROL: UrlVector = { id: 0, cls: 'foreign', url: 'https://games.example/launch?token=t' };

interface SinkRun {
  name: string;
  /** The screen the sink lives on (reloaded when a vector led away from it). */
  screen: string;
  /** Brings the screen up (after a reload or at the start). */
  prepare?: (page: Page) => Promise<void>;
  /** Makes the app follow the current vector. */
  trigger: (page: Page, v: UrlVector) => Promise<void>;
  /** Each trigger must have been answered by the platform route (else the sink was not reached). */
  answered?: boolean;
  /** Whether the sink follows an https URL elsewhere (then the control must be seen leaving). */
  control?: boolean;
}

async function throughSink(page: Page, w: Watch, run: SinkRun, vectors: readonly UrlVector[], current: Current) {
  const failures: string[] = [];
  const onScreen = () => {
    const u = new URL(page.url());
    return `${u.origin}${u.pathname}${u.search}` === `${w.appOrigin}${run.screen}`;
  };
  const step = async (v: UrlVector): Promise<string[]> => {
    current.v = v;
    if (!onScreen()) {
      // Back to the sink's screen: inside the app when a vector led elsewhere in it, else a load.
      if (page.url().startsWith(`${w.appOrigin}/m/`)) await goInApp(page, run.screen);
      else await page.goto(run.screen);
      if (run.prepare) await run.prepare(page);
    }
    const seen = { foreign: w.foreign.length, dialogs: w.dialogs.length, popups: w.popups.length, served: current.served };
    await run.trigger(page, v);
    await settle(page);
    const why: string[] = [];
    if (run.answered && current.served === seen.served) why.push('not reached (no platform answer was asked for)');
    // A trap that ran is cleared as it is read, so the next vector is judged on its own.
    for (const s of await sprung(page.context(), true)) why.push(`ran (${s})`);
    for (const f of w.foreign.slice(seen.foreign)) why.push(`navigated ${f}`);
    for (const d of w.dialogs.slice(seen.dialogs)) why.push(`dialog ${d}`);
    for (const p of w.popups.slice(seen.popups)) if (p !== 'about:blank') why.push(`opened ${p}`);
    for (const p of page.context().pages()) if (p !== page && !/^(about:blank|chrome-error:)/.test(p.url())) why.push(`popup at ${p.url()}`);
    await closePopups(page);
    return [...new Set(why)];
  };
  for (const v of vectors) {
    const why = await step(v);
    if (why.length) failures.push(`#${String(v.id)} ${v.cls} ${JSON.stringify(v.url)}: ${why.join('; ')}`);
  }
  let control = '';
  if (run.control) {
    const why = await step(CONTROL);
    const left = why.some((x) => x.includes('games.example'));
    control = left ? ' (control: an https launch URL elsewhere is followed, and seen)' : ` (control NOT seen: ${why.join('; ') || 'nothing happened'})`;
    if (!left) failures.push(`control ${CONTROL.url} was not seen leaving: the watch or the trigger is broken`);
  }
  console.log(`[xss] sink ${run.name}: ${String(vectors.length - failures.length)}/${String(vectors.length)} vectors refused${control}${failures.length ? `\n  ${failures.join('\n  ')}` : ''}`);
  expect.soft(failures, `sink ${run.name}`).toEqual([]);
}

/** Closes home's announcement popup if it came: it comes with home's answers, so once the network is idle. */
async function closeHomePopup(page: Page) {
  await page.waitForLoadState('networkidle');
  await settle(page);
  const close = page.getByRole('dialog').getByRole('button', { name: 'Close' });
  if (await close.isVisible().catch(() => false)) {
    await close.click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
}

async function launchAnswered(page: Page, path: string, action: () => Promise<void>) {
  const answered = page.waitForResponse((r) => r.url().startsWith(`${API}${path}`) && r.request().method() !== 'OPTIONS', { timeout: 5000 }).catch(() => null);
  await action();
  await answered;
}

/**
 * Records a frame the sink created for a URL of another origin (or a non-web scheme): the sink
 * followed it, even where the Content-Security-Policy then keeps the frame from loading.
 */
async function framedElsewhere(page: Page, w: Watch) {
  const srcs = await page.locator('iframe').evaluateAll((frames) => frames.map((f) => f.getAttribute('src') ?? ''));
  for (const src of srcs) {
    if (!src || src === 'about:blank') continue;
    if (new URL(src, w.appOrigin).origin !== w.appOrigin) w.foreign.push(`frame src → ${src}`);
  }
}

/** Scrolls home down until `locator` exists (home's lower sections load near the viewport). */
async function scrollUntil(page: Page, count: () => Promise<number>) {
  await expect(async () => {
    await page.mouse.wheel(0, 1500);
    await expect.poll(count, { timeout: 150 }).toBeGreaterThan(0);
  })
    .toPass({ timeout: 15_000 })
    .catch(() => undefined);
}

test.describe('URL sinks', () => {
  test('game launch (a game in the game list)', async ({ page, baseURL }) => {
    const w = await watch(page, baseURL);
    const current = newCurrent();
    await loginManila(page);
    await answer(page, '/v1/games/launch', () => ({ url: served(current) }));
    await page.goto('/m/gameList?gameType=SLOT');
    await throughSink(page, w, {
      name: 'game launch',
      screen: '/m/gameList?gameType=SLOT',
      answered: true,
      control: true,
      trigger: (p) => launchAnswered(p, '/v1/games/launch', () => p.getByRole('button', { name: /^Play / }).first().dispatchEvent('click')),
    }, urlVectors, current);
  });

  test('hot-match launch (home)', async ({ page, baseURL }) => {
    const w = await watch(page, baseURL);
    const current = newCurrent();
    await loginManila(page);
    await answer(page, '/v1/games/launch', () => ({ url: served(current) }));
    // The sportsbook's next fixture, whichever it is: home lists the next four on the platform's clock.
    const match = (p: Page) => p.getByRole('list', { name: 'Upcoming hot matches' }).getByRole('button', { name: / vs / }).first();
    const prepare = async (p: Page) => {
      await closeHomePopup(p);
      await scrollUntil(p, () => match(p).count());
      await expect(match(p)).toBeVisible();
    };
    await page.goto('/m/home');
    await prepare(page);
    await throughSink(page, w, {
      name: 'hot-match launch',
      screen: '/m/home',
      prepare,
      answered: true,
      control: true,
      trigger: (p) => launchAnswered(p, '/v1/games/launch', () => match(p).dispatchEvent('click')),
    }, urlVectors, current);
  });

  test('lottery launch (/m/startLottery frame)', async ({ page, baseURL }) => {
    const w = await watch(page, baseURL);
    const current = newCurrent();
    await loginManila(page);
    await answer(page, '/v1/lottery/launch', () => ({ url: served(current), gameName: 'Lottery' }));
    await page.goto('/m/home');
    await throughSink(page, w, {
      name: 'lottery launch',
      screen: '/m/home',
      answered: true,
      control: true,
      trigger: async (p, v) => {
        await launchAnswered(p, '/v1/lottery/launch', () => goInApp(p, `/m/startLottery?mui=TCG&gameId=g${String(v.id)}&playType=Tradition`));
        // Settled: the frame, or a refusal, instead of the loading placeholder.
        await expect(p.locator('.frame-page')).toBeAttached();
        await expect(p.locator('.frame-page .skeleton')).toHaveCount(0);
        await settle(p);
        await framedElsewhere(p, w);
        await goInApp(p, '/m/home');
      },
    }, urlVectors, current);
  });

  test('embedded frame (/m/frame?url=)', async ({ page, baseURL }) => {
    const w = await watch(page, baseURL);
    await openManila(page);
    await throughSink(page, w, {
      name: 'frame url',
      screen: '/m/home',
      trigger: async (p, v) => {
        await goInApp(p, `/m/frame?url=${encodeURIComponent(v.url)}`);
        await settle(p);
        await framedElsewhere(p, w);
        await goInApp(p, '/m/home');
      },
    }, urlVectors, newCurrent());
  });

  /** Live chat is on (CBS3) for these: the platform's status says so. */
  async function chatOn(page: Page, current: Current) {
    await patch(page, '/v1/system/status', (value) => {
      const info = value['info'] as { [key: string]: Json };
      info['whitelabel'] = { ...(info['whitelabel'] as { [key: string]: Json }), CBS3: true };
    });
    await loginManila(page);
    await answer(page, '/v1/chat/launch', () => ({ chatUrl: served(current) }));
  }

  test('chat launch: the chat button (CBS3 on)', async ({ page, baseURL }) => {
    const w = await watch(page, baseURL);
    const current = newCurrent();
    await chatOn(page, current);
    await page.goto('/m/home');
    await closeHomePopup(page);
    await throughSink(page, w, {
      name: 'chat launch (chat button)',
      screen: '/m/home',
      prepare: closeHomePopup,
      answered: true,
      control: true,
      trigger: (p) => launchAnswered(p, '/v1/chat/launch', () => p.getByRole('button', { name: 'Online chat' }).dispatchEvent('click')),
    }, urlVectors, current);
  });

  test('chat launch: the service page (CBS3 on)', async ({ page, baseURL }) => {
    const w = await watch(page, baseURL);
    const current = newCurrent();
    await chatOn(page, current);
    await page.goto('/m/service');
    await throughSink(page, w, {
      name: 'chat launch (service page)',
      screen: '/m/service',
      answered: true,
      control: true,
      trigger: (p) => launchAnswered(p, '/v1/chat/launch', () => p.getByRole('button', { name: /Live chat/ }).first().dispatchEvent('click')),
    }, urlVectors, current);
  });

  test('chat launch: the message center (CBS3 on)', async ({ page, baseURL }) => {
    const w = await watch(page, baseURL);
    const current = newCurrent();
    await chatOn(page, current);
    await page.goto('/m/message');
    await throughSink(page, w, {
      name: 'chat launch (message center)',
      screen: '/m/message',
      answered: true,
      control: true,
      trigger: (p) => launchAnswered(p, '/v1/chat/launch', () => p.getByRole('button', { name: /Live chat/ }).first().dispatchEvent('click')),
    }, urlVectors, current);
  });
});

// ------------------------------------------------------------------ sinks fed by list answers
// Banners, service links and download links are lists the app keeps for minutes. Each vector is
// answered alone: when the answer schema refuses it where it enters ('Loading failed, click to
// retry'), the retry asks again and gets the next vector; when a vector is shown, it is tapped,
// and the next one needs a fresh load.

test.describe('URL sinks fed by list answers (one vector per answer)', () => {
  test.use({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36' });

  const RETRY = 'Loading failed, click to retry';

  async function forgetCache(page: Page) {
    await page.evaluate(() => {
      for (const k of Object.keys(localStorage)) if (k.startsWith('palaro:cache:')) localStorage.removeItem(k);
    });
  }

  /**
   * Gets the current vector answered: through the retry button when the last answer was refused,
   * else by a fresh load of `path` (then `reveal` brings the section into view). Returns whether
   * the vector was refused where it entered (the answer schema) or is on screen.
   */
  async function nextAnswer(p: Page, o: { api: string; path: string; reveal?: (p: Page) => Promise<void>; shown: (p: Page) => Promise<boolean> }): Promise<'entry' | 'shown'> {
    const retry = p.getByRole('button', { name: RETRY });
    if ((await retry.count()) > 0) {
      // A click event: the home popup may cover the section (it does not matter here).
      await launchAnswered(p, o.api, () => retry.first().dispatchEvent('click'));
    } else {
      await forgetCache(p);
      await launchAnswered(p, o.api, async () => {
        await p.goto(o.path);
        if (o.reveal) await o.reveal(p);
      });
    }
    await expect.poll(async () => (await retry.count()) > 0 || (await o.shown(p)), { timeout: 10_000 }).toBe(true);
    return (await retry.count()) > 0 ? 'entry' : 'shown';
  }

  interface Tally {
    entry: number;
    shown: number;
  }
  const report = (name: string, t: Tally) => console.log(`[xss] sink ${name}: ${String(t.entry)} refused where they entered (answer schema), ${String(t.shown)} reached the screen`);

  function bannerAnswer(page: Page, group: string, current: Current) {
    return answer(page, '/v1/content/banners', (req) => {
      if (new URL(req.url()).searchParams.get('groupName') !== group) return [];
      const v = current.v;
      if (!v) return [];
      current.served += 1;
      return group === 'm_video'
        ? [{ id: `${group}-${String(v.id)}`, url: '/brand/manila.svg', groupName: group, title: `Video ${String(v.id)}`, linkage: { kind: 'none' }, videoUrl: v.url }]
        : ([v.url.startsWith('/') ? 'internal' : 'external'] as const).map((kind) => ({ id: `${group}-${kind}-${String(v.id)}`, url: '/brand/manila.svg', groupName: group, title: `Banner ${kind} ${String(v.id)}`, linkage: { kind, target: v.url } }));
    });
  }

  for (const group of ['m_home', 'm_partners']) {
    test(`banners' link targets (${group})`, async ({ page, baseURL }) => {
      const w = await watch(page, baseURL);
      const current = newCurrent();
      current.v = urlVectors[0] ?? null;
      await bannerAnswer(page, group, current);
      await openManila(page);
      await closeHomePopup(page);
      const tally: Tally = { entry: 0, shown: 0 };
      const slides = (p: Page, v: UrlVector) => p.locator(`[data-banner-id^="${group}-"][data-banner-id$="-${String(v.id)}"] button, button[aria-label^="Banner "][aria-label$=" ${String(v.id)}"]`);
      const reveal = group === 'm_home' ? undefined : (p: Page) => scrollUntil(p, async () => (await p.getByRole('button', { name: RETRY }).count()) + (await p.locator('button[aria-label^="Banner "]').count()));
      await throughSink(page, w, {
        name: `banner target (${group})`,
        screen: '/m/home',
        answered: true,
        trigger: async (p, v) => {
          const outcome = await nextAnswer(p, { api: '/v1/content/banners', path: '/m/home', reveal, shown: async (q) => (await slides(q, v).count()) > 0 });
          tally[outcome] += 1;
          if (outcome === 'entry') return;
          for (let i = 0; i < (await slides(p, v).count()); i += 1) {
            await slides(p, v).nth(i).dispatchEvent('click');
            await settle(p);
            if (new URL(p.url()).pathname !== '/m/home') await goInApp(p, '/m/home');
          }
        },
      }, urlVectors, current);
      report(`banner target (${group})`, tally);
    });
  }

  test('video banners (m_video): the URL of a player', async ({ page, baseURL }) => {
    const w = await watch(page, baseURL);
    const current = newCurrent();
    current.v = urlVectors[0] ?? null;
    await bannerAnswer(page, 'm_video', current);
    await openManila(page);
    await closeHomePopup(page);
    const tally: Tally = { entry: 0, shown: 0 };
    const reveal = (p: Page) => scrollUntil(p, async () => (await p.getByRole('button', { name: RETRY }).count()) + (await p.getByText(/^Video \d+$/).count()));
    await throughSink(page, w, {
      name: 'video banner (m_video)',
      screen: '/m/home',
      answered: true,
      trigger: async (p, v) => {
        const outcome = await nextAnswer(p, { api: '/v1/content/banners', path: '/m/home', reveal, shown: async (q) => (await q.getByText(`Video ${String(v.id)}`, { exact: true }).count()) > 0 });
        tally[outcome] += 1;
        if (outcome === 'shown') {
          await settle(p);
          await framedElsewhere(p, w);
        }
      },
    }, urlVectors, current);
    report('video banner (m_video)', tally);
  });

  test('service links (service page)', async ({ page, baseURL }) => {
    const w = await watch(page, baseURL);
    const current = newCurrent();
    current.v = urlVectors[0] ?? null;
    await answer(page, '/v1/system/service-links', () => [{ title: `Link ${String(current.v?.id ?? 0)}`, path: served(current), type: 'CS' }]);
    await openManila(page);
    const tally: Tally = { entry: 0, shown: 0 };
    const link = (p: Page, v: UrlVector) => p.getByRole('link', { name: new RegExp(`^Link ${String(v.id)}(?!\\d)`) });
    await throughSink(page, w, {
      name: 'service links (service page)',
      screen: '/m/service',
      answered: true,
      trigger: async (p, v) => {
        // The page leaves out what it cannot show, so 'shown' also covers a link it filtered out.
        const outcome = await nextAnswer(p, { api: '/v1/system/service-links', path: '/m/service', shown: async (q) => (await link(q, v).count()) > 0 || (await q.getByText('Live chat').count()) + (await q.locator('.menu-row').count()) > 0 });
        tally[outcome] += 1;
        if (outcome === 'shown' && (await link(p, v).count()) > 0) {
          await link(p, v).first().click({ noWaitAfter: true });
          await settle(p);
        }
      },
    }, urlVectors, current);
    report('service links (service page)', tally);
  });

  test('download links (/m/download, Android)', async ({ page, baseURL }) => {
    const w = await watch(page, baseURL);
    const current = newCurrent();
    current.v = urlVectors[0] ?? null;
    await answer(page, '/v1/content/download-links', () => [{ resourceType: 'Android', url: served(current) }]);
    await openManila(page);
    const tally: Tally = { entry: 0, shown: 0 };
    const link = (p: Page) => p.getByText('Download for Android');
    await throughSink(page, w, {
      name: 'download link',
      screen: '/m/download',
      answered: true,
      trigger: async (p) => {
        const outcome = await nextAnswer(p, { api: '/v1/content/download-links', path: '/m/download', shown: async (q) => (await link(q).count()) > 0 });
        tally[outcome] += 1;
        if (outcome === 'shown') {
          await link(p).first().click({ noWaitAfter: true });
          await settle(p);
        }
      },
    }, urlVectors, current);
    report('download link', tally);
  });

  // With CBS3 off there is no chat button (the service page's links are the test above); with it
  // on, a visitor's tap on the button opens the customer-service link, through the same gate.
  test('customer-service link (chat button, CBS3 on, a visitor; one load per vector)', async ({ page, baseURL }) => {
    const w = await watch(page, baseURL);
    const current = newCurrent();
    await patch(page, '/v1/system/status', (value) => {
      const info = value['info'] as { [key: string]: Json };
      info['whitelabel'] = { ...(info['whitelabel'] as { [key: string]: Json }), CBS3: true };
    });
    await answer(page, '/v1/system/service-links', () => [{ title: 'Service', path: served(current), type: 'CS' }]);
    await openManila(page);
    await closeHomePopup(page);
    await throughSink(page, w, {
      name: 'service link (chat button, visitor)',
      screen: '/m/home',
      answered: true,
      trigger: async (p) => {
        await forgetCache(p);
        await launchAnswered(p, '/v1/system/service-links', () => p.goto('/m/home').then(() => undefined));
        await p.getByRole('button', { name: 'Online chat' }).dispatchEvent('click');
        await settle(p);
      },
    }, urlVectors, current);
  });
});
