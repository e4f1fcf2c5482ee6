// Stands in for tldts in the browser demo's bundle (scripts/vite-demo-platform.ts): msw's cookie
// store (tough-cookie) asks it for the registrable domain of a cookie's domain. The real answer
// needs the public suffix list (about 250 KB of script); the simulator's answers set no cookie,
// so the store stays empty and any answer finds nothing. This one treats the last label as the
// public suffix, which is right for the hosts the demo runs on (localhost, *.test, *.example,
// one-label top-level domains) and never throws.

/** tldts's `getDomain`: the domain one label below the public suffix, or null (an IP, one label). */
export function getDomain(hostname: string): string | null {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (host.includes(':') || /^[\d.]+$/.test(host)) return null;
  const labels = host.split('.');
  if (labels.length < 2 || labels.some((l) => l === '')) return null;
  return labels.slice(-2).join('.');
}
