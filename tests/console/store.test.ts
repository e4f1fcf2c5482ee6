// The console's journal: replayed at start, a torn last line dropped, and rewritten when long.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { JOURNAL_FILE, JournalState, type Operator } from '@/console/server/store';
import { tempDir } from './harness';

const operator = (name: string, failedLogins = 0): Operator => ({
  name,
  role: 'viewer',
  passwordHash: 'scrypt$x',
  merchants: null,
  failedLogins,
  lockedUntil: 0,
  createdAt: 1,
  createdBy: 'test',
});

describe('JournalState', () => {
  it('a long journal is rewritten at start with one event per live record, the same state after', () => {
    const dir = tempDir('journal');
    const first = new JournalState(dir);
    for (let i = 0; i < 30; i++) first.putOperator(operator('ann', i));
    first.putSession({ idHash: 'old', operator: 'ann', csrf: 'c', createdAt: 1, expiresAt: 2 });
    first.putSession({ idHash: 'live', operator: 'ann', csrf: 'c', createdAt: 1, expiresAt: Date.now() + 60_000 });
    first.addVersion({ merchant: 'demo', version: 'v1', text: '{}', by: 'ann', at: 1, message: 'm', keys: [], kind: 'publish' });
    first.addAudit({ at: 1, operator: 'ann', action: 'login', from: '127.0.0.1', outcome: 'ok' });
    first.close();
    const file = path.join(dir, JOURNAL_FILE);
    expect(fs.readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(34);

    const second = new JournalState(dir, { compactAt: 10 });
    expect(fs.readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(4);
    expect(second.operator('ann')?.failedLogins).toBe(29);
    expect(second.session('live')).toBeDefined();
    expect(second.session('old')).toBeUndefined();
    expect(second.versions('demo')).toHaveLength(1);
    expect(second.audit()).toHaveLength(1);
    // It goes on appending after the rewrite, and ids continue.
    expect(second.addVersion({ merchant: 'demo', version: 'v2', text: '{"a":1}', by: 'ann', at: 2, message: 'm2', keys: ['a'], kind: 'publish' }).id).toBe(2);
    second.close();
    expect(new JournalState(dir).versions('demo').map((v) => v.version)).toEqual(['v1', 'v2']);
  });
});
