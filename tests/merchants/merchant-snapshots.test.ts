// @vitest-environment node
// Per-merchant snapshots of every engine output: one snapshot per merchant file × viewer kind.
// Adding merchants/<code>.json adds its snapshots with no code change (run `vitest -u` once and
// review them).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateMerchant } from '@/config/validate';
import { engineOutputs, SAMPLE_VENDOR_DATA } from '@/engine/snapshot';

const MERCHANTS = fileURLToPath(new URL('../../merchants', import.meta.url));
const NOT_MERCHANTS = new Set(['_defaults.json', 'index.json']);
const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(MERCHANTS, file), 'utf8')) as unknown;

const defaultsFile = path.join(MERCHANTS, '_defaults.json');
const defaults = fs.existsSync(defaultsFile) ? readJson('_defaults.json') : {};
const files = fs
  .readdirSync(MERCHANTS)
  .filter((f) => f.endsWith('.json') && !NOT_MERCHANTS.has(f))
  .sort();

const VIEWERS = ['guest', 'member', 'trial', 'agent'] as const;

it('finds the shipped merchant files', () => {
  expect(files).toEqual(expect.arrayContaining(['cebu.json', 'demo.json', 'manila.json']));
});

describe.each(files)('%s', (file) => {
  const result = validateMerchant(readJson(file), defaults);

  it('is a valid merchant file', () => {
    expect(result.ok ? [] : result.problems).toEqual([]);
  });

  it.each(VIEWERS)('engine outputs for %s', (viewer) => {
    if (!result.ok) throw new Error(`${file} is invalid`);
    expect(engineOutputs(result.config, viewer, SAMPLE_VENDOR_DATA)).toMatchSnapshot();
  });
});
