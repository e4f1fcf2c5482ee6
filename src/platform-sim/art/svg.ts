// Small helpers for the generated SVG: escaping, compact numbers, stars, rays and wedges.

/** Text and attribute values: every markup character becomes a character reference. */
export const escapeXml = (s: string): string => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A number with at most one decimal (short output, the same on every machine). */
export const n = (x: number): string => String(Math.round(x * 10) / 10);

/** The points of a star of `k` tips (outer radius R, inner r), first tip at `rot` degrees. */
export function starPoints(cx: number, cy: number, R: number, r: number, k: number, rot = -90): string {
  const out: string[] = [];
  for (let i = 0; i < k * 2; i++) {
    const a = ((rot + (i * 180) / k) * Math.PI) / 180;
    const d = i % 2 === 0 ? R : r;
    out.push(`${n(cx + d * Math.cos(a))} ${n(cy + d * Math.sin(a))}`);
  }
  return out.join(' ');
}

/** A wedge of a circle from angle a0 to a1 (degrees), as a path's data. */
export function wedge(cx: number, cy: number, r: number, a0: number, a1: number): string {
  const p = (a: number) => `${n(cx + r * Math.cos((a * Math.PI) / 180))} ${n(cy + r * Math.sin((a * Math.PI) / 180))}`;
  return `M${n(cx)} ${n(cy)}L${p(a0)}A${n(r)} ${n(r)} 0 0 1 ${p(a1)}Z`;
}

/** A sunburst: `count` thin triangles around a centre, as one path's data (whole units: short). */
export function rays(cx: number, cy: number, r: number, count: number): string {
  let d = '';
  const step = (2 * Math.PI) / count;
  const at = (a: number) => `${Math.round(cx + r * Math.cos(a))} ${Math.round(cy + r * Math.sin(a))}`;
  for (let i = 0; i < count; i++) d += `M${cx} ${cy}L${at(i * step)} ${at(i * step + step / 2)}Z`;
  return d;
}

/** Splits a title into at most two lines of balanced length (by words). */
export function twoLines(title: string, max: number): string[] {
  const words = title.trim().split(/\s+/).filter(Boolean);
  if (title.length <= max || words.length < 2) return [title.trim()];
  let best = 1;
  let bestDiff = Infinity;
  for (let i = 1; i < words.length; i++) {
    const diff = Math.abs(words.slice(0, i).join(' ').length - words.slice(i).join(' ').length);
    if (diff < bestDiff) {
      bestDiff = diff;
      best = i;
    }
  }
  return [words.slice(0, best).join(' '), words.slice(best).join(' ')];
}

/** A text's estimated width in a bold sans face (per character ≈ 0.72 em: capitals in a black face). */
const textWidth = (s: string, size: number): number => s.length * size * 0.72;

/**
 * One line of title lettering at (x, y); its fill, outline and anchor come from the group around it
 * (`letteringGroup`). When the estimated width exceeds `maxWidth` the line is squeezed to fit
 * (textLength) whatever the font.
 */
export function lettering(s: string, x: number, y: number, size: number, maxWidth: number): string {
  const fit = textWidth(s, size) > maxWidth ? ` textLength="${n(maxWidth)}" lengthAdjust="spacingAndGlyphs"` : '';
  return `<text x="${n(x)}" y="${n(y)}" font-size="${n(size)}" stroke-width="${n(size / 7)}"${fit}>${escapeXml(s)}</text>`;
}

/** Lettering's look: a fill (gold), a dark outline drawn under the fill, an anchor. */
export const letteringGroup = (lines: string, fill: string, outline: string, anchor: 'start' | 'middle'): string =>
  `<g text-anchor="${anchor}" fill="${fill}" stroke="${outline}" paint-order="stroke" stroke-linejoin="round">${lines}</g>`;
