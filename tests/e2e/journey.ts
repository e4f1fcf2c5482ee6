// Steps shared by the browser journeys.
import { expect, type Page, type Route } from '@playwright/test';

/** Fills the login form and submits it (the outcome is the caller's to check). */
export async function submitLogin(page: Page, username = 'demoplayer', password = 'Demo1234') {
  await page.goto('/m/login?lang=EN');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Logs in and waits for home (a seeded account: demoplayer or demoagent). */
export async function login(page: Page, username = 'demoplayer', password = 'Demo1234') {
  await submitLogin(page, username, password);
  await expect(page).toHaveURL(/\/m\/home/);
}

/**
 * Records, from the next load on, the text of every toast the page shows. A toast lasts about a
 * second and a busy machine can let an `expect(...).toBeVisible()` poll step over it entirely;
 * an observer in the page sees every one.
 */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    new MutationObserver(() => {
      for (const el of Array.from(document.querySelectorAll('.toast'))) {
        const text = el.textContent ?? '';
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** Waits until the page (as recorded by `recordToasts`) has shown a toast containing `text`. */
export async function expectToast(page: Page, text: string) {
  await expect
    .poll(async () => {
      try {
        return await page.evaluate((t) => ((window as unknown as { __toasts?: string[] }).__toasts ?? []).some((s) => s.includes(t)), text);
      } catch {
        return false; // the page is between two documents
      }
    })
    .toBe(true);
}

/**
 * Changes the route inside the app (no reload, so the app does not boot again), as a link of the app
 * would. It first waits for the app's first render to be on the page (the HTML's loading frame in
 * #root replaced): the router listens for address changes from then on, and a change made while the
 * app still boots (a test going on right after page.goto's load event) would be missed.
 */
export async function goInApp(page: Page, path: string) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && root.childElementCount > 0 && !root.querySelector(':scope > .boot');
  });
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
}

/**
 * Waits until the page has handled what it was just given (an answer, a click): two frames
 * rendered and a task after them, so React has committed and any navigation, window or frame the
 * app asked for has been asked for (a javascript: URL runs in a task of its own).
 */
export async function settle(page: Page) {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0))))).catch(() => undefined);
}

/** A merchant file's JSON, for an edit. */
export type MerchantJson = Record<string, unknown>;

/**
 * Serves the merchant file `code` to this page's browser context with `edit` applied, while `run`
 * runs: the file as nginx serves it (headers and all), changed in flight. Only this test sees the
 * change, so tests beside it are untouched. (An edit of the file on disk, picked up without a
 * rebuild, is foundation.spec.ts's, in the `served-file` project that runs alone.)
 */
export async function withServedMerchant(page: Page, code: string, edit: (json: MerchantJson) => MerchantJson, run: () => Promise<void>) {
  const file = new RegExp(`/merchants/${code}\\.json(?:\\?|$)`);
  const handler = async (route: Route) => {
    const response = await route.fetch();
    const json = (await response.json()) as MerchantJson;
    await route.fulfill({ response, body: JSON.stringify(edit(json)) });
  };
  await page.context().route(file, handler);
  try {
    await run();
  } finally {
    await page.context().unroute(file, handler);
  }
}

/** An edit that sets whitelabel switches. */
export const withSwitches =
  (flags: Record<string, boolean>) =>
  (json: MerchantJson): MerchantJson => ({ ...json, whitelabel: { ...((json.whitelabel as object | undefined) ?? {}), ...flags } });
