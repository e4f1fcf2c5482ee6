// Leave a message for customer service (the service page): the platform answers a ticket number.
import * as z from 'zod/mini';
import { useMutation } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { callPlatform } from '@/api/client';
import type { ServiceMessage } from '@/api/requests';

export const SERVICE_MESSAGE_MAX = 500;

export const serviceMessageEndpoint = defineEndpoint<ServiceMessage, { ticketId: string }>({
  name: 'serviceMessage',
  method: 'POST',
  path: '/v1/service/messages',
  auth: 'optional',
  request: (p) => ({ body: p }),
  answer: z.strictObject({ ticketId: z.string().check(z.minLength(1)) }),
});

export const useSendServiceMessage = () =>
  useMutation({ mutationKey: ['platform', 'serviceMessage'], mutationFn: (p: ServiceMessage) => callPlatform(serviceMessageEndpoint, p) });
