// The accounts slice of the demo platform: members and agents with their ledgers (integer
// centavos), sessions, captchas and SMS and mail codes, seeded from the merchant code.

import { defineSlice, type Simulator } from '@/platform-sim/kernel';
import { prng } from '@/platform-sim/seed-utils';
import { memberHistory } from '@/platform-sim/seed/member-history';
import type { BreakKind, LimitPeriod, LimitState } from '@/platform-sim/areas/responsible-rules';
import { DAY_MS as DAY } from '@/engine/time';

export const DEMO_SMS_CODE = '123456';
export const SMS_CODE_TTL_MS = 60_000;
/** Wrong entries an SMS or mail code allows; the next wrong one spends it. */
export const CODE_TRIES = 5;
/** A captcha answers once, within this time. */
export const CAPTCHA_TTL_MS = 5 * 60_000;
/** Captchas kept at once (the oldest go first): asking for captchas cannot fill the memory. */
export const CAPTCHAS_KEPT = 1_000;
/** Wrong passwords (or payment passwords) in a row that lock them. */
export const LOCK_AFTER_FAILURES = 5;
/** How long a lock lasts. */
export const LOCK_MS = 15 * 60_000;
export const DEMO_INVITATION_CODE = 'AGENT01';

export type LedgerKind = 'deposit' | 'withdrawal' | 'bet' | 'win' | 'bonus' | 'rebate' | 'transfer' | 'recall' | 'opening';

/** What an entry is about: the game of a bet or win, the channel of a deposit, the game wallet of a transfer. */
export interface LedgerMeta {
  game?: string;
  vendor?: string;
  gameType?: string;
  channel?: string;
  wallet?: string;
  account?: string;
}

export interface LedgerEntry {
  id: string;
  at: number;
  kind: LedgerKind;
  amountCents: number;
  balanceAfterCents: number;
  ref: string;
  meta?: LedgerMeta;
}

export interface PayoutAccount {
  id: string;
  channel: string;
  accountName: string;
  accountNumber: string;
}

/** The member's responsible-gaming settings and breaks (areas/responsible.ts). */
export interface SimResponsible {
  limits: Partial<Record<LimitPeriod, LimitState>>;
  /** Loss and wager limits (the game rounds check them); absent in state saved before they existed. */
  lossLimits?: Partial<Record<LimitPeriod, LimitState>>;
  wagerLimits?: Partial<Record<LimitPeriod, LimitState>>;
  realityCheckMinutes: number | null;
  breakKind: BreakKind | null;
  breakPeriod: string | null;
  breakUntil: number | null;
}

export interface SimAccount {
  userName: string;
  password: string;
  paymentPassword: string | null;
  type: number;
  nickname: string;
  mobile: string | null;
  email: string | null;
  regDate: string;
  vipLabel: string | null;
  toUpline: boolean;
  upline: string | null;
  invitationCode: string | null;
  /** A password the member must replace before anything else (first login or expired). */
  pendingPassword: boolean;
  ledger: LedgerEntry[];
  payoutAccounts: PayoutAccount[];
  responsible?: SimResponsible;
  /** Social sign-in: the person's subject per provider (areas/accounts/social.ts). */
  social?: Partial<Record<'google' | 'facebook', string>>;
  /** Identity verification (areas/security.ts): the details and the images' names, types and sizes. */
  kyc?: SimKyc;
}

export interface SimKyc {
  status: 'pending' | 'verified' | 'rejected';
  submittedAt: number;
  verifiedAt: number | null;
  details: Record<string, string>;
  files: { field: string; name: string; type: string; size: number }[];
}

export interface SimSession {
  merchantCode: string;
  userName: string;
  type: number;
  token: string;
}

export interface SessionRecord {
  userName: string;
  deviceId: string;
  createdAt: number;
  /** The session's last call (updated at most once a minute); createdAt when absent. */
  lastSeenAt?: number;
  /** Set when a login of the same account on another device took this session over. */
  superseded: boolean;
  /** When the session expired (idle or too old); it answers SESSION_EXPIRED from then on. */
  expiredAt?: number;
}

/** Wrong tries in a row of a password, and the lock they led to. */
export interface FailureRecord {
  count: number;
  lastAt: number;
  lockedUntil: number | null;
}

/** A one-time code sent by SMS or mail: valid until `expiresAt`, spent after CODE_TRIES wrong entries or one right one. */
export interface SentCode {
  code: string;
  expiresAt: number;
  /** Wrong entries so far (absent: none). */
  tries?: number;
}

export interface AccountsState {
  accounts: Record<string, SimAccount>;
  sessions: Record<string, SessionRecord>;
  /** Usernames and device ids that must solve a captcha before their next login. */
  captchaRequired: string[];
  /** Open captchas by id: a random answer, single use, until it expires. */
  captchas: Record<string, { answer: string; expiresAt: number }>;
  smsCodes: Record<string, SentCode>;
  mailCodes: Record<string, SentCode>;
  /** Wrong login passwords by user name (also for names no account has, so a lock tells nothing). */
  loginFailures: Record<string, FailureRecord>;
  /** Wrong payment passwords by user name. */
  paymentFailures: Record<string, FailureRecord>;
  seq: number;
}

/** The seed's "today": 1 October 2026, 08:00 UTC. */
export const SEED_TIME = Date.UTC(2026, 9, 1, 8, 0, 0);

function openingLedger(cents: number, at: number): LedgerEntry[] {
  return cents === 0 ? [] : [{ id: 'L0', at, kind: 'opening', amountCents: cents, balanceAfterCents: cents, ref: 'opening balance' }];
}

export function newAccount(init: Partial<SimAccount> & Pick<SimAccount, 'userName' | 'password' | 'type'>, at: number, openingCents = 0): SimAccount {
  return {
    paymentPassword: null,
    nickname: init.userName,
    mobile: null,
    email: null,
    regDate: new Date(at).toISOString().slice(0, 10),
    vipLabel: null,
    toUpline: false,
    upline: null,
    invitationCode: null,
    pendingPassword: false,
    payoutAccounts: [],
    ...init,
    ledger: init.ledger ?? openingLedger(openingCents, at),
  };
}

const DOWNLINE_NAMES = ['juan', 'maria', 'jose', 'ana', 'pedro', 'liza', 'mark', 'joy', 'paolo', 'kim', 'rico', 'bea'];

export const accountsSlice = defineSlice<AccountsState>({
  name: 'accounts',
  version: 4,
  seed: () => {
    const rand = prng(7);
    const accounts: Record<string, SimAccount> = {};
    accounts.demoplayer = newAccount(
      {
        userName: 'demoplayer',
        password: 'Demo1234',
        type: 0,
        paymentPassword: '654321',
        nickname: 'Demo Player',
        mobile: '9171234567',
        email: 'demoplayer@example.com',
        vipLabel: 'VIP 1',
        toUpline: true,
        upline: 'demoagent',
        payoutAccounts: [{ id: 'P1', channel: 'gcash', accountName: 'Demo Player', accountNumber: '09171234567' }],
        ledger: memberHistory(SEED_TIME, 1_000_000),
      },
      SEED_TIME - 120 * DAY,
    );
    accounts.demoagent = newAccount(
      {
        userName: 'demoagent',
        password: 'Demo1234',
        type: 1,
        paymentPassword: '654321',
        nickname: 'Demo Agent',
        mobile: '9179876543',
        vipLabel: 'VIP 3',
        invitationCode: DEMO_INVITATION_CODE,
      },
      SEED_TIME - 400 * DAY,
      5_000_000,
    );
    DOWNLINE_NAMES.forEach((name, i) => {
      const userName = `${name}${String(100 + i)}`;
      const at = SEED_TIME - (30 + Math.floor(rand() * 60)) * DAY;
      const deposit = (1 + Math.floor(rand() * 20)) * 50_000;
      const bet = Math.floor(rand() * deposit);
      // The first four bet "today" (the agent area shifts the seed's day onto the current one).
      const betAt = i < 4 ? SEED_TIME : SEED_TIME - (1 + Math.floor(rand() * 20)) * DAY;
      accounts[userName] = newAccount(
        {
          userName,
          password: 'Demo1234',
          type: 0,
          upline: 'demoagent',
          ledger: [
            { id: 'L1', at, kind: 'deposit', amountCents: deposit, balanceAfterCents: deposit, ref: `D${i}` },
            { id: 'L2', at: betAt, kind: 'bet', amountCents: -bet, balanceAfterCents: deposit - bet, ref: `B${i}` },
          ],
        },
        at,
      );
    });
    return { accounts, sessions: {}, captchaRequired: [], captchas: {}, smsCodes: {}, mailCodes: {}, loginFailures: {}, paymentFailures: {}, seq: 1 };
  },
});

export function accountOf(sim: Simulator, merchantCode: string, userName: string): SimAccount | undefined {
  return sim.slice(merchantCode, accountsSlice).accounts[userName];
}
