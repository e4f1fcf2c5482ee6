// Username / email validation: is the value free to register? Asked when the visitor leaves the
// field (the registration screen), so 'Sorry, the username already exists' comes before submit.
import { useCallback } from 'react';
import * as z from 'zod/mini';
import { useQueryClient } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import type { FieldAvailabilityParams } from '@/api/requests';

export type AvailabilityField = 'username' | 'email';

export const fieldAvailabilitySchema = z.object({ available: z.boolean() });
export type FieldAvailability = z.infer<typeof fieldAvailabilitySchema>;

export const fieldAvailabilityEndpoint = defineEndpoint<FieldAvailabilityParams, FieldAvailability>({
  name: 'fieldAvailability',
  method: 'GET',
  path: '/v1/auth/availability',
  auth: 'none',
  request: (p) => ({ query: p }),
  answer: fieldAvailabilitySchema,
});

/** The check as a function (one cached answer per value for 10 s: leaving the field twice asks once). */
export function useFieldAvailability(): (field: AvailabilityField, value: string) => Promise<FieldAvailability> {
  const queryClient = useQueryClient();
  return useCallback(
    (field: AvailabilityField, value: string) => queryClient.fetchQuery({ ...endpointQuery(fieldAvailabilityEndpoint, { field, value }), staleTime: 10_000 }),
    [queryClient],
  );
}
