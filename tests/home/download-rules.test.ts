import { detectDevice, downloadOptions } from '@/widgets/download-rules';

const IOS_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const IOS_CHROME = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const ALL = [
  { resourceType: 'Android', url: '/a.apk' },
  { resourceType: 'IOS', url: '/ios' },
  { resourceType: 'MOBILECONFIG', url: '/p.mobileconfig' },
];

describe('download options', () => {
  it.each<[string, string, boolean, string | null, typeof ALL, string[]]>([
    ['iOS Safari', IOS_SAFARI, false, null, ALL, ['addToHome', 'android', 'iosProfile', 'iosApp']],
    ['iOS Safari, installed', IOS_SAFARI, true, null, ALL, ['android', 'iosProfile', 'iosApp']],
    ['iOS Safari, web clip flag 1', IOS_SAFARI, false, '1', ALL, ['addToHome', 'android', 'iosApp']],
    ['iOS Chrome', IOS_CHROME, false, null, ALL, ['useSafari', 'android', 'iosProfile', 'iosApp']],
    ['Android', ANDROID, false, null, ALL, ['android', 'iosApp']],
    ['Android, no links', ANDROID, false, null, [], []],
  ])('%s', (_label, ua, standalone, flag, links, expected) => {
    expect(downloadOptions(detectDevice(ua, standalone, flag), links)).toEqual(expected);
  });
});
