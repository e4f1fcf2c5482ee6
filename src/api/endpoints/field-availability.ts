// Username / email validation: is the value free to register?
import * as z from 'zod/mini';
import { defineEndpoint } from '@/api/envelope';
import { callPlatform } from '@/api/client';

export const fieldAvailabilitySchema = z.object({ available: z.boolean() });

export const fieldAvailabilityEndpoint = defineEndpoint<{ field: 'username' | 'email'; value: string }, z.infer<typeof fieldAvailabilitySchema>>({
  name: 'fieldAvailability',
  method: 'GET',
  path: '/v1/auth/availability',
  auth: 'none',
  request: (p) => ({ query: p }),
  answer: fieldAvailabilitySchema,
});

export const checkFieldAvailability = (field: 'username' | 'email', value: string) => callPlatform(fieldAvailabilityEndpoint, { field, value });
