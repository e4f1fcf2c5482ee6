// One host, one merchant: the merchant a browser gets is picked by the page's host name
// (merchants/index.json), so a host listed twice in a file, or listed by two merchants, leaves the
// pick to the order of the files. The rule behind `npm run validate:merchants` (all the files at
// once) and the console (the file it is asked to save or publish, against the others).
import type { ConfigProblem } from './validate';

/** The hosts one merchant file lists. */
export interface HostClaim {
  readonly code: string;
  readonly hosts: readonly string[];
}

/** Host names compare without case (as DNS does). */
const hostKey = (host: string) => host.trim().toLowerCase();

/** The hosts of `own` listed twice in it, or already listed by one of `others`: a problem at each. */
export function hostProblems(own: HostClaim, others: readonly HostClaim[]): ConfigProblem[] {
  const owner = new Map<string, string>();
  for (const other of others) {
    if (other.code === own.code) continue;
    for (const host of other.hosts) if (!owner.has(hostKey(host))) owner.set(hostKey(host), other.code);
  }
  const seen = new Set<string>();
  const problems: ConfigProblem[] = [];
  own.hosts.forEach((host, i) => {
    const key = hostKey(host);
    const claimedBy = owner.get(key);
    if (claimedBy) problems.push({ path: `hosts[${i}]`, message: `host ${host} is already listed by ${claimedBy}` });
    else if (seen.has(key)) problems.push({ path: `hosts[${i}]`, message: `host ${host} is listed twice` });
    seen.add(key);
  });
  return problems;
}
