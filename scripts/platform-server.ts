// npm run platform: the demo platform over real HTTP (default http://localhost:8787, CORS on),
// for merchants in live mode such as `manila`. The same handlers as the browser demo and tests.
//   PLATFORM_PORT   port (8787)          SIM_STATUS   normal | maintenance | restricted
//   GET /sim/health                      GET /sim/status?set=maintenance|restricted|normal|reset
import http from 'node:http';
import { getResponse } from 'msw';
import { createNodeSimulator } from '../src/platform-sim/node-sim.ts';
import { createHandlers } from '../src/platform-sim/handlers.ts';
import type { SimStatus } from '../src/platform-sim/kernel.ts';

const port = Number(process.env.PLATFORM_PORT ?? 8787);
const statuses = ['normal', 'maintenance', 'restricted'] as const;
const isStatus = (v: string | undefined | null): v is SimStatus => (statuses as readonly string[]).includes(v ?? '');
const initial = process.env.SIM_STATUS;
const sim = createNodeSimulator({ status: isStatus(initial) ? initial : 'normal' });
const handlers = createHandlers(sim);

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'Content-Type, X-Merchant-Code, X-Device-Id, X-Language, X-Gateway, X-Device, token, X-Encryption-Key, X-Idempotency-Key',
  'Access-Control-Expose-Headers': 'X-Platform',
  'Access-Control-Max-Age': '600',
};

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { ...CORS, 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

const server = http.createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', `http://localhost:${port}`);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS);
      res.end();
      return;
    }
    if (url.pathname === '/sim/health') return send(res, 200, { ok: true, status: sim.status });
    if (url.pathname === '/sim/status') {
      const set = url.searchParams.get('set');
      if (set === 'reset') sim.reset();
      else if (isStatus(set)) sim.status = set;
      return send(res, 200, { status: sim.status });
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) {
      if (typeof v === 'string') headers.set(k, v);
      else if (Array.isArray(v)) headers.set(k, v.join(', '));
    }
    if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1');
    const request = new Request(url, {
      method: req.method,
      headers,
      body: body && req.method !== 'GET' && req.method !== 'HEAD' ? body : undefined,
    });
    const response = await getResponse(handlers, request);
    if (!response) return send(res, 404, { success: false, code: 'BAD_REQUEST', message: `No such call: ${req.method} ${url.pathname}` });
    const out: Record<string, string> = { ...CORS };
    response.headers.forEach((v, k) => (out[k] = v));
    res.writeHead(response.status, out);
    res.end(Buffer.from(await response.arrayBuffer()));
  } catch (error) {
    console.error('[platform]', error);
    send(res, 500, { success: false, code: 'UNKNOWN', message: 'Unknown error' });
  }
});

server.listen(port, () => {
  console.log(`Palaro demo platform listening on http://localhost:${port} (status ${sim.status})`);
});
