// Contract / dividend request info: a non-empty field means a pending contract request that the
// member is prompted to open (daily salary, dividend, hourly salary).
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { endpointQuery } from '@/api/query';

const pending = z.optional(z.nullable(z.string()));

export const contractInfoSchema = z.object({
  dailysalreqtype: pending,
  divtypecompperiodreq: pending,
  contracthoursalreq: pending,
});
export type ContractInfo = z.infer<typeof contractInfoSchema>;

export const contractInfoEndpoint = defineEndpoint<void, ContractInfo>({
  name: 'contractInfo',
  method: 'GET',
  path: '/v1/agent/contract-requests',
  auth: 'required',
  answer: contractInfoSchema,
});

export const useContractInfo = (token: string | undefined, enabled: boolean) =>
  useQuery({
    ...endpointQuery(contractInfoEndpoint, undefined),
    queryKey: ['platform', 'contractInfo', token ?? ''],
    enabled: Boolean(token) && enabled,
  });
