// The proxy reaches only the platform's API (issue 30, findings 1–3), through nginx as served by
// npm run serve:prod over the build under test, with the platform server behind it:
// - a path under /api/ that the platform could read as another of its paths (a backslash, an
//   encoded slash, backslash or dot, a dot segment) is refused with 400 and never forwarded, so the
//   platform's control endpoints stay out of reach;
// - a client-sent X-Forwarded-For does not choose the address the platform sees;
// - nginx's own refusals (a malformed request, a URI or header too large, TRACE) carry every
//   security header.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { HEADERS_CONF, parseNginxSnippet } from '../../scripts/deploy-headers.ts';
import { test, expect } from './test';

const DIST = path.resolve(process.env.E2E_DIST ?? 'dist');
const PORT = Number(process.env.E2E_PORT ?? 4173);
const PLATFORM = `http://127.0.0.1:${process.env.PLATFORM_PORT ?? 8787}`;

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One request written byte for byte (no client normalises its path), the answer parsed by hand. */
function raw(request: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(PORT, '127.0.0.1', () => socket.write(request));
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('error', reject);
    const done = () => {
      const [head = '', ...rest] = data.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const i = line.indexOf(':');
        if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1] ?? 0), headers, body: rest.join('\r\n\r\n') });
    };
    socket.on('end', done);
    socket.setTimeout(3_000, () => {
      socket.destroy();
      done();
    });
  });
}

const get = (target: string, extra = '') => raw(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${extra}\r\n`);

function platformStatus(): Promise<{ status: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${PLATFORM}/sim/health`, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve(JSON.parse(body) as { status: string }));
      })
      .on('error', reject);
  });
}

function expectSecurityHeaders(answer: Answer, what: string) {
  const expected = parseNginxSnippet(fs.readFileSync(path.join(DIST, HEADERS_CONF), 'utf8'));
  expect(expected.length).toBeGreaterThan(4);
  for (const [name, value] of expected) expect(answer.headers[name.toLowerCase()], `${what}: ${name}`).toBe(value);
}

test.describe('the proxy reaches only the platform API', () => {
  const escapes = [
    '/api/..\\sim\\status',
    '/api/v1\\..\\..\\sim\\status',
    '/api/v1%5c..%5c..%5csim%5cstatus',
    '/api/v1%2f..%2f..%2fsim%2fstatus',
    '/api/%2e%2e/sim/status',
    '/api/v1/%2E%2E/%2E%2E/sim/status',
    '/api/./v1/system/status',
    '/%61pi/..%5csim%5cstatus',
    '/m/..%2f..%2fapi/sim/status',
  ];

  for (const target of escapes) {
    test(`${target} is refused with 400 and never reaches the platform`, async () => {
      const before = await platformStatus();
      const answer = await raw(
        `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 20\r\nConnection: close\r\n\r\n{"set":"maintenance"}`.replace(
          '20',
          '21',
        ),
      );
      expect(answer.status).toBe(400);
      expect(answer.headers['content-type']).toMatch(/^text\/plain/);
      expectSecurityHeaders(answer, target);
      expect((await platformStatus()).status).toBe(before.status);
    });
  }

  test('an ordinary platform call and a page with encoded characters in its query still go through', async () => {
    const page = await get('/m/login?redirect=%2Fm%2Fdeposit%3Fx%3D..%5C');
    expect(page.status).toBe(200);
    const answer = await get('/api/v1/system/status', 'X-Merchant-Code: manila\r\nX-Gateway: 3\r\n');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('"success":true');
  });

  test('a client-sent X-Forwarded-For does not choose the address the platform sees', async () => {
    const answer = await get('/api/v1/system/status', 'X-Merchant-Code: manila\r\nX-Gateway: 3\r\nX-Forwarded-For: 198.51.100.23\r\n');
    expect(answer.status).toBe(200);
    expect(answer.body).not.toContain('198.51.100.23');
    expect(answer.body).toMatch(/"ip":"(127\.0\.0\.1|::1)"/);
  });
});

test.describe("nginx's own refusals carry the security headers", () => {
  const cases: [string, () => Promise<Answer>, number][] = [
    ['a malformed request line', () => raw('GARBAGE\r\n\r\n'), 400],
    ['a request without Host', () => raw('GET /m/home HTTP/1.1\r\nConnection: close\r\n\r\n'), 400],
    ['TRACE', () => raw('TRACE / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'), 405],
    ['a URI too long', () => get(`/m/${'a'.repeat(9_000)}`), 414],
    ['a header too large', () => get('/m/home', `X-Big: ${'a'.repeat(9_000)}\r\n`), 400],
  ];
  for (const [what, send, status] of cases) {
    test(what, async () => {
      const answer = await send();
      expect(answer.status).toBe(status);
      expectSecurityHeaders(answer, what);
    });
  }
});
