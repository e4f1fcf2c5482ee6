// The Operators page (admins only): who may use the console, with which role and on which
// merchants. Every change that widens or ends someone's access asks first; merchants are picked
// from the merchants that exist, never typed.
import { useCallback, useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  ROLES,
  call,
  errorText,
  formatTime,
  merchantsAnswer,
  operatorAnswer,
  operatorsAnswer,
  removedAnswer,
  type Me,
  type OperatorRow,
  type Role,
} from '@/console/web/api';
import { ConfirmDialog, ErrorText, LoadFailed, Loading, Notice, useLoad } from '@/console/web/ui';

const MIN_PASSWORD = 10;

type Pending =
  | { kind: 'role'; op: OperatorRow; role: Role }
  | { kind: 'remove'; op: OperatorRow }
  | { kind: 'password'; op: OperatorRow }
  | { kind: 'merchants'; op: OperatorRow };

const operatorUrl = (name: string): string => `/api/operators/${encodeURIComponent(name)}`;
const isRole = (v: string): v is Role => (ROLES as readonly string[]).includes(v);

export function Operators({ me }: { me: Me }) {
  const loadOperators = useCallback(() => call('GET', '/api/operators', operatorsAnswer), []);
  const operators = useLoad(loadOperators);
  const loadCodes = useCallback(() => call('GET', '/api/merchants', merchantsAnswer).then((r) => r.merchants.map((m) => m.code)), []);
  const codes = useLoad(loadCodes);
  const [pending, setPending] = useState<Pending | null>(null);
  const [problem, setProblem] = useState('');
  const [notice, setNotice] = useState('');

  /** One change of an operator; the dialog that asked shows a refusal itself. */
  async function change(op: OperatorRow, body: Record<string, unknown>, done: string) {
    await call('PATCH', operatorUrl(op.name), operatorAnswer, body);
    setPending(null);
    setNotice(done);
    operators.reload();
  }
  async function unlock(op: OperatorRow) {
    setProblem('');
    try {
      await change(op, { unlock: true }, `${op.name} unlocked`);
    } catch (e) {
      setProblem(errorText(e));
    }
  }
  async function remove(op: OperatorRow) {
    await call('DELETE', operatorUrl(op.name), removedAnswer);
    setPending(null);
    setNotice(`${op.name} removed`);
    operators.reload();
  }

  return (
    <>
      <header className="c-page-head">
        <div>
          <h1>Operators</h1>
          <p className="c-muted">viewer reads · editor changes drafts · publisher publishes and rolls back · admin also manages operators.</p>
        </div>
      </header>
      <ErrorText text={problem} />
      <Notice text={notice} />
      <div className="c-two-col">
        <div>
          {operators.error ? <LoadFailed what="The operators" error={operators.error} onRetry={operators.reload} /> : null}
          {!operators.data && !operators.error ? <Loading what="the operators" /> : null}
          {operators.data ? (
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
                {operators.data.operators.map((o) => (
                  <OperatorLine key={o.name} op={o} self={o.name === me.name} onPending={setPending} onUnlock={(op) => void unlock(op)} />
                ))}
              </tbody>
            </table>
          ) : null}
        </div>
        <AddOperator
          codes={codes}
          onAdded={(text) => {
            setNotice(text);
            operators.reload();
          }}
        />
      </div>
      {pending?.kind === 'role' ? (
        <ConfirmDialog
          title={`Change the role of ${pending.op.name}`}
          confirmLabel="Change role"
          onCancel={() => setPending(null)}
          onConfirm={() => change(pending.op, { role: pending.role }, `${pending.op.name} is now ${pending.role}`)}
        >
          <p>
            <strong>{pending.op.name}</strong> goes from <strong>{pending.op.role}</strong> to <strong>{pending.role}</strong>.
          </p>
          <p className="c-muted">It takes effect on their next action.</p>
        </ConfirmDialog>
      ) : null}
      {pending?.kind === 'remove' ? (
        <ConfirmDialog title={`Remove ${pending.op.name}`} confirmLabel="Remove" danger onCancel={() => setPending(null)} onConfirm={() => remove(pending.op)}>
          <p>
            <strong>{pending.op.name}</strong> ({pending.op.role}) can no longer log in, and their open sessions end at once.
          </p>
        </ConfirmDialog>
      ) : null}
      {pending?.kind === 'password' ? (
        <PasswordDialog
          title={`New password for ${pending.op.name}`}
          note={pending.op.name === me.name ? 'Your other sessions end; this one stays.' : `Every open session of ${pending.op.name} ends.`}
          onCancel={() => setPending(null)}
          onSet={(password) => change(pending.op, { password }, `New password set for ${pending.op.name}`)}
        />
      ) : null}
      {pending?.kind === 'merchants' ? (
        <MerchantsDialog
          op={pending.op}
          codes={codes}
          onCancel={() => setPending(null)}
          onSet={(merchants) => change(pending.op, { merchants }, `${pending.op.name} may now open ${merchants ? merchants.join(', ') : 'all merchants'}`)}
        />
      ) : null}
    </>
  );
}

/** A small action of an operator's row, named with the operator it acts on ('Unlock ana', not 'Unlock'). */
function RowAction({ name, onClick, children }: { name: string; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className="c-button c-small c-ghost" aria-label={name} onClick={onClick}>
      {children}
    </button>
  );
}

function OperatorLine({
  op,
  self,
  onPending,
  onUnlock,
}: {
  op: OperatorRow;
  self: boolean;
  onPending: (p: Pending) => void;
  onUnlock: (op: OperatorRow) => void;
}) {
  return (
    <tr>
      <td>
        <strong>{op.name}</strong> {op.locked ? <span className="c-tag c-bad">locked</span> : null}
      </td>
      <td>
        <select
          aria-label={`Role of ${op.name}`}
          value={op.role}
          disabled={self}
          onChange={(e) => {
            if (isRole(e.target.value) && e.target.value !== op.role) onPending({ kind: 'role', op, role: e.target.value });
          }}
        >
          {ROLES.map((r) => (
            <option key={r}>{r}</option>
          ))}
        </select>
      </td>
      <td>{op.merchants ? op.merchants.join(', ') : <span className="c-muted">all</span>}</td>
      <td className="c-muted">
        {formatTime(op.createdAt)} by {op.createdBy}
      </td>
      <td>
        <div className="c-row-actions">
          {op.locked ? (
            <RowAction name={`Unlock ${op.name}`} onClick={() => onUnlock(op)}>
              Unlock
            </RowAction>
          ) : null}
          <RowAction name={`Reset password of ${op.name}`} onClick={() => onPending({ kind: 'password', op })}>
            Reset password
          </RowAction>
          {!self ? (
            <>
              <RowAction name={`Edit merchants of ${op.name}`} onClick={() => onPending({ kind: 'merchants', op })}>
                Edit merchants
              </RowAction>
              <RowAction name={`Remove ${op.name}`} onClick={() => onPending({ kind: 'remove', op })}>
                Remove {op.name}
              </RowAction>
            </>
          ) : null}
        </div>
      </td>
    </tr>
  );
}

type Codes = ReturnType<typeof useLoad<string[]>>;

/**
 * The merchants an operator may open: all of them, or a list picked from the merchants that exist.
 * A code the operator has that no longer exists stays listed, so that it can be taken away.
 */
function MerchantPicker({ codes, value, onChange }: { codes: Codes; value: string[] | null; onChange: (next: string[] | null) => void }) {
  const id = useId();
  const listed = [...new Set([...(codes.data ?? []), ...(value ?? [])])];
  const toggle = (code: string, on: boolean) => {
    const current = value ?? [];
    onChange(on ? [...current, code] : current.filter((c) => c !== code));
  };
  return (
    <fieldset className="c-picker">
      <legend>Merchants</legend>
      <label className="c-check">
        <input type="radio" name={`${id}-scope`} checked={value === null} onChange={() => onChange(null)} /> All merchants
      </label>
      <label className="c-check">
        <input type="radio" name={`${id}-scope`} checked={value !== null} onChange={() => onChange(value ?? [])} /> Only these merchants:
      </label>
      {codes.error ? <LoadFailed what="The merchant list" error={codes.error} onRetry={codes.reload} /> : null}
      {!codes.data && !codes.error ? <Loading what="the merchant list" /> : null}
      <div className="c-picker-list" role="group" aria-label="Merchants this operator may open">
        {listed.map((code) => (
          <label key={code} className="c-check">
            <input type="checkbox" disabled={value === null} checked={value?.includes(code) ?? false} onChange={(e) => toggle(code, e.target.checked)} />{' '}
            <code>{code}</code>
            {codes.data && !codes.data.includes(code) ? <span className="c-muted"> (no such merchant now)</span> : null}
          </label>
        ))}
      </div>
      {value !== null && value.length === 0 ? <p className="c-field-doc">Tick at least one merchant, or choose All merchants.</p> : null}
    </fieldset>
  );
}

function AddOperator({ codes, onAdded }: { codes: Codes; onAdded: (text: string) => void }) {
  const empty = { username: '', password: '', role: 'viewer' as Role, merchants: null as string[] | null };
  const [form, setForm] = useState(empty);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const incomplete = form.merchants !== null && form.merchants.length === 0;
  async function add(e: FormEvent) {
    e.preventDefault();
    if (incomplete || busy) return;
    setProblem('');
    setBusy(true);
    try {
      await call('POST', '/api/operators', operatorAnswer, form);
      onAdded(`Added ${form.username} (${form.role}${form.merchants ? `, ${form.merchants.join(', ')}` : ''})`);
      setForm(empty);
    } catch (err) {
      setProblem(errorText(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="c-card" onSubmit={(e) => void add(e)} aria-labelledby="add-operator">
      <h2 id="add-operator">Add operator</h2>
      <label htmlFor="op-name">User name</label>
      <input id="op-name" autoComplete="off" value={form.username} onChange={(e) => setForm({ ...form, username: e.target.value })} required />
      <label htmlFor="op-password">Password</label>
      <input
        id="op-password"
        type="password"
        autoComplete="new-password"
        minLength={MIN_PASSWORD}
        value={form.password}
        onChange={(e) => setForm({ ...form, password: e.target.value })}
        required
      />
      <p className="c-field-doc">At least {MIN_PASSWORD} characters.</p>
      <label htmlFor="op-role">Role</label>
      <select id="op-role" value={form.role} onChange={(e) => setForm({ ...form, role: isRole(e.target.value) ? e.target.value : 'viewer' })}>
        {ROLES.map((r) => (
          <option key={r}>{r}</option>
        ))}
      </select>
      <MerchantPicker codes={codes} value={form.merchants} onChange={(merchants) => setForm({ ...form, merchants })} />
      <ErrorText text={problem} />
      <button type="submit" className="c-button c-primary" disabled={incomplete || busy}>
        Add operator
      </button>
    </form>
  );
}

/** A new password typed twice; with `needsCurrent`, the current one first (an operator's own change). */
export function PasswordDialog({
  title,
  note,
  needsCurrent = false,
  onCancel,
  onSet,
}: {
  title: string;
  note: string;
  needsCurrent?: boolean;
  onCancel: () => void;
  onSet: (password: string, current: string) => Promise<void>;
}) {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const short = password.length < MIN_PASSWORD;
  const differ = again !== '' && again !== password;
  return (
    <ConfirmDialog
      title={title}
      confirmLabel="Set password"
      disabled={short || again !== password || (needsCurrent && current === '')}
      onCancel={onCancel}
      onConfirm={() => onSet(password, current)}
    >
      {needsCurrent ? (
        <>
          <label htmlFor="current-password">Current password</label>
          <input id="current-password" type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} required />
        </>
      ) : null}
      <label htmlFor="new-password">New password</label>
      <input
        id="new-password"
        type="password"
        autoComplete="new-password"
        minLength={MIN_PASSWORD}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
      />
      <p className="c-field-doc">At least {MIN_PASSWORD} characters.</p>
      <label htmlFor="new-password-again">New password again</label>
      <input
        id="new-password-again"
        type="password"
        autoComplete="new-password"
        value={again}
        aria-invalid={differ}
        aria-describedby={differ ? 'new-password-differ' : undefined}
        onChange={(e) => setAgain(e.target.value)}
        required
      />
      {differ ? (
        <p id="new-password-differ" className="c-field-problem">
          The two passwords differ.
        </p>
      ) : null}
      <p className="c-muted">{note}</p>
    </ConfirmDialog>
  );
}

function MerchantsDialog({
  op,
  codes,
  onCancel,
  onSet,
}: {
  op: OperatorRow;
  codes: Codes;
  onCancel: () => void;
  onSet: (merchants: string[] | null) => Promise<void>;
}) {
  const [merchants, setMerchants] = useState<string[] | null>(op.merchants);
  return (
    <ConfirmDialog
      title={`Merchants of ${op.name}`}
      confirmLabel="Save merchants"
      disabled={merchants !== null && merchants.length === 0}
      onCancel={onCancel}
      onConfirm={() => onSet(merchants)}
    >
      <p className="c-muted">
        Now: {op.merchants ? op.merchants.join(', ') : 'all merchants'}. {op.name} ({op.role}) sees and changes only the merchants chosen here.
      </p>
      <MerchantPicker codes={codes} value={merchants} onChange={setMerchants} />
    </ConfirmDialog>
  );
}
