// A merchant page's draft: the file as the operator edits it, saved to the server 400 ms after
// the last change. Opening a page never writes: only an edit schedules a save. Each save sends
// the rev of the draft this page started from or last saved; a 409 'draft-conflict' (someone
// else saved, discarded or published meanwhile) stops the saving until the operator chooses.
// A pending save is flushed when the page goes (route change, unmount, pagehide); what cannot be
// saved then (the session ended, the server is away) is kept in sessionStorage for this merchant
// and offered back the next time the page opens.
// Two drafts at once: 'Combine' puts this page's changes (what differs from the draft it last
// loaded or saved) on top of the newer stored one, when the two touch different keys. A draft
// published over: 'rebase' has the server carry it onto the live version the same way.
import { useCallback, useEffect, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { combineChanges, type Combined } from '@/console/shared/json-changes';
import {
  OFFLINE_MESSAGE,
  call,
  conflictOf,
  draftSavedAnswer,
  merchantAnswer,
  rebasedAnswer,
  errorText,
  isOffline,
  isSessionEnd,
  sessionEnded,
  type ConflictDraft,
  type MerchantDetail,
  type Problem,
} from '@/console/web/api';

type Obj = Record<string, unknown>;

const SAVE_DELAY_MS = 400;
export const OFFLINE_SAVE_MESSAGE = `${OFFLINE_MESSAGE} Your changes are kept on this page and will be saved when it is back.`;

export interface Conflict {
  message: string;
  /** The newer stored draft (someone else's), or null when the draft was discarded or published. */
  draft: ConflictDraft;
}

/** Edits that could not be saved, kept for the next time this merchant's page opens in this tab. */
const stashSchema = z.object({
  data: z.record(z.string(), z.unknown()),
  baseVersion: z.string(),
  rev: z.nullable(z.string()),
  by: z.string(),
  at: z.number(),
});
export type Stash = z.infer<typeof stashSchema>;
const stashKey = (code: string): string => `palaro-console-unsaved:${code}`;

export function readStash(code: string): Stash | null {
  try {
    const parsed = stashSchema.safeParse(JSON.parse(sessionStorage.getItem(stashKey(code)) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
export const dropStash = (code: string): void => sessionStorage.removeItem(stashKey(code));

/** What the server stores for a merchant: its draft, or else the published file (a draft of itself, under no rev). */
function storedOf(d: MerchantDetail): { data: Obj; baseVersion: string; rev: string | null } {
  return d.draft ? { data: d.draft.data, baseVersion: d.draft.baseVersion, rev: d.draft.rev } : { data: d.data, baseVersion: d.version, rev: null };
}

export function useDraft(code: string, operator: string, canEdit: boolean) {
  const [file, setFileState] = useState<Obj | null>(null);
  const [unsaved, setUnsavedState] = useState(false);
  const [conflict, setConflictState] = useState<Conflict | null>(null);
  /** The file differs from the published one (a draft was loaded, or the operator changed something). */
  const [changed, setChanged] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState('');
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [baseVersion, setBaseVersion] = useState('');

  // What a save or a flush reads: the latest values, not those of a past render.
  const fileRef = useRef<Obj | null>(null);
  const baseRef = useRef('');
  const revRef = useRef<string | null>(null);
  /** What the server holds under revRef (the draft, or the published file): what this page's changes are counted from. */
  const serverDataRef = useRef<Obj | null>(null);
  const unsavedRef = useRef(false);
  const conflictRef = useRef<Conflict | null>(null);
  const seq = useRef(0);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const setFile = (next: Obj) => {
    fileRef.current = next;
    setFileState(next);
  };
  const setUnsaved = (on: boolean) => {
    unsavedRef.current = on;
    setUnsavedState(on);
  };
  const setConflict = (c: Conflict | null) => {
    conflictRef.current = c;
    setConflictState(c);
  };
  const setBase = (v: string) => {
    baseRef.current = v;
    setBaseVersion(v);
  };
  /**
   * The page now shows `data`, a draft of the published version `baseVersion`, against the rev the
   * server holds (`rev`) and the file stored under it (`held`: what this page's changes are counted
   * from; null when not known).
   */
  const hold = useCallback((data: Obj, baseVersion: string, rev: string | null, held: Obj | null) => {
    seq.current += 1;
    setFile(data);
    setBase(baseVersion);
    revRef.current = rev;
    serverDataRef.current = held;
  }, []);

  const stash = useCallback(() => {
    if (!fileRef.current || !unsavedRef.current) return;
    const kept: Stash = { data: fileRef.current, baseVersion: baseRef.current, rev: revRef.current, by: operator, at: Date.now() };
    try {
      sessionStorage.setItem(stashKey(code), JSON.stringify(kept));
    } catch {
      // Storage full or off: the beforeunload question is all that is left.
    }
  }, [code, operator]);

  const saveOnce = useCallback(
    async (keepalive: boolean): Promise<void> => {
      const data = fileRef.current;
      if (!canEdit || !data || !unsavedRef.current || conflictRef.current) return;
      const mine = seq.current;
      setSaving(true);
      try {
        const body = { data, baseVersion: baseRef.current, draftRev: revRef.current };
        const r = await call('PUT', `/api/merchants/${code}/draft`, draftSavedAnswer, body, keepalive);
        revRef.current = r.rev;
        serverDataRef.current = data;
        if (seq.current === mine) setUnsaved(false);
        setSaveError('');
        setSavedAt(Date.now());
        setProblems(r.problems);
        dropStash(code);
      } catch (e) {
        const c = conflictOf(e);
        if (c) setConflict(c);
        else if (isSessionEnd(e)) stash();
        else setSaveError(isOffline(e) ? OFFLINE_SAVE_MESSAGE : `Not saved: ${errorText(e)}`);
        throw e;
      } finally {
        setSaving(false);
      }
    },
    [canEdit, code, stash],
  );

  /** Saves now, after any save already running (one at a time, so each sends the rev the last one got). */
  const save = useCallback(
    (keepalive = false): Promise<void> => {
      clearTimeout(timer.current);
      const run = chain.current.then(() => saveOnce(keepalive));
      chain.current = run.catch(() => undefined);
      return run;
    },
    [saveOnce],
  );

  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    if (conflictRef.current) return;
    timer.current = setTimeout(() => void save().catch(() => undefined), SAVE_DELAY_MS);
  }, [save]);

  /** The page's state from the server's answer: its draft if there is one, else the published file. Nothing is written. */
  const start = useCallback(
    (d: MerchantDetail) => {
      clearTimeout(timer.current);
      const stored = storedOf(d);
      hold(stored.data, stored.baseVersion, stored.rev, stored.data);
      setUnsaved(false);
      setConflict(null);
      setChanged(d.draft !== null);
      setSaveError('');
      setSavedAt(null);
      setProblems(d.problems);
    },
    [hold],
  );

  /** An edit by the operator: shown at once, saved after a pause. */
  const edit = useCallback(
    (update: (file: Obj) => Obj) => {
      if (!fileRef.current) return;
      seq.current += 1;
      setFile(update(fileRef.current));
      setUnsaved(true);
      setChanged(true);
      schedule();
    },
    [schedule],
  );

  /** Edits kept from an earlier visit, put back on the page and saved against the rev they started from. */
  const restore = useCallback(
    (kept: Stash) => {
      // What the kept edits started from is not known: they cannot be combined with another draft.
      hold(kept.data, kept.baseVersion, kept.rev, null);
      setUnsaved(true);
      setChanged(true);
      void save().catch(() => undefined);
    },
    [hold, save],
  );

  /** 'Keep mine': save again over the newer stored draft (or over none, when it went). */
  const keepMine = useCallback((): Promise<void> => {
    const c = conflictRef.current;
    revRef.current = c?.draft?.rev ?? null;
    setConflict(null);
    return save();
  }, [save]);

  /**
   * 'Combine': this page's changes on top of the draft stored since (or of the published file,
   * when that draft went), saved over it — when the two changed different keys. Otherwise nothing
   * changes and the answer names the keys both changed.
   */
  const combine = useCallback(async (): Promise<Combined> => {
    const base = serverDataRef.current;
    const mine = fileRef.current;
    if (!base || !mine) return { ok: false, clashes: [] };
    const d = await call('GET', `/api/merchants/${code}`, merchantAnswer);
    const theirs = storedOf(d);
    const combined = combineChanges(base, mine, theirs.data, d.defaults);
    if (!combined.ok) return combined;
    hold(combined.data, theirs.baseVersion, theirs.rev, theirs.data);
    setConflict(null);
    setUnsaved(true);
    setChanged(true);
    await save();
    return combined;
  }, [code, hold, save]);

  /** Waits for the save running now, drops a pending one; returns the rev the server holds for this page. */
  const settle = useCallback(async (): Promise<string | null> => {
    clearTimeout(timer.current);
    await chain.current;
    return revRef.current;
  }, []);

  /** A draft published over: the server carries it onto the live version (saved first); refused when both changed a key. */
  const rebase = useCallback(async (): Promise<string[]> => {
    if (unsavedRef.current) await save();
    const rev = await settle();
    const r = await call('POST', `/api/merchants/${code}/draft/rebase`, rebasedAnswer, { draftRev: rev });
    hold(r.data, r.baseVersion, r.rev, r.data);
    setUnsaved(false);
    setSavedAt(Date.now());
    setProblems(r.problems);
    return r.keys;
  }, [code, hold, save, settle]);

  // Leaving the page (another route, another merchant, the login form after a 401): flush.
  useEffect(
    () => () => {
      if (!canEdit || !unsavedRef.current) return;
      clearTimeout(timer.current);
      if (conflictRef.current || sessionEnded()) {
        stash();
        return;
      }
      stash();
      void save(true).catch(() => undefined);
    },
    [canEdit, save, stash],
  );

  // Closing or reloading the tab: keep the edits in this tab, send the save, and ask while one is due.
  useEffect(() => {
    const onPageHide = () => {
      if (!canEdit || !unsavedRef.current) return;
      stash();
      if (!conflictRef.current && !sessionEnded()) void saveOnce(true).catch(() => undefined);
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [canEdit, saveOnce, stash]);

  return {
    file,
    baseVersion,
    unsaved,
    changed,
    saving,
    saveError,
    savedAt,
    conflict,
    problems,
    setProblems,
    start,
    edit,
    restore,
    save,
    keepMine,
    combine,
    rebase,
    settle,
    setConflict,
    unsavedRef,
    setUnsaved,
  };
}
