// The console's screens: login, merchants, a merchant (merchant-page.tsx), its history, operators
// and the audit log. The server decides what each role may do; the screens only hide what it
// would refuse.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { BrowserRouter, Link, Navigate, NavLink, Route, Routes, useParams } from 'react-router-dom';
import {
  ApiError,
  ROLES,
  call,
  formatTime,
  roleAtLeast,
  setCsrf,
  type AuditRow,
  type HistoryEntry,
  type Me,
  type MerchantSummary,
  type OperatorRow,
  type PublishEffects,
  type Role,
  type SchemaBundle,
} from '@/console/web/api';
import { MerchantPage, PublishNotice } from '@/console/web/merchant-page';

type Theme = 'light' | 'dark';
const THEME_KEY = 'palaro-console-theme';

function initialTheme(): Theme {
  const stored = localStorage.getItem(THEME_KEY);
  if (stored === 'light' || stored === 'dark') return stored;
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function App() {
  const [me, setMe] = useState<Me | null | undefined>(undefined);
  const [theme, setTheme] = useState<Theme>(initialTheme);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  useEffect(() => {
    call<{ operator: Me; csrf: string }>('GET', '/api/me')
      .then((r) => {
        setCsrf(r.csrf);
        setMe(r.operator);
      })
      .catch(() => setMe(null));
  }, []);
  const toggle = () => {
    const next = theme === 'dark' ? 'light' : 'dark';
    localStorage.setItem(THEME_KEY, next);
    setTheme(next);
  };
  if (me === undefined) return null;
  if (me === null) return <Login theme={theme} onTheme={toggle} onIn={setMe} />;
  return (
    <BrowserRouter>
      <Shell me={me} theme={theme} onTheme={toggle} onOut={() => setMe(null)} />
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

function Login({ theme, onTheme, onIn }: { theme: Theme; onTheme: () => void; onIn: (me: Me) => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      const r = await call<{ operator: Me; csrf: string }>('POST', '/api/login', { username, password });
      setCsrf(r.csrf);
      onIn(r.operator);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
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
        <form onSubmit={(e) => void submit(e)}>
          <label htmlFor="login-user">User name</label>
          <input id="login-user" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} required />
          <label htmlFor="login-password">Password</label>
          <input id="login-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
          {error ? (
            <p role="alert" className="c-alert c-bad">
              {error}
            </p>
          ) : null}
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
  const [schema, setSchema] = useState<SchemaBundle | null>(null);
  useEffect(() => {
    call<SchemaBundle>('GET', '/api/schema')
      .then(setSchema)
      .catch(() => undefined);
  }, []);
  async function logout() {
    await call('POST', '/api/logout').catch(() => undefined);
    onOut();
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
          <button type="button" className="c-button c-ghost c-small" onClick={() => void logout()}>
            Log out
          </button>
        </div>
      </header>
      <main className="c-content">
        <Routes>
          <Route path="/" element={<Merchants />} />
          <Route path="/merchants/:code" element={schema ? <MerchantPage me={me} schema={schema} /> : <p className="c-muted">Loading…</p>} />
          <Route path="/merchants/:code/history" element={<History me={me} />} />
          <Route path="/operators" element={me.role === 'admin' ? <Operators me={me} /> : <Navigate to="/" />} />
          <Route path="/audit" element={me.role === 'admin' ? <Audit /> : <Navigate to="/" />} />
          <Route path="*" element={<Navigate to="/" />} />
        </Routes>
      </main>
    </div>
  );
}

function useLoad<T>(load: () => Promise<T>): { data: T | null; error: string; reload: () => void } {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState('');
  const [n, setN] = useState(0);
  useEffect(() => {
    load()
      .then((d) => {
        setData(d);
        setError('');
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [load, n]);
  return { data, error, reload: () => setN((x) => x + 1) };
}

function Problem({ text }: { text: string }) {
  return text ? (
    <p role="alert" className="c-alert c-bad">
      {text}
    </p>
  ) : null;
}

function Merchants() {
  const load = useCallback(() => call<{ merchants: MerchantSummary[] }>('GET', '/api/merchants'), []);
  const { data, error } = useLoad(load);
  return (
    <>
      <header className="c-page-head">
        <div>
          <h1>Merchants</h1>
          <p className="c-muted">Each merchant's file as the players' site serves it.</p>
        </div>
      </header>
      <Problem text={error} />
      {data ? (
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

function History({ me }: { me: Me }) {
  const { code = '' } = useParams();
  const load = useCallback(() => call<{ entries: HistoryEntry[] }>('GET', `/api/merchants/${code}/history`), [code]);
  const { data, error, reload } = useLoad(load);
  const [problem, setProblem] = useState('');
  const [notice, setNotice] = useState<{ text: string; effects?: PublishEffects } | null>(null);
  const canPublish = roleAtLeast(me.role, 'publisher');
  const entries = data?.entries ?? [];
  const currentVersion = entries.find((e) => e.current)?.version ?? entries[0]?.version ?? '';

  async function rollBack(entry: HistoryEntry, to: HistoryEntry) {
    setProblem('');
    try {
      const r = await call<{ keys: string[]; effects: PublishEffects }>('POST', `/api/merchants/${code}/rollback`, { id: to.id, baseVersion: currentVersion });
      setNotice({
        text: `Rolled back #${entry.id}: ${code} is again version #${to.id} (${r.keys.join(', ')}). Open player pages apply it within 60 seconds.`,
        effects: r.effects,
      });
      reload();
    } catch (e) {
      setProblem(e instanceof ApiError || e instanceof Error ? e.message : String(e));
    }
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
      <Problem text={error || problem} />
      {notice ? <PublishNotice text={notice.text} effects={notice.effects} /> : null}
      <ol className="c-history" aria-label="History">
        {entries.map((entry, i) => {
          const before = entries[i + 1];
          return (
            <li key={entry.id} className="c-history-entry">
              <article aria-labelledby={`h-${entry.id}`}>
                <header>
                  <h2 id={`h-${entry.id}`}>
                    <span className="c-muted">#{entry.id}</span> {entry.message}
                  </h2>
                  <p className="c-meta">
                    <strong>{entry.by === 'file' ? 'the file on disk' : entry.by}</strong> ·{' '}
                    <time dateTime={new Date(entry.at).toISOString()}>{formatTime(entry.at)}</time>
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
                {canPublish && before ? (
                  <button
                    type="button"
                    className="c-button c-small"
                    onClick={() => void rollBack(entry, before)}
                    aria-description={`Publishes version #${before.id} again`}
                  >
                    Roll back
                  </button>
                ) : null}
              </article>
            </li>
          );
        })}
      </ol>
    </>
  );
}

function Operators({ me }: { me: Me }) {
  const load = useCallback(() => call<{ operators: OperatorRow[] }>('GET', '/api/operators'), []);
  const { data, error, reload } = useLoad(load);
  const [form, setForm] = useState({ username: '', password: '', role: 'viewer' as Role, merchants: '' });
  const [problem, setProblem] = useState('');
  const [notice, setNotice] = useState('');
  async function add(e: FormEvent) {
    e.preventDefault();
    setProblem('');
    try {
      const merchants = form.merchants
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      await call('POST', '/api/operators', {
        username: form.username,
        password: form.password,
        role: form.role,
        merchants: merchants.length ? merchants : null,
      });
      setNotice(`Added ${form.username} (${form.role})`);
      setForm({ username: '', password: '', role: 'viewer', merchants: '' });
      reload();
    } catch (err) {
      setProblem(err instanceof Error ? err.message : String(err));
    }
  }
  async function act(run: () => Promise<unknown>, done: string) {
    setProblem('');
    try {
      await run();
      setNotice(done);
      reload();
    } catch (err) {
      setProblem(err instanceof Error ? err.message : String(err));
    }
  }
  return (
    <>
      <header className="c-page-head">
        <div>
          <h1>Operators</h1>
          <p className="c-muted">viewer reads · editor changes drafts · publisher publishes and rolls back · admin also manages operators.</p>
        </div>
      </header>
      <Problem text={error || problem} />
      {notice ? (
        <p role="status" className="c-alert c-ok">
          {notice}
        </p>
      ) : null}
      <div className="c-two-col">
        <table className="c-table">
          <thead>
            <tr>
              <th scope="col">User name</th>
              <th scope="col">Role</th>
              <th scope="col">Merchants</th>
              <th scope="col">Added</th>
              <th scope="col">
                <span className="c-visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {(data?.operators ?? []).map((o) => (
              <tr key={o.name}>
                <td>
                  <strong>{o.name}</strong> {o.locked ? <span className="c-tag c-bad">locked</span> : null}
                </td>
                <td>
                  <select
                    aria-label={`Role of ${o.name}`}
                    value={o.role}
                    disabled={o.name === me.name}
                    onChange={(e) => void act(() => call('PATCH', `/api/operators/${o.name}`, { role: e.target.value }), `${o.name} is now ${e.target.value}`)}
                  >
                    {ROLES.map((r) => (
                      <option key={r}>{r}</option>
                    ))}
                  </select>
                </td>
                <td>{o.merchants ? o.merchants.join(', ') : <span className="c-muted">all</span>}</td>
                <td className="c-muted">
                  {formatTime(o.createdAt)} by {o.createdBy}
                </td>
                <td className="c-row-actions">
                  {o.locked ? (
                    <button
                      type="button"
                      className="c-button c-small c-ghost"
                      onClick={() => void act(() => call('PATCH', `/api/operators/${o.name}`, { unlock: true }), `${o.name} unlocked`)}
                    >
                      Unlock
                    </button>
                  ) : null}
                  {o.name !== me.name ? (
                    <button
                      type="button"
                      className="c-button c-small c-ghost"
                      onClick={() => void act(() => call('DELETE', `/api/operators/${o.name}`), `${o.name} removed`)}
                    >
                      Remove {o.name}
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <form className="c-card" onSubmit={(e) => void add(e)} aria-labelledby="add-operator">
          <h2 id="add-operator">Add operator</h2>
          <label htmlFor="op-name">User name</label>
          <input id="op-name" autoComplete="off" value={form.username} onChange={(e) => setForm({ ...form, username: e.target.value })} required />
          <label htmlFor="op-password">Password</label>
          <input
            id="op-password"
            type="password"
            autoComplete="new-password"
            minLength={10}
            value={form.password}
            onChange={(e) => setForm({ ...form, password: e.target.value })}
            required
          />
          <p className="c-field-doc">At least 10 characters.</p>
          <label htmlFor="op-role">Role</label>
          <select id="op-role" value={form.role} onChange={(e) => setForm({ ...form, role: e.target.value as Role })}>
            {ROLES.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
          <label htmlFor="op-merchants">Merchants (codes, comma separated; empty for all)</label>
          <input id="op-merchants" value={form.merchants} onChange={(e) => setForm({ ...form, merchants: e.target.value })} />
          <button type="submit" className="c-button c-primary">
            Add operator
          </button>
        </form>
      </div>
    </>
  );
}

function Audit() {
  const load = useCallback(() => call<{ entries: AuditRow[] }>('GET', '/api/audit'), []);
  const { data, error } = useLoad(load);
  return (
    <>
      <header className="c-page-head">
        <div>
          <h1>Audit log</h1>
          <p className="c-muted">Who did what, when, from where (newest first).</p>
        </div>
      </header>
      <Problem text={error} />
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
          {(data?.entries ?? []).map((a, i) => (
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
    </>
  );
}
