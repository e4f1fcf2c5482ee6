// Open account: an agent opens a member or agent account in its downline.
import { http, type HttpHandler } from 'msw';
import { apiPath, fail, ok, type Simulator } from '@/platform-sim/kernel';
import { accountsSlice } from '@/platform-sim/areas/accounts/state';
import { agentRegisterEndpoint } from '@/api/endpoints/agent-register';
import { requireAgent } from '@/platform-sim/areas/agent/state';

const USERNAME = /^[a-z][a-z0-9]{4,15}$/;
const PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,16}$/;

export function openAccountHandlers(sim: Simulator): HttpHandler[] {
  return [
    http.post(apiPath(agentRegisterEndpoint.path), async ({ request }) => {
      const session = requireAgent(sim, request);
      if (session instanceof Response) return session;
      const body = (await request.json().catch(() => null)) as { username?: unknown; password?: unknown; accountType?: unknown } | null;
      const username = typeof body?.username === 'string' ? body.username.trim() : '';
      const password = typeof body?.password === 'string' ? body.password : '';
      const accountType = body?.accountType === 'agent' ? 'agent' : body?.accountType === 'member' ? 'member' : null;
      if (!USERNAME.test(username) || !PASSWORD.test(password) || !accountType) return fail('BAD_REQUEST', 'Invalid account details');
      if (sim.slice(session.merchantCode, accountsSlice).accounts[username]) return fail('USERNAME_EXISTS', 'Sorry, the username already exists');
      const type = accountType === 'agent' ? 1 : 0;
      const at = sim.now();
      sim.mutate(session.merchantCode, accountsSlice, (s) => {
        s.accounts[username] = {
          userName: username,
          password,
          paymentPassword: null,
          type,
          nickname: username,
          mobile: null,
          email: null,
          regDate: new Date(at).toISOString().slice(0, 10),
          vipLabel: null,
          toUpline: false,
          upline: session.userName,
          invitationCode: null,
          pendingPassword: false,
          ledger: [],
          payoutAccounts: [],
        };
      });
      return ok({ userName: username, type });
    }),
  ];
}
