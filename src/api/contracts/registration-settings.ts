// The platform's registration settings (set-register / set-template) as a JSON Schema: the
// contract a merchant's backend team implements, published as schemas/registration-settings.schema.json
// by `npm run schemas`. Its TypeScript type is derived from the JSON Schema (json-schema-to-ts);
// the client parses answers with the zod/mini schema in endpoints/registration-settings.ts, and a
// test checks that the two describe the same shape.
import type { FromSchema } from 'json-schema-to-ts';
import { REGISTRATION_FIELD_IDS, type RegistrationFieldId } from '@/config/schema';

const fieldSetting = {
  type: 'object',
  description: 'How the platform wants one registration field: shown, and required when shown.',
  properties: { enabled: { type: 'boolean' }, required: { type: 'boolean' } },
} as const;

/** One setting per registration field of the merchant schema: a new field is listed without an edit here. */
const fieldSettings = Object.fromEntries(REGISTRATION_FIELD_IDS.map((id) => [id, fieldSetting])) as {
  readonly [K in RegistrationFieldId]: typeof fieldSetting;
};

export const registrationSettingsJsonSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://palaro.example/schemas/registration-settings.schema.json',
  title: 'Platform registration settings',
  type: 'object',
  properties: {
    fields: { type: 'object', properties: fieldSettings },
  },
  required: ['fields'],
} as const;

export type RegistrationSettingsContract = FromSchema<typeof registrationSettingsJsonSchema>;
