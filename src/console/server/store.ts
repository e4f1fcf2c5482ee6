// The console's own state (operators, sessions, published versions, audit), behind one interface:
// `ConsoleState`. This machine's implementation is `JournalState`: an append-only journal of
// JSON lines in <CONSOLE_DATA>/journal.jsonl, each line flushed to the disk (fsync) before the
// call that wrote it answers, and replayed into memory at start. A crash mid-write leaves at most
// one torn last line, which the next start drops (and cuts off the file). Another implementation
// (a database, object storage) replaces this file alone: see docs/console.md 'Beyond one machine'.
import fs from 'node:fs';
import path from 'node:path';

export type Role = 'viewer' | 'editor' | 'publisher' | 'admin';
export const ROLES: readonly Role[] = ['viewer', 'editor', 'publisher', 'admin'];

export interface Operator {
  name: string;
  role: Role;
  /** `scrypt$N$r$p$salt$hash` (src/console/server/passwords.ts). */
  passwordHash: string;
  /** The merchants this operator may see and change; null for all. */
  merchants: string[] | null;
  failedLogins: number;
  /** Epoch ms until which logins are refused, or 0. */
  lockedUntil: number;
  createdAt: number;
  createdBy: string;
}

export interface Session {
  /** sha256 of the cookie's value (the journal never holds a usable session id). */
  idHash: string;
  operator: string;
  csrf: string;
  createdAt: number;
  expiresAt: number;
}

export interface Version {
  /** Sequence number, unique across merchants. */
  id: number;
  merchant: string;
  /** sha256 of `text` (the file's version token). */
  version: string;
  /** The file's exact bytes. */
  text: string;
  /** Who: an operator's name, or `file` for a version found on disk. */
  by: string;
  at: number;
  message: string;
  /** Dotted JSON paths changed against the previous version. */
  keys: string[];
  kind: 'found' | 'publish' | 'rollback';
  /** For a rollback: the version id brought back. */
  rollbackOf?: number;
}

export interface AuditEntry {
  at: number;
  operator: string | null;
  action: string;
  /** The client's address (the request's IP). */
  from: string;
  target?: string;
  outcome: 'ok' | 'refused' | 'failed';
  detail?: string;
}

/** A merchant's saved draft: the whole file as an editor left it, and the version it started from. */
export interface Draft {
  merchant: string;
  data: unknown;
  baseVersion: string;
  by: string;
  at: number;
  /**
   * This save's revision (random): a save or a discard names the revision it replaces, so no one
   * overwrites a draft saved since they loaded it. Absent in journals older than revisions.
   */
  rev?: string;
}

/** A draft's revision (one saved before revisions existed: its time). */
export const draftRev = (d: Draft): string => d.rev ?? `at-${String(d.at)}`;

export interface ConsoleState {
  operators(): Operator[];
  operator(name: string): Operator | undefined;
  putOperator(op: Operator): void;
  deleteOperator(name: string): void;
  session(idHash: string): Session | undefined;
  putSession(s: Session): void;
  deleteSession(idHash: string): void;
  /** Ends every session of the operator `name`, but `except` (a session hash). */
  deleteSessionsOf(name: string, except?: string): void;
  versions(merchant: string): Version[];
  addVersion(v: Omit<Version, 'id'>): Version;
  draft(merchant: string): Draft | undefined;
  putDraft(d: Draft): void;
  deleteDraft(merchant: string): void;
  audit(limit?: number): AuditEntry[];
  addAudit(e: AuditEntry): void;
  close(): void;
}

type Event =
  | { t: 'op'; op: Operator }
  | { t: 'op-'; name: string }
  | { t: 'ses'; s: Session }
  | { t: 'ses-'; idHash: string }
  | { t: 'ver'; v: Version }
  | { t: 'dr'; d: Draft }
  | { t: 'dr-'; merchant: string }
  | { t: 'aud'; e: AuditEntry };

export const JOURNAL_FILE = 'journal.jsonl';
/** A journal longer than this (lines) is rewritten at start. */
export const COMPACT_AT = 20_000;

export class JournalState implements ConsoleState {
  private readonly ops = new Map<string, Operator>();
  private readonly sessions = new Map<string, Session>();
  private readonly byMerchant = new Map<string, Version[]>();
  private readonly drafts = new Map<string, Draft>();
  private readonly auditLog: AuditEntry[] = [];
  private nextVersion = 1;
  private fd: number;

  constructor(
    readonly dir: string,
    options: { compactAt?: number } = {},
  ) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    const file = path.join(dir, JOURNAL_FILE);
    const lines = fs.existsSync(file) ? this.replay(file) : 0;
    // Rewritten at start when long: one event per live record (superseded operator and draft
    // records and ended sessions go), atomically (temporary file, fsync, rename).
    if (lines > (options.compactAt ?? COMPACT_AT)) this.compact(file);
    this.fd = fs.openSync(file, 'a', 0o600);
  }

  private compact(file: string): void {
    const now = Date.now();
    const events: Event[] = [
      ...[...this.ops.values()].map((op): Event => ({ t: 'op', op })),
      ...[...this.sessions.values()].filter((ses) => ses.expiresAt > now).map((ses): Event => ({ t: 'ses', s: ses })),
      ...[...this.byMerchant.values()].flat().map((v): Event => ({ t: 'ver', v })),
      ...[...this.drafts.values()].map((d): Event => ({ t: 'dr', d })),
      ...this.auditLog.map((e): Event => ({ t: 'aud', e })),
    ];
    const temp = `${file}.compact-${process.pid}`;
    const fd = fs.openSync(temp, 'w', 0o600);
    fs.writeFileSync(fd, events.map((e) => `${JSON.stringify(e)}\n`).join(''));
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fs.renameSync(temp, file);
    for (const [id, ses] of this.sessions) if (ses.expiresAt <= now) this.sessions.delete(id);
  }

  /** Applies the journal's events; answers how many lines it holds. */
  private replay(file: string): number {
    const bytes = fs.readFileSync(file);
    let good = 0;
    let lines = 0;
    // Every complete line is an event; what follows the last newline is a write that did not finish.
    while (good < bytes.length) {
      const newline = bytes.indexOf(0x0a, good);
      if (newline === -1) break;
      const line = bytes.subarray(good, newline).toString('utf8');
      if (line.trim()) {
        let event: Event;
        try {
          event = JSON.parse(line) as Event;
        } catch {
          break; // a torn line: everything before it stands
        }
        this.apply(event);
        lines++;
      }
      good = newline + 1;
    }
    if (good < bytes.length) fs.truncateSync(file, good);
    return lines;
  }

  private apply(event: Event): void {
    switch (event.t) {
      case 'op':
        this.ops.set(event.op.name, event.op);
        break;
      case 'op-':
        this.ops.delete(event.name);
        break;
      case 'ses':
        this.sessions.set(event.s.idHash, event.s);
        break;
      case 'ses-':
        this.sessions.delete(event.idHash);
        break;
      case 'ver': {
        const list = this.byMerchant.get(event.v.merchant) ?? [];
        list.push(event.v);
        this.byMerchant.set(event.v.merchant, list);
        this.nextVersion = Math.max(this.nextVersion, event.v.id + 1);
        break;
      }
      case 'dr':
        this.drafts.set(event.d.merchant, event.d);
        break;
      case 'dr-':
        this.drafts.delete(event.merchant);
        break;
      case 'aud':
        this.auditLog.push(event.e);
        break;
    }
  }

  /** Journals the event (flushed to the disk), then applies it. */
  private write(event: Event): void {
    fs.writeSync(this.fd, `${JSON.stringify(event)}\n`);
    fs.fsyncSync(this.fd);
    this.apply(event);
  }

  operators(): Operator[] {
    return [...this.ops.values()].sort((a, b) => a.name.localeCompare(b.name));
  }
  operator(name: string): Operator | undefined {
    return this.ops.get(name);
  }
  putOperator(op: Operator): void {
    this.write({ t: 'op', op });
  }
  deleteOperator(name: string): void {
    this.write({ t: 'op-', name });
  }
  session(idHash: string): Session | undefined {
    const s = this.sessions.get(idHash);
    if (s && s.expiresAt <= Date.now()) {
      this.write({ t: 'ses-', idHash });
      return undefined;
    }
    return s;
  }
  putSession(s: Session): void {
    this.write({ t: 'ses', s });
  }
  deleteSession(idHash: string): void {
    if (this.sessions.has(idHash)) this.write({ t: 'ses-', idHash });
  }
  deleteSessionsOf(name: string, except?: string): void {
    for (const s of [...this.sessions.values()]) if (s.operator === name && s.idHash !== except) this.write({ t: 'ses-', idHash: s.idHash });
  }
  versions(merchant: string): Version[] {
    return [...(this.byMerchant.get(merchant) ?? [])];
  }
  addVersion(v: Omit<Version, 'id'>): Version {
    const version: Version = { ...v, id: this.nextVersion };
    this.write({ t: 'ver', v: version });
    return version;
  }
  draft(merchant: string): Draft | undefined {
    return this.drafts.get(merchant);
  }
  putDraft(d: Draft): void {
    this.write({ t: 'dr', d });
  }
  deleteDraft(merchant: string): void {
    if (this.drafts.has(merchant)) this.write({ t: 'dr-', merchant });
  }
  audit(limit = 200): AuditEntry[] {
    return this.auditLog.slice(-limit).reverse();
  }
  addAudit(e: AuditEntry): void {
    this.write({ t: 'aud', e });
  }
  close(): void {
    fs.closeSync(this.fd);
  }
}
