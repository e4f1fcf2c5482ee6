// The demo games against the built demo (issue 20): rounds the demo platform plays and settles
// into the ledger. Ten slot spins move the balance by exactly the wins minus the bets and land in
// the betting record; a baccarat hand settles into the ledger and the record; a bet above the
// balance and a bet past a ₱1,000 daily loss limit are refused and change nothing; a double tap
// is one round; the new valid bets show in my rebate, the missions and the agent's team betting.
// A sabong bet and a draw ticket are pending until their event on the platform's clock (the test
// drives the page's clock, never sleeps), then settle into the ledger and the betting record.
import { test, expect, type Page } from './test';
import { login } from './journey';

/** demoplayer's main wallet: the ₱10,000.00 total less the ₱155.50 left in game wallets (the game's table plays from it). */
const MAIN = 984_450;
const IN_GAME_WALLETS = 15_550;

const SLOT = 'JILI-001';
const BACCARAT = 'EVO-001';
const SABONG = 'SV388-001';
/** A 3D draw game (src/demo/rules/kind.ts drawStyleFor). */
const THREE_D = 'VNLOTT-001';

/** "₱1,234.56" → 123456 centavos (a leading minus kept). */
const centsOf = (text: string | null) => {
  const t = text ?? '';
  const n = Number(t.replace(/[^\d]/g, ''));
  return t.trim().startsWith('-') ? -n : n;
};
const money = (cents: number) => `₱${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;
const todayUtc = () => new Date().toISOString().slice(0, 10);

test.beforeEach(async ({ page }) => {
  await page.goto('/m/home?sim=reset&lang=EN&merchant=demo');
  await expect(page.getByText('Palaro Demo').first()).toBeVisible();
});

async function openGame(page: Page, gameId: string) {
  await page.goto(`/m/demo-game?game=${gameId}`);
  await expect(page.getByTestId('game-balance')).toHaveText(/^₱[\d,]+\.\d{2}$/);
}

/** The newest of the last rounds: its bet and win in centavos. */
async function newestRound(page: Page) {
  const cells = page.locator('[data-bet-no]').first().locator('td');
  return { bet: centsOf(await cells.nth(1).textContent()), win: centsOf(await cells.nth(2).textContent()) };
}

/** My rebate's valid bet and the weekly bet mission's progress, in centavos. */
async function validBets(page: Page) {
  await page.goto('/m/member/manualRebate');
  const rebate = page.locator('.rb-total .money');
  await expect(rebate).toHaveText(/^₱[\d,]+\.\d{2}$/);
  const rebateCents = centsOf(await rebate.textContent());
  await page.goto('/m/leaderBoard');
  const bar = page.getByRole('progressbar', { name: /^Progress: Bet .* this week$/ });
  await expect(bar).toHaveAttribute('aria-valuetext', /^₱[\d,]+\.\d{2} \/ /);
  const missionCents = centsOf((await bar.getAttribute('aria-valuetext'))?.split('/')[0] ?? '');
  return { rebateCents, missionCents };
}

test('demoplayer plays ten slot spins: the balance moves by the wins minus the bets to the centavo, the rounds are in the betting record, and the valid bets reach my rebate and the missions', async ({
  page,
}) => {
  await login(page);
  const before = await validBets(page);
  await openGame(page, SLOT);
  const name = (await page.locator('.dg-title h2').textContent()) ?? '';
  const balance = page.getByTestId('game-balance');
  await expect(balance).toHaveText(money(MAIN));
  await expect(page.getByRole('group', { name: 'Reels' }).getByRole('img')).toHaveCount(15);
  await page.getByRole('button', { name: 'Raise the bet' }).click();
  await expect(page.getByRole('group', { name: 'Bet' })).toContainText('₱20.00');
  let expected = MAIN;
  let staked = 0;
  for (let i = 1; i <= 10; i++) {
    await page.getByRole('button', { name: 'Spin', exact: true }).click();
    await expect(page.locator('[data-bet-no]')).toHaveCount(i);
    const round = await newestRound(page);
    expect(round.bet).toBe(2_000);
    staked += round.bet;
    expected += round.win - round.bet;
    await expect(balance).toHaveText(money(expected));
    await expect(page.getByTestId('round-result')).toHaveText(round.win === 0 ? 'No win this time' : `You win ${money(round.win)}`);
  }
  await page.screenshot({ path: 'test-results/demo-slot.png' });
  // The header shows the total balance: the main wallet and the game wallets.
  await expect(page.locator('header')).toContainText(money(expected + IN_GAME_WALLETS));

  await page.goto('/m/gameRecord');
  await expect(page.locator('.record').filter({ hasText: name })).toHaveCount(10);
  for (const row of await page.locator('.record').filter({ hasText: name }).all()) await expect(row).toContainText('Bet ₱20.00');

  const after = await validBets(page);
  expect(after.rebateCents).toBe(before.rebateCents + staked);
  expect(after.missionCents).toBe(before.missionCents + staked);
});

test('a double-tapped spin is one round', async ({ page }) => {
  await login(page);
  await openGame(page, SLOT);
  await page.getByRole('button', { name: 'Spin', exact: true }).dblclick();
  await expect(page.locator('[data-bet-no]')).toHaveCount(1);
  const round = await newestRound(page);
  await expect(page.getByTestId('game-balance')).toHaveText(money(MAIN - round.bet + round.win));
  // Nothing more arrives once the spin has settled.
  await expect(page.getByRole('button', { name: 'Spin', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.locator('[data-bet-no]')).toHaveCount(1);
});

test('a baccarat hand settles into the ledger and the betting record; a bet above the balance is refused and changes nothing', async ({ page }) => {
  await login(page);
  await openGame(page, BACCARAT);
  const balance = page.getByTestId('game-balance');
  await expect(balance).toHaveText(money(MAIN));
  // ₱11,000 on Banker: more than the balance.
  await page.getByRole('radio', { name: '₱1,000' }).click();
  const banker = page.getByRole('button', { name: /^Bet on Banker:/ });
  for (let i = 0; i < 11; i++) await banker.click();
  await page.getByRole('button', { name: 'Deal ₱11,000.00' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Insufficient balance' })).toBeVisible();
  await expect(balance).toHaveText(money(MAIN));
  await expect(page.locator('[data-bet-no]')).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear bets' }).click();
  await page.getByRole('radio', { name: '₱100' }).click();
  await banker.click();
  await page.getByRole('radio', { name: '₱10', exact: true }).click();
  await page.getByRole('button', { name: /^Bet on Tie:/ }).click();
  await page.getByRole('button', { name: 'Deal ₱110.00' }).click();
  await expect(page.locator('[data-bet-no]')).toHaveCount(1);
  await expect(page.getByTestId('round-result')).toHaveText(/^(Player wins|Banker wins|Tie) · /);
  expect(await page.getByRole('list', { name: 'Banker cards' }).getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
  expect(await page.getByRole('list', { name: 'Player cards' }).getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
  const round = await newestRound(page);
  expect(round.bet).toBe(11_000);
  await expect(balance).toHaveText(money(MAIN - 11_000 + round.win));
  await page.screenshot({ path: 'test-results/demo-baccarat.png' });

  await page.goto('/m/gameRecord');
  const name = 'Baccarat 1';
  const row = page.locator('.record').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`Bet ₱110.00 · Win ${money(round.win)}`);
  await page.goto('/m/transaction/record');
  await expect(page.getByText('-₱110.00').first()).toBeVisible();
});

test('with a ₱1,000 daily loss limit, the bet that would pass it is refused and changes nothing', async ({ page }) => {
  await login(page);
  await page.goto('/m/responsibleGaming');
  const daily = page.getByTestId('loss-limit-daily');
  await daily.getByLabel('New limit: Daily loss limit').fill('1000');
  await daily.getByRole('button', { name: 'Set limit: Daily loss limit' }).click();
  await expect(daily.locator('.rg-limit__value')).toHaveText('₱1,000.00');
  const used = centsOf(((await daily.locator('.rg-limit__meta').textContent()) ?? '').split('·')[0] ?? '');

  await openGame(page, BACCARAT);
  const balance = page.getByTestId('game-balance');
  const start = centsOf(await balance.textContent());
  // ₱1,010: whatever was lost today already, it would pass ₱1,000 if every chip were lost.
  await page.getByRole('radio', { name: '₱1,000' }).click();
  await page.getByRole('button', { name: /^Bet on Player:/ }).click();
  await page.getByRole('radio', { name: '₱10', exact: true }).click();
  await page.getByRole('button', { name: /^Bet on Player:/ }).click();
  await page.getByRole('button', { name: 'Deal ₱1,010.00' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'This bet would pass your loss limit' });
  await expect(refusal).toContainText(/Your daily limit is ₱1,000\.00; it resets on \d{2}\/\d{2}\/\d{4} 00:00\./);
  await expect(balance).toHaveText(money(start));
  await expect(page.locator('[data-bet-no]')).toHaveCount(0);
  // A bet within what is left is played.
  if (used + 1_000 <= 100_000) {
    await page.getByRole('button', { name: 'Clear bets' }).click();
    await page.getByRole('button', { name: /^Bet on Player:/ }).click();
    await page.getByRole('button', { name: 'Deal ₱10.00' }).click();
    await expect(page.locator('[data-bet-no]')).toHaveCount(1);
  }
});

test("demoagent's team betting report shows a downline member's new round", async ({ page }) => {
  const day = todayUtc();
  const report = `/m/teamBetting?start=${day}&end=${day}`;
  const countOf = async () => {
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'demoplayer', exact: true }) });
    return (await row.count()) === 0 ? 0 : Number(await row.locator('td').first().textContent());
  };
  await login(page, 'demoagent');
  await page.goto(report);
  await expect(page.getByRole('table')).toBeVisible();
  const before = await countOf();

  await page.evaluate(() => sessionStorage.clear());
  await login(page);
  await openGame(page, SLOT);
  await page.getByRole('button', { name: 'Spin', exact: true }).click();
  await expect(page.locator('[data-bet-no]')).toHaveCount(1);

  await page.evaluate(() => sessionStorage.clear());
  await login(page, 'demoagent');
  await page.goto(report);
  await expect(page.getByRole('table')).toBeVisible();
  await expect.poll(countOf).toBe(before + 1);
});

test('a sabong bet is pending until its fight, then settles into the ledger and the betting record (the page clock driven)', async ({ page }) => {
  await page.clock.install();
  await login(page);
  await openGame(page, SABONG);
  const balance = page.getByTestId('game-balance');
  await expect(balance).toHaveText(money(MAIN));
  await expect(page.getByText(/^Fight #\d+ · betting closes in \d:\d{2}$/)).toBeVisible();
  await page.getByRole('button', { name: 'Meron at 1.90' }).click();
  await page.getByRole('radio', { name: '₱100', exact: true }).click();
  await expect(page.getByTestId('potential-return')).toHaveText('Potential return: ₱190.00');
  await page.getByRole('button', { name: 'Place bet ₱100.00' }).click();
  await expect(page.getByTestId('round-result')).toHaveText('Pending: Meron @ 1.90, ₱100.00. It settles when the event ends.');
  await expect(page.locator('[data-bet-no] td').nth(2)).toHaveText('Pending');
  await expect(balance).toHaveText(money(MAIN - 10_000));
  await page.screenshot({ path: 'test-results/demo-sabong.png' });
  // The betting record has it, pending.
  await page.goto('/m/gameRecord');
  await expect(page.locator('.record').filter({ hasText: 'SV388 Sabong Lobby' })).toContainText('Bet ₱100.00 · Pending');
  await openGame(page, SABONG);

  // Two minutes on: the fight has run and the platform has its result.
  await page.clock.fastForward('02:05');
  const result = page.getByTestId('round-result');
  await expect(result).toHaveText(/^(Meron wins|Wala wins|Draw) · Meron @ 1\.90, ₱100\.00 · /);
  const text = (await result.textContent()) ?? '';
  const win = text.startsWith('Meron wins') ? 19_000 : text.startsWith('Draw') ? 10_000 : 0;
  expect((await newestRound(page)).win).toBe(win);
  await expect(balance).toHaveText(money(MAIN - 10_000 + win));
  // The header shows the total balance: the main wallet and the game wallets.
  await expect(page.locator('header')).toContainText(money(MAIN + IN_GAME_WALLETS - 10_000 + win));

  await page.goto('/m/gameRecord');
  const row = page.locator('.record').filter({ hasText: 'SV388 Sabong Lobby' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`Bet ₱100.00 · Win ${money(win)}`);
  await page.goto('/m/transaction/record');
  await expect(page.getByText('-₱100.00').first()).toBeVisible();
});

test('a 3D draw ticket is pending until the next draw, then settles into the ledger and the betting record (the page clock driven)', async ({ page }) => {
  await page.clock.install();
  await login(page);
  await openGame(page, THREE_D);
  const balance = page.getByTestId('game-balance');
  await expect(balance).toHaveText(money(MAIN));
  for (const [pos, n] of [
    [1, '4'],
    [2, '0'],
    [3, '4'],
  ] as const)
    await page
      .getByRole('radiogroup', { name: `Digit ${pos}` })
      .getByRole('radio', { name: n, exact: true })
      .click();
  await page.getByRole('radio', { name: '₱20', exact: true }).click();
  await page.getByRole('button', { name: 'Buy ticket ₱20.00' }).click();
  await expect(page.getByTestId('round-result')).toHaveText(/^Pending: Ticket 404 on draw #\d+, ₱20\.00\.$/);
  await expect(balance).toHaveText(money(MAIN - 2_000));
  await page.screenshot({ path: 'test-results/demo-draw.png' });

  await page.clock.fastForward('01:05');
  const result = page.getByTestId('round-result');
  await expect(result).toHaveText(/^Drawn: \d{3} · Ticket 404 on draw #\d+, ₱20\.00 · [0-3] matched · /);
  const [, drawn, drawNo] = /^Drawn: (\d{3}) · Ticket 404 on draw #(\d+)/.exec((await result.textContent()) ?? '') ?? [];
  const win = drawn === '404' ? 900_000 : 0;
  expect((await newestRound(page)).win).toBe(win);
  await expect(balance).toHaveText(money(MAIN - 2_000 + win));
  // The ticket's draw is among the last draws with the same numbers. (It is the newest only when the
  // clock is not yet past the draw after it: a ticket bought in a minute's last 5 s is two draws back.)
  const lastDraws = page.getByRole('region', { name: 'Last draws' }).getByRole('listitem');
  const ticketDraw = lastDraws.filter({ has: page.getByText(`#${drawNo}`, { exact: true }) });
  await expect(ticketDraw).toHaveCount(1);
  await expect(ticketDraw.locator('.dr-ball')).toHaveText((drawn ?? '').split(''));

  await page.goto('/m/gameRecord');
  const row = page.locator('.record').filter({ hasText: 'Northern Lotto 1' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`Bet ₱20.00 · Win ${money(win)}`);
});
