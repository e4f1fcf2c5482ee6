// The platform contract as an OpenAPI 3.1 document (schemas/platform.openapi.json, written by
// `npm run schemas`, checked current by `npm run schemas:check`). Nothing in it is written by hand
// twice: paths, verbs and answers come from the endpoint modules, requests and headers from
// src/api/contract.ts, the error codes from PLATFORM_CODES with their English texts, each
// operation's description from the comment that opens its module. docs/platform-api.md explains
// it to a merchant's backend team.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod/mini';
import {
  IDEMPOTENCY_HEADER,
  PLATFORM_CALLS,
  SESSION_HEADER,
  commonHeadersSchema,
  encryptedBodySchema,
  failureEnvelopeSchema,
  type PlatformCall,
} from '../src/api/contract.ts';
import { PLATFORM_CODES } from '../src/api/errors.ts';
import { systemStatusEndpoint } from '../src/api/endpoints/system-status.ts';

type Json = { [key: string]: unknown };

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The endpoint modules: the app's, and the demo games' two calls. */
const ENDPOINTS_DIRS = [path.join(ROOT, 'src/api/endpoints'), path.join(ROOT, 'src/demo/endpoints')];
const ENGLISH = path.join(ROOT, 'src/i18n/locales/EN/common.json');

/** Where the demo platform serves the API (`npm run platform`); a merchant's is its `api.baseUrl`. */
export const DEMO_BASE_URL = 'http://127.0.0.1:8787/api';

/** The contract's own version: raise it when a change breaks a platform that implements it. */
const CONTRACT_VERSION = '1.0.0';

const ref = (kind: 'schemas' | 'parameters' | 'responses', name: string): Json => ({ $ref: `#/components/${kind}/${name}` });
const pascal = (name: string): string => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
/** The component name of a common header: X-Merchant-Code → MerchantCode. */
const headerComponent = (header: string): string => header.replace(/^X-/, '').replace(/-/g, '');

/** `z.int()` writes the safe-integer range into every integer; it says nothing a reader needs. */
function tidy(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(tidy);
  if (typeof node !== 'object' || node === null) return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === '$schema') continue;
    if (k === 'minimum' && v === Number.MIN_SAFE_INTEGER) continue;
    if (k === 'maximum' && v === Number.MAX_SAFE_INTEGER) continue;
    out[k] = tidy(v);
  }
  return out;
}

/**
 * A zod schema as JSON Schema 2020-12. Bodies and answers are described as what their parser
 * accepts ('input': a plain object may carry more keys, a strict one may not); query and path
 * values as what they mean once read ('output': an integer, not its digits).
 */
function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): Json {
  return tidy(z.toJSONSchema(schema, { target: 'draft-2020-12', io })) as Json;
}

/** The comment that opens each endpoint module, by the names of the endpoints it declares. */
function moduleComments(): Map<string, string> {
  const out = new Map<string, string>();
  const files = ENDPOINTS_DIRS.flatMap((dir) => fs.readdirSync(dir).map((f) => path.join(dir, f)));
  for (const file of files.sort()) {
    const text = fs.readFileSync(file, 'utf8');
    const lines: string[] = [];
    for (const line of text.split('\n')) {
      if (!line.startsWith('//')) break;
      lines.push(line.replace(/^\/\/\s?/, ''));
    }
    const comment = lines.join(' ').trim();
    for (const m of text.matchAll(/\bname: '([A-Za-z0-9]+)'/g)) if (m[1]) out.set(m[1], comment);
  }
  return out;
}

function englishMessages(): (key: string) => string | undefined {
  const texts = JSON.parse(fs.readFileSync(ENGLISH, 'utf8')) as Json;
  return (key) => {
    let node: unknown = texts;
    for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Json)[part] : undefined;
    return typeof node === 'string' ? node : undefined;
  };
}

/** The parameters of one part of a request (query, path or headers), from its object schema. */
function parametersOf(schema: z.ZodMiniType, where: 'query' | 'path' | 'header'): Json[] {
  const object = jsonSchema(schema, 'output');
  const properties = (object.properties ?? {}) as Record<string, Json>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

/** The first sentence of a module comment, short enough for a summary line. */
function firstSentence(text: string): string {
  const sentence = /^(.+?\.)(\s|$)/.exec(text)?.[1] ?? text;
  if (sentence.length <= 120) return sentence;
  return `${sentence.slice(0, 118).replace(/\s+\S*$/, '')}…`;
}

interface Built {
  paths: Record<string, Record<string, Json>>;
  schemas: Record<string, Json>;
  tags: Set<string>;
}

function operationOf(
  call: PlatformCall,
  comments: Map<string, string>,
  built: Built,
  answers: Map<unknown, string>,
): { path: string; method: string; operation: Json } {
  const { endpoint, request } = call;
  const name = endpoint.name;
  const tag = endpoint.path.split('/').filter(Boolean)[1] ?? 'platform';
  built.tags.add(tag);

  const sessionInHeaders = request.headers !== undefined && SESSION_HEADER in request.headers.shape;
  const security = endpoint.auth === 'required' || sessionInHeaders ? [{ sessionToken: [] }] : endpoint.auth === 'optional' ? [{}, { sessionToken: [] }] : [];

  const headerParams = request.headers ? parametersOf(request.headers, 'header').filter((p) => p.name !== SESSION_HEADER) : [];
  const parameters: Json[] = [
    ...Object.keys(commonHeadersSchema.shape).map((h) => ref('parameters', headerComponent(h))),
    ...headerParams,
    ...(request.path ? parametersOf(request.path, 'path') : []),
    ...(request.query ? parametersOf(request.query, 'query') : []),
  ];

  let requestBody: Json | undefined;
  const body = request.body;
  if (body?.type === 'json') {
    built.schemas[`${pascal(name)}Request`] = jsonSchema(body.schema, 'input');
    requestBody = { required: true, content: { 'application/json': { schema: ref('schemas', `${pascal(name)}Request`) } } };
  } else if (body?.type === 'multipart') {
    built.schemas[`${pascal(name)}Request`] = jsonSchema(body.schema, 'input');
    requestBody = { required: true, content: { 'multipart/form-data': { schema: ref('schemas', `${pascal(name)}Request`) } } };
  } else if (body?.type === 'encrypted') {
    built.schemas[`${pascal(name)}Payload`] = jsonSchema(body.payload, 'input');
    requestBody = {
      required: true,
      description: `Encrypted: \`data\` is the JSON of #/components/schemas/${pascal(name)}Payload, encrypted with a fresh AES-256-GCM key; the key, wrapped with the merchant's RSA-OAEP (SHA-256) public key, travels in X-Encryption-Key.`,
      content: { 'application/json': { schema: ref('schemas', 'EncryptedBody') } },
      'x-encrypted-payload': ref('schemas', `${pascal(name)}Payload`),
    };
  }

  let answer = answers.get(endpoint.answer);
  if (!answer) {
    answer = `${pascal(name)}Answer`;
    answers.set(endpoint.answer, answer);
    built.schemas[answer] = jsonSchema(endpoint.answer, 'input');
  }

  // The status call is how the app learns of maintenance and restriction: it always answers.
  const gated = endpoint.path !== systemStatusEndpoint.path;
  const responses: Json = {
    '200': {
      description: 'The envelope: success with the answer, or a business refusal with one of the error codes.',
      content: {
        'application/json': {
          schema: {
            oneOf: [
              {
                type: 'object',
                properties: { success: { const: true }, code: { const: 'OK' }, message: { type: 'string' }, value: ref('schemas', answer) },
                required: ['success', 'code', 'value'],
                additionalProperties: false,
              },
              ref('schemas', 'Failure'),
            ],
          },
        },
      },
    },
    '400': ref('responses', 'ContractViolation'),
    ...(security.length > 0 ? { '401': ref('responses', 'SessionGone') } : {}),
    ...(gated ? { '403': ref('responses', 'AccessDenied') } : {}),
    ...(request.path ? { '404': ref('responses', 'NotFound') } : {}),
    ...(body ? { '413': ref('responses', 'TooLarge') } : {}),
    '500': ref('responses', 'PlatformFailure'),
    ...(gated ? { '503': ref('responses', 'Maintenance') } : {}),
  };

  const comment = comments.get(name) ?? '';
  const notes = [
    comment,
    endpoint.sensitive ? 'Sensitive (it changes an account, a session, a contract or money): the app never sends it again by itself.' : '',
    request.idempotencyKey
      ? `Idempotent: ${IDEMPOTENCY_HEADER} repeats the body's ${request.idempotencyKey}; the same key again answers the first outcome and acts no second time.`
      : '',
  ].filter(Boolean);

  const operation: Json = {
    operationId: name,
    summary: firstSentence(comment || name),
    description: notes.join('\n\n'),
    tags: [tag],
    security,
    parameters,
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
  return { path: endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}'), method: endpoint.method.toLowerCase(), operation };
}

function failureResponse(description: string): Json {
  return { description, content: { 'application/json': { schema: ref('schemas', 'Failure') } } };
}

/** The OpenAPI 3.1 document of the platform API. */
export function buildOpenApiDocument(): Json {
  const comments = moduleComments();
  const english = englishMessages();
  const built: Built = { paths: {}, schemas: {}, tags: new Set() };
  const answers = new Map<unknown, string>();

  const codes = Object.entries(PLATFORM_CODES).map(([code, key]) => ({ const: code, description: english(key) ?? code }));
  const failure = jsonSchema(failureEnvelopeSchema, 'input');
  const failureProperties = { ...(failure.properties as Json), code: ref('schemas', 'ErrorCode') };
  built.schemas.ErrorCode = { type: 'string', description: 'The code of a failed answer; the text is the English message the app shows for it.', oneOf: codes };
  built.schemas.Failure = {
    ...failure,
    description: 'A failed answer. `value` carries details, e.g. `{ "field": "mobileNum" }` or `{ "captcha": true }`.',
    properties: failureProperties,
  };
  built.schemas.EncryptedBody = jsonSchema(encryptedBodySchema, 'input');

  for (const call of PLATFORM_CALLS) {
    const { path: p, method, operation } = operationOf(call, comments, built, answers);
    built.paths[p] ??= {};
    built.paths[p][method] = operation;
  }

  const headerParameters: Record<string, Json> = {};
  for (const parameter of parametersOf(commonHeadersSchema, 'header')) {
    headerParameters[headerComponent(String(parameter.name))] = parameter;
  }

  const methods = ['get', 'post', 'put', 'delete'];
  const paths = Object.fromEntries(
    Object.keys(built.paths)
      .sort()
      .map((p) => {
        const item = built.paths[p] ?? {};
        return [p, Object.fromEntries(methods.filter((m) => item[m]).map((m) => [m, item[m]]))];
      }),
  );
  const schemas = Object.fromEntries(
    Object.keys(built.schemas)
      .sort()
      .map((k) => [k, built.schemas[k]]),
  );

  return {
    openapi: '3.1.0',
    info: {
      title: 'Palaro platform API',
      version: CONTRACT_VERSION,
      description: [
        'The API a merchant platform implements for the Palaro mobile site: every call the site makes. docs/platform-api.md explains transport, envelope, sessions, idempotency and how to test against this document.',
        'Every answer is the envelope `{ "success": true, "code": "OK", "value": <answer> }` or `{ "success": false, "code": <ErrorCode>, "message": <English text>, "value"?: { ... } }`: HTTP 200 for business outcomes (success or refusal), 400 for a request that breaks this contract, 401 for a session that is gone, 5xx only when the platform itself fails.',
        'Money is a decimal string with exactly two decimals ("500.00"), times are epoch milliseconds, days are YYYY-MM-DD.',
      ].join('\n\n'),
    },
    servers: [
      {
        url: '{baseUrl}',
        description: "The merchant file's api.baseUrl.",
        variables: { baseUrl: { default: DEMO_BASE_URL, description: 'The demo platform of `npm run platform`.' } },
      },
    ],
    tags: [...built.tags].sort().map((t) => ({ name: t })),
    paths,
    components: {
      schemas,
      parameters: headerParameters,
      securitySchemes: {
        sessionToken: {
          type: 'apiKey',
          in: 'header',
          name: SESSION_HEADER,
          description:
            'The session token the login (or test play or registration) answered. A session that is gone answers 401 with NOT_LOGGED_IN or LOGGED_IN_ELSEWHERE.',
        },
      },
      responses: {
        ContractViolation: failureResponse(
          'The request breaks this contract: code BAD_REQUEST, the message names the field (`body.amount: expected string, received number`) and `value` is `{ "in": …, "field": … }`.',
        ),
        SessionGone: failureResponse(
          'The session is gone: NOT_LOGGED_IN (expired, logged out) or LOGGED_IN_ELSEWHERE (a login on another device). The app drops the session and shows the login page.',
        ),
        AccessDenied: failureResponse("ACCESS_DENIED: the caller's region is restricted (value.ip names the address seen)."),
        NotFound: failureResponse('BAD_REQUEST: nothing with that id belongs to the member.'),
        TooLarge: failureResponse('BAD_REQUEST: the body is larger than the platform reads (5 MB on the demo platform).'),
        PlatformFailure: failureResponse('The platform failed (UNKNOWN); the app offers a retry.'),
        Maintenance: failureResponse('MAINTENANCE: the platform is down for maintenance; the app shows its maintenance page.'),
      },
    },
  };
}
