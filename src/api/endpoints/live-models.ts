// Live hosts (models) of the live casino, with their active and streaming status.
import * as z from 'zod/mini';
import { imageUrl } from '@/config/url-gate';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { endpointQuery } from '@/api/query';

export const liveModelsSchema = z.array(
  z.object({ id: z.string(), name: z.string(), avatarUrl: imageUrl, table: z.string(), active: z.boolean(), streaming: z.boolean() }),
);
export type LiveModel = z.infer<typeof liveModelsSchema>[number];

export const liveModelsEndpoint = defineEndpoint<void, LiveModel[]>({
  name: 'liveModels',
  method: 'GET',
  path: '/v1/live/models',
  auth: 'none',
  answer: liveModelsSchema,
});

export const useLiveModels = () => useQuery({ ...endpointQuery(liveModelsEndpoint, undefined), staleTime: 30_000 });
