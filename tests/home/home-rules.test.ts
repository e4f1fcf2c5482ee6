import { appBar, iosVersion, matchDateTime } from '@/features/home/home-rules';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IOS17_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IOS12_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1';
const IOS_CHROME = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1';
const LINKS = [
  { resourceType: 'Android', url: '/downloads/a.apk' },
  { resourceType: 'MOBILECONFIG', url: '/downloads/p.mobileconfig' },
];

describe('matchDateTime', () => {
  it.each([
    [Date.UTC(2026, 10, 22, 13, 5), 0, '22/11/2026', '13:05'],
    [Date.UTC(2026, 10, 22, 18, 30), -480, '23/11/2026', '02:30'], // Manila, UTC+8
    [Date.UTC(2026, 0, 1, 0, 0), 0, '01/01/2026', '00:00'],
    [Date.UTC(2026, 0, 1, 3, 9), 300, '31/12/2025', '22:09'],
  ])('%i at offset %i → %s %s', (ms, offset, date, time) => {
    expect(matchDateTime(ms, offset)).toEqual({ date, time });
  });
});

describe('iosVersion', () => {
  it.each([
    [IOS17_SAFARI, 17],
    [IOS12_SAFARI, 12],
    [ANDROID, null],
  ])('%s → %s', (ua, v) => expect(iosVersion(ua)).toBe(v));
});

describe('appBar', () => {
  it.each([
    ['Android offers the download', { userAgent: ANDROID, standalone: false, dismissed: false, links: LINKS }, { kind: 'download' }],
    ['hidden once dismissed', { userAgent: ANDROID, standalone: false, dismissed: true, links: LINKS }, { kind: 'hidden' }],
    ['hidden inside the installed app', { userAgent: ANDROID, standalone: true, dismissed: false, links: LINKS }, { kind: 'hidden' }],
    [
      'hidden without any app link',
      { userAgent: ANDROID, standalone: false, dismissed: false, links: [{ resourceType: 'FACEBOOK', url: 'https://f' }] },
      { kind: 'hidden' },
    ],
    [
      'iOS Safari: tips with the profile',
      { userAgent: IOS17_SAFARI, standalone: false, dismissed: false, links: LINKS },
      { kind: 'iosTips', legacy: false, profileUrl: '/downloads/p.mobileconfig' },
    ],
    [
      'old iOS: legacy wording',
      { userAgent: IOS12_SAFARI, standalone: false, dismissed: false, links: [] },
      { kind: 'iosTips', legacy: true, profileUrl: null },
    ],
    [
      'iOS Chrome: the download (the popup says to use Safari)',
      { userAgent: IOS_CHROME, standalone: false, dismissed: false, links: LINKS },
      { kind: 'download' },
    ],
    ['iOS home-screen app', { userAgent: IOS17_SAFARI, standalone: true, dismissed: false, links: LINKS }, { kind: 'hidden' }],
    ['its place kept while the links are asked for', { userAgent: ANDROID, standalone: false, dismissed: false, links: null }, { kind: 'pending' }],
    ['no place kept once dismissed', { userAgent: ANDROID, standalone: false, dismissed: true, links: null }, { kind: 'hidden' }],
    [
      'iOS Safari: the tips at once, the profile when its link comes',
      { userAgent: IOS17_SAFARI, standalone: false, dismissed: false, links: null },
      { kind: 'iosTips', legacy: false, profileUrl: null },
    ],
  ] as const)('%s', (_name, input, expected) => {
    expect(appBar(input)).toEqual(expected);
  });
});
