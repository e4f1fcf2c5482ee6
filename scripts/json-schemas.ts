// JSON Schemas generated from the zod schemas (see generate-schemas.ts).
import * as z from 'zod/mini';
import { merchantSchema } from '../src/config/schema.ts';

type JsonObject = { [key: string]: unknown };

/** Drops `required` everywhere: a merchant file only states what differs from _defaults.json. */
function optionalEverywhere(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(optionalEverywhere);
  if (typeof node !== 'object' || node === null) return node;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === 'required') continue;
    out[k] = optionalEverywhere(v);
  }
  return out;
}

export function merchantJsonSchema(): JsonObject {
  const generated = z.toJSONSchema(merchantSchema, { target: 'draft-2020-12' }) as JsonObject;
  return {
    ...(optionalEverywhere(generated) as JsonObject),
    $id: 'https://palaro.example/schemas/merchant.schema.json',
    title: 'Palaro merchant file',
    description:
      'One merchant of Palaro. Every key is optional here because files are merged over merchants/_defaults.json (objects merge, arrays replace); `npm run merchants:validate` checks the merged result.',
  };
}
