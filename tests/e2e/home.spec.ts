// Home and message center against the built demo.
import { test, expect, type Locator, type Page } from './test';
import { login } from './journey';

test.beforeEach(async ({ page }) => {
  await page.goto('/m/home?sim=reset&lang=EN&merchant=demo');
  await expect(page.getByText('Palaro Demo').first()).toBeVisible();
});

test('a visitor sees moving banners, the marquee, Deposit and Withdraw, the winner board and the visitor popup, which stays closed', async ({ page }) => {
  const popup = page.getByRole('dialog', { name: 'Join today: 100% welcome bonus' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toHaveCount(0);
  const active = page.locator('.banner-carousel [data-active="true"] [data-banner-id]');
  const first = await active.getAttribute('data-banner-id');
  await expect.poll(async () => active.getAttribute('data-banner-id'), { timeout: 8000 }).not.toBe(first);
  await expect(page.getByRole('link', { name: 'Welcome to Palaro Demo!' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Deposit' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Withdraw' }).first()).toBeVisible();
  const board = page.getByRole('list', { name: 'Winner board' });
  await expect(board.getByRole('listitem').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('list', { name: 'Winner board' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Join today: 100% welcome bonus' })).toHaveCount(0);
});

test('on a 360 px phone in Tagalog the top bar shows the logo alone, still named, its buttons whole, and the money shortcuts their labels inside the card', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/m/home?lang=TY&merchant=demo');
  const heading = page.getByRole('heading', { level: 1, name: 'Palaro Demo' });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mag-register', exact: true })).toBeVisible();
  // The longer Tagalog labels leave the name no room for a word: it is not drawn (clipped to a
  // sliver before), only read out.
  const name = await heading.locator('.brand__name').boundingBox();
  expect(name?.width ?? 0).toBeLessThanOrEqual(1);
  for (const label of ['Mag-login', 'Mag-register']) {
    const box = await page.getByRole('link', { name: label, exact: true }).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360 - 12).toBe(true);
  }
  // 'Mag-withdraw' reached its card's edge before: each label now sits on one line, inside the
  // card's padding.
  for (const label of ['Mag-deposit', 'Mag-withdraw']) {
    const card = page.getByRole('link', { name: label, exact: true }).first();
    const [outer, text] = await Promise.all([card.boundingBox(), card.getByText(label, { exact: true }).boundingBox()]);
    expect(outer && text, label).toBeTruthy();
    expect(text!.x - outer!.x, `${label}: room on the left`).toBeGreaterThanOrEqual(6);
    expect(outer!.x + outer!.width - (text!.x + text!.width), `${label}: room on the right`).toBeGreaterThanOrEqual(6);
    expect(text!.height, `${label}: one line`).toBeLessThan(24);
  }
  // In English there is room: the name shows beside the logo.
  await page.goto('/m/home?lang=EN&merchant=demo');
  const english = await page.getByRole('heading', { level: 1, name: 'Palaro Demo' }).locator('.brand__name').boundingBox();
  expect(english?.width ?? 0).toBeGreaterThan(40);
});

test('demoplayer sees a ₱ balance with two decimals, masks it, and gets the member popup', async ({ page }) => {
  await login(page, 'demoplayer', 'Demo1234');
  await expect(page.getByRole('dialog', { name: 'Your weekly cashback is ready' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  const bar = page.getByLabel('Account', { exact: true });
  await expect(bar.getByText('₱10,000.00')).toBeVisible();
  await bar.getByRole('button', { name: 'Hide balance' }).click();
  await expect(bar.getByText('₱10,000.00')).toHaveCount(0);
  await expect(bar.getByText(/\*{3,}/)).toBeVisible();
});

test('120 unread messages show as 99+ in the message center; guests see no badges', async ({ page }) => {
  await page.goto('/m/message?lang=EN');
  await expect(page.getByRole('navigation').getByText('Messages')).toBeVisible();
  await expect(page.getByText('99+')).toHaveCount(0);
  await login(page, 'demoplayer', 'Demo1234');
  await page.goto('/m/message?lang=EN');
  await expect(page.getByText('99+')).toBeVisible();
});

test('on a 360 px phone in Tagalog the inbox keeps its count on one line and its buttons inside the page', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await login(page, 'demoplayer', 'Demo1234');
  await page.goto('/m/webEmail?lang=TY');
  // The count was squeezed to a column of five lines and 'Pumili' ran past the page's edge: the
  // buttons now go under the count when both do not fit one line.
  const count = page.getByText('120 mensahe · 120 hindi pa nababasa');
  await expect(count).toBeVisible();
  expect((await count.boundingBox())!.height).toBeLessThan(24);
  for (const name of ['Markahang nabasa lahat', 'Pumili']) {
    const box = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
    expect(box.x + box.width, name).toBeLessThanOrEqual(360 - 12);
  }
  // The messages are the platform's Tagalog ones, each title read whole (two lines; one line cut
  // 'Natanggap ang deposit…' short of its number).
  const title = page.getByText('Natanggap ang deposito (#90001)', { exact: true });
  await expect(title).toBeVisible();
  expect(await title.evaluate((e) => e.scrollHeight <= e.clientHeight && e.scrollWidth <= e.clientWidth)).toBe(true);
});

test('an announcement with an onerror image runs no script, and its customer-service link stays in the app', async ({ page, cspViolations }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await login(page, 'demoplayer', 'Demo1234');
  const popup = page.getByRole('dialog', { name: 'Your weekly cashback is ready' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Next announcement' }).click();
  const notice = page.getByRole('dialog', { name: 'Security notice' });
  await expect(notice).toBeVisible();
  await expect(notice.getByText(/We never ask for your password/)).toBeVisible();
  // The image may be kept (a path on this site) but never with its handler.
  await expect(notice.locator('.popup__content [onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  // An in-app path navigates inside the app (no new document, no new tab).
  await notice.locator('.popup__content a', { hasText: 'tell customer service' }).click();
  await expect(page).toHaveURL(/\/m\/service/);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  // The sanitiser renames the handler before its inert parse (Chromium would report a refusal
  // even there): not one CSP violation, which the fixture checks when the test ends.
  expect(cspViolations).toEqual([]);
});

async function closeVisitorPopup(page: Page) {
  const popup = page.getByRole('dialog', { name: 'Join today: 100% welcome bonus' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toHaveCount(0);
}

test('the app bar opens the download popup, and its dismissal persists after a reload', async ({ page }) => {
  await closeVisitorPopup(page);
  const bar = page.getByRole('complementary', { name: 'Get the app' });
  await expect(bar).toBeVisible();
  await bar.getByRole('button', { name: 'Download' }).click();
  const popup = page.getByRole('dialog', { name: 'Get the Palaro Demo app' });
  await expect(popup.getByRole('link', { name: 'Download for Android' })).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).click();
  await bar.getByRole('button', { name: 'Dismiss the app bar' }).click();
  await expect(bar).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Winner board' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Get the app' })).toHaveCount(0);
});

test('the app bar is hidden inside the installed app (display-mode standalone)', async ({ page }) => {
  await page.emulateMedia({ media: 'screen' });
  await page.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      query.includes('display-mode: standalone') ? ({ matches: true, media: query, addEventListener() {}, removeEventListener() {} } as unknown as MediaQueryList) : original(query);
  });
  await page.goto('/m/home?lang=EN');
  await expect(page.getByRole('list', { name: 'Winner board' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Get the app' })).toHaveCount(0);
});

test('the video banner plays the local demo clip; below-the-fold sections load on scroll', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await closeVisitorPopup(page);
  await expect(page.locator('video')).toHaveCount(0);
  const video = page.locator('video[aria-label="How to deposit"]');
  // Scrolled down until the lower sections (loaded near the viewport) hold it.
  await expect(async () => {
    await page.mouse.wheel(0, 800);
    await expect(video).toHaveCount(1, { timeout: 250 });
  }).toPass();
  await video.scrollIntoViewIfNeeded();
  await expect(video).toBeVisible();
  await expect(video.locator('source')).toHaveAttribute('src', '/media/demo-promo.webm');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
  expect(await video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBe(640);
  await expect(page.getByRole('button', { name: 'Live dealers 24/7' })).toBeVisible();
  expect(warnings.some((w) => w.includes('[video banner bv2] no player'))).toBe(true);
  await expect(page.getByRole('region', { name: 'Our partners' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://facebook.com/palarodemo');
  await expect(page.getByRole('list', { name: 'Upcoming hot matches' }).getByText('Bet now').first()).toBeVisible();
});

const PAGES: [string, (page: Page) => Promise<void>][] = [
  ['/m/download/android', async (page) => {
    await expect(page.getByRole('heading', { name: 'Palaro Demo for Android' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download for Android' })).toHaveAttribute('href', '/downloads/palaro-demo.apk');
  }],
  ['/m/download/ios', async (page) => {
    await expect(page.getByRole('heading', { name: '2. Install the profile' })).toBeVisible();
  }],
  ['/m/hotNews', async (page) => {
    await page.getByRole('button', { name: /JILI releases/ }).click();
    await expect(page.getByRole('dialog', { name: 'JILI releases “Fortune Gems 3”' })).toContainText('double mission points');
  }],
  ['/m/jackpot', async (page) => {
    const hero = page.getByRole('region', { name: 'Progressive jackpot' });
    await expect(hero).toContainText('₱');
    const first = await hero.textContent();
    await expect.poll(() => hero.textContent(), { timeout: 5000 }).not.toBe(first);
  }],
  ['/m/winners', async (page) => {
    await expect(page.getByRole('list', { name: 'Winner board' }).getByRole('listitem')).toHaveCount(24);
  }],
  ['/m/promoList', async (page) => {
    await expect(page.getByRole('heading', { name: 'Invite a friend, earn ₱188' })).toBeVisible();
  }],
  ['/m/testimonials', async (page) => {
    await expect(page.getByText(/Customer service answered in Tagalog/)).toBeVisible();
  }],
  ['/m/registerTerms', async (page) => {
    await expect(page.getByRole('article', { name: 'Registration terms' })).toContainText('at least 21 years old');
  }],
  ['/m/userAgreement', async (page) => {
    await expect(page.getByRole('article', { name: 'User agreement' })).toContainText('Data Privacy Act of 2012');
  }],
  ['/m/service', async (page) => {
    await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/639000000000');
    await page.getByRole('button', { name: /Leave a message/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave a message' });
    await expect(dialog.getByRole('textbox', { name: 'Your message' })).toBeFocused();
    await dialog.getByRole('textbox', { name: 'Your message' }).fill('My deposit has not arrived');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText(/Message sent\. Ticket CS1000\d\d/)).toBeVisible();
  }],
];

for (const [path, check] of PAGES) {
  test(`${path} shows its content`, async ({ page }) => {
    await page.goto(`${path}?lang=EN`);
    await check(page);
  });
}

test('the member center download tile opens the download popup', async ({ page }) => {
  await login(page, 'demoplayer', 'Demo1234');
  await page.goto('/m/member/home?lang=EN');
  await page.getByRole('button', { name: /Download app/ }).click();
  await expect(page.getByRole('dialog', { name: 'Get the Palaro Demo app' }).getByRole('link', { name: 'Download for Android' })).toBeVisible();
});

test('the online-chat button takes demoplayer into the live chat (CBS3)', async ({ page }) => {
  await login(page, 'demoplayer', 'Demo1234');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Online chat' }).click();
  await expect(page).toHaveURL(/\/m\/service\?chat=1/);
  await expect(page.getByText("You're connected to customer service; answers appear below.")).toBeVisible();
  const chat = page.getByRole('region', { name: 'Live chat with Andrea' });
  await expect(chat.getByText('Anything else we can help you with today?')).toBeVisible();
  await chat.getByRole('textbox', { name: 'Message' }).fill('How do I claim my rebate?');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByText('How do I claim my rebate?')).toBeVisible();
  await expect(chat.getByText(/Daily rebates are credited every day at 12:00/)).toBeVisible({ timeout: 10_000 });
});

test.describe('on iPhone Safari', () => {
  test.use({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1' });

  test('the app bar gives the add-to-home tip and the profile; the popup offers add to home screen', async ({ page }) => {
    await closeVisitorPopup(page);
    const bar = page.getByRole('complementary', { name: 'Get the app' });
    await expect(bar).toContainText('Tap Share, then “Add to Home Screen”.');
    await expect(bar.getByRole('link', { name: 'Install' })).toHaveAttribute('href', '/downloads/palaro-demo.mobileconfig');
    await page.goto('/m/download?lang=EN');
    await page.getByRole('button', { name: 'Add to home screen' }).click();
    await expect(page.getByRole('dialog', { name: 'Add to home screen' })).toContainText('Share');
  });
});

test.describe('on iPhone Chrome', () => {
  test.use({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1' });

  test('the download popup says to use Safari', async ({ page }) => {
    await closeVisitorPopup(page);
    await page.getByRole('complementary', { name: 'Get the app' }).getByRole('button', { name: 'Download' }).click();
    await expect(page.getByRole('dialog', { name: 'Get the Palaro Demo app' }).getByRole('note')).toHaveText('Please use Safari for download App');
  });
});

test.describe('home games (issue 19)', () => {
  async function memberHome(page: Page) {
    await login(page, 'demoplayer', 'Demo1234');
    const popup = page.getByRole('dialog', { name: 'Your weekly cashback is ready' });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }

  test('demoplayer: the hot strip and best casino show game tiles; Hot switches the content in place', async ({ page }) => {
    await memberHome(page);
    const strip = page.getByRole('list', { name: 'Hot games', exact: true });
    await expect(strip.getByRole('button', { name: /^Play / })).toHaveCount(7);
    await expect(strip.locator('img').first()).toHaveAttribute('loading', 'lazy');
    await expect(page.getByRole('link', { name: 'More' })).toHaveAttribute('href', '/m/jl-slot');
    const best = page.getByRole('list', { name: 'Best casino' });
    await expect(best.getByRole('button', { name: /^Play / })).toHaveCount(6);
    await best.scrollIntoViewIfNeeded();
    await expect(best.locator('img').first()).toBeVisible();
    await expect.poll(() => best.locator('img').first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('group', { name: 'Games by type' }).getByRole('link', { name: 'Live Casino' })).toHaveAttribute('href', '/m/live');

    const menu = page.getByRole('navigation', { name: 'Game menu' });
    await menu.getByRole('button', { name: 'Hot', exact: true }).click();
    const hot = page.getByRole('list', { name: 'All hot games' });
    await expect(hot.getByRole('button', { name: /^Play / }).first()).toBeVisible();
    expect(await hot.getByRole('button').count()).toBeGreaterThan(7);
    await expect(strip).toHaveCount(0);
    await expect(best).toHaveCount(0);
    await expect(page).toHaveURL(/\/m\/home/);
    await menu.getByRole('button', { name: 'Home', exact: true }).click();
    await expect(best.getByRole('button', { name: /^Play / })).toHaveCount(6);
    await expect(hot).toHaveCount(0);
  });

  test('demoplayer reaches the message center and the side menu from home in one tap each', async ({ page }) => {
    await memberHome(page);
    const icon = page.getByRole('link', { name: 'Messages (unread)' });
    await expect(icon).toHaveAttribute('href', '/m/webEmail');
    await page.getByRole('button', { name: 'Open side menu' }).click();
    const side = page.getByRole('dialog', { name: 'Open side menu' });
    await expect(side.getByRole('button', { name: 'TAGALOG' })).toBeVisible();
    await side.getByRole('button', { name: 'Close' }).click();
    await expect(side).toHaveCount(0);
    await page.getByRole('link', { name: 'Message center' }).click();
    await expect(page).toHaveURL(/\/m\/message$/);
    await expect(page.getByText('99+')).toBeVisible();
  });

  test("'Play now' on the winner board launches the winner's game", async ({ page }) => {
    // The board holds still (reduced motion: no autoplay): the tap lands on the row it aims at.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await memberHome(page);
    const board = page.getByRole('list', { name: 'Winner board' });
    await board.getByRole('button', { name: 'Play now' }).first().click();
    await expect(page).toHaveURL(/\/m\/demo-game/);
  });
});

/** Whether the swiper on `container` is mid-move (it sets its next autoplay timer once a move ends). */
const swiperMoving = (container: Locator) => container.evaluate((el) => (el as HTMLElement & { swiper: { animating: boolean } }).swiper.animating);

test.describe('carousels (swiper)', () => {
  test("the member popup's pages: the pager, and autoplay every 5000 ms from the last back to the first (the page clock driven)", async ({ page }) => {
    await page.clock.install();
    await login(page, 'demoplayer', 'Demo1234');
    const first = page.getByRole('dialog', { name: 'Your weekly cashback is ready' });
    const second = page.getByRole('dialog', { name: 'Security notice' });
    await expect(first).toBeVisible();
    const container = page.locator('.popup .swiper-initialized');
    await expect(container).toHaveCount(1);
    await page.getByRole('button', { name: 'Next announcement' }).click();
    await expect(second).toBeVisible();
    await expect(second.getByText('2 / 2')).toBeVisible();
    // swiper sets the next step's timer once the page's move has ended.
    await expect.poll(() => swiperMoving(container)).toBe(false);
    await page.clock.runFor(4_800);
    await expect(second).toBeVisible();
    // Autoplay moves on at 5 s, from the last back to the first.
    await page.clock.runFor(300);
    await expect(first).toBeVisible();
  });

  test("the member popup's pages: a 90 px swipe does not turn the page; a 110 px one does, however slow", async ({ page }) => {
    // Autoplay off (reduced motion): only the swipe may turn the page, however slow the machine.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await login(page, 'demoplayer', 'Demo1234');
    const first = page.getByRole('dialog', { name: 'Your weekly cashback is ready' });
    const second = page.getByRole('dialog', { name: 'Security notice' });
    await expect(first).toBeVisible();
    await expect(page.locator('.popup .swiper-initialized')).toHaveCount(1);
    const box = (await page.locator('.popup .swiper').boundingBox())!;
    const swipe = async (dx: number, steps: number) => {
      const y = box.y + box.height / 2;
      const x = box.x + box.width * 0.7;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x - dx, y, { steps });
      await page.mouse.up();
    };
    await swipe(90, 4);
    await expect(first.getByText('1 / 2')).toBeVisible();
    // 110 px slowly (40 steps): how fast the finger moved does not matter.
    await swipe(110, 40);
    await expect(second).toBeVisible();
    await expect(second.getByText('2 / 2')).toBeVisible();
  });

  test('home banners: the arrows turn them; the first banner paints before swiper and nothing moves when it takes over', async ({ page }) => {
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    // Autoplay off (reduced motion), so that only the arrows move the banners.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const active = page.locator('.banner-carousel [data-active="true"] [data-banner-id]');
    await expect(page.locator('.banner-carousel .swiper-initialized')).toHaveCount(1);
    const first = await active.getAttribute('data-banner-id');
    await page.getByRole('button', { name: 'Next banner' }).click();
    await expect(active).not.toHaveAttribute('data-banner-id', first ?? '');
    await page.getByRole('button', { name: 'Previous banner' }).click();
    await expect(active).toHaveAttribute('data-banner-id', first ?? '');
    const shifts = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shifts).toBeLessThan(0.02);
  });

  test('the winner board moves every 2 s, and holds still under a pointer (the page clock driven)', async ({ page }) => {
    await page.clock.install();
    await page.goto('/m/home?lang=EN&merchant=demo');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    // The board's first rows are plain markup until swiper takes over; then it is swiper's list.
    const container = page.locator('.winner-board .swiper-initialized');
    await expect(container).toHaveCount(1);
    const board = page.getByRole('list', { name: 'Winner board' });
    await board.scrollIntoViewIfNeeded();
    const top = page.locator('.winner-board .swiper-slide-active');
    // swiper sets the next step's timer once a slide's move has ended.
    const still = () => swiperMoving(container);
    await expect.poll(still).toBe(false);
    const before = await top.textContent();
    await page.clock.runFor(2_000);
    await expect.poll(() => top.textContent()).not.toBe(before);
    await expect.poll(still).toBe(false);
    await board.hover();
    const held = await top.textContent();
    await page.clock.runFor(6_000); // three steps' time: nothing may move meanwhile
    expect(await top.textContent()).toBe(held);
    await page.mouse.move(0, 0);
    await page.clock.runFor(2_000);
    await expect.poll(() => top.textContent()).not.toBe(held);
  });
});
