// Platform status: maintenance and region restriction (switched by ?sim= or SIM_STATUS), the
// merchant's flags exactly as its file says, and the gate that closes every other call.
import { http, type HttpHandler } from 'msw';
import { fail, merchantOf, ok, apiPath, type Simulator } from '@/platform-sim/kernel';
import { systemStatusEndpoint } from '@/api/endpoints/system-status';

export function statusHandlers(sim: Simulator): HttpHandler[] {
  const statusUrl = apiPath(systemStatusEndpoint.path);
  return [
    http.get(statusUrl, ({ request }) => {
      const merchant = sim.merchant(merchantOf(request));
      if (!merchant) return fail('BAD_REQUEST', 'Unknown merchant', undefined, 400);
      return ok({
        info: {
          whitelabel: { ...merchant.whitelabel },
          mobileTemplate: { mem_cen: '1', dep_func: '1' },
          customerService: merchant.customerService.map((c) => ({ title: c.title, path: c.url, type: c.type })),
          mainDomain: merchant.hosts[0] ?? 'localhost',
          imageCDNs: [...merchant.imageCdns],
        },
        location: { ip: sim.clientIp(request), country: sim.status === 'restricted' ? 'XX' : 'PH' },
        maintenance: sim.status === 'maintenance',
        regionRestriction: sim.status === 'restricted',
      });
    }),
    // While the platform is down for maintenance or the caller's region is blocked, every other
    // call is refused; the app shows the matching page from the status above.
    http.all(apiPath('/*'), ({ request }) => {
      // Returning nothing hands the request on to the next handler.
      if (sim.status === 'normal') return undefined;
      if (new URL(request.url).pathname.endsWith(systemStatusEndpoint.path)) return undefined;
      return sim.status === 'maintenance'
        ? fail('MAINTENANCE', 'Maintenance', undefined, 503)
        : fail('ACCESS_DENIED', 'Access Denied', { ip: sim.clientIp(request) }, 403);
    }),
  ];
}
