// The agent's downline on the demo platform: the member list and a member's detail.
import { http, type HttpHandler } from 'msw';
import { apiPath, fail, ok, type Simulator } from '@/platform-sim/kernel';
import { onCalendar } from '@/platform-sim/calendar';
import type { SimAccount } from '@/platform-sim/areas/accounts/state';
import { balanceCentsOf, formatCents } from '@/platform-sim/areas/accounts/ledger';
import { teamMembersEndpoint, type TeamMember } from '@/api/endpoints/team-members';
import { teamMemberDetailEndpoint, type TeamMemberDetail } from '@/api/endpoints/team-member-detail';
import { onlineUsers, requireAgent, teamOf } from '@/platform-sim/areas/agent/state';
import { figuresOf } from '@/platform-sim/areas/agent/reports';

function memberOut(a: SimAccount, online: Set<string>, when: (at: number) => number): TeamMember {
  const last = a.ledger.at(-1);
  return {
    userName: a.userName,
    nickname: a.nickname,
    type: a.type,
    // On the current calendar, like the reports (the seed's history is shifted onto today).
    regDate: new Date(when(Date.parse(`${a.regDate}T00:00:00Z`))).toISOString().slice(0, 10),
    balance: formatCents(balanceCentsOf(a)),
    online: online.has(a.userName),
    lastActivity: last ? new Date(when(last.at)).toISOString() : null,
  };
}

export function teamHandlers(sim: Simulator): HttpHandler[] {
  return [
    http.get(apiPath(teamMembersEndpoint.path), ({ request }) => {
      const session = requireAgent(sim, request);
      if (session instanceof Response) return session;
      const search = (new URL(request.url).searchParams.get('search') ?? '').trim().toLowerCase();
      const online = onlineUsers(sim, session.merchantCode);
      const list = teamOf(sim, session.merchantCode, session.userName)
        .filter((a) => !search || a.userName.toLowerCase().includes(search) || a.nickname.toLowerCase().includes(search))
        .map((a) => memberOut(a, online, onCalendar(sim)));
      return ok({ list, total: list.length });
    }),
    http.get(apiPath(teamMemberDetailEndpoint.path), ({ request }) => {
      const session = requireAgent(sim, request);
      if (session instanceof Response) return session;
      const userName = new URL(request.url).searchParams.get('userName') ?? '';
      const account = teamOf(sim, session.merchantCode, session.userName).find((a) => a.userName === userName);
      if (!account) return fail('USER_NOT_FOUND', 'Sorry, the user does not exist or is disabled');
      const f = figuresOf(account, () => true);
      const when = onCalendar(sim);
      const value: TeamMemberDetail = {
        member: memberOut(account, onlineUsers(sim, session.merchantCode), when),
        depositTotal: formatCents(f.depositCents),
        withdrawalTotal: formatCents(f.withdrawalCents),
        betTotal: formatCents(f.betCents),
        winTotal: formatCents(f.winCents),
        bonusTotal: formatCents(f.bonusCents),
        profit: formatCents(f.profitCents),
        recent: account.ledger
          .slice(-10)
          .reverse()
          .map((e) => ({ at: new Date(when(e.at)).toISOString(), kind: e.kind, amount: formatCents(e.amountCents) })),
      };
      return ok(value);
    }),
  ];
}
