// Image URLs from the platform are paths; a merchant may serve them from several CDNs, one picked
// at random per image. Absolute http(s) and data: URLs are used as they are.
export function resolveImageUrl(path: string, cdns: readonly string[], random: () => number = Math.random): string {
  if (/^(https?:|data:)/i.test(path) || cdns.length === 0) return path;
  const cdn = cdns[Math.min(cdns.length - 1, Math.floor(random() * cdns.length))] ?? '';
  return `${cdn.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
