// @vitest-environment node
// The demo platform's rebates area: the manual rebate from the ledger and the upline's rates
// (credited once), the rebate history, the transfer to the upline (both ledgers, once per request
// id) and feedback within the merchant file's word bounds, answered a few seconds later.
import { simCaller } from './sim-call';
import { createTestPlatform } from '@/platform-sim/node-sim';
import { loginEndpoint } from '@/api/endpoints/login';
import { testPlayEndpoint } from '@/api/endpoints/test-play';
import { walletEndpoint } from '@/api/endpoints/wallet';
import { gameWalletsEndpoint } from '@/api/endpoints/game-wallets';
import { manualRebateEndpoint } from '@/api/endpoints/manual-rebate';
import { claimRebateEndpoint } from '@/api/endpoints/claim-rebate';
import { rebateRecordsEndpoint } from '@/api/endpoints/rebate-records';
import { uplineTransferInfoEndpoint } from '@/api/endpoints/upline-transfer-info';
import { createUplineTransferEndpoint } from '@/api/endpoints/create-upline-transfer';
import { uplineTransfersEndpoint } from '@/api/endpoints/upline-transfers';
import { feedbackListEndpoint } from '@/api/endpoints/feedback-list';
import { submitFeedbackEndpoint } from '@/api/endpoints/submit-feedback';
import { accountOf } from '@/platform-sim/areas/accounts/state';
import { adjustBalance, balanceCentsOf } from '@/platform-sim/areas/accounts/ledger';
import { FEEDBACK_REPLY_MS } from '@/platform-sim/areas/rebates';
import { isoDay } from '@/engine/report-range';

const START = Date.UTC(2026, 10, 22, 12, 0, 0);
const DAY = 86_400_000;
let now = START;
let platform = createTestPlatform({ now: () => now });
beforeEach(() => {
  now = START;
  platform = createTestPlatform({ now: () => now });
});
const call = simCaller(() => platform.handlers);

async function login(username = 'demoplayer') {
  const r = await call(loginEndpoint, { type: 'username', username, password: 'Demo1234', deviceId: 'device-1', remember: false, botCheck: true });
  expect(r.success).toBe(true);
  return r.value.token;
}
const ledgerOf = (user = 'demoplayer') => accountOf(platform.sim, 'demo', user)!.ledger;
const centsOf = (user = 'demoplayer') => balanceCentsOf(accountOf(platform.sim, 'demo', user)!);
const bet = (cents: number, gameType: string, ref: string) =>
  adjustBalance(platform.sim, 'demo', 'demoplayer', { kind: 'bet', amountCents: -cents, ref, meta: { game: 'Test game', vendor: 'JILI', gameType } });
const range = (days: number) => ({ startDate: isoDay(now - (days - 1) * DAY), endDate: isoDay(now) });

describe('manual rebate', () => {
  it('is claimable from the seed: bets since the last rebate at the rates demoagent set (SPORTS 0.40%, RNG 0.80%)', async () => {
    const token = await login();
    const { value } = await call(manualRebateEndpoint, undefined, { token });
    expect(value.claimable).toBe(true);
    expect(value.lastClaimAt).not.toBeNull();
    const rates = Object.fromEntries(value.lines.map((l) => [l.gameType, l.rate]));
    expect(rates).toMatchObject({ SPORTS: '0.40', RNG: '0.80' });
    for (const l of value.lines) if (!['SPORTS', 'RNG'].includes(l.gameType)) expect(l.rate).toBe('0.00');
    // The total is the sum of the lines, each rounded down on its own.
    const sum = value.lines.reduce((t, l) => t + Math.round(Number(l.rebate) * 100), 0);
    expect(Math.round(Number(value.total) * 100)).toBe(sum);
  });

  it('counts only the bets after the last claim, rounding each game type down', async () => {
    const token = await login();
    await call(claimRebateEndpoint, { requestId: 'seed-claim' }, { token });
    expect((await call(manualRebateEndpoint, undefined, { token })).value).toMatchObject({ claimable: false, total: '0.00', validBet: '0.00' });
    now += 60_000;
    bet(100_000, 'SPORTS', 'BT-1'); // ₱1,000.00 × 0.40% = ₱4.00
    bet(12_345, 'JL', 'BT-2'); // JILI slots count as RNG: ₱123.45 × 0.80% = 98.76 centavos → ₱0.98
    bet(50_000, 'LIVE', 'BT-3'); // no LIVE rate for demoplayer: nothing
    const { value } = await call(manualRebateEndpoint, undefined, { token });
    const line = (t: string) => value.lines.find((l) => l.gameType === t);
    expect(line('SPORTS')).toEqual({ gameType: 'SPORTS', validBet: '1000.00', rate: '0.40', rebate: '4.00' });
    expect(line('RNG')).toEqual({ gameType: 'RNG', validBet: '123.45', rate: '0.80', rebate: '0.98' });
    expect(line('LIVE')).toEqual({ gameType: 'LIVE', validBet: '500.00', rate: '0.00', rebate: '0.00' });
    expect(value).toMatchObject({ total: '4.98', validBet: '1623.45', claimable: true });
  });

  it('credits the total into the ledger as a rebate exactly once per request id, then has nothing to claim', async () => {
    const token = await login();
    const before = centsOf();
    const rebatesBefore = ledgerOf().filter((e) => e.kind === 'rebate').length;
    const { value: offer } = await call(manualRebateEndpoint, undefined, { token });
    const first = await call(claimRebateEndpoint, { requestId: 'c-1' }, { token });
    const again = await call(claimRebateEndpoint, { requestId: 'c-1' }, { token });
    expect(first.value.amount).toBe(offer.total);
    expect(again.value.claimNo).toBe(first.value.claimNo);
    expect(ledgerOf().filter((e) => e.kind === 'rebate')).toHaveLength(rebatesBefore + 1);
    expect(ledgerOf().at(-1)).toMatchObject({ kind: 'rebate', ref: first.value.claimNo });
    expect(centsOf() - before).toBe(Math.round(Number(offer.total) * 100));
    const other = await call(claimRebateEndpoint, { requestId: 'c-2' }, { token });
    expect(other).toMatchObject({ success: false, code: 'BAD_REQUEST', value: { reason: 'nothingToClaim' } });
    expect(ledgerOf().filter((e) => e.kind === 'rebate')).toHaveLength(rebatesBefore + 1);
    const after = await call(manualRebateEndpoint, undefined, { token });
    expect(after.value).toMatchObject({ claimable: false, total: '0.00', lastClaimAt: now });
  });

  it('refuses trial accounts', async () => {
    const trial = await call(testPlayEndpoint, { deviceId: 'device-1', merchantCode: 'demo-trial' });
    expect(await call(manualRebateEndpoint, undefined, { token: trial.value.token })).toMatchObject({ success: false, code: 'REAL_ACCOUNT_ONLY' });
    expect(await call(claimRebateEndpoint, { requestId: 'x' }, { token: trial.value.token })).toMatchObject({ success: false, code: 'REAL_ACCOUNT_ONLY' });
  });
});

describe('rebate records', () => {
  it('lists the ledger rebates of the range, the claimed one with its game-type breakdown, and totals', async () => {
    const token = await login();
    const claim = await call(claimRebateEndpoint, { requestId: 'c-1' }, { token });
    const { value } = await call(rebateRecordsEndpoint, { ...range(30), pageNum: 1, pageSize: 20 }, { token });
    const ledgerRebates = ledgerOf().filter((e) => e.kind === 'rebate');
    expect(value.totals.count).toBe(value.total);
    expect(value.list[0]).toMatchObject({ source: 'manual', ref: claim.value.claimNo, amount: claim.value.amount, lines: claim.value.lines });
    expect(value.list.slice(1).every((r) => r.source === 'auto' && r.lines.length === 0)).toBe(true);
    const sum = value.list.reduce((t, r) => t + Math.round(Number(r.amount) * 100), 0);
    expect(Math.round(Number(value.totals.amount) * 100)).toBe(sum);
    expect(value.list.length).toBeGreaterThan(1);
    expect(value.list.length).toBeLessThanOrEqual(ledgerRebates.length);
    const today = await call(rebateRecordsEndpoint, { ...range(1), pageNum: 1, pageSize: 20 }, { token });
    expect(today.value.list.map((r) => r.ref)).toEqual([claim.value.claimNo]);
  });

  it('pages', async () => {
    const token = await login();
    const p1 = await call(rebateRecordsEndpoint, { ...range(30), pageNum: 1, pageSize: 2 }, { token });
    const p2 = await call(rebateRecordsEndpoint, { ...range(30), pageNum: 2, pageSize: 2 }, { token });
    expect(p1.value.totalPages).toBeGreaterThan(1);
    expect(p2.value.pageNum).toBe(2);
    expect(p2.value.list[0]?.id).not.toBe(p1.value.list[0]?.id);
  });
});

describe('superior transfer', () => {
  it('names the upline with the balance and limits', async () => {
    const token = await login();
    const { value } = await call(uplineTransferInfoEndpoint, undefined, { token });
    expect(value).toEqual({
      upline: { userName: 'demoagent', nickname: 'Demo Agent' },
      balance: '9844.50',
      min: '1.00',
      max: '50000.00',
      currencySymbol: '₱',
      hasPaymentPassword: true,
    });
  });

  it('debits the member and credits the upline once per request id, leaving the game wallets alone', async () => {
    const token = await login();
    const agentBefore = centsOf('demoagent');
    const body = { amount: '250.50', paymentPassword: '654321', requestId: 't-1' };
    const first = await call(createUplineTransferEndpoint, body, { token });
    const again = await call(createUplineTransferEndpoint, body, { token });
    expect(first.value).toMatchObject({ upline: 'demoagent', amount: '250.50', balanceAfter: '9594.00', status: 'success' });
    expect(again.value.orderNo).toBe(first.value.orderNo);
    // The total balance: the main wallet and the ₱155.50 still in game wallets.
    expect((await call(walletEndpoint, undefined, { token })).value.sumBalance).toBe('9749.50');
    expect(centsOf('demoagent') - agentBefore).toBe(25_050);
    expect(ledgerOf().filter((e) => e.ref === first.value.orderNo)).toEqual([expect.objectContaining({ kind: 'transfer', amountCents: -25_050 })]);
    expect(ledgerOf('demoagent').filter((e) => e.ref === first.value.orderNo)).toEqual([expect.objectContaining({ kind: 'transfer', amountCents: 25_050 })]);
    expect((await call(gameWalletsEndpoint, undefined, { token })).value.total).toBe('155.50');
    const list = await call(uplineTransfersEndpoint, { pageNum: 1, pageSize: 20 }, { token });
    expect(list.value.list.map((t) => t.orderNo)).toEqual([first.value.orderNo]);
  });

  it.each([
    ['a wrong payment password', { amount: '100.00', paymentPassword: '111111' }, 'WRONG_PAYMENT_PASSWORD'],
    ['more than the balance', { amount: '10000.01', paymentPassword: '654321' }, 'INSUFFICIENT_BALANCE'],
    ['below the minimum', { amount: '0.99', paymentPassword: '654321' }, 'AMOUNT_OUT_OF_RANGE'],
    ['above the maximum', { amount: '50000.01', paymentPassword: '654321' }, 'AMOUNT_OUT_OF_RANGE'],
    ['a malformed amount', { amount: '1e3', paymentPassword: '654321' }, 'AMOUNT_OUT_OF_RANGE'],
  ])('refuses %s and moves nothing', async (_label, p, code) => {
    const token = await login();
    const agentBefore = centsOf('demoagent');
    const r = await call(createUplineTransferEndpoint, { ...p, requestId: 'bad' }, { token });
    expect(r).toMatchObject({ success: false, code });
    expect(centsOf()).toBe(984_450);
    expect(centsOf('demoagent')).toBe(agentBefore);
  });

  it('is refused to a member without toUpline', async () => {
    const token = await login('juan100');
    expect(await call(uplineTransferInfoEndpoint, undefined, { token })).toMatchObject({ success: false, code: 'NO_PERMISSION' });
    expect(await call(createUplineTransferEndpoint, { amount: '1.00', paymentPassword: '654321', requestId: 'x' }, { token })).toMatchObject({
      success: false,
      code: 'NO_PERMISSION',
    });
  });
});

describe('feedback', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

  it('refuses content outside the merchant file bounds (10–300 words), naming them, and keeps nothing', async () => {
    const token = await login();
    const short = await call(submitFeedbackEndpoint, { category: 'suggestion', content: words(9), requestId: 'f-1' }, { token });
    expect(short).toMatchObject({
      success: false,
      code: 'BAD_REQUEST',
      message: 'Feedback content is between 10 and 300 words',
      value: { minWords: 10, maxWords: 300 },
    });
    const long = await call(submitFeedbackEndpoint, { category: 'suggestion', content: words(301), requestId: 'f-2' }, { token });
    expect(long).toMatchObject({ success: false, value: { reason: 'wordCount' } });
    const noCategory = await call(submitFeedbackEndpoint, { category: 'praise' as 'other', content: words(20), requestId: 'f-3' }, { token });
    expect(noCategory).toMatchObject({ success: false, value: { reason: 'categoryRequired' } });
    expect((await call(feedbackListEndpoint, undefined, { token })).value.list.map((f) => f.id)).toEqual(['FB1000']);
  });

  it('keeps a feedback once per request id, pending, then answered a few seconds later', async () => {
    const token = await login();
    const body = { category: 'game' as const, content: words(12), requestId: 'f-1' };
    const first = await call(submitFeedbackEndpoint, body, { token });
    const again = await call(submitFeedbackEndpoint, body, { token });
    expect(first.value).toMatchObject({ category: 'game', status: 'pending', reply: null });
    expect(again.value.id).toBe(first.value.id);
    let list = (await call(feedbackListEndpoint, undefined, { token })).value.list;
    expect(list.map((f) => f.id)).toEqual([first.value.id, 'FB1000']);
    expect(list[1]).toMatchObject({ status: 'replied', category: 'payment' });
    now += FEEDBACK_REPLY_MS;
    list = (await call(feedbackListEndpoint, undefined, { token })).value.list;
    expect(list[0]).toMatchObject({
      id: first.value.id,
      status: 'replied',
      reply: 'Thank you for the report. We have sent it to the game provider.',
      repliedAt: now,
    });
    // The next one is left pending.
    const second = await call(submitFeedbackEndpoint, { ...body, requestId: 'f-2' }, { token });
    now += FEEDBACK_REPLY_MS * 3;
    list = (await call(feedbackListEndpoint, undefined, { token })).value.list;
    expect(list.find((f) => f.id === second.value.id)).toMatchObject({ status: 'pending', reply: null });
  });

  it('belongs to real accounts only', async () => {
    const trial = await call(testPlayEndpoint, { deviceId: 'device-1', merchantCode: 'demo-trial' });
    expect(await call(feedbackListEndpoint, undefined, { token: trial.value.token })).toMatchObject({ success: false, code: 'REAL_ACCOUNT_ONLY' });
  });
});
