// @vitest-environment node
import { createTestPlatform } from '@/platform-sim/node-sim';
import { loginEndpoint } from '@/api/endpoints/login';
import { teamKpiEndpoint } from '@/api/endpoints/team-kpi';
import { contractInfoEndpoint } from '@/api/endpoints/contract-info';
import { headIconsEndpoint, setHeadIconEndpoint } from '@/api/endpoints/head-icon';
import { simCaller } from './sim-call';

let platform = createTestPlatform();
beforeEach(() => {
  platform = createTestPlatform();
});
const call = simCaller(() => platform.handlers);

async function tokenOf(username: string): Promise<string> {
  const r = await call(loginEndpoint, { type: 'username', username, password: 'Demo1234', deviceId: 'd', remember: false, botCheck: true });
  return (r.value as { token: string }).token;
}

describe('agent area', () => {
  it('gives demoagent team counters and refuses members', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const agent = await call(teamKpiEndpoint, { startDate: today, endDate: today }, { token: await tokenOf('demoagent') });
    expect(agent.success).toBe(true);
    const footer = (agent.value as { footer: Record<string, number> }).footer;
    expect(footer.teamBetMemberCount).toBe(4);
    expect(footer.teamLoginMemberCount).toBeGreaterThanOrEqual(4);
    const longAgo = await call(teamKpiEndpoint, { startDate: '2001-01-01', endDate: '2001-01-02' }, { token: await tokenOf('demoagent') });
    expect((longAgo.value as { footer: Record<string, number> }).footer.teamBetMemberCount).toBe(0);
    const member = await call(teamKpiEndpoint, { startDate: today, endDate: today }, { token: await tokenOf('demoplayer') });
    expect(member).toMatchObject({ success: false, code: 'NON_AGENT' });
  });

  it.each([
    ['demoagent', { dailysalreqtype: '1', divtypecompperiodreq: null, contracthoursalreq: null }],
    ['demoplayer', { dailysalreqtype: null, divtypecompperiodreq: null, contracthoursalreq: null }],
  ])('reports the pending contract requests of %s', async (user, expected) => {
    expect((await call(contractInfoEndpoint, undefined, { token: await tokenOf(user) })).value).toEqual(expected);
  });

  it('keeps a chosen head icon and refuses an unknown one', async () => {
    const token = await tokenOf('demoplayer');
    const icons = (await call(headIconsEndpoint, undefined, { token })).value as { choices: string[] };
    const pick = icons.choices[3] ?? '';
    expect((await call(setHeadIconEndpoint, { icon: pick }, { token })).success).toBe(true);
    expect(((await call(headIconsEndpoint, undefined, { token })).value as { current: string }).current).toBe(pick);
    expect(await call(setHeadIconEndpoint, { icon: 'https://evil.example/x.png' }, { token })).toMatchObject({ code: 'BAD_REQUEST' });
  });
});
