// One merchant: its file as generated forms, by section, with Preview and Publish. The sections
// pick top-level keys of the schema; every key no section names lands in 'Other settings', so a key
// added to the schema appears with no change here.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  ApiError,
  OFFLINE_MESSAGE,
  call,
  clashesOf,
  conflictOf,
  currentVersionOf,
  discardedAnswer,
  errorText,
  formatTime,
  isOffline,
  merchantAnswer,
  previewAnswer,
  problemsOf,
  publishAnswer,
  roleAtLeast,
  type Me,
  type MerchantDetail,
  type PublishEffects,
  type SchemaBundle,
} from '@/console/web/api';
import { ContrastCheck } from '@/console/web/contrast';
import { Banner, ConfirmDialog, ErrorText, LoadFailed, Loading, Modal } from '@/console/web/ui';
import { dropStash, readStash, useDraft, type Conflict, type Stash } from '@/console/web/use-draft';
import { Field, SwitchField, Title, describe, effectiveAt, setAt, type FormContext, type Path } from '@/console/web/schema-form';

interface Section {
  id: string;
  title: string;
  keys: readonly string[];
}

const FLAGS_SECTION: Section = { id: 'flags', title: 'Flags', keys: ['whitelabel', 'modules'] };

export const SECTIONS: readonly Section[] = [
  FLAGS_SECTION,
  { id: 'registration', title: 'Registration', keys: ['registration', 'login'] },
  { id: 'menus', title: 'Menus', keys: ['memberMenu', 'agent'] },
  { id: 'banners', title: 'Banner groups', keys: ['bannerGroups', 'promotions'] },
  { id: 'languages', title: 'Languages', keys: ['languages'] },
  { id: 'theme', title: 'Theme', keys: ['theme'] },
  { id: 'hosts', title: 'Hosts and API', keys: ['hosts', 'api', 'imageCdns', 'frameOrigins', 'errorReportUrl', 'messagingServiceUrl'] },
  { id: 'links', title: 'Links', keys: ['downloadLinks', 'customerService'] },
  { id: 'responsible', title: 'Responsible gaming', keys: ['responsibleGaming'] },
  { id: 'other', title: 'Other settings', keys: [] },
  { id: 'raw', title: 'Raw JSON', keys: [] },
];

const NAMED = new Set(SECTIONS.flatMap((s) => s.keys));
const HIDDEN = new Set(['$schema']);

type Obj = Record<string, unknown>;

export function MerchantPage({ code, me, schema }: { code: string; me: Me; schema: SchemaBundle }) {
  const [search, setSearch] = useSearchParams();
  const sectionId = search.get('section') ?? 'flags';
  const section = SECTIONS.find((s) => s.id === sectionId) ?? FLAGS_SECTION;
  const canEdit = roleAtLeast(me.role, 'editor');
  const canPublish = roleAtLeast(me.role, 'publisher');
  const draft = useDraft(code, me.name, canEdit);
  const { start } = draft;
  const [detail, setDetail] = useState<MerchantDetail | null>(null);
  /** The published version as last heard from the server (a refused publish may tell a newer one). */
  const [liveVersion, setLiveVersion] = useState('');
  const [loadError, setLoadError] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState<{ text: string; effects?: PublishEffects } | null>(null);
  const [publishing, setPublishing] = useState(false);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [ask, setAsk] = useState<Question | null>(null);
  /** Why this page's changes could not be combined with the newer draft or the publish (the keys both changed). */
  const [combineRefused, setCombineRefused] = useState('');
  const [kept, setKept] = useState<Stash | null>(null);
  /** Raw JSON typed and not applied yet (null: the text follows the file). */
  const [rawText, setRawText] = useState<string | null>(null);
  const rawTyped = rawText !== null;

  const fetchDetail = useCallback(() => call('GET', `/api/merchants/${code}`, merchantAnswer), [code]);
  /** The published version and its publisher, without touching the edits on the page. */
  const showLive = useCallback((d: MerchantDetail) => {
    setDetail(d);
    setLiveVersion(d.version);
  }, []);
  /** The page as the server has it (draft or published file), with edits kept from an earlier visit offered back. */
  const showLoaded = useCallback(
    (d: MerchantDetail) => {
      showLive(d);
      start(d);
      setRawText(null);
      setCombineRefused('');
      setLoadError('');
      // Edits kept in this tab are offered back to the operator who made them, never to another.
      const stashed = readStash(code);
      const shown = JSON.stringify(d.draft ? d.draft.data : d.data);
      const theirs = stashed !== null && stashed.by === me.name && JSON.stringify(stashed.data) !== shown;
      if (stashed && !theirs) dropStash(code);
      setKept(theirs ? stashed : null);
    },
    [code, me.name, showLive, start, setKept],
  );
  const load = useCallback(
    () =>
      fetchDetail()
        .then(showLoaded)
        .catch((e: unknown) => setLoadError(errorText(e))),
    [fetchDetail, showLoaded],
  );

  useEffect(() => {
    void load();
  }, [load]);

  const conflicted = draft.conflict !== null;
  useEffect(() => {
    if (conflicted)
      fetchDetail()
        .then(showLive)
        .catch(() => undefined);
  }, [conflicted, fetchDetail, showLive]);

  // While edits are not saved (or Raw JSON text is not applied), leaving the tab asks first.
  const { unsavedRef } = draft;
  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!unsavedRef.current && !rawTyped) return;
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsavedRef, rawTyped]);

  const defaults = useMemo(() => (detail?.defaults ?? {}) as Obj, [detail]);
  const { edit } = draft;
  const onChange = useCallback(
    (path: Path, value: unknown) => {
      edit((f) => setAt(f, defaults, path, value));
      setNotice(null);
    },
    [defaults, edit],
  );

  if (loadError && !detail)
    return (
      <LoadFailed
        what={`The merchant ${code}`}
        error={loadError}
        onRetry={() => {
          setLoadError('');
          void load();
        }}
      />
    );
  const { file, problems } = draft;
  if (!detail || !file) return <Loading what={`the merchant ${code}`} />;

  const ctx: FormContext = { file, defaults, docs: schema.docs, problems, readOnly: !canEdit, onChange };
  const properties = schema.schema.properties ?? {};
  const keys = section.id === 'other' ? Object.keys(properties).filter((k) => !NAMED.has(k) && !HIDDEN.has(k)) : section.keys.filter((k) => k in properties);
  const name = typeof file.name === 'string' ? file.name : code;
  const outdated = draft.changed && draft.baseVersion !== liveVersion;
  const blocked = draft.conflict
    ? 'Another draft was saved meanwhile: choose above what to keep first.'
    : outdated
      ? `Someone published ${code} since this draft was started.`
      : problems.length
        ? 'The file has problems: fix them first.'
        : '';

  async function preview() {
    setError('');
    try {
      const r = await call('POST', `/api/merchants/${code}/preview`, previewAnswer, { data: file });
      setPreviewUrl(r.url);
    } catch (e) {
      setError(errorText(e));
    }
  }

  async function publish(message: string) {
    // The saved draft first, so that the server drops it once it is what went live.
    if (draft.unsaved) await draft.save().catch(() => undefined);
    await draft.settle();
    if (draft.unsavedRef.current && draft.conflict) throw new Error('Another draft was saved meanwhile: close this and choose what to keep first.');
    try {
      const r = await call('POST', `/api/merchants/${code}/publish`, publishAnswer, { data: draft.file, baseVersion: draft.baseVersion, message });
      draft.setUnsaved(false);
      dropStash(code);
      setPublishing(false);
      await load();
      setNotice({ text: `Published ${code}: ${r.keys.join(', ') || 'no key'} changed. Open player pages apply it within 60 seconds.`, effects: r.effects });
    } catch (e) {
      if (isOffline(e)) throw new Error(`${OFFLINE_MESSAGE} Nothing was published; your changes and this message are kept: try again when it is back.`);
      if (e instanceof ApiError && e.code === 'invalid') draft.setProblems(problemsOf(e.body));
      const live = currentVersionOf(e);
      if (live) {
        setLiveVersion(live);
        void fetchDetail()
          .then(showLive)
          .catch(() => undefined);
      }
      throw e;
    }
  }

  /** 'Combine': this page's changes on top of the newer draft (or the published file), when they changed other keys. */
  async function combine() {
    setCombineRefused('');
    const theirs = draft.conflict?.draft ?? null;
    try {
      const r = await draft.combine();
      if (r.ok) {
        setNotice({
          text: `Combined and saved: ${theirs ? `the draft ${theirs.by} saved at ${formatTime(theirs.at)}` : 'the published version'}, with your changes to ${r.mine.join(', ') || 'nothing'} on top.`,
        });
      } else
        setCombineRefused(
          r.clashes.length
            ? `Not combined: you both changed ${r.clashes.join(', ')}. Choose whose changes to keep.`
            : 'Not combined: these changes were restored from an earlier visit, so the page cannot tell which keys you changed. Choose whose changes to keep.',
        );
    } catch (e) {
      setCombineRefused(`Not combined: ${errorText(e)}`);
    }
  }

  /** A draft published over: carried onto the published version when the publish changed other keys. */
  async function rebase() {
    setCombineRefused('');
    try {
      const keys = await draft.rebase();
      const d = await fetchDetail();
      showLive(d);
      setNotice({
        text: `Your changes to ${keys.join(', ') || 'nothing'} now start from the published version: it can be published without undoing that change.`,
      });
    } catch (e) {
      const clashes = clashesOf(e);
      setCombineRefused(
        clashes
          ? `Not carried over: the publish changed ${clashes.join(', ')} too. Start again from the published version and make your changes there.`
          : `Not carried over: ${errorText(e)}`,
      );
    }
  }

  /** Drops the draft (the rev this page holds, so that nobody else's newer one goes) and shows the published file. */
  async function discard() {
    const rev = await draft.settle();
    if (rev !== null) {
      try {
        await call('DELETE', `/api/merchants/${code}/draft?rev=${encodeURIComponent(rev)}`, discardedAnswer);
      } catch (e) {
        const c = conflictOf(e);
        if (!c) throw e;
        draft.setConflict(c);
        setAsk(null);
        return;
      }
    }
    draft.setUnsaved(false);
    dropStash(code);
    setAsk(null);
    await load();
    setNotice({ text: 'Draft discarded: this is the published version.' });
  }

  const saveNote = draft.saving
    ? 'Saving…'
    : draft.unsaved && (draft.conflict || draft.saveError)
      ? 'Changes not saved'
      : draft.savedAt
        ? `Draft saved ${formatTime(draft.savedAt)}`
        : detail.draft && draft.changed && !draft.unsaved
          ? `Draft by ${detail.draft.by}, ${formatTime(detail.draft.at)}`
          : '';

  return (
    <div className="c-merchant">
      <header className="c-page-head">
        <div>
          <p className="c-crumbs">
            <Link to="/">Merchants</Link> / {code}
          </p>
          <h1>
            {name} <span className="c-muted">({code})</span>
          </h1>
          <p className="c-meta">
            <span className={`c-tag ${problems.length ? 'c-bad' : 'c-ok'}`}>{problems.length ? `${problems.length} problem(s)` : 'Validates'}</span>
            {draft.changed ? <span className="c-tag c-warn">Unpublished changes</span> : <span className="c-tag">Published version</span>}
            {saveNote ? <span className="c-muted">{saveNote}</span> : null}
            {detail.lastPublished ? (
              <span className="c-muted">
                Last published {formatTime(detail.lastPublished.at)} by {detail.lastPublished.by}
              </span>
            ) : null}
          </p>
        </div>
        <div className="c-actions">
          <Link className="c-button c-ghost" to={`/merchants/${code}/history`}>
            History
          </Link>
          {canEdit && draft.changed ? (
            <button type="button" className="c-button c-ghost" onClick={() => setAsk('discard')}>
              Discard draft
            </button>
          ) : null}
          <button type="button" className="c-button" onClick={() => void preview()}>
            Preview
          </button>
          {canPublish ? (
            <button
              type="button"
              className="c-button c-primary"
              disabled={!draft.changed || blocked !== ''}
              aria-describedby={blocked ? 'publish-blocked' : undefined}
              onClick={() => setPublishing(true)}
            >
              Publish
            </button>
          ) : null}
        </div>
      </header>
      {canPublish && blocked ? (
        <p id="publish-blocked" className="c-blocked c-muted">
          Publish is off: {blocked}
        </p>
      ) : null}
      {kept && canEdit ? (
        <Banner
          tone="warn"
          actions={
            <>
              <button
                type="button"
                className="c-button c-small"
                onClick={() => {
                  setKept(null);
                  draft.restore(kept);
                }}
              >
                Restore my changes
              </button>
              <button type="button" className="c-button c-small c-ghost" onClick={() => setAsk('drop-kept')}>
                Throw them away
              </button>
            </>
          }
        >
          Changes you made to {code} at {formatTime(kept.at)} were not saved (the session ended or the console server was away).
        </Banner>
      ) : null}
      {draft.conflict ? (
        <ConflictBanner code={code} me={me.name} conflict={draft.conflict} refused={combineRefused} onCombine={() => void combine()} onAsk={setAsk} />
      ) : null}
      {outdated && !draft.conflict ? (
        <Banner
          tone="warn"
          urgent
          note={combineRefused}
          actions={
            canEdit ? (
              <>
                <button type="button" className="c-button c-small" onClick={() => void rebase()}>
                  Carry my changes over
                </button>
                <button type="button" className="c-button c-small c-ghost" onClick={() => setAsk('restart')}>
                  Start again from the published version
                </button>
              </>
            ) : null
          }
        >
          {detail.lastPublished ? `${detail.lastPublished.by} published ${code} at ${formatTime(detail.lastPublished.at)}` : `Someone published ${code}`}, after
          this draft was started. Publishing the draft would undo that change, so Publish is off.
        </Banner>
      ) : null}
      {draft.saveError ? (
        <Banner
          tone="bad"
          urgent
          actions={
            <button type="button" className="c-button c-small" disabled={draft.saving} onClick={() => void draft.save().catch(() => undefined)}>
              Try again
            </button>
          }
        >
          {draft.saveError}
        </Banner>
      ) : null}
      <ErrorText text={error || loadError} />
      {notice ? <PublishNotice text={notice.text} effects={notice.effects} /> : null}
      {problems.length ? (
        <details className="c-alert c-bad c-problems" open>
          <summary>Not valid: the site would refuse this file</summary>
          <ul>
            {problems.map((p) => (
              <li key={`${p.path}:${p.message}`}>
                <code>{p.path || '(file)'}</code>: {p.message}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <div className="c-merchant-body">
        <nav className="c-sections" aria-label="Sections">
          {SECTIONS.map((s) => (
            <Link key={s.id} to={`?section=${s.id}`} aria-current={s.id === section.id ? 'page' : undefined} onClick={() => setSearch({ section: s.id })}>
              {s.title}
              {s.id === 'raw' && rawText !== null ? <span className="c-tag c-warn">not applied</span> : null}
            </Link>
          ))}
        </nav>
        <section className="c-section" aria-labelledby="section-title">
          <h2 id="section-title">{section.title}</h2>
          {section.id === 'raw' ? (
            <RawJson
              file={file}
              text={rawText}
              readOnly={!canEdit}
              onText={setRawText}
              onApply={(next) => {
                setRawText(null);
                edit(() => next);
                setNotice(null);
              }}
            />
          ) : (
            <fieldset className="c-plain" disabled={!canEdit}>
              {!canEdit ? <p className="c-muted">You can read this merchant (role {me.role}); editing needs the role editor.</p> : null}
              {section.id === 'flags' ? <Flags ctx={ctx} schema={schema} /> : null}
              {keys
                .filter((k) => !(section.id === 'flags' && k === 'whitelabel'))
                .map((k) => (
                  <Field key={k} ctx={ctx} schema={properties[k] ?? {}} path={[k]} />
                ))}
              {section.id === 'theme' ? (
                <ContrastCheck
                  brand={(effectiveAt(file, defaults, ['theme', 'brand']) ?? {}) as Obj}
                  themes={schema.themes}
                  available={((effectiveAt(file, defaults, ['theme', 'available']) ?? ['dark', 'light']) as string[]).filter((t) => t in schema.themes)}
                />
              ) : null}
            </fieldset>
          )}
        </section>
      </div>
      {publishing ? <PublishDialog onCancel={() => setPublishing(false)} onPublish={publish} /> : null}
      {previewUrl ? (
        <PreviewDialog url={previewUrl} code={code} languages={languagesOf(effectiveAt(file, defaults, ['languages']))} onClose={() => setPreviewUrl(null)} />
      ) : null}
      {ask ? (
        <Confirmation
          question={ask}
          code={code}
          conflict={draft.conflict}
          kept={kept}
          onCancel={() => setAsk(null)}
          onDiscard={discard}
          onLoadTheirs={async () => {
            await load();
            setAsk(null);
          }}
          onKeepMine={async () => {
            setAsk(null);
            await draft.keepMine().catch(() => undefined);
          }}
          onDropKept={() => {
            dropStash(code);
            setKept(null);
            setAsk(null);
          }}
        />
      ) : null}
    </div>
  );
}

/** The questions the page asks before it throws work away. */
type Question = 'discard' | 'restart' | 'load-theirs' | 'keep-mine' | 'drop-kept';

function ConflictBanner({
  code,
  me,
  conflict,
  refused,
  onCombine,
  onAsk,
}: {
  code: string;
  me: string;
  conflict: Conflict;
  refused: string;
  onCombine: () => void;
  onAsk: (q: Question) => void;
}) {
  const theirs = conflict.draft;
  const who = theirs?.by === me ? 'You (in another tab or window)' : theirs?.by;
  return (
    <Banner
      tone="warn"
      urgent
      note={refused}
      actions={
        <>
          <button type="button" className="c-button c-small" onClick={onCombine}>
            Combine: {theirs ? 'their draft' : 'the published version'} with my changes
          </button>
          <button type="button" className="c-button c-small" onClick={() => onAsk('load-theirs')}>
            {theirs ? 'Load their draft' : 'Load the published version'}
          </button>
          <button type="button" className="c-button c-small" onClick={() => onAsk('keep-mine')}>
            Keep mine
          </button>
        </>
      }
    >
      {theirs ? `${who ?? theirs.by} saved a newer draft of ${code} at ${formatTime(theirs.at)}.` : `${conflict.message.replace(/\.?$/, '.')}`} Your changes are
      not saved: they stay on this page, and saving is paused until you choose.
    </Banner>
  );
}

function Confirmation({
  question,
  code,
  conflict,
  kept,
  onCancel,
  onDiscard,
  onLoadTheirs,
  onKeepMine,
  onDropKept,
}: {
  question: Question;
  code: string;
  conflict: Conflict | null;
  kept: Stash | null;
  onCancel: () => void;
  onDiscard: () => Promise<void>;
  onLoadTheirs: () => Promise<void>;
  onKeepMine: () => Promise<void>;
  onDropKept: () => void;
}) {
  const theirs = conflict?.draft ?? null;
  switch (question) {
    case 'discard':
      return (
        <ConfirmDialog title={`Discard the draft of ${code}`} confirmLabel="Discard draft" danger onCancel={onCancel} onConfirm={onDiscard}>
          <p>Every change in this draft is lost, and the page shows the published version again. Players see no difference.</p>
        </ConfirmDialog>
      );
    case 'restart':
      return (
        <ConfirmDialog title="Start again from the published version" confirmLabel="Discard and start again" danger onCancel={onCancel} onConfirm={onDiscard}>
          <p>This draft is discarded, with every change in it, and the page shows the version live now. Note what you want to keep before you go on.</p>
        </ConfirmDialog>
      );
    case 'load-theirs':
      return (
        <ConfirmDialog
          title={theirs ? `Load the draft of ${theirs.by}` : 'Load the published version'}
          confirmLabel={theirs ? 'Load their draft' : 'Load the published version'}
          danger
          onCancel={onCancel}
          onConfirm={onLoadTheirs}
        >
          <p>
            {theirs ? `The draft ${theirs.by} saved at ${formatTime(theirs.at)} replaces` : 'The published version replaces'} your changes on this page. Your
            changes are lost.
          </p>
        </ConfirmDialog>
      );
    case 'keep-mine':
      return (
        <ConfirmDialog title="Keep my changes" confirmLabel="Keep mine" danger onCancel={onCancel} onConfirm={onKeepMine}>
          <p>
            {theirs
              ? `Your changes are saved over the draft ${theirs.by} saved at ${formatTime(theirs.at)}: ${theirs.by}'s changes in it are lost. Tell ${theirs.by}.`
              : 'Your changes are saved as a new draft.'}
          </p>
        </ConfirmDialog>
      );
    case 'drop-kept':
      return (
        <ConfirmDialog title="Throw away the unsaved changes" confirmLabel="Throw them away" danger onCancel={onCancel} onConfirm={onDropKept}>
          <p>The changes {kept ? `made at ${formatTime(kept.at)} ` : ''}that were never saved are lost. The page stays as it is.</p>
        </ConfirmDialog>
      );
  }
}

/** The draft's languages (default first), for the preview's language choice. */
function languagesOf(value: unknown): { default: string; supported: string[] } {
  const v = (value ?? {}) as { default?: unknown; supported?: unknown };
  const supported = Array.isArray(v.supported) ? v.supported.filter((l): l is string => typeof l === 'string') : [];
  const first = typeof v.default === 'string' ? v.default : (supported[0] ?? 'EN');
  return { default: first, supported: supported.includes(first) ? supported : [first, ...supported] };
}

function Flags({ ctx, schema }: { ctx: FormContext; schema: SchemaBundle }) {
  const flags = schema.schema.properties?.whitelabel?.properties ?? {};
  return (
    <fieldset className="c-group c-flags">
      <legend>
        <Title label="whitelabel" description={describe(ctx.docs, ['whitelabel'])} />
      </legend>
      <div className="c-flag-grid">
        {Object.keys(flags).map((flag) => (
          <SwitchField
            key={flag}
            ctx={ctx}
            path={['whitelabel', flag]}
            label={flag}
            description={schema.flags[flag] ?? describe(ctx.docs, ['whitelabel', flag])}
            value={effectiveAt(ctx.file, ctx.defaults, ['whitelabel', flag]) === true}
          />
        ))}
      </div>
    </fieldset>
  );
}

function RawJson({
  file,
  text,
  readOnly,
  onText,
  onApply,
}: {
  file: Obj;
  text: string | null;
  readOnly: boolean;
  onText: (text: string | null) => void;
  onApply: (next: Obj) => void;
}) {
  const [bad, setBad] = useState('');
  const shown = text ?? JSON.stringify(file, null, 2);
  return (
    <div className="c-raw">
      <label htmlFor="raw-json">The merchant file (checked by the same schema as every other section)</label>
      <textarea id="raw-json" className="c-json" rows={28} spellCheck={false} readOnly={readOnly} value={shown} onChange={(e) => onText(e.target.value)} />
      {bad ? (
        <p role="alert" className="c-field-problem">
          {bad}
        </p>
      ) : null}
      {text !== null ? <p className="c-field-doc">Typed here and not applied yet: Apply JSON replaces the whole file with this text.</p> : null}
      {!readOnly ? (
        <div className="c-actions">
          <button
            type="button"
            className="c-button"
            onClick={() => {
              try {
                const next = JSON.parse(shown) as unknown;
                if (typeof next !== 'object' || next === null || Array.isArray(next)) throw new Error('The file is one JSON object');
                setBad('');
                onApply(next as Obj);
              } catch (e) {
                setBad(`Not applied: ${errorText(e)}`);
              }
            }}
          >
            Apply JSON
          </button>
          {text !== null ? (
            <button
              type="button"
              className="c-button c-ghost"
              onClick={() => {
                setBad('');
                onText(null);
              }}
            >
              Undo typing
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

export function PublishNotice({ text, effects }: { text: string; effects?: PublishEffects | undefined }) {
  return (
    <div role="status" className="c-alert c-ok">
      <p>{text}</p>
      {effects?.index ? <p>The served index.json was written again (hosts changed).</p> : null}
      {effects?.headers ? (
        effects.reload?.ran ? (
          <p>
            deploy/headers.conf changed; nginx was reloaded with <code>{effects.reloadCommand}</code>:{' '}
            {effects.reload.ok ? 'done' : `failed (${effects.reload.output ?? ''})`}
          </p>
        ) : (
          <p>
            deploy/headers.conf changed (the CSP's hosts): reload nginx now with <code>{effects.reloadCommand}</code>
          </p>
        )
      ) : null}
    </div>
  );
}

function PublishDialog({ onCancel, onPublish }: { onCancel: () => void; onPublish: (message: string) => Promise<void> }) {
  const [message, setMessage] = useState('');
  return (
    <ConfirmDialog title="Publish" confirmLabel="Publish" disabled={!message.trim()} onCancel={onCancel} onConfirm={() => onPublish(message.trim())}>
      <label htmlFor="publish-message">What changed</label>
      <textarea
        id="publish-message"
        required
        rows={3}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        placeholder="e.g. Live chat off for the weekend"
      />
      <p className="c-muted">Players' open pages apply the published file within 60 seconds.</p>
    </ConfirmDialog>
  );
}

function PreviewDialog({
  url,
  code,
  languages,
  onClose,
}: {
  url: string;
  code: string;
  languages: { default: string; supported: string[] };
  onClose: () => void;
}) {
  const [lang, setLang] = useState(languages.default);
  const src = `${url}&lang=${encodeURIComponent(lang)}`;
  return (
    <Modal title={`Preview of ${code} (draft)`} onClose={onClose} wide>
      <div className="c-preview-head">
        <p className="c-muted">The players' site with this draft applied, seen only here. The link expires in 15 minutes.</p>
        <label htmlFor="preview-lang">Language</label>
        <select id="preview-lang" value={lang} onChange={(e) => setLang(e.target.value)}>
          {languages.supported.map((l) => (
            <option key={l}>{l}</option>
          ))}
        </select>
      </div>
      <div className="c-phone">
        <iframe title={`Preview of ${code}`} src={src} />
      </div>
      <div className="c-actions c-end">
        <a className="c-button c-ghost" href={src} target="_blank" rel="noreferrer">
          Open in a new tab
        </a>
        <button type="button" className="c-button" onClick={onClose}>
          Close preview
        </button>
      </div>
    </Modal>
  );
}
