// @vitest-environment node
import { isAgent, isContractAlertExcluded, isTrial, memberType, passesFreeCheck, viewerKind, type Viewer } from '@/engine/member-types';
import { GUEST_VIEWER, session, viewerOfType } from './fixtures';

describe('member type rules', () => {
  it.each([
    // type, agent, trial, free check, contract-alert excluded
    [0, false, false, true, false],
    [1, true, false, true, false],
    [2, true, false, true, false],
    [3, true, false, false, false],
    [4, false, true, false, true],
    [40, false, false, false, true],
    [41, true, false, false, true],
    [42, true, false, false, true],
    [43, true, false, false, false],
  ])('type %i: agent %s, trial %s, free check %s, contract-excluded %s', (type, agent, trial, free, excluded) => {
    expect(isAgent(type)).toBe(agent);
    expect(isTrial(type)).toBe(trial);
    expect(passesFreeCheck(type)).toBe(free);
    expect(isContractAlertExcluded(type)).toBe(excluded);
  });
});

describe('viewerKind', () => {
  it.each<[string, Viewer, string]>([
    ['no session', GUEST_VIEWER, 'guest'],
    ['member info but no session (logged out)', { session: null, member: { type: 1 } }, 'guest'],
    ['type 0', viewerOfType(0), 'member'],
    ['type 40', viewerOfType(40), 'member'],
    ['type 4', viewerOfType(4), 'trial'],
    ['type 1', viewerOfType(1), 'agent'],
    ['type 2', viewerOfType(2), 'agent'],
    ['session type 1, member info not loaded', { session: session(1), member: null }, 'agent'],
    ['member info wins over a stale session type', { session: session(0), member: { type: 1 } }, 'agent'],
  ])('%s → %s', (_label, viewer, kind) => {
    expect(viewerKind(viewer)).toBe(kind);
  });

  it('memberType is null without a session', () => {
    expect(memberType(GUEST_VIEWER)).toBeNull();
    expect(memberType({ session: session(4), member: null })).toBe(4);
  });
});
