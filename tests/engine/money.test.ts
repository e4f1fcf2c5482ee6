import { centsToDecimal, checkAmount, checkWithdrawal, maskAccountNumber, toCents } from '@/engine/money';
import { MAX_RANGE_DAYS, normaliseRange, presetOf, presetRange } from '@/engine/report-range';

describe('toCents', () => {
  it.each([
    ['500', 50000],
    ['500.5', 50050],
    ['500.05', 50005],
    [' 1,500.50 ', 150050],
    ['0.01', 1],
    ['0', 0],
    ['12.', 1200],
    ['500.555', null],
    ['-5', null],
    ['1,50', null],
    ['abc', null],
    ['', null],
    ['1e3', null],
  ])('%j → %j', (input, cents) => {
    expect(toCents(input)).toBe(cents);
  });
});

describe('centsToDecimal', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [50000, '500.00'],
    [-1234, '-12.34'],
    [100000000001, '1000000000.01'],
  ])('%d → %s', (cents, text) => {
    expect(centsToDecimal(cents)).toBe(text);
  });
});

describe('checkAmount against limits of ₱100–₱50,000', () => {
  const limits = { minCents: 10_000, maxCents: 5_000_000 };
  it.each([
    ['', { ok: false, error: 'amountRequired' }],
    ['  ', { ok: false, error: 'amountRequired' }],
    ['12.345', { ok: false, error: 'amountFormat' }],
    ['0', { ok: false, error: 'amountPositive' }],
    ['99.99', { ok: false, error: 'belowMin' }],
    ['100', { ok: true, cents: 10000 }],
    ['50000.00', { ok: true, cents: 5000000 }],
    ['50000.01', { ok: false, error: 'aboveMax' }],
  ])('%j', (input, expected) => {
    expect(checkAmount(input, limits)).toEqual(expected);
  });
});

describe('checkWithdrawal: the first problem in the order a member fixes them', () => {
  const base = {
    amount: '1000',
    accountId: 'P1',
    paymentPassword: '654321',
    limits: { minCents: 10_000, maxCents: 10_000_000 },
    withdrawableCents: 1_000_000,
    timesLeft: 5,
  };
  it.each([
    [{}, { cents: 100000 }],
    [{ timesLeft: 0, accountId: null }, { error: 'noTimesLeft' }],
    [{ accountId: null, amount: '' }, { error: 'noAccount' }],
    [{ amount: '' }, { error: 'amountRequired' }],
    [{ amount: '50' }, { error: 'belowMin' }],
    [{ amount: '10000.01' }, { error: 'aboveWithdrawable' }],
    [{ amount: '10000.00' }, { cents: 1_000_000 }],
    [{ paymentPassword: '' }, { error: 'paymentPasswordRequired' }],
    [{ paymentPassword: '12345' }, { error: 'paymentPasswordFormat' }],
    [{ paymentPassword: '12345a' }, { error: 'paymentPasswordFormat' }],
  ])('%j', (over, expected) => {
    expect(checkWithdrawal({ ...base, ...over })).toEqual(expected);
  });
});

describe('maskAccountNumber', () => {
  it.each([
    ['09171234567', '•••• 4567'],
    ['1234', '1234'],
    ['0917 123 4567', '•••• 4567'],
  ])('%s', (input, out) => expect(maskAccountNumber(input)).toBe(out));
});

describe('report ranges', () => {
  const now = Date.UTC(2026, 10, 22, 12, 0, 0);
  it.each([
    ['today', { startDate: '2026-11-22', endDate: '2026-11-22' }],
    ['yesterday', { startDate: '2026-11-21', endDate: '2026-11-21' }],
    ['last7', { startDate: '2026-11-16', endDate: '2026-11-22' }],
    ['last30', { startDate: '2026-10-24', endDate: '2026-11-22' }],
  ] as const)('%s', (preset, range) => {
    expect(presetRange(preset, now)).toEqual(range);
    expect(presetOf(range, now)).toBe(preset);
  });

  it('names other ranges custom', () => {
    expect(presetOf({ startDate: '2026-11-01', endDate: '2026-11-03' }, now)).toBe('custom');
  });

  it.each([
    [null, null, { startDate: '2026-11-22', endDate: '2026-11-22' }],
    ['2026-11-20', '2026-11-10', { startDate: '2026-11-10', endDate: '2026-11-20' }],
    ['bad', '2026-11-10', { startDate: '2026-11-10', endDate: '2026-11-22' }],
    ['2026-13-45', '2026-11-10', { startDate: '2026-11-10', endDate: '2026-11-22' }],
    ['2025-01-01', '2026-11-22', { startDate: '2026-08-25', endDate: '2026-11-22' }],
  ])('normalises %s … %s', (start, end, expected) => {
    const r = normaliseRange(start, end, now);
    expect(r).toEqual(expected);
    expect((Date.parse(r.endDate) - Date.parse(r.startDate)) / 86_400_000 + 1).toBeLessThanOrEqual(MAX_RANGE_DAYS);
  });
});
