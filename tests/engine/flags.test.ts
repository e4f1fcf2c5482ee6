// @vitest-environment node
import { FLAG_CODES } from '@/config/schema';
import { effectiveFlags, flagStates, isFlagCode } from '@/engine/flags';
import { merchant } from './fixtures';

describe('effectiveFlags', () => {
  const cebu = merchant({}, 'cebu'); // REWCEN3 and PTSYS3 off in the file

  it('takes the file value when the platform reports nothing', () => {
    const flags = effectiveFlags(cebu);
    expect(Object.keys(flags).sort()).toEqual([...FLAG_CODES].sort());
    expect(flags.REWCEN3).toBe(false);
    expect(flags.PTSYS3).toBe(false);
    expect(flags.CBS3).toBe(true);
  });

  it.each([
    ['platform turns a file-off flag on', { REWCEN3: true }, 'REWCEN3', true],
    ['platform turns a file-on flag off', { CBS3: false }, 'CBS3', false],
    ['platform silent on the flag', { CBS3: false }, 'PTSYS3', false],
    ['platform silent on an on flag', { REWCEN3: true }, 'MAILCEN', true],
  ] as const)('%s', (_label, platform, code, expected) => {
    expect(effectiveFlags(cebu, platform)[code]).toBe(expected);
  });

  it('ignores non-boolean platform values', () => {
    const bogus = { CBS3: 'no' } as unknown as Partial<Record<'CBS3', boolean>>;
    expect(effectiveFlags(cebu, bogus).CBS3).toBe(true);
  });

  it('isFlagCode', () => {
    expect(isFlagCode('CBS3')).toBe(true);
    expect(isFlagCode('NOPE3')).toBe(false);
    expect(isFlagCode(3)).toBe(false);
  });
});

describe('flagStates (the /m/about page)', () => {
  const cebu = merchant({}, 'cebu');

  it('lists every flag in the spec order with its value and where it came from', () => {
    const states = flagStates(cebu, { REWCEN3: true, CBS3: false });
    expect(states.map((s) => s.code)).toEqual([...FLAG_CODES]);
    expect(states.find((s) => s.code === 'REWCEN3')).toEqual({ code: 'REWCEN3', value: true, source: 'platform', fileValue: false });
    expect(states.find((s) => s.code === 'CBS3')).toEqual({ code: 'CBS3', value: false, source: 'platform', fileValue: true });
    expect(states.find((s) => s.code === 'PTSYS3')).toEqual({ code: 'PTSYS3', value: false, source: 'file', fileValue: false });
    expect(flagStates(cebu).every((s) => s.source === 'file' && s.value === s.fileValue)).toBe(true);
  });
});
