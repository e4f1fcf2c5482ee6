// Combining two operators' changes made from the same version of a merchant file, key by key.
import { describe, expect, it } from 'vitest';
import { changedKeys, combineChanges } from '@/console/shared/json-changes';

const base = { code: 'demo', name: 'Demo', whitelabel: { CBS3: true, AGENTPOLICY3: false }, hosts: ['a.example'], theme: { default: 'dark' } };

describe('changed keys', () => {
  it.each([
    ['nothing', base, []],
    ['a flag', { ...base, whitelabel: { ...base.whitelabel, CBS3: false } }, ['whitelabel.CBS3']],
    ['a list, as one key', { ...base, hosts: ['a.example', 'b.example'] }, ['hosts']],
    ['an object added, as its keys', { ...base, login: { sms: true, remember: false } }, ['login.remember', 'login.sms']],
    ['a key removed', { code: 'demo', name: 'Demo', whitelabel: base.whitelabel, hosts: base.hosts }, ['theme.default']],
  ])('%s', (_label, after, keys) => {
    expect(changedKeys(base, after)).toEqual(keys);
  });
});

describe('combining', () => {
  const mine = { ...base, name: 'Mine', whitelabel: { ...base.whitelabel, AGENTPOLICY3: true } };
  it.each([
    {
      label: 'other keys: both kept',
      theirs: { ...base, whitelabel: { ...base.whitelabel, CBS3: false }, hosts: ['c.example'] },
      data: { ...base, name: 'Mine', whitelabel: { CBS3: false, AGENTPOLICY3: true }, hosts: ['c.example'] },
    },
    {
      label: 'the same change on both sides: no clash',
      theirs: { ...base, name: 'Mine' },
      data: { ...mine },
    },
    {
      label: 'a key they removed and I left alone stays removed',
      theirs: { code: 'demo', name: 'Demo', whitelabel: base.whitelabel, hosts: base.hosts },
      data: { code: 'demo', name: 'Mine', whitelabel: mine.whitelabel, hosts: base.hosts },
    },
  ])('$label', ({ theirs, data }) => {
    expect(combineChanges(base, mine, theirs)).toEqual({ ok: true, data, mine: ['name', 'whitelabel.AGENTPOLICY3'] });
  });

  it('a key both changed to different values is a clash, named; nothing is combined', () => {
    const theirs = { ...base, name: 'Theirs', whitelabel: { ...base.whitelabel, AGENTPOLICY3: false, CBS3: false } };
    expect(combineChanges(base, mine, theirs)).toEqual({ ok: false, clashes: ['name'] });
  });

  it('a key I removed is removed from theirs, and an object left empty goes with it', () => {
    const withLogin = { ...base, login: { sms: true } };
    const mineRemoved = { ...base };
    const theirs = { ...withLogin, name: 'Theirs' };
    expect(combineChanges(withLogin, mineRemoved, theirs)).toEqual({ ok: true, data: { ...base, name: 'Theirs' }, mine: ['login.sms'] });
  });

  it('never changes what it is given', () => {
    const theirs = { ...base, whitelabel: { ...base.whitelabel, CBS3: false } };
    const frozen = JSON.stringify([base, mine, theirs]);
    combineChanges(base, mine, theirs);
    expect(JSON.stringify([base, mine, theirs])).toBe(frozen);
  });
});

describe('combining over the defaults', () => {
  const defaults = { whitelabel: { CBS3: true, AGENTPOLICY3: false, MAILCEN: true } };
  const file = { code: 'demo', name: 'Demo' };
  it('a default copied into my file by an edit nearby is not a change of mine: no clash with theirs', () => {
    // The console copies the inherited whitelabel into the file when one flag of it is switched.
    const mine = { ...file, whitelabel: { CBS3: true, AGENTPOLICY3: true, MAILCEN: true } };
    const theirs = { ...file, whitelabel: { CBS3: false, AGENTPOLICY3: false, MAILCEN: true } };
    expect(combineChanges(file, mine, theirs, defaults)).toEqual({
      ok: true,
      data: { ...file, whitelabel: { CBS3: false, AGENTPOLICY3: true, MAILCEN: true } },
      mine: ['whitelabel.AGENTPOLICY3'],
    });
  });

  it('a key I put back to its default is removed from theirs, which then inherits it too', () => {
    const base = { ...file, whitelabel: { MAILCEN: false } };
    const mine = { ...file, whitelabel: {} };
    const theirs = { ...base, name: 'Theirs' };
    expect(combineChanges(base, mine, theirs, defaults)).toEqual({ ok: true, data: { ...file, name: 'Theirs' }, mine: ['whitelabel.MAILCEN'] });
  });
});
