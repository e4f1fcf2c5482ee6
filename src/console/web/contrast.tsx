// The theme section's WCAG contrast check: each text colour against the surfaces it is drawn on,
// for every theme the merchant offers (its brand colours over the theme's own tokens).

/** Relative luminance of a #rgb / #rrggbb colour (WCAG 2.x). */
function luminance(hex: string): number | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})([0-9a-f]{2})?$/i.exec(hex.trim());
  if (!m) return null;
  const digits = m[1] ?? '';
  const h = digits.length === 3 ? [...digits].map((c) => c + c).join('') : digits;
  const [r = 0, g = 0, b = 0] = [0, 2, 4]
    .map((i) => parseInt(h.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number | null {
  const x = luminance(a);
  const y = luminance(b);
  if (x === null || y === null) return null;
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** Text token → the backgrounds it is read on (the pairs of themes/*.json that carry text). */
const PAIRS: readonly [string, string][] = [
  ['text', 'bg'],
  ['text', 'surface'],
  ['text', 'surface-2'],
  ['text', 'header-bg'],
  ['text-muted', 'bg'],
  ['text-muted', 'surface'],
  ['primary-text', 'primary'],
  ['success-text', 'success'],
  ['on-color', 'danger'],
  ['prize-bg-text', 'prize-bg'],
];

export function ContrastCheck({
  brand,
  themes,
  available,
}: {
  brand: Record<string, unknown>;
  themes: Record<string, Record<string, string>>;
  available: string[];
}) {
  return (
    <section className="c-contrast" aria-labelledby="contrast-title">
      <h3 id="contrast-title">Contrast check (WCAG 2.1: 4.5 : 1 for text, AA)</h3>
      <div className="c-contrast-grid">
        {available.map((theme) => {
          const tokens = {
            ...(themes[theme] ?? {}),
            ...Object.fromEntries(Object.entries(brand).filter((e): e is [string, string] => typeof e[1] === 'string')),
          };
          return (
            <table key={theme} className="c-table c-compact">
              <caption>{theme} theme</caption>
              <thead>
                <tr>
                  <th scope="col">Text on background</th>
                  <th scope="col">Sample</th>
                  <th scope="col">Ratio</th>
                  <th scope="col">AA</th>
                </tr>
              </thead>
              <tbody>
                {PAIRS.map(([fg, bg]) => [fg, bg, tokens[fg], tokens[bg]] as const).map(([fg, bg, fgColour, bgColour]) => {
                  if (!fgColour || !bgColour) return null;
                  const ratio = contrastRatio(fgColour, bgColour);
                  const pass = ratio !== null && ratio >= 4.5;
                  return (
                    <tr key={`${fg}/${bg}`}>
                      <td>
                        <code>{fg}</code> on <code>{bg}</code>
                      </td>
                      <td>
                        <span className="c-swatch" ref={(el) => paint(el, fgColour, bgColour)}>
                          Aa
                        </span>
                      </td>
                      <td>{ratio === null ? '—' : `${ratio.toFixed(2)} : 1`}</td>
                      <td>
                        <span className={`c-tag ${pass ? 'c-ok' : 'c-bad'}`}>{pass ? 'Pass' : 'Fails'}</span>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          );
        })}
      </div>
    </section>
  );
}

/** Colours through the CSSOM (the console's CSP allows no inline style attribute). */
function paint(el: HTMLElement | null, fg: string, bg: string): void {
  if (!el) return;
  el.style.setProperty('color', fg);
  el.style.setProperty('background', bg);
}
