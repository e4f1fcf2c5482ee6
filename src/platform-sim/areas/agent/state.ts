// The agent slice of the demo platform (contract requests and answers, head icons, rebate rates,
// the red envelope rain schedule) and what every agent handler shares: the downline, who is
// online, the agent check and the date range of a request.

import { defineSlice, fail, type Simulator } from '@/platform-sim/kernel';
import { dayRange } from '@/platform-sim/calendar';
import { accountsSlice, SEED_TIME, type SimAccount, type SimSession } from '@/platform-sim/areas/accounts/state';
import { isLive, requireSession } from '@/platform-sim/areas/accounts/sessions';
import type { ContractKind } from '@/api/endpoints/contract-terms';
import type { RebateGameType } from '@/engine/agent-reports';

export type PendingFields = { dailysalreqtype: string | null; divtypecompperiodreq: string | null; contracthoursalreq: string | null };
export type ContractStatus = 'accepted' | 'declined';

interface AgentState {
  /** Pending contract requests per agent user name. */
  contracts: Record<string, PendingFields>;
  /** Answers given to contract requests, per user name and kind. */
  answers: Record<string, Partial<Record<ContractKind, { status: ContractStatus; at: number }>>>;
  headIcons: Record<string, string>;
  /** Rebate rates in basis points per user name and game type, set by each one's upline. */
  rebateRates: Record<string, Partial<Record<RebateGameType, number>>>;
  redRain: RedRainConfig;
}

interface RedRainConfig {
  /** Session start times, minutes after midnight in the time zone below. */
  startMinutes: number[];
  /** Pool of each session, by start, in centavos. */
  poolCents: number[];
  timeZone: string;
  /** The zone's offset from UTC in minutes (Manila has no daylight saving). */
  utcOffsetMinutes: number;
  durationMinutes: number;
  minDepositCents: number;
  grabsPerSession: number;
  minPacketCents: number;
  maxPacketCents: number;
}

/** A top agent's own rates (no upline sets them): the platform's. */
export const PLATFORM_RATES: Readonly<Record<RebateGameType, number>> = { SPORTS: 100, LIVE: 80, RNG: 150, FISH: 120, PVP: 60, LOTT: 50, ELOTT: 50 };

export const agentSlice = defineSlice<AgentState>({
  name: 'agent',
  version: 3,
  seed: () => ({
    contracts: { demoagent: { dailysalreqtype: '1', divtypecompperiodreq: null, contracthoursalreq: null } },
    // The dividend contract was accepted on the seed's "today" (shifted onto the current day), so
    // the current half-month is the first period it pays.
    answers: { demoagent: { dividend: { status: 'accepted', at: SEED_TIME } } },
    headIcons: {},
    rebateRates: {
      demoagent: { ...PLATFORM_RATES },
      juan100: { SPORTS: 50, LIVE: 40, RNG: 100, FISH: 60, PVP: 30, LOTT: 20, ELOTT: 20 },
      maria101: { RNG: 120, LIVE: 60 },
      demoplayer: { SPORTS: 40, RNG: 80 },
    },
    redRain: {
      startMinutes: [12 * 60, 18 * 60, 21 * 60],
      poolCents: [888_800, 1_888_800, 2_888_800],
      timeZone: 'Asia/Manila',
      utcOffsetMinutes: 8 * 60,
      durationMinutes: 10,
      minDepositCents: 50_000,
      grabsPerSession: 3,
      minPacketCents: 100,
      maxPacketCents: 88_800,
    },
  }),
});

const NON_AGENT_TYPES = [0, 4, 40];

/** [start, end) in ms for YYYY-MM-DD dates (UTC days, end inclusive), or null when malformed. */
export const rangeOf = dayRange;

/** The direct downline of an agent. */
export function teamOf(sim: Simulator, merchantCode: string, agent: string): SimAccount[] {
  return Object.values(sim.slice(merchantCode, accountsSlice).accounts)
    .filter((a) => a.upline === agent)
    .sort((a, b) => a.userName.localeCompare(b.userName));
}

export function onlineUsers(sim: Simulator, merchantCode: string): Set<string> {
  return new Set(
    Object.values(sim.slice(merchantCode, accountsSlice).sessions)
      .filter((s) => isLive(sim, s))
      .map((s) => s.userName),
  );
}

/** The caller's session when it is an agent, else the refusal. */
export function requireAgent(sim: Simulator, request: Request): SimSession | Response {
  const session = requireSession(sim, request);
  if (session instanceof Response) return session;
  if (NON_AGENT_TYPES.includes(session.type)) return fail('NON_AGENT', 'Non-agents cannot log in');
  return session;
}

export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** startDate / endDate of a request (a valid range), or the refusal. */
export function rangeParams(request: Request): { startDate: string; endDate: string } | Response {
  const q = new URL(request.url).searchParams;
  const startDate = q.get('startDate');
  const endDate = q.get('endDate');
  if (!startDate || !endDate || !rangeOf(startDate, endDate)) return fail('BAD_REQUEST', 'startDate and endDate are YYYY-MM-DD');
  return { startDate, endDate };
}
