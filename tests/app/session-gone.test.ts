// @vitest-environment jsdom
// Session-gone handling: clear the session and the cache, then login (with the way back) or the
// device-conflict page for LOGGED_IN_ELSEWHERE; several failing calls act once.
import { describe, expect, it, vi } from 'vitest';
import { PlatformError } from '@/api/errors';
import { createSessionGoneHandler, sessionGoneTarget } from '@/app/session-gone';
import { sessionStore, startSession } from '@/state/session';

describe('session gone', () => {
  it('targets login with the current path, or the device-conflict page', () => {
    expect(sessionGoneTarget({ code: 'NOT_LOGGED_IN' }, '/m/withdraw?x=1')).toBe(`/m/login?redirect=${encodeURIComponent('/m/withdraw?x=1')}`);
    expect(sessionGoneTarget({ code: 'LOGGED_IN_ELSEWHERE' }, '/m/withdraw')).toBe('/m/deviceConflict');
    expect(sessionGoneTarget({ code: 'NOT_LOGGED_IN' }, '/m/login?redirect=%2Fm%2Fhome')).toBe('/m/login');
  });

  it('clears the session and the query cache once, then navigates with replace', () => {
    startSession({ token: 't', merchantCode: 'demo', userName: 'u', type: 0, firstTimeLogin: false });
    const clear = vi.fn();
    const clearPersisted = vi.fn();
    const navigate = vi.fn();
    const handler = createSessionGoneHandler({ queryClient: { clear }, clearPersisted, navigate, currentPath: () => '/m/member/home' });
    const err = new PlatformError('session', { code: 'LOGGED_IN_ELSEWHERE' });
    handler(err);
    handler(err);
    expect(sessionStore.info).toBeNull();
    expect(sessionStorage.getItem('MC_SESSION_INFO')).toBeNull();
    expect(clear).toHaveBeenCalledTimes(1);
    expect(clearPersisted).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/m/deviceConflict', { replace: true });
  });
});
