// Where published merchant files go, behind one interface: `MerchantFiles`. This machine's
// implementation is `MerchantFolder`, the folder the site serves (merchants/ in development, a
// build's dist/merchants in production): each publish is an atomic file write, and when the
// hosts or a host list that feeds the CSP changed, the served index.json and the build's
// deploy/headers.conf are written again (with the project's own generators) and nginx is told to
// reload. Object storage behind a CDN would be another implementation (docs/console.md).
import { exec } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { merchantIndex } from '@/config/merchant-files';
import { distHeaders, HEADERS_CONF, nginxSnippet } from '../../../scripts/deploy-headers.ts';
import { isMerchantCode } from '@/config/resolve';
import { writeFileAtomic, type AtomicWriteOptions } from '@/console/server/atomic-write';

export interface PublishEffects {
  /** index.json was written again (hosts changed). */
  index: boolean;
  /** deploy/headers.conf was written again (the CSP's hosts changed). */
  headers: boolean;
  /** The command that makes nginx read the new headers, when they changed. */
  reloadCommand?: string;
  /** Whether the console ran it (CONSOLE_RELOAD_CMD set) and what came of it. */
  reload?: { ran: boolean; ok?: boolean; output?: string };
}

export interface MerchantFiles {
  /** Codes of the merchant files, sorted. */
  codes(): Promise<string[]>;
  /** A file's exact text, or null. */
  read(code: string): Promise<string | null>;
  /** `_defaults.json` parsed ({} when absent). */
  defaults(): Promise<unknown>;
  /** Replaces a file atomically, then regenerates what depends on it. */
  write(code: string, text: string): Promise<PublishEffects>;
  /** Where the files live, for messages. */
  readonly location: string;
}

const NOT_MERCHANTS = new Set(['_defaults.json', 'index.json']);

/** The nginx reload an operator runs when the console does not (deploy/nginx.conf's headers changed). */
export const DEFAULT_RELOAD_HINT = 'sudo nginx -s reload';

export class MerchantFolder implements MerchantFiles {
  /** The served build around the folder (dist/ for dist/merchants), if it is one. */
  private readonly dist: string | null;

  constructor(
    readonly location: string,
    private readonly options: { reloadCmd?: string; writeOptions?: AtomicWriteOptions } = {},
  ) {
    const parent = path.dirname(path.resolve(location));
    this.dist = fs.existsSync(path.join(parent, 'index.html')) && fs.existsSync(path.join(parent, 'assets')) ? parent : null;
  }

  async codes(): Promise<string[]> {
    const names = await fs.promises.readdir(this.location);
    return names
      .filter((f) => f.endsWith('.json') && !NOT_MERCHANTS.has(f))
      .map((f) => f.slice(0, -5))
      .filter(isMerchantCode)
      .sort();
  }

  private file(code: string): string {
    if (!isMerchantCode(code)) throw new Error(`not a merchant code: ${code}`);
    return path.join(this.location, `${code}.json`);
  }

  async read(code: string): Promise<string | null> {
    try {
      return await fs.promises.readFile(this.file(code), 'utf8');
    } catch {
      return null;
    }
  }

  async defaults(): Promise<unknown> {
    try {
      const { $schema: _schema, ...rest } = JSON.parse(await fs.promises.readFile(path.join(this.location, '_defaults.json'), 'utf8')) as Record<
        string,
        unknown
      >;
      return rest;
    } catch {
      return {};
    }
  }

  async write(code: string, text: string): Promise<PublishEffects> {
    const indexBefore = JSON.stringify(merchantIndex(this.location));
    await writeFileAtomic(this.file(code), text, this.options.writeOptions);
    const effects: PublishEffects = { index: false, headers: false };
    const index = merchantIndex(this.location);
    const indexFile = path.join(this.location, 'index.json');
    // The dev server computes index.json on every request; a served build keeps a file.
    if (JSON.stringify(index) !== indexBefore && fs.existsSync(indexFile)) {
      await writeFileAtomic(indexFile, `${JSON.stringify(index, null, 2)}\n`);
      effects.index = true;
    }
    if (this.dist) {
      const headersFile = path.join(this.dist, HEADERS_CONF);
      const snippet = nginxSnippet(distHeaders(this.dist).headers);
      const current = fs.existsSync(headersFile) ? fs.readFileSync(headersFile, 'utf8') : null;
      if (snippet !== current) {
        fs.mkdirSync(path.dirname(headersFile), { recursive: true });
        await writeFileAtomic(headersFile, snippet);
        effects.headers = true;
      }
    }
    if (effects.headers) {
      effects.reloadCommand = this.options.reloadCmd ?? DEFAULT_RELOAD_HINT;
      effects.reload = { ran: false };
      if (this.options.reloadCmd) {
        try {
          const { stdout, stderr } = await promisify(exec)(this.options.reloadCmd, { timeout: 30_000 });
          effects.reload = { ran: true, ok: true, output: `${stdout}${stderr}`.trim().slice(0, 2000) };
        } catch (e) {
          effects.reload = { ran: true, ok: false, output: (e instanceof Error ? e.message : String(e)).slice(0, 2000) };
        }
      }
    }
    return effects;
  }
}
