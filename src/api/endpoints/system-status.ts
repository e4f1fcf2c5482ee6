// System status: maintenance, region restriction, the platform's flags and service info.
import * as z from 'zod/mini';
import { httpsOrigin, linkUrl } from '@/config/url-gate';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import { FLAG_CODES, type FlagCode } from '@/config/schema';

const flagsShape = Object.fromEntries(FLAG_CODES.map((c) => [c, z.optional(z.boolean())])) as {
  [K in FlagCode]: z.ZodMiniOptional<z.ZodMiniBoolean>;
};

export const systemStatusSchema = z.object({
  info: z.object({
    whitelabel: z.object(flagsShape),
    mobileTemplate: z.object({ mem_cen: z.string(), dep_func: z.string() }),
    customerService: z.array(z.object({ title: z.string(), path: linkUrl, type: z.string() })),
    mainDomain: z.string(),
    imageCDNs: z.array(httpsOrigin),
  }),
  location: z.object({ ip: z.string(), country: z.optional(z.string()) }),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export const systemStatusEndpoint = defineEndpoint<void, SystemStatus>({
  name: 'systemStatus',
  method: 'GET',
  path: '/v1/system/status',
  auth: 'none',
  answer: systemStatusSchema,
});

/** Cached locally (survives a reload) and refreshed in the background. */
export const systemStatusQuery = () => endpointQuery(systemStatusEndpoint, undefined, { persist: true });

export const useSystemStatus = () => useQuery({ ...systemStatusQuery(), refetchInterval: 60_000 });
