// Head icon (avatar): GET the choices and the current one, POST a new choice.
import * as z from 'zod/mini';
import { imageUrl } from '@/config/url-gate';
import { useMutation, useQuery } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { callPlatform } from '@/api/client';
import { endpointQuery } from '@/api/query';
import type { SetHeadIconParams } from '@/api/requests';

export const headIconsSchema = z.object({ current: imageUrl, choices: z.array(imageUrl) });
export type HeadIcons = z.infer<typeof headIconsSchema>;

export const headIconsEndpoint = defineEndpoint<void, HeadIcons>({
  name: 'headIcons',
  method: 'GET',
  path: '/v1/member/head-icon',
  auth: 'required',
  answer: headIconsSchema,
});

export const setHeadIconEndpoint = defineEndpoint<SetHeadIconParams, null>({
  name: 'setHeadIcon',
  method: 'POST',
  path: '/v1/member/head-icon',
  auth: 'required',
  request: (p) => ({ body: p }),
  answer: z.nullable(z.null()),
});

export const useHeadIcons = (token: string | undefined) =>
  useQuery({ ...endpointQuery(headIconsEndpoint, undefined), queryKey: ['platform', 'headIcons', token ?? ''], enabled: Boolean(token) });

export const useSetHeadIcon = () =>
  useMutation({ mutationKey: ['platform', 'setHeadIcon'], mutationFn: (p: SetHeadIconParams) => callPlatform(setHeadIconEndpoint, p) });
