// @vitest-environment node
import { ABILITY_IDS, DENIAL_OUTCOMES, abilityUsesMemberInfo, can, canAll, isAbility, tapFor, type Ability, type DenyReason } from '@/engine/access';
import type { Viewer } from '@/engine/member-types';
import { ctxFor, flagsOff, GUEST_VIEWER, merchant, session, viewerOfType } from './fixtures';

const allOn = merchant();
const v = {
  guest: GUEST_VIEWER,
  member: viewerOfType(0, { toUpline: true }),
  trial: viewerOfType(4, { toUpline: true }),
  agent: viewerOfType(1, { toUpline: true }),
  type2: viewerOfType(2, { toUpline: true }),
  type40: viewerOfType(40, { toUpline: true }),
  type41: viewerOfType(41, { toUpline: true }),
} satisfies Record<string, Viewer>;

const answer = (ability: Ability, viewer: Viewer, config = allOn): 'ok' | DenyReason => {
  const d = can(ability, ctxFor(viewer, config));
  return d.allowed ? 'ok' : d.reason;
};

describe('can(): abilities × viewers (every flag on)', () => {
  it.each<[Ability, Record<keyof typeof v, 'ok' | DenyReason>]>([
    ['enterMemberArea', { guest: 'needsLogin', member: 'ok', trial: 'ok', agent: 'ok', type2: 'ok', type40: 'ok', type41: 'ok' }],
    ['enterVoucherCenter', { guest: 'needsLogin', member: 'ok', trial: 'freeReject', agent: 'ok', type2: 'ok', type40: 'freeReject', type41: 'freeReject' }],
    ['useInbox', { guest: 'needsLogin', member: 'ok', trial: 'freeReject', agent: 'ok', type2: 'ok', type40: 'ok', type41: 'ok' }],
    ['useChat', { guest: 'needsLogin', member: 'ok', trial: 'freeReject', agent: 'ok', type2: 'ok', type40: 'ok', type41: 'ok' }],
    ['useRealAccountFeature', { guest: 'needsLogin', member: 'ok', trial: 'realAccountOnly', agent: 'ok', type2: 'ok', type40: 'ok', type41: 'ok' }],
    ['enterAgentHome', { guest: 'needsLogin', member: 'notAgent', trial: 'notAgent', agent: 'ok', type2: 'ok', type40: 'notAgent', type41: 'ok' }],
    ['superiorTransfer', { guest: 'needsLogin', member: 'ok', trial: 'ok', agent: 'ok', type2: 'disabled', type40: 'ok', type41: 'ok' }],
    ['seeContractPrompts', { guest: 'needsLogin', member: 'ok', trial: 'disabled', agent: 'ok', type2: 'ok', type40: 'disabled', type41: 'disabled' }],
    ['flag:REWCEN3', { guest: 'ok', member: 'ok', trial: 'ok', agent: 'ok', type2: 'ok', type40: 'ok', type41: 'ok' }],
    ['promo:mission', { guest: 'ok', member: 'ok', trial: 'ok', agent: 'ok', type2: 'ok', type40: 'ok', type41: 'ok' }],
  ])('%s', (ability, expected) => {
    const got = Object.fromEntries(Object.entries(v).map(([k, viewer]) => [k, answer(ability, viewer)]));
    expect(got).toEqual(expected);
  });
});

describe('can(): switches', () => {
  it.each<[string, Ability, Record<string, unknown>, Viewer, 'ok' | DenyReason]>([
    ['chat needs CBS3 (member)', 'useChat', flagsOff('CBS3'), v.member, 'disabled'],
    ['chat needs CBS3, checked before the session', 'useChat', flagsOff('CBS3'), v.guest, 'disabled'],
    ['transfer needs AGETRANSFERUP3', 'superiorTransfer', flagsOff('AGETRANSFERUP3'), v.member, 'disabled'],
    ['transfer: flag checked before the session', 'superiorTransfer', flagsOff('AGETRANSFERUP3'), v.guest, 'disabled'],
    ['contract prompts need AGENTPOLICY3', 'seeContractPrompts', flagsOff('AGENTPOLICY3'), v.agent, 'disabled'],
    ['flag gate off', 'flag:REWCEN3', flagsOff('REWCEN3'), v.member, 'disabled'],
    ['flag gate off for a visitor', 'flag:PTSYS3', flagsOff('PTSYS3'), v.guest, 'disabled'],
    ['promotion off', 'promo:inviteFriends', { promotions: { inviteFriends: false } }, v.member, 'disabled'],
    ['promotion on', 'promo:inviteFriends', {}, v.member, 'ok'],
    ['module off', 'module:CAPTCHA3', {}, v.member, 'disabled'],
    ['module on', 'module:CAPTCHA3', { modules: ['CAPTCHA3'] }, v.member, 'ok'],
    ['salary display off', 'agentDisplay:salary', { agent: { display: { salary: false } } }, v.agent, 'disabled'],
    ['dividend display on', 'agentDisplay:dividend', {}, v.agent, 'ok'],
  ])('%s', (_label, ability, patch, viewer, expected) => {
    expect(answer(ability, viewer, merchant(patch))).toBe(expected);
  });

  it('uses the platform-reported flag over the file', () => {
    const cebu = merchant({}, 'cebu');
    expect(can('flag:REWCEN3', ctxFor(v.member, cebu)).allowed).toBe(false);
    expect(can('flag:REWCEN3', ctxFor(v.member, cebu, { REWCEN3: true })).allowed).toBe(true);
  });
});

describe('can(): member info', () => {
  it.each<[string, Viewer, 'ok' | DenyReason]>([
    ['toUpline false', viewerOfType(0, { toUpline: false }), 'disabled'],
    ['toUpline missing', viewerOfType(0, {}), 'disabled'],
    ['member info not loaded', { session: session(0), member: null }, 'disabled'],
  ])('superior transfer: %s', (_label, viewer, expected) => {
    expect(answer('superiorTransfer', viewer)).toBe(expected);
  });

  it('contract prompts need member info', () => {
    expect(answer('seeContractPrompts', { session: session(1), member: null })).toBe('disabled');
  });

  it('member info type wins over the session type', () => {
    expect(answer('enterAgentHome', { session: session(0), member: { type: 1 } })).toBe('ok');
    expect(answer('enterVoucherCenter', { session: session(0), member: { type: 4 } })).toBe('freeReject');
  });

  it('marks the abilities that depend on member info', () => {
    expect(ABILITY_IDS.filter(abilityUsesMemberInfo).sort()).toEqual(['seeContractPrompts', 'superiorTransfer']);
  });
});

describe('registry', () => {
  it('knows every flag, promotion, module and display ability', () => {
    for (const a of ['flag:CBS3', 'flag:SECPRIV', 'promo:mission', 'module:SMSLOGIN3', 'agentDisplay:salary', 'useChat']) {
      expect(isAbility(a)).toBe(true);
    }
    expect(isAbility('flag:NOPE3')).toBe(false);
    expect(isAbility('toString')).toBe(false);
  });

  it('canAll returns the first denial in order', () => {
    const ctx = ctxFor(v.trial, merchant(flagsOff('REWCEN3')));
    expect(canAll(['flag:REWCEN3', 'useRealAccountFeature'], ctx)).toEqual({ allowed: false, reason: 'disabled' });
    expect(canAll(['useRealAccountFeature', 'flag:REWCEN3'], ctx)).toEqual({ allowed: false, reason: 'realAccountOnly' });
    expect(canAll([], ctx)).toEqual({ allowed: true });
  });
});

describe('denial outcomes and taps', () => {
  it('maps each reason to the spec reaction', () => {
    expect(DENIAL_OUTCOMES).toEqual({
      needsLogin: { kind: 'redirect', to: '/m/login' },
      freeReject: { kind: 'refuse', messageKey: 'refuse.freeReject' },
      realAccountOnly: { kind: 'refuse', messageKey: 'refuse.realAccountOnly' },
      notAgent: { kind: 'redirect', to: '/m/home' },
      disabled: { kind: 'redirect', to: '/m/home' },
    });
  });

  it.each<[string, Parameters<typeof tapFor>[0], unknown]>([
    ['allowed', { allowed: true }, { kind: 'navigate', to: '/m/x' }],
    ['needsLogin', { allowed: false, reason: 'needsLogin' }, { kind: 'login', replace: false }],
    ['freeReject', { allowed: false, reason: 'freeReject' }, { kind: 'refuse', messageKey: 'refuse.freeReject' }],
    ['realAccountOnly', { allowed: false, reason: 'realAccountOnly' }, { kind: 'refuse', messageKey: 'refuse.realAccountOnly' }],
    ['notAgent', { allowed: false, reason: 'notAgent' }, { kind: 'none' }],
    ['disabled', { allowed: false, reason: 'disabled' }, { kind: 'none' }],
  ])('tapFor %s', (_label, decision, expected) => {
    expect(tapFor(decision, '/m/x')).toEqual(expected);
  });

  it('tapFor can replace the login entry', () => {
    expect(tapFor({ allowed: false, reason: 'needsLogin' }, '/m/x', { replaceLogin: true })).toEqual({ kind: 'login', replace: true });
  });
});
