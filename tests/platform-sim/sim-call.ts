// Calls a simulator handler the way the app's client would (headers, encryption, query) and
// checks every successful answer against the endpoint's own schema.
import { getResponse, type HttpHandler } from 'msw';
import { expect } from 'vitest';
import type { Endpoint } from '@/api/envelope';
import { envelopeSchema } from '@/api/envelope';
import { DEMO_PUBLIC_KEY_SPKI } from '@/platform-sim/demo-key';
import { loadMerchants, REPO_MERCHANTS_DIR } from '@/platform-sim/node-sim';

export const DEMO_PUBLIC_KEY = DEMO_PUBLIC_KEY_SPKI;

const merchants = loadMerchants(REPO_MERCHANTS_DIR);
/** The key the app would encrypt to: the merchant's own, else the demo platform's. */
const publicKeyOf = (code: string) => merchants.get(code)?.api.publicKey ?? DEMO_PUBLIC_KEY;

export interface CallOptions {
  merchant?: string;
  token?: string;
  device?: string;
  /** false: send the params as plain JSON, bypassing the endpoint's request builder. */
  encrypt?: boolean;
  /** The app's language (its X-Language header). */
  language?: string;
}

export function simCaller(handlers: () => HttpHandler[]) {
  return async function call<P, T>(endpoint: Endpoint<P, T>, params: P, o: CallOptions = {}) {
    const headers = new Headers({ 'X-Merchant-Code': o.merchant ?? 'demo', 'X-Device-Id': o.device ?? 'device-1' });
    if (o.token) headers.set('token', o.token);
    if (o.language) headers.set('X-Language', o.language);
    let body: string | undefined;
    let url = new URL(`http://localhost/api${endpoint.path}`);
    if (endpoint.request && o.encrypt !== false) {
      const parts = await endpoint.request(params, { merchantCode: o.merchant ?? 'demo', publicKey: publicKeyOf(o.merchant ?? 'demo') });
      let path = endpoint.path;
      for (const [k, v] of Object.entries(parts.pathParams ?? {})) path = path.replace(`:${k}`, encodeURIComponent(String(v)));
      url = new URL(`http://localhost/api${path}`);
      for (const [k, v] of Object.entries(parts.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
      for (const [k, v] of Object.entries(parts.headers ?? {})) headers.set(k, v);
      if (parts.body !== undefined) body = JSON.stringify(parts.body);
    } else if (params !== undefined) {
      body = JSON.stringify(params);
    }
    if (body) headers.set('Content-Type', 'application/json');
    const res = await getResponse(handlers(), new Request(url, { method: endpoint.method, headers, body }));
    if (!res) throw new Error(`no handler for ${endpoint.method} ${endpoint.path}`);
    const envelope = envelopeSchema.parse(await res.json());
    if (envelope.success) expect(endpoint.answer.safeParse(envelope.value).success, `${endpoint.name} answer`).toBe(true);
    return { status: res.status, ...envelope, value: envelope.value as T };
  };
}
