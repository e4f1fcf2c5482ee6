// Agent journeys against the built demo: the agent-home guard, the agent home itself, the
// contract prompt (Cancel, Go, Accept, flag off), a menu switch in the served merchant file, the
// team reports agreeing with each other, a downline rebate rate saved, daily wage and dividend
// agreeing with team profit and loss, agent announcements and red envelope rain.
import { test, expect, type Page } from './test';
import { login, withServedMerchant, withSwitches } from './journey';

const DAILY = 'You have a pending daily salary contract. Open it now?';
const SHOTS = process.env.AGENT_SHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/**
 * The home has loaded for a member and its contract check is over: the member's popup has opened,
 * and it waits for the contract prompts' turn (src/shell/modal-turn.ts), answer included.
 */
async function expectNoPrompt(page: Page) {
  await expect(page.getByText(/₱[\d,]+\.\d{2}/).first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Your weekly cashback is ready' })).toBeVisible();
  await expect(page.getByText(DAILY)).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/m/home?sim=reset&lang=EN&merchant=demo');
  await expect(page.getByText('Palaro Demo').first()).toBeVisible();
});

test('a member opening /m/agent/home lands on home', async ({ page }) => {
  await login(page, 'demoplayer');
  await page.goto('/m/agent/home');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByText('Palaro Demo').first()).toBeVisible();
});

test('demoagent sees the greeting, balance, four counters and the menu', async ({ page }) => {
  await login(page, 'demoagent');
  await page.goto('/m/agent/home');
  await expect(page.getByRole('heading', { level: 1, name: /^Good (morning|noon|afternoon|evening)$/ })).toBeVisible();
  await expect(page.getByText('₱50,000.00')).toBeVisible();
  for (const label of ['Logins', 'Betting players', 'Registered', 'Online']) await expect(page.getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^\d+$/ })).toHaveCount(4);
  const menu = page.getByRole('navigation', { name: 'Agent menu' });
  for (const entry of ['Team overview', 'Team management', 'Team profit and loss', 'Team betting', 'Daily wage']) {
    await expect(menu.getByRole('link', { name: entry })).toBeVisible();
  }
  await expect(menu.getByText('Online service')).toBeVisible();
  // The contract prompt shows on agent home too; Cancel it for the picture.
  await expect(page.getByText(DAILY)).toBeVisible();
  await shot(page, 'agent-home-prompt');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(DAILY)).toHaveCount(0);
  await shot(page, 'agent-home');
});

test('the daily-salary prompt on home: Cancel closes, Go opens the contract, accepting ends it', async ({ page }) => {
  await login(page, 'demoagent');
  await page.goto('/m/home');
  await expect(page.getByText(DAILY)).toBeVisible();
  await shot(page, 'home-prompt');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(DAILY)).toHaveCount(0);

  await page.reload();
  await expect(page.getByText(DAILY)).toBeVisible();
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/member\/agent\/getSalaryContract$/);
  await expect(page.getByRole('heading', { name: 'Daily salary contract' }).first()).toBeVisible();
  await expect(page.getByText('₱10,000.00')).toBeVisible();
  await shot(page, 'salary-contract');
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Accepted$/ })).toBeVisible();

  await page.goto('/m/home');
  await expectNoPrompt(page);
  // Agent home asks afresh, and the platform has no daily salary request pending any more (the
  // way from an answer to a prompt is the one home showed just above).
  const asked = page.waitForResponse((r) => r.url().includes('/api/v1/agent/contract-requests'));
  await page.goto('/m/agent/home');
  await expect(page.getByText('₱50,000.00')).toBeVisible();
  const answer = (await (await asked).json()) as { success: boolean; value: { dailysalreqtype?: string | null } | null };
  expect(answer.success).toBe(true);
  expect(answer.value?.dailysalreqtype ?? '').toBe('');
  await expect(page.getByText(DAILY)).toHaveCount(0);
});

test('no prompt while AGENTPOLICY3 is off in the served merchant file', async ({ page }) => {
  await withServedMerchant(page, 'demo', withSwitches({ AGENTPOLICY3: false }), async () => {
    await page.reload();
    await login(page, 'demoagent');
    await page.goto('/m/home');
    await expectNoPrompt(page);
  });
});

test('a menu entry switched off in the merchant file is gone after a reload', async ({ page }) => {
  await login(page, 'demoagent');
  await page.goto('/m/agent/home');
  const menu = page.getByRole('navigation', { name: 'Agent menu' });
  await expect(menu.getByRole('link', { name: 'News and mail' })).toBeVisible();
  await withServedMerchant(page, 'demo', withSwitches({ MAILCEN: false }), async () => {
    await page.reload();
    await expect(menu.getByRole('link', { name: 'Team overview' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'News and mail' })).toHaveCount(0);
  });
  await page.reload();
  await expect(menu.getByRole('link', { name: 'News and mail' })).toBeVisible();
});

test('overview, profit and loss and team betting agree for the same range', async ({ page }) => {
  await login(page, 'demoagent');
  await page.goto('/m/agent/team/overview');
  await page.getByRole('button', { name: '30 days' }).click();
  await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
  // A figure's value: the description after its term.
  const figure = (name: string) => page.getByRole('term').filter({ hasText: new RegExp(`^${name}$`) }).locator('xpath=following-sibling::dd[1]');
  await expect(figure('Total bets')).toHaveText(/^₱[\d,]+\.\d{2}$/);
  const bets = await figure('Total bets').textContent();
  const bettors = await figure('Betting players').textContent();
  expect(bets).not.toBe('₱0.00');
  await shot(page, 'team-overview');

  await page.getByRole('link', { name: 'Team profit and loss' }).click();
  await expect(page).toHaveURL(/\/m\/agent\/team\/pnl\?start=/);
  await expect(figure('Total bets')).toHaveText(bets ?? '');
  await shot(page, 'team-pnl');

  await page.goBack();
  await page.getByRole('link', { name: 'Team betting' }).click();
  await expect(page).toHaveURL(/\/m\/teamBetting\?start=/);
  await expect(figure('Total bets')).toHaveText(bets ?? '');
  await expect(figure('Betting players')).toHaveText(bettors ?? '');
  await expect(page.getByRole('row')).toHaveCount(Number(bettors) + 1);
  await shot(page, 'team-betting');

  await page.goto('/m/member/team');
  await expect(page.getByRole('button', { name: 'juan100' })).toBeVisible();
  await shot(page, 'team-management');
});

/** A figure's value: the description after its term (within a part of the page). */
const figureIn = (scope: Page | ReturnType<Page['locator']>, name: string) =>
  scope.getByRole('term').filter({ hasText: new RegExp(`^${name}$`) }).locator('xpath=following-sibling::dd[1]');

test('demoagent sets a downline rebate rate (never above its own) and finds it saved after a reload', async ({ page }) => {
  await login(page, 'demoagent');
  await page.goto('/m/member/agent/agentRebeat');
  await expect(figureIn(page, 'Slots')).toHaveText('1.50%');
  await page.getByRole('combobox', { name: 'Member' }).selectOption('juan100');
  await expect(page).toHaveURL(/member=juan100/);
  const slots = page.getByRole('textbox', { name: 'Slots rebate' });
  await expect(slots).toHaveValue('1.00');
  await slots.fill('1.6');
  await page.getByRole('button', { name: 'Save rates' }).click();
  await expect(page.getByRole('alert')).toHaveText('Cannot be above your own rate of 1.50%');
  await shot(page, 'rebate-setting-refused');
  await slots.fill('1.25');
  await page.getByRole('button', { name: 'Save rates' }).click();
  await expect(page.getByText('Rebate rates of juan100 saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Slots rebate' })).toHaveValue('1.25');
  await shot(page, 'rebate-setting');

  // The agent rebate counts the same valid bets as team profit and loss.
  await page.goto('/m/member/teamRebate');
  await page.getByRole('button', { name: '30 days' }).click();
  await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
  // The render that presses '30 days' asks for the new range, with no answer for it yet: the
  // figures are masked (src/ui/money.tsx) until it comes, so the first amount shown is the answer's.
  const validBets = figureIn(page, 'Valid bets');
  await expect(validBets).toHaveText(/^₱[\d,]+\.\d{2}$/);
  const valid = (await validBets.textContent()) ?? '';
  await shot(page, 'agent-rebate');
  await page.goto(`/m/agent/team/pnl${new URL(page.url()).search}`);
  await expect(figureIn(page, 'Total bets')).toHaveText(valid);
});

test('daily wage and dividend agree with team profit and loss for the same dates', async ({ page }) => {
  await login(page, 'demoagent');
  await page.goto('/m/member/agent/dailySalary');
  await expect(page.getByRole('heading', { name: 'Daily salary contract' })).toBeVisible();
  await page.getByRole('button', { name: '30 days' }).click();
  await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(figureIn(page, 'Total bets')).toHaveText(/^₱[\d,]+\.\d{2}$/);
  const bets = await figureIn(page, 'Total bets').textContent();
  expect(bets).not.toBe('₱0.00');
  await expect(page.getByRole('table', { name: 'By day' }).getByRole('row')).toHaveCount(31);
  await shot(page, 'daily-wage');
  await page.getByRole('link', { name: 'Team profit and loss for these dates' }).click();
  await expect(page).toHaveURL(/\/m\/agent\/team\/pnl\?start=/);
  await expect(figureIn(page, 'Total bets')).toHaveText(bets ?? '');

  await page.goto('/m/member/agent/agentDivident');
  const period = page.getByRole('list', { name: 'By period' }).getByRole('listitem').first();
  await expect(period.getByText('Pending')).toBeVisible();
  await expect(figureIn(period, 'Team profit and loss')).toHaveText(/^-?₱[\d,]+\.\d{2}$/);
  const profit = await figureIn(period, 'Team profit and loss').textContent();
  const periodBets = await figureIn(period, 'Total bets').textContent();
  await shot(page, 'dividend');
  await period.getByRole('link', { name: 'Team profit and loss for this period' }).click();
  await expect(page).toHaveURL(/\/m\/agent\/team\/pnl\?start=\d{4}-\d{2}-(01|16)&end=/);
  await expect(figureIn(page, 'Team profit and loss')).toHaveText(profit ?? '');
  await expect(figureIn(page, 'Total bets')).toHaveText(periodBets ?? '');
});

test('agent announcements mark read; red envelope rain shows its sessions and rules', async ({ page }) => {
  await login(page, 'demoagent');
  await page.goto('/m/agent/home');
  await expect(page.getByText(DAILY)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  const footer = page.getByRole('navigation', { name: 'Agent navigation' });
  await expect(footer.getByRole('link', { name: /Announcements/ })).toContainText('3');
  await footer.getByRole('link', { name: /Announcements/ }).click();
  await expect(page).toHaveURL(/\/m\/member\/notice\?types=A$/);
  await expect(page.getByText('3 unread')).toBeVisible();
  const marked = page.waitForResponse((r) => r.url().includes('/announcements/read') && r.request().method() === 'POST');
  await page.getByRole('button', { name: /Daily wage contracts are open/ }).click();
  await expect(page.getByText('Review and accept your contract.')).toBeVisible();
  await expect(page.getByText('2 unread')).toBeVisible();
  await shot(page, 'agent-notice');
  // The read mark is saved by the platform (not only shown optimistically).
  await marked;
  await page.reload();
  await expect(page.getByText('2 unread')).toBeVisible();

  await page.goto('/m/agent/home');
  await expect(footer.getByRole('link', { name: /Announcements/ })).toContainText('2');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('navigation', { name: 'Agent menu' }).getByRole('link', { name: 'Red envelope rain' }).click();
  await expect(page).toHaveURL(/\/m\/redRain$/);
  await expect(page.getByText(/Next red envelope rain|Raining now!/)).toBeVisible();
  await expect(page.locator('.rain-session')).toHaveCount(6);
  await expect(page.getByRole('heading', { name: 'Rules' })).toBeVisible();
  await shot(page, 'red-rain');
});

test('on a 360 px phone in Tagalog the team overview keeps its two report buttons inside the page', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 760 });
  await login(page, 'demoagent');
  await page.goto('/m/agent/team/overview?lang=TY');
  // 'Taya ng team' ran past the page's edge: a button's label did not wrap in its half of the row.
  for (const name of ['Kita at lugi ng koponan', 'Taya ng koponan']) {
    const link = page.getByRole('link', { name, exact: true });
    await expect(link).toBeVisible();
    const box = await link.boundingBox();
    expect(box && box.x >= 12 && box.x + box.width <= 360 - 12, name).toBe(true);
  }
});
