// The production response headers, in one place (node only). The build (vite.config.ts) and
// `npm run csp` write them for nginx into <dist>/deploy/headers.conf, which deploy/nginx.conf
// includes in every location; `npm run preview` sends the very lines of that file, so the dev
// preview and production cannot drift.
//
// The Content-Security-Policy has no 'unsafe-inline' and no 'unsafe-eval': the inline boot script
// and style of index.html are allowed by their sha256, and the hosts outside this origin come from
// the merchant files being served (api.baseUrl and errorReportUrl → connect-src, imageCdns →
// img-src and media-src, frameOrigins → frame-src). After editing a served merchant file's hosts, run
// `npm run csp [dist]` and reload nginx.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { apiMode, readMerchants } from '../src/config/merchant-files.ts';

/** Where, inside a built dist/, the generated nginx snippet lives (nginx refuses to serve it). */
export const HEADERS_CONF = path.join('deploy', 'headers.conf');

export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

export interface ServedOrigins {
  /** Scripts of other origins: a live merchant's sign-in service SDK (login.socialSignIn.firebase). */
  script: string[];
  connect: string[];
  img: string[];
  media: string[];
  frame: string[];
  /**
   * Whether a page of this origin frames another page of it: only the demo platform does (its
   * games play at /m/demo-game inside /m/frame). A live build frames no page of its own.
   */
  framesSelf: boolean;
}

/**
 * The video players a live merchant's video banner may embed (src/features/home/video-source.ts
 * builds these URLs itself from a YouTube or Vimeo link; the demo plays only local files).
 */
export const VIDEO_EMBED_ORIGINS = ['https://player.vimeo.com', 'https://www.youtube-nocookie.com'];

/**
 * What Firebase Authentication's web SDK talks to besides its own script origin and the merchant's
 * auth domain (framed for the sign-in popup): Google's identity APIs, and the loader of its frame.
 * Added only for a merchant file that sets login.socialSignIn.firebase.
 */
export const FIREBASE_AUTH_CONNECT = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://www.googleapis.com'];
export const FIREBASE_AUTH_SCRIPTS = ['https://apis.google.com'];

export type HeaderLine = readonly [name: string, value: string];

const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The CSP hashes of the inline <script> (without src) and <style> elements of an HTML page. */
export function inlineHashes(html: string): InlineHashes {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = m[1] ?? '';
    const body = m[2] ?? '';
    if (/\bsrc\s*=/i.test(attrs) || body.trim() === '') continue;
    scripts.push(sha256(body));
  }
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) styles.push(sha256(m[1] ?? ''));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The origin of an absolute http(s) URL; null for a path on this origin or anything else. */
function originOf(value: unknown): string | null {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

const origins = (values: unknown[]): string[] => [...new Set(values.map(originOf).filter((o): o is string => o !== null))].sort();

const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/**
 * The hosts outside this origin that the served merchant files talk to (api.baseUrl,
 * errorReportUrl), show images and video files from (imageCdns) or frame (frameOrigins, and the
 * video players when a live merchant is served).
 */
export function servedOrigins(merchantsDir: string): ServedOrigins {
  const files = fs.existsSync(merchantsDir) ? readMerchants(merchantsDir) : [];
  const script: unknown[] = [];
  const connect: unknown[] = [];
  const img: unknown[] = [];
  const frame: unknown[] = [];
  let framesSelf = false;
  for (const { data } of files) {
    if (!data) continue;
    const api = isObject(data.api) ? data.api : {};
    connect.push(api.baseUrl, data.errorReportUrl);
    img.push(...list(data.imageCdns));
    frame.push(...list(data.frameOrigins));
    const login = isObject(data.login) ? data.login : {};
    const social = isObject(login.socialSignIn) ? login.socialSignIn : {};
    const firebase = isObject(social.firebase) ? social.firebase : null;
    if (firebase && (social.google === true || social.facebook === true)) {
      script.push(firebase.sdkUrl, ...FIREBASE_AUTH_SCRIPTS);
      connect.push(...FIREBASE_AUTH_CONNECT);
      if (typeof firebase.authDomain === 'string') frame.push(`https://${firebase.authDomain}`);
    }
    if (apiMode(data) === 'live') frame.push(...VIDEO_EMBED_ORIGINS);
    else framesSelf = true;
  }
  return { script: origins(script), connect: origins(connect), img: origins(img), media: origins(img), frame: origins(frame), framesSelf };
}

/** The Content-Security-Policy value. */
export function contentSecurityPolicy(hashes: InlineHashes, hosts: ServedOrigins): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...hashes.scripts, ...hosts.script],
    ['style-src', "'self'", ...hashes.styles],
    ['img-src', "'self'", 'data:', 'blob:', ...hosts.img],
    ['connect-src', "'self'", ...hosts.connect],
    ['frame-src', "'self'", ...hosts.frame],
    ['media-src', "'self'", ...hosts.media],
    ['font-src', "'self'"],
    // Service workers of this origin only: the app's own (sw.js, live merchants) and, for a demo
    // merchant, its platform's (mockServiceWorker.js).
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    // No site may frame any page (the withdraw page framed by a stranger was the attack). Only a
    // build with the demo platform lets its own pages frame its pages (the demo games).
    ['frame-ancestors', hosts.framesSelf ? "'self'" : "'none'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** Every security header, the same on every answer (pages, assets, merchant files, errors). */
export function securityHeaders(csp: string, framesSelf = false): HeaderLine[] {
  return [
    ['Content-Security-Policy', csp],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', framesSelf ? 'SAMEORIGIN' : 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=()'],
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
}

/** The headers of a built dist/: hashes from its index.html, hosts from its merchant files. */
export function distHeaders(dist: string): { csp: string; headers: HeaderLine[] } {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const hosts = servedOrigins(path.join(dist, 'merchants'));
  const csp = contentSecurityPolicy(inlineHashes(html), hosts);
  return { csp, headers: securityHeaders(csp, hosts.framesSelf) };
}

/** Inside nginx's double quotes: no quote, backslash, line break or `$` (a variable). */
const NGINX_SAFE = /^[^"\\\n\r$]*$/;

/** The nginx snippet: one `add_header … always;` line per header. */
export function nginxSnippet(headers: readonly HeaderLine[]): string {
  const lines = headers.map(([name, value]) => {
    if (!/^[A-Za-z-]+$/.test(name) || !NGINX_SAFE.test(value)) throw new Error(`header ${name} cannot be written for nginx: ${value}`);
    return `add_header ${name} "${value}" always;`;
  });
  return [
    '# Generated by the build (scripts/deploy-headers.ts); regenerate with `npm run csp [dist]`',
    '# after editing the hosts of a served merchant file, then reload nginx. Included by',
    '# deploy/nginx.conf in every location (add_header is not inherited by a location that has its own).',
    ...lines,
    '',
  ].join('\n');
}

/** Parses the lines written by nginxSnippet (what `npm run preview` sends). */
export function parseNginxSnippet(text: string): HeaderLine[] {
  const out: HeaderLine[] = [];
  for (const m of text.matchAll(/^add_header ([A-Za-z-]+) "([^"]*)" always;$/gm)) out.push([m[1] ?? '', m[2] ?? '']);
  return out;
}

/** Writes <dist>/deploy/headers.conf; returns its path and the CSP. */
export function writeHeadersConf(dist: string): { file: string; csp: string } {
  const { csp, headers } = distHeaders(dist);
  const file = path.join(dist, HEADERS_CONF);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, nginxSnippet(headers));
  return { file, csp };
}

/**
 * Cache-Control by path, as deploy/palaro.conf sets it: a year for a hashed asset, nothing cached
 * for a missing one, revalidation for everything else.
 */
export function cacheControl(urlPath: string, found = true): string {
  if (!urlPath.startsWith('/assets/')) return 'no-cache';
  return found ? 'public, max-age=31536000, immutable' : 'no-store';
}
