// Contract requests of the demo platform with their terms (daily salary, dividend, hourly):
// what is pending, the terms offered, and the answer (accept / decline).
import { http, type HttpHandler } from 'msw';
import { apiPath, fail, ok, type Simulator } from '@/platform-sim/kernel';
import { onCalendar } from '@/platform-sim/calendar';
import { accountsSlice } from '@/platform-sim/areas/accounts/state';
import { requireSession } from '@/platform-sim/areas/accounts/sessions';
import { contractInfoEndpoint } from '@/api/endpoints/contract-info';
import { contractTermsEndpoint, CONTRACT_KINDS, type ContractKind, type ContractTerms } from '@/api/endpoints/contract-terms';
import { answerContractEndpoint } from '@/api/endpoints/answer-contract';
import { centsOf } from '@/engine/agent-reports';
import { agentSlice, isoDay, type ContractStatus, type PendingFields } from '@/platform-sim/areas/agent/state';

const FIELD_OF: Readonly<Record<ContractKind, keyof PendingFields>> = {
  dailySalary: 'dailysalreqtype',
  dividend: 'divtypecompperiodreq',
  hourly: 'contracthoursalreq',
};
const NO_PENDING: PendingFields = { dailysalreqtype: null, divtypecompperiodreq: null, contracthoursalreq: null };

/** The terms each contract offers (the demo's upline offer). */
const CONTRACT_TERMS: Readonly<Record<ContractKind, Omit<ContractTerms, 'kind' | 'status' | 'offeredBy'>>> = {
  dailySalary: {
    measure: 'teamBet',
    period: 'daily',
    tiers: [
      { threshold: '5000.00', activeMembers: 2, reward: '100.00', rewardKind: 'amount' },
      { threshold: '10000.00', activeMembers: 3, reward: '250.00', rewardKind: 'amount' },
      { threshold: '50000.00', activeMembers: 5, reward: '1500.00', rewardKind: 'amount' },
      { threshold: '200000.00', activeMembers: 10, reward: '8000.00', rewardKind: 'amount' },
    ],
  },
  dividend: {
    measure: 'teamLoss',
    period: 'semiMonthly',
    tiers: [
      { threshold: '5000.00', activeMembers: 2, reward: '10', rewardKind: 'percent' },
      { threshold: '20000.00', activeMembers: 4, reward: '20', rewardKind: 'percent' },
      { threshold: '100000.00', activeMembers: 8, reward: '30', rewardKind: 'percent' },
    ],
  },
  hourly: {
    measure: 'hourlyTeamBet',
    period: 'hourly',
    tiers: [
      { threshold: '5000.00', activeMembers: 2, reward: '20.00', rewardKind: 'amount' },
      { threshold: '20000.00', activeMembers: 5, reward: '100.00', rewardKind: 'amount' },
    ],
  },
};

export const tiersOf = (kind: ContractKind) =>
  CONTRACT_TERMS[kind].tiers.map((t) => ({ thresholdCents: centsOf(t.threshold) ?? 0, activeMembers: t.activeMembers, reward: t.reward }));

export function termsFor(sim: Simulator, merchantCode: string, userName: string, kind: ContractKind): ContractTerms {
  const state = sim.slice(merchantCode, agentSlice);
  const pending = state.contracts[userName]?.[FIELD_OF[kind]];
  const answered = state.answers[userName]?.[kind];
  const upline = sim.slice(merchantCode, accountsSlice).accounts[userName]?.upline;
  return { kind, status: pending ? 'pending' : (answered?.status ?? 'none'), offeredBy: upline ?? 'platform', ...CONTRACT_TERMS[kind] };
}

/** The day (on the current calendar) a contract was accepted, or null. */
export function acceptedDay(sim: Simulator, merchantCode: string, userName: string, kind: ContractKind): string | null {
  const a = sim.slice(merchantCode, agentSlice).answers[userName]?.[kind];
  return a?.status === 'accepted' ? isoDay(onCalendar(sim)(a.at)) : null;
}

export function contractHandlers(sim: Simulator): HttpHandler[] {
  return [
    http.get(apiPath(contractInfoEndpoint.path), ({ request }) => {
      const session = requireSession(sim, request);
      if (session instanceof Response) return session;
      const pending = sim.slice(session.merchantCode, agentSlice).contracts[session.userName];
      return ok(pending ?? NO_PENDING);
    }),
    http.get(apiPath(contractTermsEndpoint.path), ({ request }) => {
      const session = requireSession(sim, request);
      if (session instanceof Response) return session;
      const kind = new URL(request.url).searchParams.get('kind');
      const known = CONTRACT_KINDS.find((k) => k === kind);
      if (!known) return fail('BAD_REQUEST', 'Unknown contract');
      const value: ContractTerms = termsFor(sim, session.merchantCode, session.userName, known);
      return ok(value);
    }),
    http.post(apiPath(answerContractEndpoint.path), async ({ request }) => {
      const session = requireSession(sim, request);
      if (session instanceof Response) return session;
      const body = (await request.json().catch(() => null)) as { kind?: unknown; accept?: unknown } | null;
      const kind = CONTRACT_KINDS.find((k) => k === body?.kind);
      if (!kind || typeof body?.accept !== 'boolean') return fail('BAD_REQUEST', 'kind and accept are required');
      const accept = body.accept;
      const field = FIELD_OF[kind];
      const state = sim.slice(session.merchantCode, agentSlice);
      if (!state.contracts[session.userName]?.[field]) return fail('DUPLICATE_REQUEST', 'This contract is not pending');
      const status: ContractStatus = accept ? 'accepted' : 'declined';
      sim.mutate(session.merchantCode, agentSlice, (s) => {
        const pending = s.contracts[session.userName];
        if (pending) pending[field] = null;
        s.answers[session.userName] = { ...s.answers[session.userName], [kind]: { status, at: sim.now() } };
      });
      return ok({ status });
    }),
  ];
}
