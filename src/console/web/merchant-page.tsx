// One merchant: its file as generated forms, by section, with Preview and Publish. The sections
// pick top-level keys of the schema; every key no section names lands in 'Other settings', so a key
// added to the schema appears with no change here.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ApiError, call, formatTime, roleAtLeast, type Me, type MerchantDetail, type Problem, type PublishEffects, type SchemaBundle } from '@/console/web/api';
import { ContrastCheck } from '@/console/web/contrast';
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

export function MerchantPage({ me, schema }: { me: Me; schema: SchemaBundle }) {
  const { code = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const sectionId = search.get('section') ?? 'flags';
  const section = SECTIONS.find((s) => s.id === sectionId) ?? FLAGS_SECTION;
  const [detail, setDetail] = useState<MerchantDetail | null>(null);
  const [file, setFile] = useState<Obj | null>(null);
  const [baseVersion, setBaseVersion] = useState('');
  const [problems, setProblems] = useState<Problem[]>([]);
  const [dirty, setDirty] = useState(false);
  const [draftNote, setDraftNote] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState<{ text: string; effects?: PublishEffects } | null>(null);
  const [publishing, setPublishing] = useState(false);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const canEdit = roleAtLeast(me.role, 'editor');
  const canPublish = roleAtLeast(me.role, 'publisher');

  const apply = useCallback((d: MerchantDetail) => {
    setDetail(d);
    if (d.draft) {
      setFile(d.draft.data);
      setBaseVersion(d.draft.baseVersion);
      setDraftNote(
        d.draft.baseVersion === d.version
          ? `Draft by ${d.draft.by}, ${formatTime(d.draft.at)}`
          : `Draft by ${d.draft.by}, ${formatTime(d.draft.at)}: someone published since it was started; discard it to start from the published version`,
      );
      setDirty(true);
    } else {
      setFile(d.data);
      setBaseVersion(d.version);
      setDraftNote('');
      setDirty(false);
    }
    setProblems(d.problems);
  }, []);
  const load = useCallback(() => call<MerchantDetail>('GET', `/api/merchants/${code}`).then(apply), [code, apply]);

  useEffect(() => {
    load().catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [load]);

  // Validation (the project's schema, on the server) and the saved draft follow each change.
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (!file || !dirty) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const save = canEdit
        ? call<{ problems: Problem[] }>('PUT', `/api/merchants/${code}/draft`, { data: file, baseVersion }).then((r) => {
            setDraftNote(`Draft saved ${formatTime(Date.now())}`);
            return r;
          })
        : call<{ problems: Problem[] }>('POST', `/api/merchants/${code}/validate`, { data: file });
      save.then((r) => setProblems(r.problems)).catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
    }, 400);
    return () => clearTimeout(timer.current);
  }, [file, dirty, code, baseVersion, canEdit]);

  const defaults = useMemo(() => (detail?.defaults ?? {}) as Obj, [detail]);
  const onChange = useCallback(
    (path: Path, value: unknown) => {
      setFile((f) => (f ? setAt(f, defaults, path, value) : f));
      setDirty(true);
      setNotice(null);
    },
    [defaults],
  );

  if (error && !detail)
    return (
      <p role="alert" className="c-alert c-bad">
        {error}
      </p>
    );
  if (!detail || !file) return <p className="c-muted">Loading…</p>;

  const ctx: FormContext = { file, defaults, docs: schema.docs, problems, readOnly: !canEdit, onChange };
  const properties = schema.schema.properties ?? {};
  const keys = section.id === 'other' ? Object.keys(properties).filter((k) => !NAMED.has(k) && !HIDDEN.has(k)) : section.keys.filter((k) => k in properties);
  const name = typeof file.name === 'string' ? file.name : code;

  async function preview() {
    setError('');
    try {
      const r = await call<{ url: string; problems: Problem[] }>('POST', `/api/merchants/${code}/preview`, { data: file });
      setPreviewUrl(r.url);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }

  async function publish(message: string) {
    setError('');
    try {
      const r = await call<{ keys: string[]; effects: PublishEffects }>('POST', `/api/merchants/${code}/publish`, { data: file, baseVersion, message });
      setPublishing(false);
      await load();
      setNotice({ text: `Published ${code}: ${r.keys.join(', ') || 'no key'} changed. Open player pages apply it within 60 seconds.`, effects: r.effects });
    } catch (e) {
      setPublishing(false);
      if (e instanceof ApiError && e.code === 'invalid') setProblems((e.body.problems as Problem[] | undefined) ?? []);
      setError(e instanceof Error ? e.message : String(e));
    }
  }

  async function discard() {
    await call('DELETE', `/api/merchants/${code}/draft`);
    setNotice({ text: 'Draft discarded' });
    await load();
  }

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
            {dirty ? <span className="c-tag c-warn">Unpublished changes</span> : <span className="c-tag">Published version</span>}
            {draftNote ? <span className="c-muted">{draftNote}</span> : null}
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
          {canEdit && dirty ? (
            <button type="button" className="c-button c-ghost" onClick={() => void discard()}>
              Discard draft
            </button>
          ) : null}
          <button type="button" className="c-button" onClick={() => void preview()}>
            Preview
          </button>
          {canPublish ? (
            <button type="button" className="c-button c-primary" disabled={!dirty || problems.length > 0} onClick={() => setPublishing(true)}>
              Publish
            </button>
          ) : null}
        </div>
      </header>
      {error ? (
        <p role="alert" className="c-alert c-bad">
          {error}
        </p>
      ) : null}
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
            </Link>
          ))}
        </nav>
        <section className="c-section" aria-labelledby="section-title">
          <h2 id="section-title">{section.title}</h2>
          {section.id === 'raw' ? (
            <RawJson
              key={JSON.stringify(file).length}
              file={file}
              readOnly={!canEdit}
              onApply={(next) => {
                setFile(next);
                setDirty(true);
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
      {publishing ? <PublishDialog onCancel={() => setPublishing(false)} onPublish={(m) => void publish(m)} /> : null}
      {previewUrl ? (
        <PreviewDialog url={previewUrl} code={code} languages={languagesOf(effectiveAt(file, defaults, ['languages']))} onClose={() => setPreviewUrl(null)} />
      ) : null}
    </div>
  );
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

function RawJson({ file, readOnly, onApply }: { file: Obj; readOnly: boolean; onApply: (next: Obj) => void }) {
  const [text, setText] = useState(() => JSON.stringify(file, null, 2));
  const [bad, setBad] = useState('');
  return (
    <div className="c-raw">
      <label htmlFor="raw-json">The merchant file (checked by the same schema as every other section)</label>
      <textarea id="raw-json" className="c-json" rows={28} spellCheck={false} readOnly={readOnly} value={text} onChange={(e) => setText(e.target.value)} />
      {bad ? (
        <p role="alert" className="c-field-problem">
          {bad}
        </p>
      ) : null}
      {!readOnly ? (
        <button
          type="button"
          className="c-button"
          onClick={() => {
            try {
              const next = JSON.parse(text) as unknown;
              if (typeof next !== 'object' || next === null || Array.isArray(next)) throw new Error('The file is one JSON object');
              setBad('');
              onApply(next as Obj);
            } catch (e) {
              setBad(`Not applied: ${e instanceof Error ? e.message : String(e)}`);
            }
          }}
        >
          Apply JSON
        </button>
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

function Modal({ title, onClose, children, wide }: { title: string; onClose: () => void; children: React.ReactNode; wide?: boolean }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog ref={ref} className={`c-modal${wide ? ' c-wide' : ''}`} aria-labelledby="modal-title" onClose={onClose}>
      <h2 id="modal-title">{title}</h2>
      {children}
    </dialog>
  );
}

function PublishDialog({ onCancel, onPublish }: { onCancel: () => void; onPublish: (message: string) => void }) {
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <Modal title="Publish" onClose={onCancel}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!message.trim() || busy) return;
          setBusy(true);
          onPublish(message.trim());
        }}
      >
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
        <div className="c-actions c-end">
          <button type="button" className="c-button c-ghost" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="c-button c-primary" disabled={!message.trim() || busy}>
            Publish
          </button>
        </div>
      </form>
    </Modal>
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
