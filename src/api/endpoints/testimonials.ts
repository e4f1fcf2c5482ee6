// Testimonials (/m/testimonials): what members say, with a 1–5 rating.
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { endpointQuery } from '@/api/query';

export const testimonialSchema = z.strictObject({
  id: z.string(),
  /** Masked member name, e.g. "Ma***a". */
  name: z.string(),
  city: z.string(),
  rating: z.number().check(z.int(), z.gte(1), z.lte(5)),
  text: z.string(),
  /** ms since the epoch */
  at: z.number(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const testimonialsEndpoint = defineEndpoint<void, Testimonial[]>({
  name: 'testimonials',
  method: 'GET',
  path: '/v1/content/testimonials',
  auth: 'none',
  answer: z.array(testimonialSchema),
});

export const useTestimonials = () => useQuery({ ...endpointQuery(testimonialsEndpoint, undefined), staleTime: 10 * 60_000 });
