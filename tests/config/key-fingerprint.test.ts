// @vitest-environment node
// A live merchant encrypts its members' logins to its own platform's key. The attack: `manila`
// named no key and inherited the demo key, whose private half ships in the demo bundle, and
// validation accepted it.
import fs from 'node:fs';
import { validateMerchant } from '@/config/validate';
import { DEMO_KEY_FINGERPRINT, keyFingerprint } from '@/config/key-fingerprint';
import { DEMO_PUBLIC_KEY_SPKI } from '@/platform-sim/demo-key';

const defaults = JSON.parse(fs.readFileSync('merchants/_defaults.json', 'utf8')) as Record<string, unknown>;
const manila = JSON.parse(fs.readFileSync('merchants/manila.json', 'utf8')) as { api: Record<string, unknown> };
const demo = JSON.parse(fs.readFileSync('merchants/demo.json', 'utf8')) as Record<string, unknown>;
const OWN_KEY = manila.api.publicKey as string;

describe('the demo key is known by its fingerprint only', () => {
  it('matches the demo platform key, ignores white space, and tells other keys apart', () => {
    expect(keyFingerprint(DEMO_PUBLIC_KEY_SPKI)).toBe(DEMO_KEY_FINGERPRINT);
    expect(keyFingerprint(`${DEMO_PUBLIC_KEY_SPKI.slice(0, 64)}\n ${DEMO_PUBLIC_KEY_SPKI.slice(64)}`)).toBe(DEMO_KEY_FINGERPRINT);
    expect(keyFingerprint(OWN_KEY)).not.toBe(DEMO_KEY_FINGERPRINT);
    expect(keyFingerprint(DEMO_PUBLIC_KEY_SPKI.replace(/A/, 'B'))).not.toBe(DEMO_KEY_FINGERPRINT);
  });

  it('the shipped defaults carry no key, and no merchant file the demo key', () => {
    expect(JSON.stringify(defaults)).not.toContain(DEMO_PUBLIC_KEY_SPKI.slice(40, 80));
    for (const f of fs.readdirSync('merchants')) expect(fs.readFileSync(`merchants/${f}`, 'utf8')).not.toContain(DEMO_PUBLIC_KEY_SPKI.slice(40, 80));
  });
});

describe('a live merchant needs its own public key', () => {
  const live = (api: Record<string, unknown>) => ({ ...manila, api: { ...manila.api, ...api } });
  const withoutKey = { ...manila, api: { mode: 'live', baseUrl: manila.api.baseUrl } };

  it.each<[string, unknown, boolean]>([
    ['manila with its own key', manila, true],
    ['a live merchant with no key', withoutKey, false],
    ['a live merchant with the demo key', live({ publicKey: DEMO_PUBLIC_KEY_SPKI }), false],
    ['a live merchant with the demo key, wrapped over lines', live({ publicKey: DEMO_PUBLIC_KEY_SPKI.replace(/(.{64})/g, '$1\n') }), false],
    ['a demo merchant with no key (the demo platform opens its payloads)', demo, true],
  ])('%s → valid %s', (_, file, valid) => {
    const result = validateMerchant(file, defaults);
    expect(result.ok).toBe(valid);
    if (!result.ok) expect(result.problems).toContainEqual(expect.objectContaining({ path: 'api.publicKey' }));
  });
});
