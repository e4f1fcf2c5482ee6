// npm run schemas: writes schemas/merchant.schema.json from the zod schema (the source of truth),
// the registration settings' JSON Schema and the platform API's OpenAPI document
// (schemas/platform.openapi.json, scripts/openapi.ts). Merchant files are merged over
// _defaults.json, so in the editor schema every key is optional; `npm run merchants:validate`
// checks the merged result in full. `--check` fails when a file is stale.
import fs from 'node:fs';
import { merchantJsonSchema } from './json-schemas.ts';
import { registrationSettingsJsonSchema } from '../src/api/contracts/registration-settings.ts';
import { buildOpenApiDocument } from './openapi.ts';

const outputs: [string, unknown][] = [
  ['schemas/merchant.schema.json', merchantJsonSchema()],
  ['schemas/registration-settings.schema.json', registrationSettingsJsonSchema],
  ['schemas/platform.openapi.json', buildOpenApiDocument()],
];

let stale = false;
for (const [target, schema] of outputs) {
  const text = `${JSON.stringify(schema, null, 2)}\n`;
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
    if (current !== text) {
      console.error(`${target} is stale: run npm run schemas`);
      stale = true;
    } else console.log(`${target} is up to date`);
  } else {
    fs.writeFileSync(target, text);
    console.log(`wrote ${target}`);
  }
}
if (stale) process.exit(1);
