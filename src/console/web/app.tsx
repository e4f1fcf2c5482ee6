// The console's screens: login, merchants, a merchant (merchant-page.tsx), its history, operators
// (operators.tsx) and the audit log. The server decides what each role may do; the screens only
// hide what it would refuse. A 401 from any call brings the login form back.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { BrowserRouter, Link, Navigate, NavLink, Route, Routes, useParams } from 'react-router-dom';
import {
  ApiError,
  SESSION_ENDED_MESSAGE,
  auditAnswer,
  call,
  errorText,
  formatTime,
  historyAnswer,
  loggedOutAnswer,
  passwordChangedAnswer,
  merchantsAnswer,
  publishAnswer,
  roleAtLeast,
  schemaAnswer,
  sessionAnswer,
  setCsrf,
  whenSessionEnds,
  type HistoryEntry,
  type Me,
  type PublishEffects,
  type SchemaBundle,
} from '@/console/web/api';
import { MerchantPage, PublishNotice } from '@/console/web/merchant-page';
import { Operators, PasswordDialog } from '@/console/web/operators';
import { ConfirmDialog, ErrorText, LoadFailed, Loading, Notice, useLoad } from '@/console/web/ui';

type Theme = 'light' | 'dark';
const THEME_KEY = 'palaro-console-theme';

function initialTheme(): Theme {
  const stored = localStorage.getItem(THEME_KEY);
  if (stored === 'light' || stored === 'dark') return stored;
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** `undefined`: not known yet; `null`: logged out; `{ failed }`: /api/me could not be read. */
type Who = Me | null | undefined | { failed: string };

export function App() {
  const [who, setWho] = useState<Who>(undefined);
  const [ended, setEnded] = useState(false);
  const [theme, setTheme] = useState<Theme>(initialTheme);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  useEffect(() => {
    whenSessionEnds(() => {
      setEnded(true);
      setWho(null);
    });
    return () => whenSessionEnds(null);
  }, []);
  useEffect(() => {
    call('GET', '/api/me', sessionAnswer)
      .then((r) => {
        setCsrf(r.csrf);
        setWho(r.operator);
      })
      .catch((e: unknown) => setWho(e instanceof ApiError && e.status === 401 ? null : { failed: errorText(e) }));
  }, [attempt]);
  const toggle = () => {
    const next = theme === 'dark' ? 'light' : 'dark';
    localStorage.setItem(THEME_KEY, next);
    setTheme(next);
  };
  const logIn = (me: Me) => {
    setEnded(false);
    setWho(me);
  };
  if (who === undefined)
    return (
      <main className="c-login">
        <Loading what="the console" />
      </main>
    );
  if (who !== null && 'failed' in who)
    return (
      <main className="c-login">
        <LoadFailed
          what="The console"
          error={who.failed}
          onRetry={() => {
            setWho(undefined);
            setAttempt((n) => n + 1);
          }}
        />
      </main>
    );
  if (who === null) return <Login theme={theme} onTheme={toggle} onIn={logIn} notice={ended ? SESSION_ENDED_MESSAGE : ''} />;
  return (
    <BrowserRouter>
      <Shell me={who} theme={theme} onTheme={toggle} onOut={() => setWho(null)} />
    </BrowserRouter>
  );
}

function ThemeButton({ theme, onTheme }: { theme: Theme; onTheme: () => void }) {
  return (
    <button type="button" className="c-button c-ghost c-small" onClick={onTheme} aria-pressed={theme === 'dark'}>
      Dark theme
    </button>
  );
}

function Login({ theme, onTheme, onIn, notice }: { theme: Theme; onTheme: () => void; onIn: (me: Me) => void; notice: string }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      const r = await call('POST', '/api/login', sessionAnswer, { username, password });
      setCsrf(r.csrf);
      onIn(r.operator);
    } catch (err) {
      setError(errorText(err));
      setBusy(false);
    }
  }
  return (
    <main className="c-login">
      <div className="c-login-card">
        <p className="c-brand-mark" aria-hidden="true">
          P
        </p>
        <h1>Palaro console</h1>
        <p className="c-muted">Merchant settings: see a change first, publish it, undo it.</p>
        {notice && !error ? (
          <p role="status" className="c-alert c-warn">
            {notice}
          </p>
        ) : null}
        <form onSubmit={(e) => void submit(e)}>
          <label htmlFor="login-user">User name</label>
          <input id="login-user" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} required />
          <label htmlFor="login-password">Password</label>
          <input id="login-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
          <ErrorText text={error} />
          <button type="submit" className="c-button c-primary c-block" disabled={busy}>
            Log in
          </button>
        </form>
        <div className="c-login-foot">
          <ThemeButton theme={theme} onTheme={onTheme} />
        </div>
      </div>
    </main>
  );
}

function Shell({ me, theme, onTheme, onOut }: { me: Me; theme: Theme; onTheme: () => void; onOut: () => void }) {
  const loadSchema = useCallback(() => call('GET', '/api/schema', schemaAnswer), []);
  const schema = useLoad(loadSchema);
  const [changing, setChanging] = useState(false);
  const [notice, setNotice] = useState('');
  async function logout() {
    await call('POST', '/api/logout', loggedOutAnswer).catch(() => undefined);
    onOut();
  }
  async function changePassword(next: string, current: string) {
    await call('POST', '/api/me/password', passwordChangedAnswer, { current, next });
    setChanging(false);
    setNotice('Your password is changed. Your other sessions have ended; this one goes on.');
  }
  return (
    <div className="c-shell">
      <header className="c-topbar">
        <Link to="/" className="c-brand">
          <span className="c-brand-mark c-small" aria-hidden="true">
            P
          </span>
          Palaro <span className="c-muted">console</span>
        </Link>
        <nav aria-label="Console">
          <NavLink to="/" end>
            Merchants
          </NavLink>
          {me.role === 'admin' ? <NavLink to="/operators">Operators</NavLink> : null}
          {me.role === 'admin' ? <NavLink to="/audit">Audit log</NavLink> : null}
        </nav>
        <div className="c-who">
          <ThemeButton theme={theme} onTheme={onTheme} />
          <span className="c-muted">
            {me.name} · {me.role}
          </span>
          <button type="button" className="c-button c-ghost c-small" onClick={() => setChanging(true)}>
            Change password
          </button>
          <button type="button" className="c-button c-ghost c-small" onClick={() => void logout()}>
            Log out
          </button>
        </div>
      </header>
      {changing ? (
        <PasswordDialog
          title="Change your password"
          note="Your other sessions end; this one stays."
          needsCurrent
          onCancel={() => setChanging(false)}
          onSet={changePassword}
        />
      ) : null}
      <main className="c-content">
        <Notice text={notice} onDismiss={() => setNotice('')} />
        <Routes>
          <Route path="/" element={<Merchants />} />
          <Route
            path="/merchants/:code"
            element={
              schema.data ? (
                <MerchantRoute me={me} schema={schema.data} />
              ) : schema.error ? (
                <LoadFailed what="The merchant file's schema" error={schema.error} onRetry={schema.reload} />
              ) : (
                <Loading what="the merchant" />
              )
            }
          />
          <Route path="/merchants/:code/history" element={<History me={me} />} />
          <Route path="/operators" element={me.role === 'admin' ? <Operators me={me} /> : <Navigate to="/" />} />
          <Route path="/audit" element={me.role === 'admin' ? <Audit /> : <Navigate to="/" />} />
          <Route path="*" element={<Navigate to="/" />} />
        </Routes>
      </main>
    </div>
  );
}

/** One page per merchant: moving to another merchant leaves this one (its pending save is flushed). */
function MerchantRoute({ me, schema }: { me: Me; schema: SchemaBundle }) {
  const { code = '' } = useParams();
  return <MerchantPage key={code} code={code} me={me} schema={schema} />;
}

function Merchants() {
  const load = useCallback(() => call('GET', '/api/merchants', merchantsAnswer), []);
  const { data, error, reload } = useLoad(load);
  return (
    <>
      <header className="c-page-head">
        <div>
          <h1>Merchants</h1>
          <p className="c-muted">Each merchant's file as the players' site serves it.</p>
        </div>
      </header>
      {error ? <LoadFailed what="The merchants" error={error} onRetry={reload} /> : null}
      {!data && !error ? <Loading what="the merchants" /> : null}
      {data && data.merchants.length === 0 ? (
        <div className="c-empty">
          <p>
            <strong>No merchant to open.</strong>
          </p>
          <p className="c-muted">Your account may not open any merchant yet. Ask an admin to give you one on the Operators page.</p>
        </div>
      ) : null}
      {data && data.merchants.length ? (
        <table className="c-table">
          <thead>
            <tr>
              <th scope="col">Merchant</th>
              <th scope="col">Mode</th>
              <th scope="col">Hosts</th>
              <th scope="col">Last published</th>
              <th scope="col">File</th>
            </tr>
          </thead>
          <tbody>
            {data.merchants.map((m) => (
              <tr key={m.code}>
                <td>
                  <Link to={`/merchants/${m.code}`} className="c-merchant-link">
                    <strong>{m.name}</strong> <span className="c-muted">({m.code})</span>
                  </Link>
                  {m.draft ? <span className="c-tag c-warn">Draft by {m.draft.by}</span> : null}
                </td>
                <td>
                  <span className={`c-tag ${m.mode === 'live' ? 'c-live' : ''}`}>{m.mode}</span>
                </td>
                <td className="c-hosts">{m.hosts.length ? m.hosts.join(', ') : <span className="c-muted">none</span>}</td>
                <td>
                  {m.lastPublished ? `${formatTime(m.lastPublished.at)} by ${m.lastPublished.by}` : <span className="c-muted">not from the console</span>}
                </td>
                <td>
                  <span className={`c-tag ${m.valid ? 'c-ok' : 'c-bad'}`}>{m.valid ? 'Validates' : `${m.problems} problem(s)`}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}

const byName = (by: string): string => (by === 'file' ? 'the file on disk' : by);

/** A roll back that waits for a yes: the entry whose change is undone, and the version that goes live again. */
interface RollBackPlan {
  entry: HistoryEntry;
  to: HistoryEntry;
  /** The published entries undone (the entry and every later one), newest first. */
  undone: HistoryEntry[];
}

function History({ me }: { me: Me }) {
  const { code = '' } = useParams();
  const load = useCallback(() => call('GET', `/api/merchants/${code}/history`, historyAnswer), [code]);
  const { data, error, reload } = useLoad(load);
  const [plan, setPlan] = useState<RollBackPlan | null>(null);
  const [notice, setNotice] = useState<{ text: string; effects?: PublishEffects; undo?: { id: number; version: string } } | null>(null);
  const [undoError, setUndoError] = useState('');
  const canPublish = roleAtLeast(me.role, 'publisher');
  const entries = data?.entries ?? [];

  async function rollBack(p: RollBackPlan, message: string) {
    const currentVersion = entries.find((e) => e.current)?.version ?? entries[0]?.version ?? '';
    const r = await call('POST', `/api/merchants/${code}/rollback`, publishAnswer, {
      id: p.to.id,
      baseVersion: currentVersion,
      ...(message ? { message } : {}),
    });
    setPlan(null);
    setUndoError('');
    setNotice({
      text: `Rolled back #${p.entry.id}: ${code} is again version #${p.to.id} (${r.keys.join(', ') || 'no key changed'}). Open player pages apply it within 60 seconds.`,
      effects: r.effects,
      // What was live before, to put back at once if this was a slip.
      undo: p.entry.current ? { id: p.entry.id, version: r.version } : undefined,
    });
    reload();
  }

  async function undo(u: { id: number; version: string }) {
    try {
      const r = await call('POST', `/api/merchants/${code}/rollback`, publishAnswer, {
        id: u.id,
        baseVersion: u.version,
        message: `Undo: #${u.id} live again`,
      });
      setUndoError('');
      setNotice({ text: `Undone: ${code} is again version #${u.id}.`, effects: r.effects });
      reload();
    } catch (e) {
      setUndoError(`Not undone: ${errorText(e)}`);
    }
  }

  /**
   * The live change alone is rolled back at once (an Undo follows); rolling back further, which
   * undoes several published changes, asks first.
   */
  function ask(entry: HistoryEntry, to: HistoryEntry, undone: HistoryEntry[]) {
    const p = { entry, to, undone };
    if (entry.current && undone.length === 1) void rollBack(p, '').catch((e: unknown) => setUndoError(`Not rolled back: ${errorText(e)}`));
    else setPlan(p);
  }

  return (
    <>
      <header className="c-page-head">
        <div>
          <p className="c-crumbs">
            <Link to="/">Merchants</Link> / <Link to={`/merchants/${code}`}>{code}</Link> / history
          </p>
          <h1>History of {code}</h1>
          <p className="c-muted">Every published version, newest first. A roll back publishes the version before a change again.</p>
        </div>
      </header>
      {error ? <LoadFailed what="The history" error={error} onRetry={reload} /> : null}
      {!data && !error ? <Loading what="the history" /> : null}
      {notice ? <PublishNotice text={notice.text} effects={notice.effects} /> : null}
      {notice?.undo ? (
        <p className="c-actions">
          <button type="button" className="c-button c-small" onClick={() => notice.undo && void undo(notice.undo)}>
            Undo the roll back
          </button>
        </p>
      ) : null}
      <ErrorText text={undoError} />
      {data ? (
        <ol className="c-history" aria-label="History">
          {entries.map((entry, i) => {
            const before = entries[i + 1];
            return (
              <HistoryItem key={entry.id} entry={entry} before={canPublish ? before : undefined} onRollBack={(to) => ask(entry, to, entries.slice(0, i + 1))} />
            );
          })}
        </ol>
      ) : null}
      {plan ? <RollBackDialog code={code} plan={plan} onCancel={() => setPlan(null)} onConfirm={(m) => rollBack(plan, m)} /> : null}
    </>
  );
}

function HistoryItem({ entry, before, onRollBack }: { entry: HistoryEntry; before: HistoryEntry | undefined; onRollBack: (to: HistoryEntry) => void }) {
  return (
    <li className="c-history-entry">
      <article aria-labelledby={`h-${entry.id}`}>
        <header>
          <h2 id={`h-${entry.id}`}>
            <span className="c-muted">#{entry.id}</span> {entry.message}
          </h2>
          <p className="c-meta">
            <strong>{byName(entry.by)}</strong> · <time dateTime={new Date(entry.at).toISOString()}>{formatTime(entry.at)}</time>
            {entry.kind === 'rollback' ? <span className="c-tag">roll back</span> : null}
            {entry.current ? <span className="c-tag c-ok">live now</span> : null}
          </p>
        </header>
        {entry.keys.length ? (
          <p className="c-keys">
            Keys changed:{' '}
            {entry.keys.map((k) => (
              <code key={k} className="c-chip">
                {k}
              </code>
            ))}
          </p>
        ) : null}
        {entry.diff.length ? (
          <details>
            <summary>Diff</summary>
            <pre className="c-diff">
              {entry.diff.map((l, k) => (
                <span key={k} className={l.op === '+' ? 'c-add' : l.op === '-' ? 'c-del' : ''}>
                  {`${l.op} ${l.text}\n`}
                </span>
              ))}
            </pre>
          </details>
        ) : null}
        {before ? (
          <button
            type="button"
            className="c-button c-small"
            aria-description={entry.current ? `Publishes #${before.id} again, at once` : `Publishes #${before.id} again, after asking`}
            onClick={() => onRollBack(before)}
          >
            Roll back
          </button>
        ) : null}
      </article>
    </li>
  );
}

function RollBackDialog({
  code,
  plan,
  onCancel,
  onConfirm,
}: {
  code: string;
  plan: RollBackPlan;
  onCancel: () => void;
  onConfirm: (message: string) => Promise<void>;
}) {
  const [message, setMessage] = useState('');
  const { to, undone } = plan;
  const keys = [...new Set(undone.flatMap((e) => e.keys))].sort();
  const later = undone.map((e) => `#${e.id}`).join(', ');
  return (
    <ConfirmDialog title={`Roll back ${code} to #${to.id}`} confirmLabel="Roll back" onCancel={onCancel} onConfirm={() => onConfirm(message.trim())}>
      <p>
        Version <strong>#{to.id}</strong> goes live for players: {to.kind === 'found' ? 'the file as found on disk' : `published by ${to.by}`},{' '}
        {formatTime(to.at)}: “{to.message}”.
      </p>
      <p>
        This undoes {undone.length === 1 ? 'the change' : 'every change'} published after it ({later}).
      </p>
      {keys.length ? (
        <p className="c-keys">
          Keys that change against the live file:{' '}
          {keys.map((k) => (
            <code key={k} className="c-chip">
              {k}
            </code>
          ))}
        </p>
      ) : null}
      <label htmlFor="rollback-message">Message (optional)</label>
      <textarea id="rollback-message" rows={2} value={message} onChange={(e) => setMessage(e.target.value)} placeholder="e.g. Live chat back on" />
    </ConfirmDialog>
  );
}

function Audit() {
  const load = useCallback(() => call('GET', '/api/audit', auditAnswer), []);
  const { data, error, reload } = useLoad(load);
  return (
    <>
      <header className="c-page-head">
        <div>
          <h1>Audit log</h1>
          <p className="c-muted">Who did what, when, from where (newest first).</p>
        </div>
      </header>
      {error ? <LoadFailed what="The audit log" error={error} onRetry={reload} /> : null}
      {!data && !error ? <Loading what="the audit log" /> : null}
      {data ? (
        <table className="c-table c-compact">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Target</th>
              <th scope="col">Outcome</th>
              <th scope="col">From</th>
            </tr>
          </thead>
          <tbody>
            {data.entries.map((a, i) => (
              <tr key={i}>
                <td>{formatTime(a.at)}</td>
                <td>{a.operator ?? '—'}</td>
                <td>
                  {a.action}
                  {a.detail ? <span className="c-muted"> · {a.detail}</span> : null}
                </td>
                <td>{a.target ?? ''}</td>
                <td>
                  <span className={`c-tag ${a.outcome === 'ok' ? 'c-ok' : 'c-bad'}`}>{a.outcome}</span>
                </td>
                <td>{a.from}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}
