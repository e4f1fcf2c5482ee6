// npm run platform: the demo platform over real HTTP, for merchants in live mode such as `manila`
// (the server itself is scripts/platform-http.ts). Environment:
//   PLATFORM_PORT          port (8787)
//   PLATFORM_HOST          interface to listen on (127.0.0.1; 0.0.0.0 exposes it to the network)
//   SIM_STATUS             normal | maintenance | restricted (normal)
//   PLATFORM_SIM_CONTROL   on | off (on): whether POST /sim/status may switch the status or reset
//   PLATFORM_ORIGINS       extra page origins allowed by CORS, comma-separated (localhost and the
//                          merchant files' hosts always are)
// Routes: GET /sim/health; POST /sim/status {"set":"normal|maintenance|restricted|reset"}; /api/*.
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
    console.log(`Palaro demo platform listening on ${platform.url()} (status ${platform.sim.status}, sim control ${control})`);
  })
  .catch(fail);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void platform.close().finally(() => process.exit(0));
  });
}
