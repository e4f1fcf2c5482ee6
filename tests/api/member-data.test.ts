// @vitest-environment jsdom
// What the device keeps of a member is kept under the member's name and dropped at login and
// logout (the app's onMemberChange listener), so one member's answers never reach another.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { configurePlatformClient } from '@/api/client';
import { defineEndpoint } from '@/api/envelope';
import { clearPersistedMemberQueries, endpointQuery, isMemberQueryKey } from '@/api/query';
import { onMemberChange, resetSession, startSession } from '@/state/session';

const memberEndpoint = defineEndpoint<{ renew: boolean }, { type: number }>({
  name: 'testMemberInfo',
  method: 'GET',
  path: '/v1/test/member',
  auth: 'required',
  answer: z.object({ type: z.number() }),
});
const publicEndpoint = defineEndpoint<void, { list: string[] }>({
  name: 'testPublicList',
  method: 'GET',
  path: '/v1/test/list',
  auth: 'none',
  answer: z.object({ list: z.array(z.string()) }),
});

let member: string | undefined;

beforeEach(() => {
  localStorage.clear();
  member = undefined;
  configurePlatformClient({
    baseUrl: '/api',
    timeoutMs: 1000,
    merchantCode: 'demo',
    publicKey: 'k',
    deviceId: 'd',
    getToken: () => (member ? 't' : undefined),
    getMember: () => member,
    getLanguage: () => 'EN',
  });
});
afterEach(() => localStorage.clear());

const seed = (key: string, data: unknown) => localStorage.setItem(key, JSON.stringify({ at: Date.now(), data }));

describe('persisted answers are kept per member', () => {
  it("does not show a member another member's persisted answer", () => {
    member = 'demoplayer';
    seed('palaro:cache:demo:m:demoplayer:testMemberInfo:{"renew":false}', { type: 0 });
    expect(endpointQuery(memberEndpoint, { renew: false }, { persist: true })).toHaveProperty('initialData', { type: 0 });
    member = 'demoagent';
    expect(endpointQuery(memberEndpoint, { renew: false }, { persist: true })).not.toHaveProperty('initialData');
  });

  it('shares public answers between members and keeps them at login', () => {
    member = 'demoplayer';
    seed('palaro:cache:demo:pub:testPublicList:null', { list: ['a'] });
    member = 'demoagent';
    expect(endpointQuery(publicEndpoint, undefined, { persist: true })).toHaveProperty('initialData', { list: ['a'] });
    clearPersistedMemberQueries();
    expect(localStorage.getItem('palaro:cache:demo:pub:testPublicList:null')).not.toBeNull();
  });

  it("drops every member's answers of this merchant only", () => {
    seed('palaro:cache:demo:m:demoplayer:testMemberInfo:null', { type: 0 });
    seed('palaro:cache:demo:m::testMemberInfo:null', { type: 0 });
    seed('palaro:cache:cebu:m:demoplayer:testMemberInfo:null', { type: 0 });
    clearPersistedMemberQueries();
    expect(Object.keys(localStorage)).toEqual(['palaro:cache:cebu:m:demoplayer:testMemberInfo:null']);
  });

  it('tells member queries from public ones by the endpoint', () => {
    expect(isMemberQueryKey(['platform', 'testMemberInfo', { renew: false }])).toBe(true);
    expect(isMemberQueryKey(['platform', 'testPublicList'])).toBe(false);
    expect(isMemberQueryKey(['platform', 'neverDefined'])).toBe(true);
    expect(isMemberQueryKey(['other', 'testPublicList'])).toBe(false);
  });
});

describe('login and logout tell the app to drop member data first', () => {
  it('calls the listeners at login (before the new session shows) and at logout', () => {
    const seen: (string | null)[] = [];
    const stop = onMemberChange(() => seen.push(sessionStorage.getItem('MC_SESSION_INFO')));
    startSession({ token: 't1', merchantCode: 'demo', userName: 'a', type: 0, firstTimeLogin: false });
    resetSession();
    stop();
    startSession({ token: 't2', merchantCode: 'demo', userName: 'b', type: 1, firstTimeLogin: false });
    expect(seen).toEqual([null, expect.stringContaining('"userName":"a"')]);
    resetSession();
    vi.restoreAllMocks();
  });
});
