// System-level lists: the country list with dialing codes.
import { http, type HttpHandler } from 'msw';
import { ok, apiPath, type Simulator } from '@/platform-sim/kernel';
import { countriesEndpoint } from '@/api/endpoints/countries';

export const COUNTRIES = [
  { iso: 'PH', name: 'Philippines', dialingCode: '+63' },
  { iso: 'MY', name: 'Malaysia', dialingCode: '+60' },
  { iso: 'SG', name: 'Singapore', dialingCode: '+65' },
  { iso: 'TH', name: 'Thailand', dialingCode: '+66' },
  { iso: 'VN', name: 'Vietnam', dialingCode: '+84' },
  { iso: 'ID', name: 'Indonesia', dialingCode: '+62' },
] as const;

export function systemHandlers(_sim: Simulator): HttpHandler[] {
  return [http.get(apiPath(countriesEndpoint.path), () => ok(COUNTRIES.map((c) => ({ ...c }))))];
}
