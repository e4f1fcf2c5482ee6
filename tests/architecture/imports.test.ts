// @vitest-environment node
// The layering of src is a set of lint rules (eslint.config.js, README "Layout"): app → features →
// widgets → shell → base (ui, state, api, engine, config, i18n). A feature never imports another
// feature nor src/app; src/widgets never imports a feature or the app; src/shell never imports a
// widget, a feature or the app; the base layers never import any of those; the shared UI holds no
// engine rules; the engine is pure (config and itself only, no React, no network, no state); the
// demo platform is reached only by the boot file's dynamic import (so a live merchant's bundle
// holds none of it); the demo games (src/demo) are reached by the players' app only through the
// screen registry's lazy import of their entry point, import neither the app nor a feature, and
// their rules import only one another; another folder of src is imported by the @/ alias; no
// import cycle, through lazy() imports or not. Here ESLint's own API lints snippets as if they were files of src, so each
// rule is proven to fire, not assumed. File names (kebab-case) are checked here, as no lint rule of
// this set sees them.
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

const ROOT = path.resolve('.');

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return filesUnder(p);
    return /\.(ts|tsx)$/.test(e.name) ? [p] : [];
  });
}

// The snippets are not on disk, so the type-aware rules (which need the file in the TypeScript
// project) are left out; every boundary rule works without types.
const eslint = new ESLint({ cwd: ROOT, overrideConfig: tseslint.configs.disableTypeChecked });

/** The rule ids and messages ESLint reports for `code` as the file `file`. */
async function lint(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'fatal'}: ${m.message}`);
}

describe('layering (lint)', () => {
  it.each([
    [
      'a feature imports another feature',
      'src/features/wallet/x.ts',
      "import { ContractPrompts } from '@/features/agent/contract-prompts';\nexport const x = ContractPrompts;\n",
      'A feature never imports another feature',
    ],
    [
      'a feature imports another feature lazily',
      'src/features/wallet/x.ts',
      "export const x = () => import('@/features/agent/contract-prompts');\n",
      'A feature never imports another feature',
    ],
    [
      'a feature imports the app',
      'src/features/wallet/x.ts',
      "import { appRoutes } from '@/app/router';\nexport const x = appRoutes;\n",
      'A feature never imports src/app',
    ],
    ['a feature imports the app lazily', 'src/features/home/x.ts', "export const x = () => import('@/app/footer');\n", 'A feature never imports src/app'],
    [
      'a widget imports a feature',
      'src/widgets/x.ts',
      "import { GameGrid } from '@/features/lobby/game-grid';\nexport const x = GameGrid;\n",
      'src/widgets never imports a feature or the app',
    ],
    [
      'a widget imports the app',
      'src/widgets/x.ts',
      "import { appRoutes } from '@/app/router';\nexport const x = appRoutes;\n",
      'src/widgets never imports a feature or the app',
    ],
    [
      'the shell imports a feature',
      'src/shell/x.ts',
      "import { useTeamRange } from '@/features/agent/team-range';\nexport const x = useTeamRange;\n",
      'src/shell never imports src/widgets, a feature or the app',
    ],
    [
      'the shell imports the app',
      'src/shell/x.ts',
      "import { appRoutes } from '@/app/router';\nexport const x = appRoutes;\n",
      'src/shell never imports src/widgets, a feature or the app',
    ],
    [
      'the shell imports a widget',
      'src/shell/x.ts',
      "export const x = () => import('@/widgets/download-popup');\n",
      'src/shell never imports src/widgets, a feature or the app',
    ],
    [
      'the state imports a feature',
      'src/state/x.ts',
      "import { useTeamRange } from '@/features/agent/team-range';\nexport const x = useTeamRange;\n",
      'never import src/shell, src/widgets, a feature or the app',
    ],
    [
      'the api imports the app',
      'src/api/x.ts',
      "import { appRoutes } from '@/app/router';\nexport const x = appRoutes;\n",
      'never import src/shell, src/widgets, a feature or the app',
    ],
    [
      'the shared UI imports the shell',
      'src/ui/x.ts',
      "import { useMerchant } from '@/shell/config-context';\nexport const x = useMerchant;\n",
      'never import src/shell, src/widgets, a feature or the app',
    ],
    [
      'the api imports a widget',
      'src/api/x.ts',
      "import { detectDevice } from '@/widgets/download-rules';\nexport const x = detectDevice;\n",
      'never import src/shell, src/widgets, a feature or the app',
    ],
    [
      'the shared UI imports the engine',
      'src/ui/x.ts',
      "import { ROUTES } from '@/engine/routes';\nexport const x = ROUTES;\n",
      'The shared UI holds no engine rules',
    ],
    [
      'the engine imports React',
      'src/engine/x.ts',
      "import { useState } from 'react';\nexport const x = useState;\n",
      'The engine imports only the config and itself',
    ],
    [
      'the engine imports the state',
      'src/engine/x.ts',
      "import { sessionStore } from '@/state/session';\nexport const x = sessionStore;\n",
      'The engine imports only the config and itself',
    ],
    [
      'a feature imports the demo platform',
      'src/features/wallet/x.ts',
      "export const x = () => import('@/platform-sim/kernel');\n",
      'Only src/main.tsx reaches the demo platform',
    ],
    [
      'the boot file imports the demo platform statically',
      'src/main.tsx',
      "import * as sim from '@/platform-sim/kernel';\nexport const x = sim;\n",
      'by a dynamic import only',
    ],
    [
      "the players' app imports the operators' console",
      'src/app/x.ts',
      "export const x = () => import('@/console/web/app');\n",
      "never imports the operators' console",
    ],
    [
      "the players' boot file imports the console's server",
      'src/main.tsx',
      "import { buildConsole } from '@/console/server/app';\nexport const x = buildConsole;\n",
      "never imports the operators' console",
    ],
    [
      'a feature imports the demo games, even their entry point lazily',
      'src/features/lobby/x.ts',
      "export const x = () => import('@/demo/demo-game-screen');\n",
      'Only the screen registry (src/app/screens-lobby.ts) reaches the demo games',
    ],
    [
      'the api layer imports a demo game call',
      'src/api/x.ts',
      "import { demoRoundEndpoint } from '@/demo/endpoints/demo-round';\nexport const x = demoRoundEndpoint;\n",
      'never imports the demo games (src/demo) statically',
    ],
    [
      'the app imports the demo games past their entry point',
      'src/app/x.ts',
      "export const x = () => import('@/demo/screens/slot-game');\n",
      'only through their entry point',
    ],
    [
      "the app imports the demo games' entry point statically",
      'src/app/x.ts',
      "import DemoGameScreen from '@/demo/demo-game-screen';\nexport const x = DemoGameScreen;\n",
      'never imports the demo games (src/demo) statically',
    ],
    [
      'the boot file imports the demo games statically',
      'src/main.tsx',
      "import { createRng } from '@/demo/rules/rng';\nexport const x = createRng;\n",
      'never imports the demo games (src/demo) statically',
    ],
    [
      'the demo games import a feature',
      'src/demo/x.ts',
      "import { GameTile } from '@/features/lobby/game-tile';\nexport const x = GameTile;\n",
      'The demo games never import src/app or a feature',
    ],
    [
      'the demo games import the demo platform',
      'src/demo/x.ts',
      "import { allGames } from '@/platform-sim/seed/games';\nexport const x = allGames;\n",
      'Only src/main.tsx reaches the demo platform',
    ],
    [
      'the demo platform imports a script',
      'src/platform-sim/node-sim.ts',
      "import { HEADERS_CONF } from '../../scripts/deploy-headers.ts';\nexport const x = HEADERS_CONF;\n",
      'by the @/ alias',
    ],
    [
      'a relative import climbs to another folder of src',
      'src/api/x.ts',
      "import { ROUTES } from '../engine/routes';\nexport const x = ROUTES;\n",
      'by the @/ alias',
    ],
  ])('%s: reported', async (_name, file, code, expected) => {
    expect((await lint(file, code)).join('\n')).toContain(expected);
  });

  it.each([
    [
      'a feature imports its own modules, the widgets, the shell and the base layers',
      'src/features/wallet/x.ts',
      "import { StatusBadge } from '@/features/wallet/status-badge';\nimport { ROUTES } from '@/engine/routes';\nimport { useViewer } from '@/shell/use-viewer';\nexport const x = [StatusBadge, ROUTES, useViewer, () => import('@/widgets/download-popup')];\n",
    ],
    [
      'a widget imports the widgets, the shell and the base layers',
      'src/widgets/x.ts',
      "import { detectDevice } from '@/widgets/download-rules';\nimport { useMerchant } from '@/shell/config-context';\nimport { Skeleton } from '@/ui/skeleton';\nexport const x = [detectDevice, useMerchant, Skeleton];\n",
    ],
    [
      'the shell imports the base layers',
      'src/shell/x.ts',
      "import { sessionStore } from '@/state/session';\nimport { classifyUrl } from '@/config/url-gate';\nimport { changeLanguage } from '@/i18n/setup';\nimport { toast } from '@/ui/toast';\nexport const x = [sessionStore, classifyUrl, changeLanguage, toast];\n",
    ],
    [
      'the app imports features, widgets and the shell',
      'src/app/x.ts',
      "import { useTeamRange } from '@/features/agent/team-range';\nimport { useViewer } from '@/shell/use-viewer';\nexport const x = [useTeamRange, useViewer, () => import('@/features/wallet/deposit-screen'), () => import('@/widgets/game-menu')];\n",
    ],
    ['the boot file imports the demo platform lazily', 'src/main.tsx', "export const x = () => import('@/platform-sim/kernel');\n"],
    ["the screen registry imports the demo games' entry point lazily", 'src/app/x.ts', "export const x = () => import('@/demo/demo-game-screen');\n"],
    [
      'the demo games import the shell and the base layers',
      'src/demo/x.ts',
      "import { useMerchant } from '@/shell/config-context';\nimport { Skeleton } from '@/ui/skeleton';\nimport { callPlatform } from '@/api/client';\nexport const x = [useMerchant, Skeleton, callPlatform];\n",
    ],
    [
      "the demo platform imports the demo games' rules and calls",
      'src/platform-sim/x.ts',
      "import { createRng } from '@/demo/rules/rng';\nimport { demoRoundEndpoint } from '@/demo/endpoints/demo-round';\nexport const x = [createRng, demoRoundEndpoint];\n",
    ],
    [
      "the platform contract declares the demo games' calls",
      'src/api/contract.ts',
      "import { demoRoundEndpoint } from '@/demo/endpoints/demo-round';\nexport const x = demoRoundEndpoint;\n",
    ],
    [
      "the console's server reuses the config layer and the scripts' generators",
      'src/console/server/x.ts',
      "import { validateMerchant } from '@/config/validate';\nimport { HEADERS_CONF } from '../../../scripts/deploy-headers.ts';\nexport const x = [validateMerchant, HEADERS_CONF];\n",
    ],
  ])('%s: allowed', async (_name, file, code) => {
    expect(await lint(file, code)).toEqual([]);
  });

  it('an import cycle is reported', async () => {
    // routes.ts as it is on disk, plus an import of a module that imports routes.ts.
    const file = 'src/engine/routes.ts';
    const code = `${fs.readFileSync(file, 'utf8')}\nimport { SAMPLE_COUNTS } from '@/engine/snapshot';\nexport const cycle = SAMPLE_COUNTS;\n`;
    expect((await lint(file, code)).join('\n')).toContain('import-x/no-cycle');
  });

  it('an import cycle through a lazy() import is reported', async () => {
    // download-options.tsx as it is on disk, plus a dynamic import of the popup, which imports it.
    const file = 'src/widgets/download-options.tsx';
    const code = `${fs.readFileSync(file, 'utf8')}\nexport const popup = () => import('@/widgets/download-popup');\n`;
    expect((await lint(file, code)).join('\n')).toContain('import-x/no-cycle');
  });
});

describe('file names', () => {
  it('are kebab-case under src and tests', () => {
    const names = [...filesUnder(path.resolve('src')), ...filesUnder(path.resolve('tests'))].map((f) => path.basename(f));
    const bad = names.filter((n) => !/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*\.(ts|tsx)$/.test(n));
    expect(bad).toEqual([]);
  });
});
