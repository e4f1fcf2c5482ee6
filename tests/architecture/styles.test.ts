// @vitest-environment node
// The style sheets' rules (scripts/check-styles.ts): no class defined in two style files, no
// colour literal in feature styles. Held over the real sources, and proven on small sheets.
import { checkStyles, colourLiterals, formatFinding, readStyleSources, selectorClasses, type StyleSource } from '../../scripts/check-styles.ts';

const sheet = (file: string, css: string): StyleSource => ({ file, css });
const kinds = (sources: StyleSource[]) => checkStyles(sources).map((f) => `${f.kind} ${f.file}:${f.line}`);

describe('the style files under src/', () => {
  const sources = readStyleSources();

  it('are read', () => {
    expect(sources.map((s) => s.file)).toEqual(expect.arrayContaining(['src/ui/global.css', 'src/ui/controls.css', 'src/features/lobby/lobby.css']));
    expect(sources.filter((s) => s.file.startsWith('src/features/')).length).toBeGreaterThan(10);
  });

  it('define no class twice and name no colour literal in feature styles', () => {
    expect(checkStyles(sources).map(formatFinding)).toEqual([]);
  });
});

describe('selector classes', () => {
  it.each([
    ['.a', ['a'], ['a']],
    ['.a .b', ['a', 'b'], ['b']],
    ['.a > .b.c:hover', ['a', 'b', 'c'], ['b', 'c']],
    ['.a img', ['a'], []],
    ["html[data-embedded='true'] .header", ['header'], ['header']],
    ['[class~=".x"] .y', ['y'], ['y']],
    ['.a:has(> .b:only-of-type) .c', ['a', 'b', 'c'], ['c']],
    ['.a:not(.b)', ['a', 'b'], ['a']],
  ])('%s', (selector, all, subject) => {
    const c = selectorClasses(selector);
    expect([...c.all].sort()).toEqual(all);
    expect([...c.subject].sort()).toEqual(subject);
  });
});

describe('no class defined in two style files', () => {
  it('finds the same class in two files, at each definition', () => {
    const found = checkStyles([
      sheet('src/ui/global.css', '.x { top: 0; }\n.visually-hidden { width: 1px; }'),
      sheet('src/features/a/a.css', '.y {}\n\n.visually-hidden { width: 1px; }'),
    ]);
    expect(found.map(formatFinding)).toEqual([
      "src/features/a/a.css:3: class .visually-hidden is also defined in src/ui/global.css:2: keep one shared definition in src/ui, or give the feature's own a name of its own",
      "src/ui/global.css:2: class .visually-hidden is also defined in src/features/a/a.css:3: keep one shared definition in src/ui, or give the feature's own a name of its own",
    ]);
  });

  it("counts a class under another file's context, or under an attribute of <html>, as a definition", () => {
    expect(
      kinds([
        sheet('src/ui/global.css', '.header {}\n.app__main {}\n.app--with-header {}'),
        sheet('src/features/a/a.css', 'html[data-x] .header { display: none; }\nhtml[data-x] .app--with-header .app__main { padding: 0; }'),
      ]),
    ).toEqual([
      'duplicate-class src/features/a/a.css:1',
      'duplicate-class src/features/a/a.css:2',
      'duplicate-class src/ui/global.css:1',
      'duplicate-class src/ui/global.css:2',
    ]);
    expect(kinds([sheet('src/features/a/a.css', '.card.is-on {}'), sheet('src/features/b/b.css', '.card {}\n.is-on {}')])).toEqual([
      'duplicate-class src/features/a/a.css:1',
      'duplicate-class src/features/a/a.css:1',
      'duplicate-class src/features/b/b.css:1',
      'duplicate-class src/features/b/b.css:2',
    ]);
  });

  it("accepts a shared class styled inside, or together with, the file's own class", () => {
    expect(
      checkStyles([
        sheet('src/ui/global.css', '.section {}\n.money {}\n.chip {}\n.is-active {}'),
        sheet(
          'src/features/a/a.css',
          '.a-page {}\n.a-page .section { gap: 0; }\n.a-tab.is-active {}\n.a-tab {}\n.a-hero__pool .money {}\n.news-card img {}\n.a-chips .chip[aria-checked="true"] {}',
        ),
        sheet('src/features/b/b.css', '.b-tab.is-active {}\n.b-tab {}\n@keyframes spin { from { opacity: 0; } }'),
      ]),
    ).toEqual([]);
  });

  it('ignores @keyframes steps and finds classes inside @media', () => {
    expect(
      kinds([
        sheet('src/ui/global.css', '@keyframes a { from {} to {} }\n.x {}'),
        sheet('src/features/a/a.css', '@keyframes b { from {} }\n@media (min-width: 1px) {\n  .x {}\n}'),
      ]),
    ).toEqual(['duplicate-class src/features/a/a.css:3', 'duplicate-class src/ui/global.css:2']);
  });
});

describe('no colour literal in feature styles', () => {
  it.each([
    ['color: #fff', ['#fff']],
    ['color: #F5B700', ['#F5B700']],
    ['background: #0e1116cc', ['#0e1116cc']],
    ['background: rgba(0, 0, 0, 0.6)', ['rgba()']],
    ['background: rgb(0 0 0 / 60%)', ['rgb()']],
    ['color: hsl(40 100% 50%)', ['hsl()']],
    ['color: hsla(40, 100%, 50%, 0.5)', ['hsla()']],
    ['color: oklch(70% 0.1 80)', ['oklch()']],
    ['color: white', ['white']],
    ['border: 1px solid Black', ['Black']],
    ['box-shadow: 0 0 0 2px red', ['red']],
    ['background: linear-gradient(#000, transparent)', ['#000']],
    ['background: color-mix(in srgb, var(--danger) 72%, black)', ['black']],
    ['--glow: gold', ['gold']],
  ])('%s', (decl, what) => {
    const [prop = '', value = ''] = decl.split(/:\s*/);
    expect(colourLiterals(prop, value)).toEqual(what);
    const found = checkStyles([sheet('src/features/a/a.css', `.a {\n  ${decl};\n}`)]);
    expect(found.map((f) => `${f.kind} ${f.line}`)).toEqual(what.map(() => 'colour-literal 2'));
    expect(found[0]?.reason).toContain(`colour literal ${what[0]}`);
  });

  it.each([
    'color: var(--text)',
    'background: color-mix(in srgb, var(--shadow) 60%, transparent)',
    'border-color: transparent',
    'color: currentColor',
    'color: inherit',
    'white-space: nowrap',
    'background: url("/img/red.png")',
    "content: 'white'",
    'animation: tan 1s linear',
    'grid-template-areas: "icon rank amount"',
    'font-family: system-ui, sans-serif',
    'background: var(--surface-2)',
    'box-shadow: 0 0 0 2px var(--danger), inset 0 -2px 0 color-mix(in srgb, var(--shadow) 25%, transparent)',
  ])('accepts %s', (decl) => {
    expect(checkStyles([sheet('src/features/a/a.css', `.a { ${decl}; }`)])).toEqual([]);
  });

  it('holds the shared styles in src/ui to the duplicate rule only', () => {
    expect(checkStyles([sheet('src/ui/global.css', '.toast { color: #fff; }')])).toEqual([]);
  });
});
