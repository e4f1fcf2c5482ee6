// Forms generated from the merchant file's JSON Schema (schemas/merchant.schema.json, generated
// from the zod schema) and its docs (src/config/schema-docs.ts, served by /api/schema): no key is
// written here, so a key added to the schema shows up in the console by itself. A value the file
// does not set shows the inherited one (_defaults.json); changing it writes it into the file
// (objects merge, arrays replace: an inherited list is copied whole).
import { useId, useState, type ReactNode } from 'react';
import type { JsonSchema, Problem } from '@/console/web/api';

export type Path = (string | number)[];
type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export function getAt(value: unknown, path: Path): unknown {
  let v = value;
  for (const key of path) {
    if (Array.isArray(v) && typeof key === 'number') v = v[key];
    else if (isObj(v) && typeof key === 'string') v = v[key];
    else return undefined;
  }
  return v;
}

function setIn(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next;
  const [key, ...rest] = path;
  if (typeof key === 'number') {
    const list = Array.isArray(value) ? [...(value as unknown[])] : [];
    list[key] = setIn(list[key], rest, next);
    return list;
  }
  const obj: Obj = isObj(value) ? { ...value } : {};
  if (next === undefined && rest.length === 0) return Object.fromEntries(Object.entries(obj).filter(([k]) => k !== key));
  obj[key as string] = setIn(obj[key as string], rest, next);
  return obj;
}

/** The file with `next` at `path`; an inherited container on the way is first copied into the file. */
export function setAt(file: Obj, defaults: Obj, path: Path, next: unknown): Obj {
  let out: unknown = file;
  for (let i = 1; i < path.length; i++) {
    const prefix = path.slice(0, i);
    if (getAt(out, prefix) === undefined) {
      const inherited = getAt(defaults, prefix);
      if (inherited !== undefined) out = setIn(out, prefix, structuredClone(inherited));
      break;
    }
  }
  return setIn(out, path, next) as Obj;
}

/** The value in force: the file's, else the inherited one. */
export const effectiveAt = (file: Obj, defaults: Obj, path: Path): unknown => {
  const own = getAt(file, path);
  return own !== undefined ? own : getAt(defaults, path);
};

/** The docs' key for a path: `a.b`, `list[].key` for the items of a list. */
export function docPath(path: Path): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += '[]';
    else out += out ? `.${key}` : key;
  }
  return out;
}

export function describe(docs: Record<string, string>, path: Path): string | undefined {
  const key = docPath(path);
  if (docs[key] !== undefined) return docs[key];
  const segments = key.split('.');
  let best: { text: string; stars: number } | undefined;
  for (const [pattern, text] of Object.entries(docs)) {
    if (!pattern.includes('*')) continue;
    const p = pattern.split('.');
    if (p.length !== segments.length || !p.every((s, i) => s === '*' || s === segments[i])) continue;
    const stars = p.filter((s) => s === '*').length;
    if (!best || stars < best.stars) best = { text, stars };
  }
  return best?.text;
}

/** The short title of a description: its words before the first colon, bracket or semicolon ('Live chat'). */
export function titleOf(description: string | undefined): string {
  if (!description) return '';
  const cut = description.search(/[:(;]|\.(\s|$)/);
  return plain(cut === -1 ? description : description.slice(0, cut)).trim();
}

/** Docs text without its Markdown marks. */
const plain = (text: string): string => text.replace(/\[([^\]]+)\]\([^)]*\)/g, '$1').replace(/`/g, '');

/** The description below a field, unless it only repeats the title. */
export function docBeyondTitle(description: string | undefined): string {
  if (!description) return '';
  const norm = (t: string) =>
    plain(t)
      .replace(/[.\s]+$/, '')
      .trim();
  return norm(description) === titleOf(description) ? '' : description;
}

/** A docs line: `code` spans as code, [links](…) as their text. */
export function DocText({ text }: { text: string }) {
  const parts = text.replace(/\[([^\]]+)\]\([^)]*\)/g, '$1').split('`');
  return <>{parts.map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : <span key={i}>{part}</span>))}</>;
}

export function Title({ label, description }: { label: string; description: string | undefined }) {
  const title = titleOf(description);
  return (
    <>
      <code>{label}</code>
      {title && title !== label ? <span> {title}</span> : null}
    </>
  );
}

function Doc({ id, description }: { id?: string; description: string | undefined }) {
  const text = docBeyondTitle(description);
  return text ? (
    <p className="c-field-doc" id={id}>
      <DocText text={text} />
    </p>
  ) : null;
}

/** The one schema a value follows (the first non-null branch of anyOf/oneOf). */
function mainSchema(schema: JsonSchema): JsonSchema {
  const branches = schema.anyOf ?? schema.oneOf;
  if (!branches) return schema;
  const real = branches.filter((b) => b.type !== 'null');
  const [only] = real;
  return only && real.length === 1 ? mainSchema(only) : schema;
}

const typeOf = (s: JsonSchema): string | undefined => (Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type);

/** A value to start a new item of a list with. */
function blank(schema: JsonSchema): unknown {
  const s = mainSchema(schema);
  if (s.enum) return s.enum[0];
  if (s.const !== undefined) return s.const;
  switch (typeOf(s)) {
    case 'boolean':
      return false;
    case 'number':
    case 'integer':
      return s.minimum ?? 0;
    case 'string':
      return '';
    case 'array':
      return [];
    case 'object': {
      const out: Obj = {};
      for (const key of s.required ?? []) out[key] = blank(s.properties?.[key] ?? {});
      return out;
    }
    default:
      return null;
  }
}

const HEX = '^#[0-9a-fA-F]{3,8}$';

export interface FormContext {
  file: Obj;
  defaults: Obj;
  docs: Record<string, string>;
  problems: Problem[];
  readOnly: boolean;
  onChange: (path: Path, value: unknown) => void;
}

const pathString = (path: Path): string => path.map((k, i) => (typeof k === 'number' ? `[${k}]` : i === 0 ? k : `.${k}`)).join('');

function ProblemText({ ctx, path }: { ctx: FormContext; path: Path }) {
  const here = pathString(path);
  const mine = ctx.problems.filter((p) => p.path === here);
  if (!mine.length) return null;
  return (
    <p className="c-field-problem" role="alert">
      {mine.map((p) => p.message).join('; ')}
    </p>
  );
}

function Inherited({ ctx, path, leaf = true }: { ctx: FormContext; path: Path; leaf?: boolean }) {
  const own = getAt(ctx.file, path) !== undefined;
  const inherited = getAt(ctx.defaults, path) !== undefined;
  // A value goes back to the inherited one; a whole group does not (one click would drop all of it).
  if (own && inherited && leaf && !ctx.readOnly && path.every((k) => typeof k === 'string')) {
    return (
      <button type="button" className="c-link-button c-small" onClick={() => ctx.onChange(path, undefined)}>
        Use default
      </button>
    );
  }
  if (!own && inherited) return <span className="c-tag c-muted">default</span>;
  return null;
}

interface FieldProps {
  ctx: FormContext;
  schema: JsonSchema;
  path: Path;
  /** The label, when not the last key of the path. */
  label?: string;
}

export function Field({ ctx, schema, path, label }: FieldProps): ReactNode {
  const s = mainSchema(schema);
  const key = label ?? String(path.at(-1) ?? '');
  const description = describe(ctx.docs, path);
  const value = effectiveAt(ctx.file, ctx.defaults, path);
  const type = typeOf(s);
  if (type === 'object' && (s.properties || isObj(s.additionalProperties)))
    return <ObjectField ctx={ctx} schema={s} path={path} label={key} description={description} />;
  if (type === 'array' && s.items) return <ArrayField ctx={ctx} schema={s} path={path} label={key} description={description} />;
  if (type === 'boolean') return <SwitchField ctx={ctx} path={path} label={key} description={description} value={value === true} />;
  return <ScalarField ctx={ctx} schema={s} path={path} label={key} description={description} value={value} />;
}

export function SwitchField({
  ctx,
  path,
  label,
  description,
  value,
}: {
  ctx: FormContext;
  path: Path;
  label: string;
  description: string | undefined;
  value: boolean;
}) {
  const id = useId();
  const doc = docBeyondTitle(description);
  return (
    <div className="c-field c-field--switch">
      <label className="c-switch" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={value}
          disabled={ctx.readOnly}
          aria-describedby={doc ? `${id}-d` : undefined}
          onChange={(e) => ctx.onChange(path, e.target.checked)}
        />
        <span className="c-switch-track" aria-hidden="true" />
        <span className="c-switch-label">
          <Title label={label} description={description} />
        </span>
      </label>
      <Inherited ctx={ctx} path={path} />
      <Doc id={`${id}-d`} description={description} />
      <ProblemText ctx={ctx} path={path} />
    </div>
  );
}

function ScalarField({
  ctx,
  schema,
  path,
  label,
  description,
  value,
}: {
  ctx: FormContext;
  schema: JsonSchema;
  path: Path;
  label: string;
  description: string | undefined;
  value: unknown;
}) {
  const id = useId();
  const type = typeOf(schema);
  const common = { id, disabled: ctx.readOnly, 'aria-describedby': docBeyondTitle(description) ? `${id}-d` : undefined };
  let input: ReactNode;
  if (schema.enum) {
    input = (
      <select
        {...common}
        value={value === undefined ? '' : JSON.stringify(value)}
        onChange={(e) => ctx.onChange(path, e.target.value === '' ? undefined : (JSON.parse(e.target.value) as unknown))}
      >
        {value === undefined ? <option value="">(not set)</option> : null}
        {schema.enum.map((v) => (
          <option key={JSON.stringify(v)} value={JSON.stringify(v)}>
            {String(v)}
          </option>
        ))}
      </select>
    );
  } else if (type === 'number' || type === 'integer') {
    input = (
      <input
        {...common}
        type="number"
        step={type === 'integer' ? 1 : 'any'}
        min={schema.minimum}
        max={schema.maximum}
        value={typeof value === 'number' ? value : ''}
        onChange={(e) => ctx.onChange(path, e.target.value === '' ? undefined : Number(e.target.value))}
      />
    );
  } else if (type === 'string') {
    const colour = schema.pattern === HEX;
    input = (
      <span className="c-input-row">
        {colour && typeof value !== 'string' ? <span className="c-swatch-empty" aria-hidden="true" title="Not set: the theme's own colour" /> : null}
        {colour && typeof value === 'string' ? (
          <input
            type="color"
            aria-label={`${label} colour picker`}
            disabled={ctx.readOnly}
            value={typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value) ? value : '#000000'}
            onChange={(e) => ctx.onChange(path, e.target.value)}
          />
        ) : null}
        <input
          {...common}
          type="text"
          spellCheck={false}
          value={typeof value === 'string' ? value : ''}
          placeholder={colour ? "not set: the theme's own colour" : schema.pattern ? `pattern ${schema.pattern}` : undefined}
          onChange={(e) => ctx.onChange(path, e.target.value === '' && getAt(ctx.defaults, path) !== undefined ? undefined : e.target.value)}
        />
      </span>
    );
  } else {
    input = <JsonValue id={id} ctx={ctx} path={path} value={value} />;
  }
  return (
    <div className="c-field">
      <label htmlFor={id}>
        <Title label={label} description={description} />
      </label>
      <Inherited ctx={ctx} path={path} />
      {input}
      <Doc id={`${id}-d`} description={description} />
      <ProblemText ctx={ctx} path={path} />
    </div>
  );
}

/** A value of no simple shape, as JSON text. */
function JsonValue({ id, ctx, path, value }: { id: string; ctx: FormContext; path: Path; value: unknown }) {
  const [text, setText] = useState(() => JSON.stringify(value ?? null, null, 2));
  const [bad, setBad] = useState(false);
  return (
    <textarea
      id={id}
      className={`c-json${bad ? ' c-invalid' : ''}`}
      rows={Math.min(10, text.split('\n').length + 1)}
      disabled={ctx.readOnly}
      value={text}
      spellCheck={false}
      onChange={(e) => {
        setText(e.target.value);
        try {
          ctx.onChange(path, JSON.parse(e.target.value) as unknown);
          setBad(false);
        } catch {
          setBad(true);
        }
      }}
    />
  );
}

function ObjectField({
  ctx,
  schema,
  path,
  label,
  description,
}: {
  ctx: FormContext;
  schema: JsonSchema;
  path: Path;
  label: string;
  description: string | undefined;
}) {
  const value = effectiveAt(ctx.file, ctx.defaults, path);
  const obj = isObj(value) ? value : {};
  const known = Object.keys(schema.properties ?? {});
  const extra = isObj(schema.additionalProperties) ? Object.keys(obj).filter((k) => !known.includes(k)) : [];
  const [newKey, setNewKey] = useState('');
  const extraSchema = isObj(schema.additionalProperties) ? (schema.additionalProperties as JsonSchema) : null;
  const keyChoices = extraSchema && (schema as { propertyNames?: JsonSchema }).propertyNames?.enum;
  return (
    <fieldset className="c-group">
      <legend>
        <Title label={label} description={description} />
        <Inherited ctx={ctx} path={path} leaf={false} />
      </legend>
      <Doc description={description} />
      <ProblemText ctx={ctx} path={path} />
      {known.map((k) => (
        <Field key={k} ctx={ctx} schema={schema.properties?.[k] ?? {}} path={[...path, k]} />
      ))}
      {extraSchema
        ? extra.map((k) => (
            <div className="c-extra-key" key={k}>
              <Field ctx={ctx} schema={extraSchema} path={[...path, k]} />
              {!ctx.readOnly ? (
                <button type="button" className="c-link-button c-small" onClick={() => ctx.onChange([...path, k], undefined)} aria-label={`Remove ${k}`}>
                  Remove
                </button>
              ) : null}
            </div>
          ))
        : null}
      {extraSchema && !ctx.readOnly ? (
        <div className="c-add-row">
          {Array.isArray(keyChoices) ? (
            <select aria-label={`New key of ${label}`} value={newKey} onChange={(e) => setNewKey(e.target.value)}>
              <option value="">Choose…</option>
              {keyChoices
                .map(String)
                .filter((k) => !(k in obj))
                .map((k) => (
                  <option key={k}>{k}</option>
                ))}
            </select>
          ) : (
            <input aria-label={`New key of ${label}`} value={newKey} onChange={(e) => setNewKey(e.target.value)} placeholder="key" />
          )}
          <button
            type="button"
            className="c-button c-small"
            disabled={!newKey || newKey in obj}
            onClick={() => {
              ctx.onChange([...path, newKey], blank(extraSchema));
              setNewKey('');
            }}
          >
            Add to {label}
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}

function ArrayField({
  ctx,
  schema,
  path,
  label,
  description,
}: {
  ctx: FormContext;
  schema: JsonSchema;
  path: Path;
  label: string;
  description: string | undefined;
}) {
  const value = effectiveAt(ctx.file, ctx.defaults, path);
  const list = Array.isArray(value) ? value : [];
  const items = mainSchema(schema.items ?? {});
  const simple = typeOf(items) !== 'object' && typeOf(items) !== 'array';
  const [choice, setChoice] = useState('');
  const move = (from: number, to: number) => {
    const next = [...list];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    ctx.onChange(path, next);
  };
  const remove = (i: number) =>
    ctx.onChange(
      path,
      list.filter((_, k) => k !== i),
    );
  const enumLeft = items.enum?.filter((v) => !list.some((x) => JSON.stringify(x) === JSON.stringify(v)));
  return (
    <fieldset className="c-group">
      <legend>
        <Title label={label} description={description} />
        <Inherited ctx={ctx} path={path} leaf={false} />
      </legend>
      <Doc description={description} />
      <ProblemText ctx={ctx} path={path} />
      <ol className={simple ? 'c-list c-simple' : 'c-list'}>
        {list.map((item, i) => {
          const name = simple ? String(item) : itemName(item, i);
          return (
            <li key={i} className="c-list-item">
              <div className="c-list-body">
                {simple && items.enum ? (
                  <span className="c-chip">{String(item)}</span>
                ) : simple ? (
                  <Field ctx={ctx} schema={items} path={[...path, i]} label={`${label} ${i + 1}`} />
                ) : (
                  <details open={list.length <= 3}>
                    <summary>{name}</summary>
                    <Field ctx={ctx} schema={items} path={[...path, i]} label={name} />
                  </details>
                )}
              </div>
              {!ctx.readOnly ? (
                <div className="c-list-tools">
                  <button type="button" className="c-icon-button" aria-label={`Move ${name} up`} disabled={i === 0} onClick={() => move(i, i - 1)}>
                    ↑
                  </button>
                  <button
                    type="button"
                    className="c-icon-button"
                    aria-label={`Move ${name} down`}
                    disabled={i === list.length - 1}
                    onClick={() => move(i, i + 1)}
                  >
                    ↓
                  </button>
                  <button type="button" className="c-icon-button" aria-label={`Remove ${name}`} onClick={() => remove(i)}>
                    ×
                  </button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      {!ctx.readOnly && (!schema.maxItems || list.length < schema.maxItems) ? (
        <div className="c-add-row">
          {enumLeft ? (
            <>
              <select aria-label={`Add to ${label}`} value={choice} onChange={(e) => setChoice(e.target.value)}>
                <option value="">Choose…</option>
                {enumLeft.map((v) => (
                  <option key={JSON.stringify(v)} value={JSON.stringify(v)}>
                    {String(v)}
                  </option>
                ))}
              </select>
              <button
                type="button"
                className="c-button c-small"
                disabled={!choice}
                onClick={() => {
                  ctx.onChange(path, [...list, JSON.parse(choice) as unknown]);
                  setChoice('');
                }}
              >
                Add
              </button>
            </>
          ) : (
            <button type="button" className="c-button c-small" onClick={() => ctx.onChange(path, [...list, blank(items)])}>
              Add to {label}
            </button>
          )}
        </div>
      ) : null}
    </fieldset>
  );
}

/** A readable name for an item of a list: its id, name, title or label, else its number. */
function itemName(item: unknown, i: number): string {
  if (isObj(item)) {
    for (const k of ['id', 'name', 'title', 'label', 'code', 'group', 'resourceType', 'type']) {
      const v = item[k];
      if (typeof v === 'string' && v) return v;
      if (isObj(v) && typeof Object.values(v)[0] === 'string') return String(Object.values(v)[0]);
    }
  }
  return `Item ${i + 1}`;
}
