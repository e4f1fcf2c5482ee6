// @vitest-environment node
import { AGENT_MENU_IDS } from '@/config/schema';
import { AGENT_MENU_REGISTRY, agentFooter, agentMenu, contractPrompts, greetingKey, type DividendInfo } from '@/engine/agent-menu';
import type { MenuItem } from '@/engine/member-menu';
import type { Viewer } from '@/engine/member-types';
import { ctxFor, flagsOff, GUEST_VIEWER, merchant, session, viewerOfType } from './fixtures';

const ids = (items: readonly MenuItem[]) => items.map((i) => i.id);
const agent = viewerOfType(1);

describe('agent menu', () => {
  it.each([
    ['teamOverview', '/m/agent/team/overview'],
    ['transactionRecord', '/m/transaction/record?types=A'],
    ['teamManagement', '/m/member/team'],
    ['redEnvelopeRain', '/m/redRain'],
    ['teamProfitAndLoss', '/m/agent/team/pnl'],
    ['teamBetting', '/m/teamBetting'],
    ['gameRebateSetting', '/m/member/agent/agentRebeat'],
    ['agentRebate', '/m/member/teamRebate'],
    ['securityCenter', '/m/securityCenter'],
    ['newsCenter', '/m/webEmail'],
    ['dailyWage', '/m/member/agent/dailySalary'],
  ] as const)('%s → %s', (id, to) => {
    const item = agentMenu(ctxFor(agent)).find((i) => i.id === id);
    expect(item?.to).toBe(to);
    expect(item?.onTap).toEqual({ kind: 'navigate', to });
    expect(AGENT_MENU_REGISTRY[id].titleKey).toBe(`agentMenu.${id}`);
  });

  it('online service opens customer service without navigating', () => {
    const item = agentMenu(ctxFor(agent)).find((i) => i.id === 'onlineService');
    expect(item?.to).toBeNull();
    expect(item?.onTap).toEqual({ kind: 'openService', url: '/m/service' });
  });

  it('keeps config order and always shows online service', () => {
    const c = merchant({ agent: { menu: ['newsCenter', 'teamOverview'] } });
    expect(ids(agentMenu(ctxFor(agent, c)))).toEqual(['newsCenter', 'teamOverview', 'onlineService']);
    expect(ids(agentMenu(ctxFor(agent)))).toEqual([...AGENT_MENU_IDS]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['salary display off', { agent: { display: { salary: false } } }, 'dailyWage'],
    ['SECPRIV off', flagsOff('SECPRIV'), 'securityCenter'],
    ['MAILCEN off', flagsOff('MAILCEN'), 'newsCenter'],
    ['TRANSREC3 off', flagsOff('TRANSREC3'), 'transactionRecord'],
  ])('%s hides %s', (_label, patch, hidden) => {
    const shown = ids(agentMenu(ctxFor(agent, merchant(patch))));
    expect(shown).not.toContain(hidden);
    expect(shown).toHaveLength(AGENT_MENU_IDS.length - 1);
  });

  it.each<[number | undefined, string | null]>([
    [0, null],
    [undefined, null],
    [1, '1'],
    [150, '99+'],
  ])('news center badge for %s unread → %s', (inbox, badge) => {
    expect(agentMenu(ctxFor(agent), { inbox }).find((i) => i.id === 'newsCenter')?.badge).toBe(badge);
  });

  it('does not navigate without a session record', () => {
    expect(agentMenu(ctxFor(GUEST_VIEWER)).every((i) => i.onTap.kind === 'none')).toBe(true);
  });
});

describe('agent footer', () => {
  it('entries, targets and the announcements badge', () => {
    const items = agentFooter(ctxFor(agent), { agentNotices: 4 });
    expect(items.map((i) => [i.id, i.to, i.badge])).toEqual([
      ['home', '/m/home', null],
      ['openAccount', '/m/agentRegister', null],
      ['dividend', '/m/member/agent/agentDivident', null],
      ['announcements', '/m/member/notice?types=A', '4'],
    ]);
  });

  it('dividend only with its display flag', () => {
    const c = merchant({ agent: { display: { dividend: false } } });
    expect(ids(agentFooter(ctxFor(agent, c)))).toEqual(['home', 'openAccount', 'announcements']);
  });

  it('no badge at 0', () => {
    expect(agentFooter(ctxFor(agent), { agentNotices: 0 }).find((i) => i.id === 'announcements')?.badge).toBeNull();
  });
});

describe('greetingKey', () => {
  it.each([
    [0, 'greeting.morning'],
    [10, 'greeting.morning'],
    [11, 'greeting.earlyAfternoon'],
    [14, 'greeting.earlyAfternoon'],
    [15, 'greeting.lateAfternoon'],
    [18, 'greeting.lateAfternoon'],
    [19, 'greeting.evening'],
    [23, 'greeting.evening'],
    [24, 'greeting.evening'],
  ])('hour %i → %s', (hour, key) => {
    expect(greetingKey(hour)).toBe(key);
  });
});

describe('contract prompts', () => {
  const ALL: DividendInfo = { dailysalreqtype: 'A', divtypecompperiodreq: 'B', contracthoursalreq: 'C' };

  it('lists pending requests in order: daily salary, dividend, hourly', () => {
    expect(contractPrompts(ctxFor(agent), ALL).map((p) => [p.id, p.to, p.messageKey])).toEqual([
      ['dailySalary', '/m/member/agent/getSalaryContract', 'contract.dailySalary'],
      ['dividend', '/m/member/agent/getDevidendContract', 'contract.dividend'],
      ['hourly', '/m/member/agent/getHourContract', 'contract.hourly'],
    ]);
  });

  it.each<[DividendInfo, string[]]>([
    [{ dailysalreqtype: '', divtypecompperiodreq: null, contracthoursalreq: 'x' }, ['hourly']],
    [{ divtypecompperiodreq: '1' }, ['dividend']],
    [{ dailysalreqtype: '0', contracthoursalreq: '1' }, ['dailySalary', 'hourly']],
    [{}, []],
  ])('only non-empty fields: %j', (info, expected) => {
    expect(contractPrompts(ctxFor(agent), info).map((p) => p.id)).toEqual(expected);
  });

  it.each<[string, Viewer, Record<string, unknown>, number]>([
    ['agent type 1', agent, {}, 3],
    ['member type 0', viewerOfType(0), {}, 3],
    ['trial type 4', viewerOfType(4), {}, 0],
    ['type 40', viewerOfType(40), {}, 0],
    ['type 41', viewerOfType(41), {}, 0],
    ['type 42', viewerOfType(42), {}, 0],
    ['type 43', viewerOfType(43), {}, 3],
    ['guest', GUEST_VIEWER, {}, 0],
    ['no member info', { session: session(1), member: null }, {}, 0],
    ['AGENTPOLICY3 off', agent, flagsOff('AGENTPOLICY3'), 0],
  ])('%s → %i prompts', (_label, viewer, patch, count) => {
    expect(contractPrompts(ctxFor(viewer, merchant(patch)), ALL)).toHaveLength(count);
  });

  it('each prompt offers Go and Cancel', () => {
    expect(contractPrompts(ctxFor(agent), { dailysalreqtype: '1' })[0]).toMatchObject({ confirmKey: 'action.go', cancelKey: 'action.cancel' });
    expect(contractPrompts(ctxFor(agent), null)).toEqual([]);
  });
});
