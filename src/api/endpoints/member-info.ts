// Member info / renew: who the member is (type, VIP label, upline transfer right).
import * as z from 'zod/mini';
import { imageUrl } from '@/config/url-gate';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import type { MemberInfoParams } from '@/api/requests';

export const memberInfoSchema = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.optional(z.string()),
  regDate: z.string(),
  type: z._default(z.number(), 4),
  clubLabel: z.optional(z.object({ labelName: z.optional(z.string()) })),
  toUpline: z.boolean(),
  avatarUrl: z.optional(imageUrl),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const memberInfoEndpoint = defineEndpoint<MemberInfoParams, MemberInfo>({
  name: 'memberInfo',
  method: 'GET',
  path: '/v1/member/info',
  auth: 'required',
  request: (p) => ({ query: { renew: p.renew } }),
  answer: memberInfoSchema,
});

/** Cached locally (survives a reload), refreshed in the background; only with a session. */
export const useMemberInfo = (token: string | undefined) =>
  useQuery({
    ...endpointQuery(memberInfoEndpoint, { renew: false }, { persist: true }),
    queryKey: ['platform', 'memberInfo', token ?? ''],
    enabled: Boolean(token),
  });
