// Image URLs from the platform are paths; a merchant may serve them from several CDNs, one picked
// at random per image (the spec). The draw is made once per page load and per path: an image
// keeps its CDN for as long as the page lives, so a re-render never gives it another address
// (which would load it again and flicker), while a page's images spread over the list.
// Absolute http(s) and data: URLs are used as they are.

/** This page load's draw. */
const PAGE_SEED = Math.floor(Math.random() * 0x7fffffff);

/** FNV-1a of `text`, started from `seed`: a well-spread 32-bit number. */
function hashOf(text: string, seed: number): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export function resolveImageUrl(path: string, cdns: readonly string[], seed: number = PAGE_SEED): string {
  if (/^(https?:|data:)/i.test(path) || cdns.length === 0) return path;
  const cdn = cdns[hashOf(path, seed) % cdns.length] ?? '';
  return `${cdn.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
