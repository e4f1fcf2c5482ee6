// @vitest-environment node
// The demo platform's money: one ledger behind the wallet, deposits, withdrawals and every record.
import { simCaller } from './sim-call';
import { createTestPlatform } from '@/platform-sim/node-sim';
import { loginEndpoint } from '@/api/endpoints/login';
import { testPlayEndpoint } from '@/api/endpoints/test-play';
import { walletEndpoint } from '@/api/endpoints/wallet';
import { depositChannelsEndpoint } from '@/api/endpoints/deposit-channels';
import { createDepositEndpoint } from '@/api/endpoints/create-deposit';
import { depositOrderEndpoint } from '@/api/endpoints/deposit-order';
import { depositRecordsEndpoint } from '@/api/endpoints/deposit-records';
import { withdrawInfoEndpoint } from '@/api/endpoints/withdraw-info';
import { addPayoutAccountEndpoint } from '@/api/endpoints/add-payout-account';
import { setPaymentPasswordEndpoint } from '@/api/endpoints/set-payment-password';
import { createWithdrawalEndpoint } from '@/api/endpoints/create-withdrawal';
import { withdrawRecordsEndpoint } from '@/api/endpoints/withdraw-records';
import { gameWalletsEndpoint } from '@/api/endpoints/game-wallets';
import { recallBalanceEndpoint } from '@/api/endpoints/recall-balance';
import { betRecordsEndpoint } from '@/api/endpoints/bet-records';
import { accountRecordsEndpoint } from '@/api/endpoints/account-records';
import { profitLossEndpoint } from '@/api/endpoints/profit-loss';
import { accountOf, accountsSlice } from '@/platform-sim/areas/accounts/state';
import { DEPOSIT_APPROVAL_MS, WITHDRAWAL_PAYOUT_MS } from '@/platform-sim/areas/money/state';
import { isoDay } from '@/engine/report-range';

const START = Date.UTC(2026, 10, 22, 12, 0, 0);
let now = START;
let platform = createTestPlatform({ now: () => now });
beforeEach(() => {
  now = START;
  platform = createTestPlatform({ now: () => now });
});
const call = simCaller(() => platform.handlers);
const DAY = 86_400_000;
const today = () => isoDay(now);
const range = (days: number) => ({ startDate: isoDay(now - (days - 1) * DAY), endDate: today() });

async function login(username = 'demoplayer') {
  const r = await call(loginEndpoint, { type: 'username', username, password: 'Demo1234', deviceId: 'device-1', remember: false, botCheck: true });
  expect(r.success).toBe(true);
  return r.value.token;
}
const balanceOf = async (token: string) => (await call(walletEndpoint, undefined, { token })).value.sumBalance;

describe('the seed', () => {
  it('demoplayer holds ₱10,000.00, derived from a ledger whose entries add up', async () => {
    const token = await login();
    expect(await balanceOf(token)).toBe('10000.00');
    const ledger = accountOf(platform.sim, 'demo', 'demoplayer')!.ledger;
    let running = 0;
    for (const e of ledger) {
      expect(Number.isInteger(e.amountCents)).toBe(true);
      running += e.amountCents;
      expect(e.balanceAfterCents).toBe(running);
      expect(running).toBeGreaterThanOrEqual(0);
    }
    expect(new Set(ledger.map((e) => e.kind))).toEqual(new Set(['opening', 'deposit', 'bet', 'win', 'rebate', 'bonus', 'withdrawal', 'transfer']));
  });

  it('records of the last 30 days agree: account record deposits = deposit record = profit and loss', async () => {
    const token = await login();
    const r = range(30);
    const accountRec = await call(accountRecordsEndpoint, { ...r, kind: '', types: '', member: '', pageNum: 1, pageSize: 20 }, { token });
    const depositRec = await call(depositRecordsEndpoint, { ...r, status: '', pageNum: 1, pageSize: 20 }, { token });
    const pnl = await call(profitLossEndpoint, r, { token });
    const bets = await call(betRecordsEndpoint, { ...r, gameType: '', pageNum: 1, pageSize: 20 }, { token });
    expect(Number(accountRec.value.totals.deposits)).toBeGreaterThan(0);
    expect(depositRec.value.totals.approvedAmount).toBe(accountRec.value.totals.deposits);
    expect(pnl.value.deposits).toBe(accountRec.value.totals.deposits);
    expect(pnl.value.bets).toBe(bets.value.totals.betAmount);
    expect(pnl.value.wins).toBe(bets.value.totals.winAmount);
    expect(pnl.value.betCount).toBe(bets.value.totals.count);
    expect(bets.value.list).toHaveLength(20);
    expect(bets.value.totalPages).toBeGreaterThan(1);
  });
});

describe('deposit', () => {
  it('offers the merchant file channels with limits and quick amounts', async () => {
    const token = await login();
    const { value } = await call(depositChannelsEndpoint, undefined, { token });
    expect(value.channels.map((c) => c.name)).toEqual(['GCash', 'Maya', 'QR Ph', 'Bank transfer']);
    expect(value.channels[0]).toMatchObject({ min: '100.00', max: '50000.00' });
    expect(value.currencySymbol).toBe('₱');
  });

  it('is pending, then approved within 3 s, and the balance grows by exactly the amount, once', async () => {
    const token = await login();
    const body = { channelId: 'gcash', amount: '500.00', requestId: 'r-1' };
    const first = await call(createDepositEndpoint, body, { token });
    expect(first.value).toMatchObject({ status: 'pending', amount: '500.00', channelName: 'GCash' });
    const again = await call(createDepositEndpoint, body, { token });
    expect(again.value.orderNo).toBe(first.value.orderNo);
    expect(await balanceOf(token)).toBe('10000.00');
    now += DEPOSIT_APPROVAL_MS;
    const order = await call(depositOrderEndpoint, { orderNo: first.value.orderNo }, { token });
    expect(order.value.status).toBe('approved');
    expect(await balanceOf(token)).toBe('10500.00');
    const rec = await call(depositRecordsEndpoint, { ...range(1), status: '', pageNum: 1, pageSize: 20 }, { token });
    expect(rec.value.list.map((d) => d.orderNo)).toEqual([first.value.orderNo]);
    expect(rec.value.totals.approvedAmount).toBe('500.00');
  });

  it.each([
    ['99.99', 'AMOUNT_OUT_OF_RANGE'],
    ['50000.01', 'AMOUNT_OUT_OF_RANGE'],
    ['abc', 'AMOUNT_OUT_OF_RANGE'],
  ])('refuses %s through GCash (%s) and changes nothing', async (amount, code) => {
    const token = await login();
    const r = await call(createDepositEndpoint, { channelId: 'gcash', amount, requestId: `r-${amount}` }, { token });
    expect(r).toMatchObject({ success: false, code });
    now += DEPOSIT_APPROVAL_MS;
    expect(await balanceOf(token)).toBe('10000.00');
  });

  it('refuses trial accounts with free_reject', async () => {
    const trial = await call(testPlayEndpoint, { deviceId: 'device-1', merchantCode: 'demo-trial' });
    const r = await call(createDepositEndpoint, { channelId: 'gcash', amount: '500.00', requestId: 'x' }, { token: trial.value.token });
    expect(r).toMatchObject({ success: false, code: 'FREE_REJECT' });
  });
});

describe('withdraw', () => {
  it('describes balances, limits, times left and the bound GCash account', async () => {
    const token = await login();
    const { value } = await call(withdrawInfoEndpoint, undefined, { token });
    // The main wallet: the total (₱10,000.00) less the ₱155.50 in game wallets.
    expect(value).toMatchObject({ balance: '9844.50', hasPaymentPassword: true, timesLeft: 5, min: '100.00' });
    expect(value.accounts).toEqual([expect.objectContaining({ id: 'P1', channelName: 'GCash', accountNumber: '•••• 4567' })]);
    expect(value.channels.map((c) => c.kind)).not.toContain('qr');
  });

  it('refuses more than the withdrawable balance and a wrong payment password, changing nothing', async () => {
    const token = await login();
    const over = await call(createWithdrawalEndpoint, { accountId: 'P1', amount: '20000.00', paymentPassword: '654321', requestId: 'w-1' }, { token });
    expect(over).toMatchObject({ success: false, code: 'INSUFFICIENT_BALANCE' });
    const wrong = await call(createWithdrawalEndpoint, { accountId: 'P1', amount: '100.00', paymentPassword: '111111', requestId: 'w-2' }, { token });
    expect(wrong).toMatchObject({ success: false, code: 'WRONG_PAYMENT_PASSWORD' });
    expect(await balanceOf(token)).toBe('10000.00');
    expect((await call(withdrawInfoEndpoint, undefined, { token })).value.timesLeft).toBe(5);
  });

  it('debits exactly once per request id, then pays out', async () => {
    const token = await login();
    const body = { accountId: 'P1', amount: '1000.00', paymentPassword: '654321', requestId: 'w-3' };
    const [a, b] = await Promise.all([call(createWithdrawalEndpoint, body, { token }), call(createWithdrawalEndpoint, body, { token })]);
    const c = await call(createWithdrawalEndpoint, body, { token });
    expect(new Set([a.value.orderNo, b.value.orderNo, c.value.orderNo]).size).toBe(1);
    expect(await balanceOf(token)).toBe('9000.00');
    const ledger = accountOf(platform.sim, 'demo', 'demoplayer')!.ledger.filter((e) => e.ref === a.value.orderNo);
    expect(ledger).toHaveLength(1);
    now += WITHDRAWAL_PAYOUT_MS;
    const rec = await call(withdrawRecordsEndpoint, { ...range(1), status: '', pageNum: 1, pageSize: 20 }, { token });
    expect(rec.value.list[0]).toMatchObject({ orderNo: a.value.orderNo, status: 'paid', amount: '1000.00' });
    expect((await call(withdrawInfoEndpoint, undefined, { token })).value.timesLeft).toBe(4);
  });

  it('stops at the daily count', async () => {
    const token = await login();
    for (let i = 0; i < 5; i++) {
      const r = await call(createWithdrawalEndpoint, { accountId: 'P1', amount: '100.00', paymentPassword: '654321', requestId: `d-${i}` }, { token });
      expect(r.success).toBe(true);
    }
    const sixth = await call(createWithdrawalEndpoint, { accountId: 'P1', amount: '100.00', paymentPassword: '654321', requestId: 'd-6' }, { token });
    expect(sixth).toMatchObject({ success: false, code: 'LIMIT_REACHED' });
    expect(await balanceOf(token)).toBe('9500.00');
  });

  it('binds a payout account with a valid number only, and sets a payment password once', async () => {
    const token = await login();
    const bad = await call(addPayoutAccountEndpoint, { channelId: 'maya', accountName: 'Demo Player', accountNumber: '12345' }, { token });
    expect(bad).toMatchObject({ success: false, value: { field: 'accountNumber' } });
    const qr = await call(addPayoutAccountEndpoint, { channelId: 'qrph', accountName: 'Demo Player', accountNumber: '09170000000' }, { token });
    expect(qr.success).toBe(false);
    const good = await call(addPayoutAccountEndpoint, { channelId: 'maya', accountName: 'Demo Player', accountNumber: '09998887777' }, { token });
    expect(good.value).toMatchObject({ channelName: 'Maya', accountNumber: '•••• 7777' });
    const again = await call(setPaymentPasswordEndpoint, { password: '123456', confirmPassword: '123456' }, { token });
    expect(again.success).toBe(false);
    platform.sim.mutate('demo', accountsSlice, (s) => {
      s.accounts.demoplayer!.paymentPassword = null;
    });
    const mismatch = await call(setPaymentPasswordEndpoint, { password: '123456', confirmPassword: '123457' }, { token });
    expect(mismatch.success).toBe(false);
    const set = await call(setPaymentPasswordEndpoint, { password: '123456', confirmPassword: '123456' }, { token });
    expect(set.success).toBe(true);
    expect((await call(withdrawInfoEndpoint, undefined, { token })).value.hasPaymentPassword).toBe(true);
  });
});

describe('balance recall', () => {
  it('returns every game wallet to the main wallet, once', async () => {
    const token = await login();
    const wallets = await call(gameWalletsEndpoint, undefined, { token });
    expect(wallets.value).toEqual({
      wallets: [
        { vendor: 'JILI', name: 'JILI', balance: '120.50' },
        { vendor: 'PG', name: 'PG Soft', balance: '35.00' },
      ],
      total: '155.50',
    });
    const r = await call(recallBalanceEndpoint, undefined, { token });
    // The total stays: the money moves from the game wallets to the main wallet.
    expect(r.value).toEqual({ recalled: '155.50', sumBalance: '10000.00' });
    const second = await call(recallBalanceEndpoint, undefined, { token });
    expect(second.value).toEqual({ recalled: '0.00', sumBalance: '10000.00' });
    expect((await call(gameWalletsEndpoint, undefined, { token })).value.total).toBe('0.00');
  });
});

describe('agent view of the account record (types=A)', () => {
  it('lets an agent read a downline member and nobody else; members cannot use it', async () => {
    const agent = await login('demoagent');
    const base = { ...range(30), kind: '' as const, types: 'A' as const, pageNum: 1, pageSize: 20 };
    const own = await call(accountRecordsEndpoint, { ...base, member: '' }, { token: agent });
    expect(own.value.member).toBe('demoagent');
    expect(own.value.members).toContain('demoplayer');
    const downline = await call(accountRecordsEndpoint, { ...base, member: 'demoplayer' }, { token: agent });
    expect(downline.value.member).toBe('demoplayer');
    expect(downline.value.total).toBeGreaterThan(0);
    const stranger = await call(accountRecordsEndpoint, { ...base, member: 'nobody' }, { token: agent });
    expect(stranger).toMatchObject({ success: false, code: 'NO_PERMISSION' });
    const player = await login('demoplayer');
    const asMember = await call(accountRecordsEndpoint, { ...base, member: '' }, { token: player });
    expect(asMember).toMatchObject({ success: false, code: 'NO_PERMISSION' });
  });
});
