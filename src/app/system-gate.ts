// Which system page the platform status calls for (lobby spec, section 4): maintenance wins when
// both maintenance and region restriction are on; region restriction alone shows access denied.
export type SystemGate = 'normal' | 'maintenance' | 'restricted';

export function systemGate(status: { maintenance: boolean; regionRestriction: boolean } | undefined): SystemGate {
  if (!status) return 'normal';
  if (status.maintenance) return 'maintenance';
  if (status.regionRestriction) return 'restricted';
  return 'normal';
}
