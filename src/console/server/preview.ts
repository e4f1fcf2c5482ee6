// The preview: the real players' site with a draft applied, for the operator alone. A second port of
// the console (CONSOLE_PREVIEW_PORT, default the console's port + 1) passes every request on to the
// players' site (CONSOLE_SITE_URL), except the previewed merchant's file, which it answers with the
// draft. A signed token that expires (15 minutes) opens it: `/__preview?token=…` checks the token,
// keeps it in an HttpOnly SameSite=Strict cookie of this origin and goes to the page; a request
// without a valid token is refused. Players never reach this port (it listens on 127.0.0.1 like the
// console) and their site never holds a draft.
import http from 'node:http';
import net from 'node:net';
import { sha256, verifyPreview } from '@/console/server/security';

export interface PreviewDraft {
  code: string;
  text: string;
  exp: number;
}

/** Draft snapshots by id, until they expire (kept in memory: a restart ends every preview). */
export class PreviewDrafts {
  private readonly drafts = new Map<string, PreviewDraft>();
  put(id: string, draft: PreviewDraft): void {
    const now = Date.now();
    for (const [k, d] of this.drafts) if (d.exp <= now) this.drafts.delete(k);
    this.drafts.set(id, draft);
  }
  get(id: string): PreviewDraft | undefined {
    const d = this.drafts.get(id);
    return d && d.exp > Date.now() ? d : undefined;
  }
}

export const PREVIEW_COOKIE = 'palaro_preview';

function cookieOf(req: http.IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

/** The site's CSP with the console allowed to frame it (the players' site itself forbids framing). */
export function frameableCsp(csp: string, consoleOrigin: string): string {
  const rest = csp
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d && !d.startsWith('frame-ancestors'));
  return [...rest, `frame-ancestors ${consoleOrigin}`].join('; ');
}

export interface PreviewServerOptions {
  drafts: PreviewDrafts;
  secret: string;
  /** The players' site, e.g. http://localhost:5173. */
  siteUrl: string;
  /** The console's own origin (allowed to frame the preview). */
  consoleOrigin: string;
}

export function createPreviewServer(options: PreviewServerOptions): http.Server {
  const site = new URL(options.siteUrl);
  const deny = (res: http.ServerResponse, text: string) => {
    res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(text);
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://preview.invalid');
    if (url.pathname === '/__preview') {
      const token = url.searchParams.get('token') ?? '';
      const claims = verifyPreview(token, options.secret);
      if (!claims || !options.drafts.get(claims.d)) return deny(res, 'This preview link is not valid or has expired: open the preview again from the console.');
      const page = url.searchParams.get('path') ?? '/m/home';
      const lang = url.searchParams.get('lang') ?? '';
      const target = `${page.startsWith('/m/') ? page : '/m/home'}?merchant=${encodeURIComponent(claims.m)}${/^[A-Z]{2}$/.test(lang) ? `&lang=${lang}` : ''}`;
      res.writeHead(302, {
        Location: target,
        'Set-Cookie': `${PREVIEW_COOKIE}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${Math.max(1, Math.floor((claims.exp - Date.now()) / 1000))}`,
        'Cache-Control': 'no-store',
      });
      res.end();
      return;
    }
    const claims = verifyPreview(cookieOf(req, PREVIEW_COOKIE) ?? '', options.secret);
    const draft = claims ? options.drafts.get(claims.d) : undefined;
    if (!claims || !draft) return deny(res, 'Preview only: open it from the console (the link expires after 15 minutes).');
    if (url.pathname === `/merchants/${claims.m}.json`) {
      const etag = `"draft-${sha256(draft.text).slice(0, 32)}"`;
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, { ETag: etag, 'Cache-Control': 'no-cache' });
        res.end();
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', ETag: etag, 'Cache-Control': 'no-cache' });
      res.end(draft.text);
      return;
    }
    const headers = { ...req.headers, host: site.host };
    delete headers.cookie; // the preview cookie is the console's, not the site's
    const upstream = http.request({ hostname: site.hostname, port: site.port || 80, path: req.url, method: req.method, headers }, (answer) => {
      const out: http.OutgoingHttpHeaders = { ...answer.headers };
      delete out['x-frame-options'];
      const csp = answer.headers['content-security-policy'];
      if (typeof csp === 'string') out['content-security-policy'] = frameableCsp(csp, options.consoleOrigin);
      res.writeHead(answer.statusCode ?? 502, out);
      answer.pipe(res);
    });
    upstream.on('error', (e) => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`The players' site (${options.siteUrl}) did not answer: ${e.message}. Start it (npm start) or set CONSOLE_SITE_URL.`);
    });
    req.pipe(upstream);
  });

  // The dev server's live-reload socket.
  server.on('upgrade', (req, socket, head) => {
    const upstream = net.connect(Number(site.port || 80), site.hostname, () => {
      const lines = [
        `${req.method} ${req.url} HTTP/1.1`,
        ...Object.entries({ ...req.headers, host: site.host }).map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : String(v)}`),
      ];
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  return server;
}
