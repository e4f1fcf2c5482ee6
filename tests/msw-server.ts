// The shared msw/node server over the demo platform, for route-level tests. Each test file:
//   beforeAll(() => server.listen({ onUnhandledRequest: 'error' })); afterEach(() => server.resetHandlers());
//   afterAll(() => server.close());   and server.use(...) to inject a fault.
import { setupServer } from 'msw/node';
import { createTestPlatform } from '@/platform-sim/node-sim';

export const platform = createTestPlatform();
export const sim = platform.sim;
export const server = setupServer(...platform.handlers);
