// @vitest-environment jsdom
// What the device keeps of a member is kept under the member's name, in the tab's storage, and
// dropped at login and logout (the app's onMemberChange listener), so one member's answers never
// reach another and a closed tab leaves none behind.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { configurePlatformClient } from '@/api/client';
import { defineEndpoint } from '@/api/envelope';
import { clearPersistedMemberQueries, dropDeviceMemberQueries, endpointQuery, isMemberQueryKey } from '@/api/query';
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
  sessionStorage.clear();
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
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

/** A kept answer, where the client keeps it: a member's in the tab's storage, a public one in the device's. */
const seed = (key: string, data: unknown) => (key.includes(':m:') ? sessionStorage : localStorage).setItem(key, JSON.stringify({ at: Date.now(), data }));

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
    localStorage.setItem('palaro:cache:demo:m:demoplayer:testMemberInfo:old', '{}'); // kept by an older release
    clearPersistedMemberQueries();
    expect(Object.keys(sessionStorage)).toEqual(['palaro:cache:cebu:m:demoplayer:testMemberInfo:null']);
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it("keeps a member's answers in the tab's storage only: a closed tab leaves nothing of the member", async () => {
    member = 'demoplayer';
    vi.stubGlobal('fetch', async () => Response.json({ success: true, code: 'SUCCESS', message: '', value: { type: 0 } }));
    await endpointQuery(memberEndpoint, { renew: false }, { persist: true }).queryFn({ signal: new AbortController().signal });
    expect(Object.keys(sessionStorage).filter((k) => k.includes(':m:demoplayer:'))).toHaveLength(1);
    expect(Object.keys(localStorage).filter((k) => k.includes(':m:'))).toEqual([]);
    localStorage.setItem('palaro:cache:demo:m:demoplayer:testMemberInfo:old', '{}');
    dropDeviceMemberQueries();
    expect(Object.keys(localStorage)).toEqual([]);
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
