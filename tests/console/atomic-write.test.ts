// The atomic write: a write killed between its temporary file and the rename leaves the old file
// whole; a write that fails leaves it too, and no temporary file.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFileAtomic } from '@/console/server/atomic-write';
import { ROOT, tempDir } from './harness';

describe('writeFileAtomic', () => {
  it('replaces the file', async () => {
    const file = path.join(tempDir('atomic'), 'demo.json');
    fs.writeFileSync(file, 'old');
    await writeFileAtomic(file, 'new');
    expect(fs.readFileSync(file, 'utf8')).toBe('new');
    expect(fs.readdirSync(path.dirname(file))).toEqual(['demo.json']);
  });

  it('a process killed mid-write (temporary file flushed, not yet renamed) leaves the old file', async () => {
    const dir = tempDir('atomic');
    const file = path.join(dir, 'demo.json');
    const old = `${JSON.stringify({ code: 'demo', v: 1 }, null, 2)}\n`;
    fs.writeFileSync(file, old);
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'tests/console/fixtures/write-and-hang.ts'), file, 'x'.repeat(100_000)], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const temp = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const m = /ready (\S+)/.exec(out);
        if (m?.[1]) resolve(m[1]);
      });
      child.on('exit', (code) => reject(new Error(`exited ${String(code)} before the rename`)));
    });
    // The new bytes are on disk, complete, in the temporary file; the target is untouched.
    expect(fs.statSync(temp).size).toBe(100_000);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.on('exit', resolve));
    expect(fs.readFileSync(file, 'utf8')).toBe(old);
    // The next write of the file works; a stray older than a minute is swept by it.
    fs.utimesSync(temp, new Date(Date.now() - 120_000), new Date(Date.now() - 120_000));
    await writeFileAtomic(file, 'next');
    expect(fs.readFileSync(file, 'utf8')).toBe('next');
    expect(fs.existsSync(temp)).toBe(false);
  }, 30_000);

  it('a write that fails before the rename leaves the old file and no temporary file', async () => {
    const dir = tempDir('atomic');
    const file = path.join(dir, 'demo.json');
    fs.writeFileSync(file, 'old');
    await expect(
      writeFileAtomic(file, 'new', {
        beforeRename: () => {
          throw new Error('disk full');
        },
      }),
    ).rejects.toThrow('disk full');
    expect(fs.readFileSync(file, 'utf8')).toBe('old');
    expect(fs.readdirSync(dir)).toEqual(['demo.json']);
  });
});
