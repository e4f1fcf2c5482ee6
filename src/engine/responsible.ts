// Responsible gaming: when the next reality check is due. (The platform's own rules — breaks,
// deposit limits and their periods — are the demo platform's: src/platform-sim/areas/responsible-rules.ts.)

/** When the next reality check is due: the next whole interval since the session began. */
export function nextRealityCheck(sessionStart: number, intervalMinutes: number, now: number): number {
  const interval = intervalMinutes * 60_000;
  const elapsed = Math.max(0, now - sessionStart);
  return sessionStart + (Math.floor(elapsed / interval) + 1) * interval;
}
