// npm run platform: the demo platform over real HTTP, for merchants in live mode such as `manila`
// (the server itself is scripts/platform-http.ts). Environment:
//   PLATFORM_PORT          port (8787)
//   PLATFORM_HOST          interface to listen on (127.0.0.1; 0.0.0.0 exposes it to the network)
//   SIM_STATUS             normal | maintenance | restricted (normal)
//   PLATFORM_SIM_CONTROL   on | off (on): whether the demo controls (/sim/*) answer at all; they
//                          answer only this machine (a loopback client), never through a proxy
//   PLATFORM_SEED          a whole number: game outcomes reproducible from it, for tests only
//                          (without it they come from node:crypto and cannot be predicted)
//   PLATFORM_SESSION_IDLE_MIN  minutes a session may stay idle (30); it also ends 24 h after login
//   PLATFORM_ORIGINS       extra page origins allowed by CORS, comma-separated (localhost and the
//                          merchant files' hosts always are)
// Routes: GET /sim/health; POST /sim/status {"set":"normal|maintenance|restricted|reset"};
// POST /sim/clock {"advanceMs":N} (moves the platform's clock forward); /api/*.
import { createPlatformServer, platformOptionsFromEnv, type PlatformServer } from './platform-http.ts';

const fail = (error: unknown): never => {
  console.error(`npm run platform: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
};

function start(): PlatformServer {
  try {
    return createPlatformServer(platformOptionsFromEnv());
  } catch (error) {
    return fail(error);
  }
}

const platform = start();
platform
  .listen()
  .then(() => {
    const control = platform.simControl ? 'on' : 'off';
    const outcomes = platform.sim.outcomeSeed === undefined ? 'random outcomes' : `outcomes seeded by PLATFORM_SEED=${platform.sim.outcomeSeed}`;
    console.log(`Palaro demo platform listening on ${platform.url()} (status ${platform.sim.status}, sim control ${control}, ${outcomes})`);
  })
  .catch(fail);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void platform.close().finally(() => process.exit(0));
  });
}
