// npx tsx scripts/check-styles.ts (npm run styles:check): the style sheets under src/ keep two
// rules; exits 1 naming file:line and the reason of each finding. tests/architecture/styles.test.ts
// runs it over the real sources, so `npm test` fails on a new finding.
//
// 1. No class is defined in two style files. Each feature's sheet is loaded with its screens, so
//    when two sheets style the same class, which rule wins depends on which screens were visited
//    first (and a sheet's rules reach another feature's elements). The exact rule, per file:
//      - a class is OWNED by a file when some selector of that file names it as its only class
//        (`.a`, `.a:hover`, `.a::after`, `.a[aria-x]`, `.a img`, `html[data-x] .a`), or when no
//        other style file names it at all (`.rain-hero__pool .money`: only agent.css names
//        `.rain-hero__pool`);
//      - a selector naming two or more classes is QUALIFIED when one of them is owned by the same
//        file (`.news-card img`, `.rb-page .section`, `.help-tab.is-active`): it only styles
//        elements inside or carrying that file's own class, and defines nothing new;
//      - an unqualified selector naming two or more classes defines the classes of its subject
//        (its last compound, outside functional pseudo-classes): `.x .y` in a file owning
//        neither defines `.y` there;
//      - a class is DEFINED by a file when the file owns it or an unqualified selector of the file
//        defines it. A class defined by two files is a finding, reported at the first defining
//        selector in each of them.
//    Classes are read outside attribute selectors and strings; rules inside @keyframes are not
//    selectors; rules inside @media or @supports count as any other.
// 2. No colour literal in feature styles (src/features/**/*.css, and the demo games' src/demo/**/*.css):
//    no #hex, no colour function
//    (rgb(), rgba(), hsl(), hsla(), hwb(), lab(), lch(), oklab(), oklch(), color()) and no named
//    colour (white, black, red, … every CSS named colour), in any declaration's value, custom
//    properties included. `transparent`, `currentColor`, `inherit` and the theme tokens
//    (`var(--primary)`, `color-mix(in srgb, var(--x) N%, transparent)`) are what to use instead.
//    The shared sheets in src/ui are not held to this rule.
//
// Parsed with postcss (Vite's own CSS parser), not with regular expressions over the whole file.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import postcss, { type AtRule, type Node, type Rule } from 'postcss';

export interface StyleSource {
  /** The path relative to the repository root, with `/` separators (e.g. `src/ui/global.css`). */
  file: string;
  css: string;
}

export type StyleFindingKind = 'duplicate-class' | 'colour-literal' | 'parse-error';

export interface StyleFinding {
  file: string;
  line: number;
  kind: StyleFindingKind;
  reason: string;
}

/** Feature styles (the demo games' too) may name no colour literal. */
export const isFeatureStyle = (file: string): boolean => /^src\/(features|demo)\/.+\.css$/.test(file);

/** The CSS named colours (CSS Color 4), lower case; `transparent` and `currentcolor` are fine. */
export const NAMED_COLOURS: ReadonlySet<string> = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown ' +
    'burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan ' +
    'darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid ' +
    'darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet ' +
    'deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ' +
    'ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki ' +
    'lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow ' +
    'lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray ' +
    'lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine ' +
    'mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen ' +
    'mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace ' +
    'olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred ' +
    'papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown royalblue ' +
    'saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray slategrey ' +
    'snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow ' +
    'yellowgreen'
  ).split(' '),
);

const COLOUR_FUNCTIONS = /(?<![\w-])(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/gi;
const HEX = /#[0-9a-f]{3,8}(?![\w-])/gi;
const IDENT = /(?<![\w-])[a-z]+(?![\w(-])/gi;
/** Properties whose identifiers name things, not colours (an animation called `tan` is fine). */
const NAMING_PROPERTIES =
  /^(animation(-name)?|font(-family)?|grid(-area|-template(-areas)?|-row|-column)?(-start|-end)?|counter-(reset|increment|set)|will-change|transition(-property)?|list-style(-type)?|view-transition-name|container(-name)?)$/i;

/** A value with its strings and url() arguments blanked out (same length, so offsets hold). */
function blankStrings(value: string): string {
  return value
    .replace(/url\((?:[^)"']|"[^"]*"|'[^']*')*\)/gi, (m) => `url(${' '.repeat(m.length - 5)})`)
    .replace(/"[^"]*"|'[^']*'/g, (m) => ' '.repeat(m.length));
}

/** The colour literals in one declaration's value, as `what` strings (e.g. `#fff`, `rgba()`, `white`). */
export function colourLiterals(prop: string, value: string): string[] {
  const v = blankStrings(value);
  const out: string[] = [];
  for (const m of v.matchAll(HEX)) out.push(m[0]);
  for (const m of v.matchAll(COLOUR_FUNCTIONS)) out.push(`${m[1]?.toLowerCase()}()`);
  if (!NAMING_PROPERTIES.test(prop)) {
    for (const m of v.matchAll(IDENT)) if (NAMED_COLOURS.has(m[0].toLowerCase())) out.push(m[0]);
  }
  return out;
}

interface SelectorClasses {
  /** Every class the selector names (functional pseudo-class arguments included). */
  all: Set<string>;
  /** The classes of its last compound, outside functional pseudo-classes. */
  subject: Set<string>;
}

/** The classes of one selector (of a comma-separated list), read outside [..] and strings. */
export function selectorClasses(selector: string): SelectorClasses {
  const all = new Set<string>();
  let subject = new Set<string>();
  let parens = 0;
  let i = 0;
  const s = selector;
  while (i < s.length) {
    const c = s[i] ?? '';
    if (c === '\\') {
      i += 2;
      continue;
    }
    if (c === '"' || c === "'") {
      const end = s.indexOf(c, i + 1);
      i = end < 0 ? s.length : end + 1;
      continue;
    }
    if (c === '[') {
      // An attribute selector: skip to its end, strings inside included.
      let j = i + 1;
      while (j < s.length && s[j] !== ']') {
        const q = s[j];
        if (q === '"' || q === "'") {
          const end = s.indexOf(q, j + 1);
          j = end < 0 ? s.length : end;
        }
        j++;
      }
      i = j + 1;
      continue;
    }
    if (c === '(') parens++;
    else if (c === ')') parens = Math.max(0, parens - 1);
    else if (parens === 0 && (/\s/.test(c) || c === '>' || c === '+' || c === '~')) {
      // A combinator: the compound after it is the subject so far.
      let j = i;
      while (j < s.length && /[\s>+~]/.test(s[j] ?? '')) j++;
      if (j < s.length) subject = new Set();
      i = j;
      continue;
    } else if (c === '.') {
      const m = /^-?[_a-zA-Z][\w-]*/.exec(s.slice(i + 1));
      if (m) {
        all.add(m[0]);
        if (parens === 0) subject.add(m[0]);
        i += 1 + m[0].length;
        continue;
      }
    }
    i++;
  }
  return { all, subject };
}

interface SelectorAt {
  selector: string;
  line: number;
  classes: SelectorClasses;
}

function insideKeyframes(rule: Rule): boolean {
  for (let p: Node | undefined = rule.parent; p; p = p.parent) {
    if (p.type === 'atrule' && /keyframes$/i.test((p as AtRule).name)) return true;
  }
  return false;
}

/**
 * The classes one file defines (rule 1), with the line of the first defining selector.
 * `namedBy` counts, per class, the style files whose selectors name it.
 */
function definedClasses(selectors: readonly SelectorAt[], namedBy: ReadonlyMap<string, number>): Map<string, number> {
  const defined = new Map<string, number>();
  const soleClasses = new Set<string>();
  for (const s of selectors) {
    if (s.classes.all.size !== 1) continue;
    const [only] = s.classes.all;
    if (only === undefined) continue;
    soleClasses.add(only);
    if (!defined.has(only)) defined.set(only, s.line);
  }
  const owns = (c: string) => soleClasses.has(c) || namedBy.get(c) === 1;
  for (const s of selectors) {
    if (s.classes.all.size < 2) continue;
    if ([...s.classes.all].some(owns)) continue;
    for (const c of s.classes.subject) if (!defined.has(c)) defined.set(c, s.line);
  }
  return defined;
}

/** Both rules over the given sheets; findings sorted by file and line. */
export function checkStyles(sources: readonly StyleSource[]): StyleFinding[] {
  const findings: StyleFinding[] = [];
  const parsed: { file: string; selectors: SelectorAt[] }[] = [];
  for (const { file, css } of sources) {
    let root: postcss.Root;
    try {
      root = postcss.parse(css, { from: file });
    } catch (e) {
      const line = (e as { line?: number }).line ?? 1;
      findings.push({ file, line, kind: 'parse-error', reason: `does not parse: ${(e as Error).message}` });
      continue;
    }
    const selectors: SelectorAt[] = [];
    root.walkRules((rule) => {
      if (insideKeyframes(rule)) return;
      const line = rule.source?.start?.line ?? 1;
      for (const selector of rule.selectors) selectors.push({ selector, line, classes: selectorClasses(selector) });
    });
    parsed.push({ file, selectors });
    if (isFeatureStyle(file)) {
      root.walkDecls((decl) => {
        for (const what of colourLiterals(decl.prop, decl.value)) {
          findings.push({
            file,
            line: decl.source?.start?.line ?? 1,
            kind: 'colour-literal',
            reason: `colour literal ${what} in \`${decl.prop}\`: use a theme token (var(--…), color-mix() of tokens)`,
          });
        }
      });
    }
  }
  const namedBy = new Map<string, number>();
  for (const { selectors } of parsed) {
    for (const c of new Set(selectors.flatMap((s) => [...s.classes.all]))) namedBy.set(c, (namedBy.get(c) ?? 0) + 1);
  }
  const definitions = new Map<string, { file: string; line: number }[]>();
  for (const { file, selectors } of parsed) {
    for (const [cls, line] of definedClasses(selectors, namedBy)) definitions.set(cls, [...(definitions.get(cls) ?? []), { file, line }]);
  }
  for (const [cls, where] of definitions) {
    if (where.length < 2) continue;
    for (const w of where) {
      const others = where.filter((o) => o !== w).map((o) => `${o.file}:${o.line}`);
      findings.push({
        file: w.file,
        line: w.line,
        kind: 'duplicate-class',
        reason: `class .${cls} is also defined in ${others.join(', ')}: keep one shared definition in src/ui, or give the feature's own a name of its own`,
      });
    }
  }
  return findings.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.reason.localeCompare(b.reason));
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every .css file under src/ (repository-relative paths, sorted). */
export function readStyleSources(root: string = ROOT): StyleSource[] {
  const out: StyleSource[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.css')) out.push({ file: path.relative(root, p).split(path.sep).join('/'), css: fs.readFileSync(p, 'utf8') });
    }
  };
  walk(path.join(root, 'src'));
  return out.sort((a, b) => a.file.localeCompare(b.file));
}

export const formatFinding = (f: StyleFinding): string => `${f.file}:${f.line}: ${f.reason}`;

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const sources = readStyleSources();
  const findings = checkStyles(sources);
  for (const f of findings) console.error(formatFinding(f));
  if (findings.length) {
    const count = (k: StyleFindingKind) => findings.filter((f) => f.kind === k).length;
    console.error(
      `styles: ${findings.length} findings (${count('duplicate-class')} duplicate classes, ${count('colour-literal')} colour literals, ${count('parse-error')} parse errors) in ${sources.length} style files`,
    );
    process.exit(1);
  }
  console.log(`styles: ${sources.length} style files, no duplicate class, no colour literal in feature styles`);
}
