// npm run schemas: writes schemas/merchant.schema.json from the zod schema (the source of truth).
// Merchant files are merged over _defaults.json, so in the editor schema every key is optional;
// `npm run merchants:validate` checks the merged result in full. `--check` fails when stale.
import fs from 'node:fs';
import { merchantJsonSchema } from './json-schemas.ts';

const target = 'schemas/merchant.schema.json';
const text = `${JSON.stringify(merchantJsonSchema(), null, 2)}\n`;

if (process.argv.includes('--check')) {
  const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
  if (current !== text) {
    console.error(`${target} is stale: run npm run schemas`);
    process.exit(1);
  }
  console.log(`${target} is up to date`);
} else {
  fs.writeFileSync(target, text);
  console.log(`wrote ${target}`);
}
