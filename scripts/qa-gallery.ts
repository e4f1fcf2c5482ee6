// The visual QA gallery (written by npm run qa): one self-contained HTML page, qa-report/index.html,
// with a row per merchant × theme × language and a column per screen. Each cell is the screen as
// it was seen; a screen that differs from its baseline is outlined in red and shows the baseline,
// what was seen and Playwright's diff side by side. A summary at the top names every merchant and
// screen that differs. The images are copied next to the page (relative paths), so the folder can
// be opened from disk or handed over as it is.
import fs from 'node:fs';
import path from 'node:path';
import { BASELINE_DIR, SCREENS, type QaMatrix, type QaShot } from '../tests/qa/qa-env.ts';

// ------------------------------------------------------------ Playwright's JSON report (the parts read)

interface ReportAttachment {
  name: string;
  contentType: string;
  path?: string;
}
interface ReportError {
  message?: string;
}
interface ReportResult {
  status: 'passed' | 'failed' | 'timedOut' | 'skipped' | 'interrupted';
  duration: number;
  errors: ReportError[];
  attachments: ReportAttachment[];
}
interface ReportTest {
  results: ReportResult[];
}
interface ReportSpec {
  title: string;
  tests: ReportTest[];
}
interface ReportSuite {
  title: string;
  specs?: ReportSpec[];
  suites?: ReportSuite[];
}
export interface PlaywrightJsonReport {
  suites: ReportSuite[];
  errors?: ReportError[];
  stats?: { duration: number; expected: number; unexpected: number; skipped: number; flaky: number };
}

// ------------------------------------------------------------ what the gallery shows

export type CellStatus = 'same' | 'approved' | 'differs' | 'missing' | 'error' | 'not-run';

export interface Cell {
  shot: QaShot;
  status: CellStatus;
  /** Relative to the gallery: the screen as seen (or its baseline when it matched). */
  image?: string;
  baseline?: string;
  diff?: string;
  message?: string;
}

export interface GalleryResult {
  cells: Cell[];
  /** Shots that differ, are missing a baseline or could not be taken. */
  failures: Cell[];
  /** Invalid merchant files and errors outside any test. */
  problems: string[];
  /** Baseline files that no merchant file asks for any more. */
  obsolete: string[];
  file: string;
}

function specsOf(suite: ReportSuite): ReportSpec[] {
  return [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specsOf)];
}

/** The last result of each test, by title. */
function resultsByTitle(report: PlaywrightJsonReport | null): Map<string, ReportResult> {
  const out = new Map<string, ReportResult>();
  for (const spec of (report?.suites ?? []).flatMap(specsOf)) {
    const result = spec.tests.flatMap((t) => t.results).at(-1);
    if (result) out.set(spec.title, result);
  }
  return out;
}

// Playwright's own messages carry ANSI colours.
// eslint-disable-next-line no-control-regex -- ESC starts an ANSI colour sequence
const stripAnsi = (s: string) => s.replace(/\u001b\[[0-9;]*m/g, '');
const firstLines = (s: string, n = 4) =>
  stripAnsi(s)
    .split('\n')
    .filter((l) => l.trim())
    .slice(0, n)
    .join('\n');

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Every baseline file under tests/qa/baselines, as `<merchant>/<file>`. */
export function baselineFiles(dir: string = BASELINE_DIR): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      fs
        .readdirSync(path.join(dir, d.name))
        .filter((f) => f.endsWith('.png'))
        .map((f) => `${d.name}/${f}`),
    )
    .sort();
}

export interface GalleryInput {
  matrix: QaMatrix;
  report: PlaywrightJsonReport | null;
  outDir: string;
  /** The run took new baselines (npm run qa:approve). */
  approve: boolean;
  /** Only these merchants were run (obsolete baselines are judged on a full run only). */
  partial: boolean;
  /** Names of the merchants, by code, for the row headers. */
  title?: string;
}

export function writeGallery({ matrix, report, outDir, approve, partial, title = 'Palaro visual QA' }: GalleryInput): GalleryResult {
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(path.join(outDir, 'img'), { recursive: true });
  const results = resultsByTitle(report);

  const copy = (from: string | undefined, shot: QaShot, kind: string): string | undefined => {
    if (!from || !fs.existsSync(from)) return undefined;
    const rel = `img/${shot.merchant}/${shot.file[1].replace(/\.png$/, '')}${kind ? `.${kind}` : ''}.png`;
    fs.mkdirSync(path.dirname(path.join(outDir, rel)), { recursive: true });
    fs.copyFileSync(from, path.join(outDir, rel));
    return rel;
  };

  const cells: Cell[] = matrix.shots.map((shot) => {
    const result = results.get(shot.title);
    const baselinePath = path.join(BASELINE_DIR, ...shot.file);
    if (!result || result.status === 'skipped') {
      const image = copy(baselinePath, shot, '');
      return { shot, status: 'not-run', ...(image ? { image } : {}) };
    }
    const attachment = (suffix: string) => result.attachments.find((a) => a.name.endsWith(suffix) && a.path)?.path;
    const message = firstLines(result.errors.map((e) => e.message ?? '').join('\n'));
    if (result.status === 'passed') {
      const image = copy(baselinePath, shot, '');
      return { shot, status: approve ? 'approved' : 'same', ...(image ? { image } : {}) };
    }
    const actual = copy(attachment('-actual.png'), shot, 'actual');
    const expected = copy(attachment('-expected.png'), shot, 'baseline');
    const diff = copy(attachment('-diff.png'), shot, 'diff');
    const noBaseline = !fs.existsSync(baselinePath) || /snapshot doesn.t exist/i.test(message);
    const status: CellStatus = noBaseline ? 'missing' : diff || expected ? 'differs' : 'error';
    const cell: Cell = { shot, status, message };
    if (actual) cell.image = actual;
    if (expected) cell.baseline = expected;
    if (diff) cell.diff = diff;
    if (!actual && status !== 'differs') {
      const base = copy(baselinePath, shot, 'baseline');
      if (base) cell.baseline = base;
    }
    return cell;
  });

  const failures = cells.filter((c) => c.status === 'differs' || c.status === 'missing' || c.status === 'error');
  const problems = [
    ...matrix.invalid.map((b) => `merchants/${b.code}.json does not validate: ${b.problems.join('; ')}`),
    ...(report?.errors ?? []).map((e) => firstLines(e.message ?? '', 6)),
    ...(report ? [] : ['the Playwright run wrote no report']),
  ];
  const wanted = new Set(matrix.shots.map((s) => s.file.join('/')));
  const obsolete = partial ? [] : baselineFiles().filter((f) => !wanted.has(f));

  const file = path.join(outDir, 'index.html');
  fs.writeFileSync(file, renderHtml({ title, matrix, cells, failures, problems, obsolete, report, approve }));
  return { cells, failures, problems, obsolete, file };
}

// ------------------------------------------------------------ HTML

const STATUS_TEXT: Record<CellStatus, string> = {
  same: 'same as baseline',
  approved: 'baseline taken',
  differs: 'differs from baseline',
  missing: 'no baseline yet',
  error: 'could not be taken',
  'not-run': 'not run',
};

function img(src: string | undefined, label: string, alt: string): string {
  if (!src) return `<div class="shot shot--none"><span>${escapeHtml(label)}: none</span></div>`;
  return `<figure class="shot"><a href="${escapeHtml(src)}" target="_blank"><img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" loading="lazy" width="195" height="422"></a><figcaption>${escapeHtml(label)}</figcaption></figure>`;
}

function renderCell(cell: Cell): string {
  const alt = cell.shot.title;
  const failed = cell.status === 'differs' || cell.status === 'missing' || cell.status === 'error';
  const images = failed
    ? [
        cell.baseline || cell.status === 'differs' ? img(cell.baseline, 'baseline', `${alt} (baseline)`) : '',
        img(cell.image, 'seen', `${alt} (seen)`),
        cell.diff ? img(cell.diff, 'diff', `${alt} (diff)`) : '',
      ].join('')
    : cell.image
      ? img(cell.image, '', alt)
      : '<div class="shot shot--none"><span>no image</span></div>';
  const message = failed && cell.message ? `<pre class="message">${escapeHtml(cell.message)}</pre>` : '';
  return `<td class="cell cell--${cell.status}" title="${escapeHtml(`${alt}: ${STATUS_TEXT[cell.status]}`)}"><div class="cell__status">${escapeHtml(STATUS_TEXT[cell.status])}</div><div class="cell__images">${images}</div>${message}</td>`;
}

interface RenderInput {
  title: string;
  matrix: QaMatrix;
  cells: Cell[];
  failures: Cell[];
  problems: string[];
  obsolete: string[];
  report: PlaywrightJsonReport | null;
  approve: boolean;
}

function renderHtml({ title, matrix, cells, failures, problems, obsolete, report, approve }: RenderInput): string {
  const rows: string[] = [];
  for (const m of matrix.merchants) {
    for (const theme of m.themes) {
      for (const lang of m.languages) {
        const rowCells = SCREENS.map((screen) =>
          cells.find((c) => c.shot.merchant === m.code && c.shot.theme === theme && c.shot.lang === lang && c.shot.screen === screen),
        );
        const failed = rowCells.some((c) => c && (c.status === 'differs' || c.status === 'missing' || c.status === 'error'));
        rows.push(
          `<tr class="${failed ? 'row--failed' : 'row--clean'}"><th scope="row"><div class="brand">${escapeHtml(m.name)}</div><div class="code">${escapeHtml(m.code)}</div><div class="variant">${escapeHtml(theme)} · ${escapeHtml(lang)} · ${escapeHtml(m.mode)}</div></th>${rowCells.map((c) => (c ? renderCell(c) : '<td class="cell"></td>')).join('')}</tr>`,
        );
      }
    }
  }

  // The summary: failed screens grouped by merchant, theme and language.
  const groups = new Map<string, Cell[]>();
  for (const f of failures) {
    const key = `${f.shot.merchant} ${f.shot.theme} ${f.shot.lang}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  const merchantsFailed = [...new Set(failures.map((f) => f.shot.merchant))];
  const counts = (s: CellStatus) => cells.filter((c) => c.status === s).length;
  const verdict =
    failures.length || problems.length
      ? `<p class="verdict verdict--fail">${failures.length} of ${cells.length} screens need review${merchantsFailed.length ? ` — merchants: ${merchantsFailed.map(escapeHtml).join(', ')}` : ''}.</p>`
      : `<p class="verdict verdict--pass">${approve ? `Baselines taken for ${counts('approved')} screens.` : `All ${counts('same')} screens match their baselines.`}</p>`;
  const summary = [...groups].map(
    ([key, list]) =>
      `<li><strong>${escapeHtml(key)}</strong>: ${list.map((c) => `${escapeHtml(c.shot.screen)} <span class="tag tag--${c.status}">${escapeHtml(STATUS_TEXT[c.status])}</span>`).join(', ')}</li>`,
  );
  const missing = failures.filter((f) => f.status === 'missing');
  const hints = [
    missing.length
      ? `<p>Screens without a baseline: review them below, then <code>npm run qa:approve -- --merchant ${escapeHtml([...new Set(missing.map((f) => f.shot.merchant))].join(','))}</code>.</p>`
      : '',
    failures.some((f) => f.status === 'differs')
      ? '<p>A difference that is intended: <code>npm run qa:approve</code> (or <code>-- --merchant &lt;code&gt;</code>) takes the new screens as baselines.</p>'
      : '',
  ].join('');
  const problemList = problems.length
    ? `<h2>Problems</h2><ul class="problems">${problems.map((p) => `<li><pre>${escapeHtml(p)}</pre></li>`).join('')}</ul>`
    : '';
  const obsoleteList = obsolete.length
    ? `<h2>Baselines no merchant file asks for</h2><ul>${obsolete.map((o) => `<li><code>tests/qa/baselines/${escapeHtml(o)}</code></li>`).join('')}</ul><p>${approve ? 'Removed by this approval.' : '<code>npm run qa:approve</code> removes them.'}</p>`
    : '';
  const seconds = report?.stats ? Math.round(report.stats.duration / 1000) : null;
  const when = new Date()
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC');

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  :root { color-scheme: light; --fail: #d11a2a; --ok: #1b7f3b; --muted: #5b6472; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 14px/1.45 system-ui, sans-serif; color: #151a22; background: #f3f4f7; }
  header { padding: 20px 24px 8px; }
  h1 { margin: 0 0 4px; font-size: 22px; }
  h2 { font-size: 16px; margin: 18px 0 6px; }
  .meta { color: var(--muted); margin: 0 0 8px; }
  .verdict { font-weight: 700; font-size: 16px; margin: 8px 0; }
  .verdict--fail { color: var(--fail); }
  .verdict--pass { color: var(--ok); }
  .summary li { margin: 2px 0; }
  .tag { font-size: 12px; padding: 0 6px; border-radius: 8px; background: #e5e7ec; color: #333; white-space: nowrap; }
  .tag--differs, .tag--error { background: #fde2e4; color: var(--fail); }
  .tag--missing { background: #fff2cc; color: #7a5b00; }
  .problems pre, .message { white-space: pre-wrap; font-size: 12px; margin: 4px 0; color: var(--fail); }
  .toggle { margin: 4px 24px 0; display: inline-flex; gap: 6px; align-items: center; cursor: pointer; }
  body:has(#only-failed:checked) .row--clean { display: none; }
  main { padding: 0 24px 40px; overflow-x: auto; }
  table { border-collapse: separate; border-spacing: 8px; }
  thead th { position: sticky; top: 0; background: #f3f4f7; z-index: 1; padding: 6px; text-align: left; font-size: 13px; text-transform: capitalize; }
  tbody th { vertical-align: top; text-align: left; min-width: 130px; padding: 6px; }
  .brand { font-weight: 700; }
  .code { font-family: ui-monospace, monospace; color: var(--muted); }
  .variant { color: var(--muted); font-size: 12px; }
  .cell { vertical-align: top; background: #fff; border: 2px solid #dfe2e8; border-radius: 10px; padding: 6px; }
  .cell--differs, .cell--missing, .cell--error { border-color: var(--fail); outline: 3px solid var(--fail); outline-offset: 1px; background: #fff5f5; }
  .cell--not-run { opacity: .55; }
  .cell__status { font-size: 11px; color: var(--muted); margin-bottom: 4px; }
  .cell--differs .cell__status, .cell--missing .cell__status, .cell--error .cell__status { color: var(--fail); font-weight: 700; }
  .cell__images { display: flex; gap: 6px; }
  .shot { margin: 0; }
  .shot img { display: block; width: 195px; height: auto; border: 1px solid #d5d8de; border-radius: 4px; background: #ddd; }
  .shot figcaption { font-size: 11px; color: var(--muted); text-align: center; }
  .shot--none { width: 195px; height: 120px; display: grid; place-items: center; color: var(--muted); border: 1px dashed #c9cdd4; border-radius: 4px; font-size: 12px; }
</style>
</head>
<body>
<header>
  <h1>${escapeHtml(title)}${approve ? ' — approval' : ''}</h1>
  <p class="meta">${matrix.merchants.length} merchants · ${cells.length} screens · ${counts('same') + counts('approved')} as baseline · ${counts('differs')} differ · ${counts('missing')} without baseline · ${counts('error')} not taken${seconds !== null ? ` · ${seconds} s` : ''} · ${escapeHtml(when)}</p>
  ${verdict}
  ${summary.length ? `<ul class="summary">${summary.join('')}</ul>` : ''}
  ${hints}
  ${problemList}
  ${obsoleteList}
</header>
<label class="toggle"><input type="checkbox" id="only-failed"> show only the rows that need review</label>
<main>
<table>
<thead><tr><th>merchant · theme · language</th>${SCREENS.map((s) => `<th scope="col">${escapeHtml(s.replace(/-/g, ' '))}</th>`).join('')}</tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
</main>
</body>
</html>
`;
}
