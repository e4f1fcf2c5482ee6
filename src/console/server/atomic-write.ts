// Writing a file so that a reader (nginx, the dev server, the console after a crash) sees either the
// old bytes or the new ones, never half of them: the new bytes go to a temporary file beside the
// target, are flushed to the disk (fsync), and the temporary file is renamed over the target (an
// atomic step on one file system); then the folder is flushed, so the rename itself survives a
// power cut. A write killed before the rename leaves the old file and a stray `.tmp-*` file, which
// the next write of the same folder removes.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface AtomicWriteOptions {
  /** Called between the flushed temporary file and the rename (tests stop a process there). */
  beforeRename?: (tempFile: string) => void | Promise<void>;
  /** File mode of a new file (default 0o644). */
  mode?: number;
}

const TEMP_PREFIX = '.tmp-';

/** Removes temporary files an interrupted write left in `dir` for `base` (older than a minute). */
function removeStrays(dir: string, base: string): void {
  const prefix = `${TEMP_PREFIX}${base}.`;
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.startsWith(prefix)) continue;
    const file = path.join(dir, name);
    try {
      if (Date.now() - fs.statSync(file).mtimeMs > 60_000) fs.rmSync(file, { force: true });
    } catch {
      // gone meanwhile
    }
  }
}

function fsyncDir(dir: string): void {
  let fd: number | undefined;
  try {
    fd = fs.openSync(dir, 'r');
    fs.fsyncSync(fd);
  } catch {
    // Some file systems refuse a directory fsync; the rename is still atomic.
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

export async function writeFileAtomic(file: string, data: string | Uint8Array, options: AtomicWriteOptions = {}): Promise<void> {
  const dir = path.dirname(file);
  const base = path.basename(file);
  removeStrays(dir, base);
  const temp = path.join(dir, `${TEMP_PREFIX}${base}.${process.pid}.${randomBytes(6).toString('hex')}`);
  const fd = fs.openSync(temp, 'wx', options.mode ?? 0o644);
  try {
    fs.writeFileSync(fd, data);
    fs.fsyncSync(fd);
  } catch (error) {
    fs.closeSync(fd);
    fs.rmSync(temp, { force: true });
    throw error;
  }
  fs.closeSync(fd);
  try {
    await options.beforeRename?.(temp);
    fs.renameSync(temp, file);
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
  fsyncDir(dir);
}
