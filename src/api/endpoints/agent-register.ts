// Open account: an agent creates a member (or a sub-agent) in the own downline.
import * as z from 'zod/mini';
import { useMutation } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { callPlatform } from '@/api/client';
import type { AgentRegisterParams } from '@/api/requests';

export const agentRegisterSchema = z.object({ userName: z.string(), type: z.number() });
export type AgentRegister = z.infer<typeof agentRegisterSchema>;

export const agentRegisterEndpoint = defineEndpoint<AgentRegisterParams, AgentRegister>({
  name: 'agentRegister',
  method: 'POST',
  path: '/v1/agent/register',
  auth: 'required',
  sensitive: true,
  request: (p) => ({ body: p }),
  answer: agentRegisterSchema,
});

export const useAgentRegister = () =>
  useMutation({ mutationKey: ['platform', 'agentRegister'], mutationFn: (p: AgentRegisterParams) => callPlatform(agentRegisterEndpoint, p) });
