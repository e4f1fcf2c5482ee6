// @vitest-environment node
import {
  betCents,
  depositedCents,
  firstDepositCents,
  friendStatus,
  maskName,
  missionProgress,
  missionState,
  missionUnit,
  periodRange,
  progressPercent,
  qualifies,
  rankTotals,
  referralCodeFor,
  REFERRAL_MIN_DEPOSIT_CENTS,
  type ActivityEntry,
  type FriendStatus,
  type MissionKind,
  type MissionState,
  type RankingPeriod,
  type MissionPeriod,
} from '@/platform-sim/areas/mission-rules';

const at = (iso: string) => Date.parse(iso);
// Wednesday 25 November 2026, 15:30 UTC.
const NOW = at('2026-11-25T15:30:00Z');

describe('periodRange (UTC; weeks start on Monday)', () => {
  it.each<[MissionPeriod | RankingPeriod, string, string, string]>([
    ['daily', '2026-11-25T15:30:00Z', '2026-11-25T00:00:00Z', '2026-11-26T00:00:00Z'],
    ['today', '2026-11-25T00:00:00Z', '2026-11-25T00:00:00Z', '2026-11-26T00:00:00Z'],
    ['weekly', '2026-11-25T15:30:00Z', '2026-11-23T00:00:00Z', '2026-11-30T00:00:00Z'],
    ['week', '2026-11-23T00:00:00Z', '2026-11-23T00:00:00Z', '2026-11-30T00:00:00Z'],
    ['week', '2026-11-29T23:59:59Z', '2026-11-23T00:00:00Z', '2026-11-30T00:00:00Z'],
    ['weekly', '2026-11-30T00:00:00Z', '2026-11-30T00:00:00Z', '2026-12-07T00:00:00Z'],
    ['month', '2026-11-25T15:30:00Z', '2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z'],
    ['month', '2026-12-31T23:00:00Z', '2026-12-01T00:00:00Z', '2027-01-01T00:00:00Z'],
    ['month', '2028-02-10T10:00:00Z', '2028-02-01T00:00:00Z', '2028-03-01T00:00:00Z'],
  ])('%s of %s is [%s, %s)', (period, now, start, end) => {
    expect(periodRange(period, at(now))).toEqual({ start: at(start), end: at(end) });
  });
});

const entries: ActivityEntry[] = [
  { at: at('2026-11-25T09:00:00Z'), kind: 'deposit', amountCents: 30_000 },
  { at: at('2026-11-25T10:00:00Z'), kind: 'bet', amountCents: -12_000, game: 'Super Ace' },
  { at: at('2026-11-25T10:01:00Z'), kind: 'win', amountCents: 50_000, game: 'Super Ace' },
  { at: at('2026-11-25T11:00:00Z'), kind: 'bet', amountCents: -8_000, game: 'Super Ace' },
  { at: at('2026-11-24T20:00:00Z'), kind: 'deposit', amountCents: 25_000 },
  { at: at('2026-11-24T21:00:00Z'), kind: 'bet', amountCents: -5_000, game: 'Crazy Time' },
  { at: at('2026-11-23T08:00:00Z'), kind: 'bet', amountCents: -1_000, game: 'Fortune Gems' },
  { at: at('2026-11-22T08:00:00Z'), kind: 'bet', amountCents: -99_000, game: 'Old Week Game' },
  { at: at('2026-11-25T12:00:00Z'), kind: 'bonus', amountCents: 500 },
  { at: at('2026-11-25T13:00:00Z'), kind: 'withdrawal', amountCents: -20_000 },
];
const day = periodRange('daily', NOW);
const week = periodRange('weekly', NOW);

describe('missionProgress', () => {
  it.each<[MissionKind, 'day' | 'week', number[], number]>([
    ['deposit', 'day', [], 30_000],
    ['deposit', 'week', [], 55_000],
    ['bet', 'day', [], 20_000],
    ['bet', 'week', [], 26_000],
    ['games', 'day', [], 1],
    ['games', 'week', [], 3],
    // Days with a bet or a deposit count as days logged in, and so do recorded logins.
    ['login', 'day', [], 1],
    ['login', 'week', [], 3],
    ['login', 'week', [at('2026-11-25T01:00:00Z'), at('2026-11-30T00:00:00Z'), at('2026-11-22T10:00:00Z')], 3],
    ['login', 'week', [at('2026-11-26T00:00:00Z')], 4],
    ['login', 'day', [at('2026-11-25T23:59:00Z')], 1],
  ])('%s over the %s with logins %j → %d', (kind, period, logins, expected) => {
    expect(missionProgress(kind, entries, logins, period === 'day' ? day : week)).toBe(expected);
  });

  it('ignores wins, bonuses and withdrawals in money totals', () => {
    expect(depositedCents(entries, day)).toBe(30_000);
    expect(betCents(entries, day)).toBe(20_000);
  });

  it('counts recorded login days without wallet activity', () => {
    expect(missionProgress('login', [], [at('2026-11-23T09:00:00Z'), at('2026-11-23T18:00:00Z'), at('2026-11-24T09:00:00Z')], week)).toBe(2);
  });

  it.each<[MissionKind, 'money' | 'count']>([
    ['deposit', 'money'],
    ['bet', 'money'],
    ['games', 'count'],
    ['login', 'count'],
  ])('%s is measured in %s', (kind, unit) => expect(missionUnit(kind)).toBe(unit));
});

describe('missionState and progressPercent', () => {
  it.each<[number, number, boolean, MissionState]>([
    [0, 50_000, false, 'inProgress'],
    [49_999, 50_000, false, 'inProgress'],
    [50_000, 50_000, false, 'complete'],
    [90_000, 50_000, false, 'complete'],
    [90_000, 50_000, true, 'claimed'],
  ])('%d of %d (claimed %s) → %s', (p, target, claimed, state) => expect(missionState(p, target, claimed)).toBe(state));

  it.each<[number, number, number]>([
    [0, 3, 0],
    [1, 3, 33],
    [2, 3, 66],
    [3, 3, 100],
    [7, 3, 100],
    [-5, 10, 0],
    [29_999, 100_000, 29],
    [5, 0, 100],
  ])('%d of %d → %d%%', (p, target, pct) => expect(progressPercent(p, target)).toBe(pct));
});

describe('rankings', () => {
  it.each<[string, string]>([
    ['demoplayer', 'de****er'],
    ['ramon88', 'ra****88'],
    ['abcde', 'ab****de'],
    ['abcd', 'a***d'],
    ['ab', 'a***b'],
    ['a', 'a***'],
    ['', '***'],
  ])('maskName(%j) → %j', (name, masked) => expect(maskName(name)).toBe(masked));

  it('orders by amount, then name; drops zero; ranks from 1', () => {
    const rows = rankTotals([
      { userName: 'carl', cents: 500 },
      { userName: 'ana', cents: 900 },
      { userName: 'zed', cents: 0 },
      { userName: 'bea', cents: 500 },
      { userName: 'dan', cents: 1 },
    ]);
    expect(rows.map((r) => [r.rank, r.userName])).toEqual([
      [1, 'ana'],
      [2, 'bea'],
      [3, 'carl'],
      [4, 'dan'],
    ]);
  });
});

describe('invite friends', () => {
  it.each<[ActivityEntry[], number | null]>([
    [[], null],
    [[{ at: 5, kind: 'bet', amountCents: -100 }], null],
    [
      [
        { at: 9, kind: 'deposit', amountCents: 50_000 },
        { at: 3, kind: 'deposit', amountCents: 5_000 },
      ],
      5_000,
    ],
    [[{ at: 3, kind: 'deposit', amountCents: 10_000 }], 10_000],
  ])('first deposit of %j → %j', (e, first) => expect(firstDepositCents(e)).toBe(first));

  it.each<[number | null, boolean]>([
    [null, false],
    [REFERRAL_MIN_DEPOSIT_CENTS - 1, false],
    [REFERRAL_MIN_DEPOSIT_CENTS, true],
    [REFERRAL_MIN_DEPOSIT_CENTS * 10, true],
  ])('first deposit %j qualifies: %s', (first, ok) => expect(qualifies(first)).toBe(ok));

  it.each<[boolean, boolean, FriendStatus]>([
    [false, false, 'pending'],
    [false, true, 'pending'],
    [true, false, 'claimable'],
    [true, true, 'claimed'],
  ])('qualified %s, claimed %s → %s', (q, c, s) => expect(friendStatus(q, c)).toBe(s));

  it('gives each member a stable code of its own', () => {
    const a = referralCodeFor('demo:demoplayer');
    expect(a).toMatch(/^P[0-9A-Z]{6}$/);
    expect(referralCodeFor('demo:demoplayer')).toBe(a);
    expect(referralCodeFor('demo:juan100')).not.toBe(a);
    expect(referralCodeFor('cebu:demoplayer')).not.toBe(a);
  });
});
