// What the download page offers on this device (spec, download popup): add to home screen on iOS
// Safari outside the installed app; the Android app; the iOS profile on iOS when the link exists
// and the web-clip flag is not '1'; the iOS app; outside Safari on iOS, a hint to use Safari.
export interface DeviceInfo {
  ios: boolean;
  safari: boolean;
  standalone: boolean;
  webClipFlag: string | null;
}

export type DownloadOption = 'addToHome' | 'android' | 'iosProfile' | 'iosApp' | 'useSafari';

export function detectDevice(userAgent: string, standalone: boolean, webClipFlag: string | null): DeviceInfo {
  const ios = /iPhone|iPad|iPod/i.test(userAgent);
  const safari = ios && /Safari/i.test(userAgent) && !/CriOS|FxiOS|EdgiOS|FBAN|FBAV|Instagram|Line\//i.test(userAgent);
  return { ios, safari, standalone, webClipFlag };
}

export function downloadOptions(device: DeviceInfo, links: readonly { resourceType: string; url: string }[]): DownloadOption[] {
  const has = (type: string) => links.some((l) => l.resourceType === type && l.url);
  const out: DownloadOption[] = [];
  if (device.ios && !device.safari) out.push('useSafari');
  if (device.ios && device.safari && !device.standalone) out.push('addToHome');
  if (has('Android')) out.push('android');
  if (device.ios && has('MOBILECONFIG') && device.webClipFlag !== '1') out.push('iosProfile');
  if (has('IOS')) out.push('iosApp');
  return out;
}
