// Registration settings (set-register / set-template): the platform may switch fields off or
// make them required; the merchant file's choices win where it disables a field.
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import { REGISTRATION_FIELD_IDS, type RegistrationFieldId } from '@/config/schema';
import type { RegistrationSettingsContract } from '@/api/contracts/registration-settings';

const fieldSetting = z.object({ enabled: z.optional(z.boolean()), required: z.optional(z.boolean()) });
const fieldsShape = Object.fromEntries(REGISTRATION_FIELD_IDS.map((f) => [f, z.optional(fieldSetting)])) as {
  [K in RegistrationFieldId]: z.ZodMiniOptional<typeof fieldSetting>;
};

export const registrationSettingsSchema = z.object({ fields: z.object(fieldsShape) });
/** The type comes from the JSON Schema contract; the zod schema must parse into it. */
export type RegistrationSettings = RegistrationSettingsContract;
const _sameShape: z.ZodMiniType<RegistrationSettings> = registrationSettingsSchema;
void _sameShape;

export const registrationSettingsEndpoint = defineEndpoint<void, RegistrationSettings>({
  name: 'registrationSettings',
  method: 'GET',
  path: '/v1/auth/registration-settings',
  auth: 'none',
  answer: registrationSettingsSchema,
});

export const useRegistrationSettings = () => useQuery(endpointQuery(registrationSettingsEndpoint, undefined));
