// HTTP calls to the platform server of `npm run platform` (scripts/platform-http.ts) in tests: raw
// node:http requests (so a body can be streamed, a header such as X-Forwarded-For set, a path sent
// exactly as written), and platform calls built by the endpoints' own request builders, as the
// app's client sends them.
import http from 'node:http';
import { Readable } from 'node:stream';
import type { Endpoint } from '@/api/envelope';
import { DEMO_PUBLIC_KEY_SPKI } from '@/platform-sim/demo-key';
import { loadMerchants, REPO_MERCHANTS_DIR } from '@/platform-sim/node-sim';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json: unknown;
}

export interface Call {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer | Readable;
}

/** One HTTP call with node:http (so a body can be streamed, and a cut-off upload still answers). */
export function call(base: string, path: string, init: Call = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL(base);
    // The path goes out exactly as written (no URL parsing: `\` and `..` stay).
    const req = http.request({ host: url.hostname, port: url.port, path, method: init.method ?? 'GET', headers: init.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', () => undefined);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown = null;
        try {
          json = JSON.parse(text);
        } catch {
          json = null;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        req.destroy();
      });
    });
    // The server stops reading an oversized upload and closes: a write error after the answer is expected.
    req.on('error', (error) => setTimeout(() => reject(error), 200));
    const body = init.body;
    if (body instanceof Readable) {
      body.on('error', () => undefined);
      body.pipe(req);
    } else req.end(body);
  });
}

/** A JSON POST. */
export const json = (body: unknown, headers: Record<string, string> = {}): Call => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

const merchants = loadMerchants(REPO_MERCHANTS_DIR);

export interface Envelope<T> {
  status: number;
  success: boolean;
  code: string;
  message?: string;
  value: T;
}

export interface ApiOptions {
  merchant?: string;
  token?: string;
  device?: string;
  headers?: Record<string, string>;
}

/** Calls a platform endpoint on the server the way the app's client does (its headers, its request builder, encryption). */
export function apiCaller(base: () => string) {
  return async function api<P, T>(endpoint: Endpoint<P, T>, params: P, o: ApiOptions = {}): Promise<Envelope<T>> {
    const merchant = o.merchant ?? 'demo';
    const headers: Record<string, string> = {
      'X-Merchant-Code': merchant,
      'X-Device-Id': o.device ?? 'device-1',
      'X-Language': 'EN',
      'X-Gateway': '3',
      Accept: 'application/json',
      ...(o.token ? { token: o.token } : {}),
      ...o.headers,
    };
    const parts = endpoint.request
      ? await endpoint.request(params, { merchantCode: merchant, publicKey: merchants.get(merchant)?.api.publicKey ?? DEMO_PUBLIC_KEY_SPKI })
      : {};
    let path = endpoint.path;
    for (const [k, v] of Object.entries(parts.pathParams ?? {})) path = path.replace(`:${k}`, encodeURIComponent(String(v)));
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(parts.query ?? {})) if (v !== undefined) search.set(k, String(v));
    Object.assign(headers, parts.headers ?? {});
    let body: string | undefined;
    if (parts.body !== undefined) {
      body = JSON.stringify(parts.body);
      headers['Content-Type'] = 'application/json';
    }
    const qs = search.toString();
    const answer = await call(base(), `/api${path}${qs ? `?${qs}` : ''}`, { method: endpoint.method, headers, ...(body === undefined ? {} : { body }) });
    const envelope = answer.json as Omit<Envelope<T>, 'status'>;
    return { status: answer.status, ...envelope };
  };
}
