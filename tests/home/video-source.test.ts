// The video-banner rule: local file in demo, provider embed (with the language map) in live, no
// player (and a reason) for anything else.
import { videoSource } from '@/features/home/video-source';

describe('videoSource', () => {
  it.each([
    // link, mode, language, expected kind, expected src (or a fragment of the reason)
    ['/media/demo-promo.webm', 'demo', 'EN', 'file', '/media/demo-promo.webm'],
    ['/media/clip.MP4', 'demo', 'TY', 'file', '/media/clip.MP4'],
    ['/media/clip.mp4', 'live', 'EN', 'file', '/media/clip.mp4'],
    [
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      'live',
      'EN',
      'embed',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?hl=en&cc_lang_pref=en&playsinline=1&rel=0&modestbranding=1',
    ],
    [
      'https://youtu.be/aqz-KE-bpKQ',
      'live',
      'TY',
      'embed',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?hl=tl&cc_lang_pref=tl&playsinline=1&rel=0&modestbranding=1',
    ],
    [
      'https://m.youtube.com/shorts/aqz-KE-bpKQ',
      'live',
      'CN',
      'embed',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?hl=zh&cc_lang_pref=zh&playsinline=1&rel=0&modestbranding=1',
    ],
    [
      'https://www.youtube.com/embed/aqz-KE-bpKQ',
      'live',
      'VI',
      'embed',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?hl=vi&cc_lang_pref=vi&playsinline=1&rel=0&modestbranding=1',
    ],
    ['https://vimeo.com/76979871', 'live', 'TH', 'embed', 'https://player.vimeo.com/video/76979871?texttrack=th&playsinline=1'],
    ['https://vimeo.com/76979871', 'live', 'XX', 'embed', 'https://player.vimeo.com/video/76979871?texttrack=en&playsinline=1'],
    ['https://cdn.example.com/promo.webm', 'live', 'EN', 'file', 'https://cdn.example.com/promo.webm'],
    ['', 'demo', 'EN', 'none', 'no video link'],
    [undefined, 'live', 'EN', 'none', 'no video link'],
    ['/m/live', 'demo', 'EN', 'none', 'not a video file'],
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'demo', 'EN', 'none', 'only local files'],
    ['http://www.youtube.com/watch?v=aqz-KE-bpKQ', 'live', 'EN', 'none', 'not an https link'],
    ['javascript:alert(1)', 'live', 'EN', 'none', 'not an https link'],
    ['https://www.youtube.com/watch?v=short', 'live', 'EN', 'none', 'neither a video file'],
    ['https://www.youtube.com/channel/UC123', 'live', 'EN', 'none', 'neither a video file'],
    ['https://evil.example/youtube.com/watch?v=aqz-KE-bpKQ', 'live', 'EN', 'none', 'neither a video file'],
    ['https://www.pagcor.ph', 'live', 'EN', 'none', 'neither a video file'],
  ] as const)('%s (%s, %s) → %s', (link, mode, language, kind, expected) => {
    const source = videoSource(link, mode, language);
    expect(source.kind).toBe(kind);
    if (source.kind === 'none') expect(source.reason).toContain(expected);
    else expect(source.src).toBe(expected);
  });
});
