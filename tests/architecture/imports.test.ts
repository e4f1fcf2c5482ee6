// @vitest-environment node
// The layering rules of the code base are lint rules (eslint.config.js): features never import
// another feature, nor the app; the engine is pure (config
// and itself only, no React, no network, no state); the layers below the features never reach up
// into features or the app; the shared UI holds no engine rules; the demo platform is reached only
// by the boot file's dynamic import (so a live merchant's bundle holds none of it); another folder
// of src is imported by the @/ alias; no import cycle. Here ESLint's own API lints snippets as if
// they were files of src, so each rule is proven to fire, not assumed. File names (kebab-case) are
// checked here, as no lint rule of this set sees them.
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
      "import { router } from '@/app/router';\nexport const x = router;\n",
      'A feature never imports the app',
    ],
    [
      'the state imports a feature',
      'src/state/x.ts',
      "import { useTeamRange } from '@/features/agent/team-range';\nexport const x = useTeamRange;\n",
      'never import a feature or the app',
    ],
    [
      'the api imports the app',
      'src/api/x.ts',
      "import { appRoutes } from '@/app/router';\nexport const x = appRoutes;\n",
      'never import a feature or the app',
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
      'a feature imports its own modules and the layers below',
      'src/features/wallet/x.ts',
      "import { formatWhen } from '@/features/wallet/wallet-bits';\nimport { ROUTES } from '@/engine/routes';\nimport { useViewer } from '@/shell/use-viewer';\nexport const x = [formatWhen, ROUTES, useViewer];\n",
    ],
    [
      'the app imports features',
      'src/app/x.ts',
      "import { useTeamRange } from '@/features/agent/team-range';\nexport const x = [useTeamRange, () => import('@/features/wallet/deposit-screen')];\n",
    ],
    ['the boot file imports the demo platform lazily', 'src/main.tsx', "export const x = () => import('@/platform-sim/kernel');\n"],
  ])('%s: allowed', async (_name, file, code) => {
    expect(await lint(file, code)).toEqual([]);
  });

  it('an import cycle is reported', async () => {
    // routes.ts as it is on disk, plus an import of a module that imports routes.ts.
    const file = 'src/engine/routes.ts';
    const code = `${fs.readFileSync(file, 'utf8')}\nimport { SAMPLE_COUNTS } from '@/engine/snapshot';\nexport const cycle = SAMPLE_COUNTS;\n`;
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
