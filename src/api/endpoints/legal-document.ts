// The merchant's legal texts (registration terms, user agreement): titled HTML sections.
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import type { LegalDocumentParams } from '@/api/requests';

export const LEGAL_DOCUMENTS = ['registerTerms', 'userAgreement'] as const;
export type LegalDocumentKind = (typeof LEGAL_DOCUMENTS)[number];

export const legalDocumentSchema = z.strictObject({
  kind: z.enum(LEGAL_DOCUMENTS),
  title: z.string(),
  /** ms since the epoch */
  updatedAt: z.number(),
  sections: z.array(z.strictObject({ heading: z.string(), html: z.string() })),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;

export const legalDocumentEndpoint = defineEndpoint<LegalDocumentParams, LegalDocument>({
  name: 'legalDocument',
  method: 'GET',
  path: '/v1/content/documents',
  auth: 'none',
  request: (p) => ({ query: { kind: p.kind, language: p.language } }),
  answer: legalDocumentSchema,
});

export const useLegalDocument = (kind: LegalDocumentKind, language: string) =>
  useQuery({ ...endpointQuery(legalDocumentEndpoint, { kind, language }), staleTime: 30 * 60_000 });
