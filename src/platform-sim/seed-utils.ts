// Deterministic helpers for seed data and generated images (no Math.random, nothing remote).

/** mulberry32: a small seeded PRNG returning floats in [0, 1). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

const b64 = (text: string) => btoa(unescape(encodeURIComponent(text)));

/** A captcha image: the digits drawn with jitter and noise lines, as an SVG data URL. */
export function captchaSvg(digits: string, salt: string): string {
  const rand = prng(hashString(salt));
  const chars = [...digits]
    .map((d, i) => {
      const x = 14 + i * 24 + Math.floor(rand() * 6);
      const y = 30 + Math.floor(rand() * 8);
      const r = Math.floor(rand() * 40) - 20;
      return `<text x="${x}" y="${y}" transform="rotate(${r} ${x} ${y})">${d}</text>`;
    })
    .join('');
  const lines = Array.from({ length: 4 }, () => {
    const c = `hsl(${Math.floor(rand() * 360)},60%,55%)`;
    return `<line x1="${Math.floor(rand() * 120)}" y1="${Math.floor(rand() * 44)}" x2="${Math.floor(rand() * 120)}" y2="${Math.floor(rand() * 44)}" stroke="${c}" stroke-width="1.5"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="44" viewBox="0 0 120 44"><rect width="120" height="44" fill="#f4f1e8"/><g font-family="monospace" font-size="24" font-weight="700" fill="#2b2b2b">${chars}</g>${lines}</svg>`;
  return `data:image/svg+xml;base64,${b64(svg)}`;
}
