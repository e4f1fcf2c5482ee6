// Which player a video banner (group m_video) gets: a local video file in demo mode, an
// embeddable provider link (YouTube, Vimeo) or a direct https video file in live mode, with the
// interface language passed to the provider. Anything else shows no player; `reason` says why
// (the banner logs it with console.warn).

/** Interface language → the providers' language code. */
export const VIDEO_LANGUAGES = { EN: 'en', TY: 'tl', CN: 'zh', VI: 'vi', TH: 'th' } as const;
export type VideoLanguage = keyof typeof VIDEO_LANGUAGES;

export type VideoSource =
  | { kind: 'file'; src: string; type: string }
  | { kind: 'embed'; provider: 'youtube' | 'vimeo'; src: string }
  | { kind: 'none'; reason: string };

const FILE_TYPES: Readonly<Record<string, string>> = { mp4: 'video/mp4', m4v: 'video/mp4', webm: 'video/webm', ogv: 'video/ogg', ogg: 'video/ogg', mov: 'video/quicktime' };

function fileType(pathname: string): string | null {
  const ext = /\.([a-z0-9]+)$/i.exec(pathname)?.[1]?.toLowerCase();
  return ext ? (FILE_TYPES[ext] ?? null) : null;
}

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com', 'youtu.be']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  if (!YOUTUBE_HOSTS.has(host)) return null;
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined;
  if (host === 'youtu.be') id = parts[0];
  else if (parts[0] === 'watch') id = url.searchParams.get('v');
  else if (parts[0] === 'embed' || parts[0] === 'shorts' || parts[0] === 'live') id = parts[1];
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  if (host !== 'vimeo.com' && host !== 'www.vimeo.com' && host !== 'player.vimeo.com') return null;
  const id = url.pathname.split('/').filter(Boolean).find((p) => /^\d{5,12}$/.test(p));
  return id ?? null;
}

export function videoSource(link: string | undefined | null, mode: 'demo' | 'live', language: string): VideoSource {
  const raw = (link ?? '').trim();
  if (!raw) return { kind: 'none', reason: 'the banner has no video link' };
  const lang = VIDEO_LANGUAGES[language as VideoLanguage] ?? VIDEO_LANGUAGES.EN;
  const local = raw.startsWith('/') && !raw.startsWith('//');
  let url: URL;
  try {
    url = new URL(raw, 'https://local.invalid');
  } catch {
    return { kind: 'none', reason: `"${raw}" is not a URL` };
  }
  if (local) {
    const type = fileType(url.pathname);
    return type ? { kind: 'file', src: raw, type } : { kind: 'none', reason: `"${raw}" is not a video file (mp4, webm, ogv, mov)` };
  }
  if (url.protocol !== 'https:') return { kind: 'none', reason: `"${raw}" is not an https link` };
  if (mode === 'demo') return { kind: 'none', reason: `the demo plays only local files, not "${raw}"` };
  const yt = youtubeId(url);
  if (yt) {
    const q = new URLSearchParams({ hl: lang, cc_lang_pref: lang, playsinline: '1', rel: '0', modestbranding: '1' });
    return { kind: 'embed', provider: 'youtube', src: `https://www.youtube-nocookie.com/embed/${yt}?${q.toString()}` };
  }
  const vimeo = vimeoId(url);
  if (vimeo) return { kind: 'embed', provider: 'vimeo', src: `https://player.vimeo.com/video/${vimeo}?texttrack=${lang}&playsinline=1` };
  const type = fileType(url.pathname);
  if (type) return { kind: 'file', src: url.href, type };
  return { kind: 'none', reason: `"${raw}" is neither a video file nor a YouTube or Vimeo link` };
}
