// The shared msw/node server over the demo platform, for route-level tests. Each test file:
//   beforeAll(() => server.listen({ onUnhandledRequest: 'error' })); afterEach(() => server.resetHandlers());
//   afterAll(() => server.close());   and server.use(...) to inject a fault.
import { setupServer } from 'msw/node';
import { createTestPlatform } from '@/platform-sim/node-sim';

export const platform = createTestPlatform();
export const sim = platform.sim;
export const server = setupServer(...platform.handlers);

import { accountsSlice } from '@/platform-sim/areas/accounts/state';

/** Opens a session for a seeded account straight in the simulator; returns its token. */
export function openSessionFor(userName: string, merchantCode = 'demo', deviceId = 'test-device'): string {
  const token = `test-${userName}-${Math.floor(performance.now() * 1000)}`;
  sim.mutate(merchantCode, accountsSlice, (s) => {
    s.sessions[token] = { userName, deviceId, createdAt: sim.now(), superseded: false };
  });
  return token;
}
