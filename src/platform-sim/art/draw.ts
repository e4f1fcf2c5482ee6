// Every image of the demo platform, drawn here: game tiles (layered scene from the game's theme,
// title lettering on a ribbon, gold frame), banners (a wide scene, the title and a call to action),
// video posters (the scene and title, the foot left to the player's controls),
// partner and vendor logos (emblem and wordmark badges), avatars, team crests and the install
// guide's steps. Pure and deterministic: the same path and label give the same bytes.
import { hashString, prng } from '@/platform-sim/seed-utils';
import { pickTheme, type ArtTheme } from '@/platform-sim/art/themes';
import { BACKDROPS, MOTIFS, PATTERNS, type Backdrop, type Pick } from '@/platform-sim/art/motifs';
import { escapeXml, lettering, letteringGroup, rays, starPoints, twoLines } from '@/platform-sim/art/svg';

const FONT = 'font-family="Arial Black,Impact,DejaVu Sans,sans-serif" font-weight="900"';
const GOLD =
  '<linearGradient id="g" x2="0" y2="1"><stop stop-color="#fff6c2"/><stop offset=".55" stop-color="#ffd23f"/><stop offset="1" stop-color="#e08a00"/></linearGradient>';
const GLOW = '<radialGradient id="l"><stop stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>';

function picker(seed: string): Pick {
  const rand = prng(hashString(seed));
  return <T>(options: readonly T[]): T => options[Math.floor(rand() * options.length)] as T;
}

const svgOpen = (w: number, h: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" ${FONT}>`;

function backdropDefs(b: Backdrop, diagonal: boolean): string {
  return (
    `<linearGradient id="b" x2="${diagonal ? 1 : 0}" y2="1"><stop stop-color="${b.top}"/><stop offset="1" stop-color="${b.bottom}"/></linearGradient>` +
    `<pattern id="p" width="20" height="20" patternUnits="userSpaceOnUse" fill="#fff">${PATTERNS[b.pattern]}</pattern>`
  );
}

interface GameHint {
  readonly category?: string | undefined;
}

/** A game tile, 200 × 200: backdrop, rays, glow, the theme's illustration, title ribbon, frame. */
function gameTile(seed: string, title: string, hint: GameHint = {}): string {
  const theme = pickTheme({ name: title, category: hint.category });
  const pick = picker(seed);
  const backdrop = pick(BACKDROPS[theme]);
  const motif = MOTIFS[theme](pick);
  const lines = twoLines(title.toUpperCase(), 13);
  const two = lines.length > 1;
  const size = two ? 19 : 25;
  const top = two ? 140 : 150;
  const text = lines.map((line, i) => lettering(line, 100, two ? 162 + i * 21 : 178, size, 168)).join('');
  return (
    `${svgOpen(200, 200)}<defs>${backdropDefs(backdrop, false)}${GOLD}${GLOW}<clipPath id="c"><rect width="200" height="200" rx="22"/></clipPath></defs>` +
    `<g clip-path="url(#c)"><rect width="200" height="200" fill="url(#b)"/><rect width="200" height="200" fill="url(#p)" opacity=".14"/>` +
    `<path d="${rays(100, 84, 160, 14)}" fill="#fff" opacity=".08"/><circle cx="100" cy="84" r="80" fill="url(#l)"/>${motif}` +
    `<path d="M0 ${top}h200v${200 - top}H0z" fill="#000" opacity=".55"/><path d="M0 ${top}h200" stroke="url(#g)" stroke-width="3"/>` +
    `${letteringGroup(text, 'url(#g)', '#2b1400', 'middle')}</g>` +
    `<rect x="2.5" y="2.5" width="195" height="195" rx="20" fill="none" stroke="url(#g)" stroke-width="5"/></svg>`
  );
}

/** Where a wide picture letters its title: at most `perLine` characters a line, one line's size and top, then two lines'. */
interface TitleLayout {
  readonly perLine: number;
  readonly size: readonly [number, number];
  readonly top: readonly [number, number];
  readonly x: number;
  readonly width: number;
}

/** A banner's or a poster's scene (the theme of its English title, a backdrop, the illustration) and its title's lettering. */
function titledScene(seed: string, title: string, hint: AssetHint, layout: TitleLayout) {
  const theme = pickTheme({ name: hint.themeTitle ?? title });
  const pick = picker(seed);
  const backdrop = pick(BACKDROPS[theme]);
  const motif = MOTIFS[theme](pick);
  const lines = twoLines(title, layout.perLine);
  const two = lines.length > 1 ? 1 : 0;
  const size = layout.size[two];
  const y0 = layout.top[two];
  const text = lines.map((line, i) => lettering(line, layout.x, y0 + i * (size + 8), size, layout.width)).join('');
  return { theme, backdrop, motif, lines, size, y0, text };
}

/** A banner's call to action by theme, in the banner's language (English elsewhere). */
const CALLS: Readonly<Record<'EN' | 'TY', Partial<Record<ArtTheme, string>> & { other: string }>> = {
  EN: { coins: 'DEPOSIT NOW', treasure: 'CLAIM NOW', crown: 'JOIN VIP', shield: 'LEARN MORE', cards: 'JOIN A TABLE', sports: 'BET NOW', other: 'PLAY NOW' },
  TY: { coins: 'MAG-DEPOSITO', treasure: 'KUNIN NA', crown: 'SUMALI SA VIP', shield: 'ALAMIN PA', cards: 'UMUPO NA', sports: 'TUMAYA NA', other: 'MAGLARO NA' },
};

/**
 * A banner, 750 × 300: a wide scene with the theme's illustration, the title and a call to action.
 * The theme comes from `hint.themeTitle` when given (a translated banner keeps its English one's picture).
 */
function banner(seed: string, title: string, hint: AssetHint = {}): string {
  const { theme, backdrop, motif, lines, size, y0, text } = titledScene(seed, title, hint, { perLine: 16, size: [52, 46], top: [140, 104], x: 40, width: 420 });
  const calls = CALLS[hint.language ?? 'EN'];
  const call = calls[theme] ?? calls.other;
  // Squeezed to 190 of its button's 210 when it would not fit (≈ 0.66 em a character at this size).
  const callFit = (call.length + 2) * 22 * 0.66 > 196 ? ' textLength="190" lengthAdjust="spacingAndGlyphs"' : '';
  const sparkles = [
    [330, 40, 10],
    [400, 260, 8],
    [720, 40, 12],
    [700, 250, 9],
  ]
    .map(([x = 0, y = 0, s = 0]) => `<polygon points="${starPoints(x, y, s, s / 4, 4)}"/>`)
    .join('');
  return (
    `${svgOpen(750, 300)}<defs>${backdropDefs(backdrop, true)}${GOLD}${GLOW}</defs>` +
    `<rect width="750" height="300" fill="url(#b)"/><rect width="750" height="300" fill="url(#p)" opacity=".12"/>` +
    `<path d="${rays(580, 150, 420, 18)}" fill="#fff" opacity=".09"/><circle cx="580" cy="150" r="170" fill="url(#l)"/>` +
    `<path d="M0 300V230q180-40 380 10t370-10v70z" fill="#000" opacity=".25"/>` +
    `<g transform="translate(445 12) scale(1.38)">${motif}</g><g fill="#fff">${sparkles}</g>` +
    `<path d="M0 0h470l-60 300H0z" fill="#000" opacity=".28"/>${letteringGroup(text, 'url(#g)', '#2b1400', 'start')}` +
    `<rect x="40" y="${y0 + lines.length * (size + 8) + 6}" width="210" height="52" rx="26" fill="url(#g)" stroke="#fff" stroke-width="3"/>` +
    `<text x="145" y="${y0 + lines.length * (size + 8) + 40}" font-size="22" text-anchor="middle" fill="#3b1d00"${callFit}>${escapeXml(call)} ›</text>` +
    `<path d="M0 297h750" stroke="url(#g)" stroke-width="6"/></svg>`
  );
}

/**
 * A video's poster, 640 × 360 (its player's 16:9): a banner's scene and title without a call to
 * action. The player's own controls run along its foot, where a banner draws its button; the lower
 * fifth is left to them.
 */
function poster(seed: string, title: string, hint: AssetHint = {}): string {
  const { backdrop, motif, text } = titledScene(seed, title, hint, { perLine: 14, size: [50, 44], top: [160, 120], x: 36, width: 330 });
  return (
    `${svgOpen(640, 360)}<defs>${backdropDefs(backdrop, true)}${GOLD}${GLOW}</defs>` +
    `<rect width="640" height="360" fill="url(#b)"/><rect width="640" height="360" fill="url(#p)" opacity=".12"/>` +
    `<path d="${rays(480, 150, 380, 18)}" fill="#fff" opacity=".09"/><circle cx="480" cy="150" r="150" fill="url(#l)"/>` +
    `<g transform="translate(355 12) scale(1.25)">${motif}</g>` +
    `<path d="M0 0h400l-50 360H0z" fill="#000" opacity=".28"/>${letteringGroup(text, 'url(#g)', '#2b1400', 'start')}` +
    `<path d="M0 288h640v72H0z" fill="#000" opacity=".3"/></svg>`
  );
}

/** A partner or vendor logo, 200 × 200: an emblem above the name's wordmark on a badge. */
function logo(seed: string, name: string): string {
  const pick = picker(seed);
  const hue = hashString(name) % 360;
  const emblemKind = pick([0, 1, 2, 3]);
  const emblems = [
    `<polygon points="${starPoints(100, 70, 38, 33, 6, 0)}" fill="url(#g)" stroke="#fff" stroke-width="3"/><polygon points="${starPoints(100, 70, 22, 9, 5)}" fill="hsl(${hue},70%,30%)"/>`,
    `<path d="M100 30l36 12v22q0 30-36 44q-36-14-36-44V42z" fill="url(#g)" stroke="#fff" stroke-width="3"/><path d="M84 66l12 12 22-24" stroke="hsl(${hue},70%,30%)" stroke-width="7" fill="none" stroke-linecap="round"/>`,
    `<polygon points="100,28 142,70 100,112 58,70" fill="url(#g)" stroke="#fff" stroke-width="3"/><polygon points="100,48 122,70 100,92 78,70" fill="hsl(${hue},70%,30%)"/>`,
    `<circle cx="100" cy="70" r="40" fill="url(#g)" stroke="#fff" stroke-width="3"/><path d="M72 84l14-26 14 18 14-26 14 34z" fill="hsl(${hue},70%,30%)"/>`,
  ];
  const word = name.toUpperCase();
  const size = Math.min(34, 200 / Math.max(3, word.length) + 6);
  return (
    `${svgOpen(200, 200)}<defs>${GOLD}<linearGradient id="b" x2="1" y2="1"><stop stop-color="hsl(${hue},65%,42%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,18%)"/></linearGradient></defs>` +
    `<rect width="200" height="200" rx="28" fill="url(#b)"/><path d="${rays(100, 70, 140, 12)}" fill="#fff" opacity=".07"/>` +
    `${emblems[emblemKind] ?? ''}${letteringGroup(lettering(word, 100, 150 + size / 3, size, 170), '#fff', `hsl(${hue},70%,14%)`, 'middle')}` +
    `<path d="M50 174h100" stroke="url(#g)" stroke-width="4" stroke-linecap="round"/>` +
    `<rect x="3" y="3" width="194" height="194" rx="26" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="2"/></svg>`
  );
}

/** An avatar, 200 × 200: a person's bust (skin, hair, clothes from the name) on a gradient. */
function avatar(seed: string): string {
  const pick = picker(seed);
  const hue = hashString(seed) % 360;
  const skin = pick(['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac']);
  const hair = pick(['#2b1a0e', '#111', '#6b3e1f', '#a0522d', '#d4a017']);
  const shirt = pick(['#e03131', '#1c7ed6', '#2f9e44', '#7048e8', '#212529', '#f08c00']);
  const style = pick([0, 1, 2]);
  const hairBack = style === 1 ? `<path d="M56 86q0-54 44-54t44 54v60H56z" fill="${hair}"/>` : '';
  const hairTop = [
    `<path d="M62 80q0-44 38-44t38 44q-10-22-38-22t-38 22z" fill="${hair}"/>`,
    `<path d="M60 84q0-50 40-50t40 50q-14-30-40-28t-40 28z" fill="${hair}"/>`,
    `<circle cx="100" cy="34" r="16" fill="${hair}"/><path d="M62 80q0-42 38-42t38 42q-12-20-38-20t-38 20z" fill="${hair}"/>`,
  ][style];
  return (
    `${svgOpen(200, 200)}<defs><linearGradient id="b" x2="0" y2="1"><stop stop-color="hsl(${hue},60%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360},55%,32%)"/></linearGradient></defs>` +
    `<rect width="200" height="200" rx="100" fill="url(#b)"/>${hairBack}` +
    `<path d="M34 200q4-58 66-58t66 58z" fill="${shirt}"/><path d="M88 140h24l-12 18z" fill="#fff"/><rect x="90" y="118" width="20" height="26" fill="${skin}"/>` +
    `<ellipse cx="100" cy="88" rx="36" ry="40" fill="${skin}"/>${hairTop ?? ''}` +
    `<circle cx="87" cy="92" r="4" fill="#222"/><circle cx="113" cy="92" r="4" fill="#222"/><path d="M88 108q12 10 24 0" stroke="#8a3b2b" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    `<circle cx="78" cy="104" r="6" fill="#ff8787" opacity=".35"/><circle cx="122" cy="104" r="6" fill="#ff8787" opacity=".35"/></svg>`
  );
}

/** A team crest, 200 × 200: a shield in the team's colours, a ball, the name on a ribbon. */
function crest(seed: string, name: string): string {
  const hue = hashString(name) % 360;
  const word = name.toUpperCase();
  return (
    `${svgOpen(200, 200)}<defs>${GOLD}</defs>` +
    `<path d="M100 8l80 26v50q0 72-80 108Q20 156 20 84V34z" fill="hsl(${hue},70%,34%)" stroke="url(#g)" stroke-width="8" stroke-linejoin="round"/>` +
    `<path d="M100 20v160M20 84h160" stroke="hsl(${hue},70%,48%)" stroke-width="26" opacity=".6"/>` +
    `<circle cx="100" cy="72" r="30" fill="#f76707" stroke="#3b1d00" stroke-width="4"/><path d="M70 72h60M100 42v60M80 50q16 22 0 44M120 50q-16 22 0 44" stroke="#3b1d00" stroke-width="4" fill="none"/>` +
    `<path d="M14 118h172l-10 18 10 18H14l10-18z" fill="#111" stroke="url(#g)" stroke-width="3"/>` +
    `${letteringGroup(lettering(word, 100, 145, 26, 150), 'url(#g)', '#000', 'middle')}</svg>`
  );
}

/** A step of the install guide, 240 × 320: a phone showing the step, its number and the platform. */
function guideStep(seed: string, label: string): string {
  const hue = hashString(seed) % 360;
  const step = /-(\d+)$/.exec(label)?.[1] ?? '1';
  const platform = label.replace(/-\d+$/, '').toUpperCase();
  return (
    `${svgOpen(240, 320)}<defs>${GOLD}</defs><rect width="240" height="320" rx="20" fill="hsl(${hue},35%,18%)"/>` +
    `<rect x="60" y="24" width="120" height="240" rx="16" fill="#111" stroke="url(#g)" stroke-width="5"/><rect x="72" y="44" width="96" height="180" rx="6" fill="hsl(${hue},60%,38%)"/>` +
    `<path d="M84 64h72M84 80h48M84 196h72" stroke="#fff" stroke-opacity=".5" stroke-width="6" stroke-linecap="round"/>` +
    `<rect x="90" y="104" width="60" height="60" rx="14" fill="url(#g)"/><path d="M120 116v32M106 136l14 14 14-14" stroke="#3b1d00" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    `<circle cx="120" cy="246" r="7" fill="url(#g)"/><rect x="170" y="14" width="52" height="40" rx="10" fill="url(#g)"/>` +
    `<text x="196" y="44" font-size="28" text-anchor="middle" fill="#3b1d00">${escapeXml(step)}</text>` +
    `<text x="120" y="300" text-anchor="middle" font-size="20" fill="#fff">${escapeXml(platform)}</text></svg>`
  );
}

export interface AssetHint extends GameHint {
  /** The image is a vendor's or partner's logo. */
  readonly logo?: boolean;
  /** A banner's language (its call to action); English when not given. */
  readonly language?: 'EN' | 'TY';
  /** The title a banner's picture is chosen by, when its label is a translation. */
  readonly themeTitle?: string;
}

/** The image at a /sim-assets/ path, titled `label` (a game's, banner's or partner's name). */
export function drawAsset(path: string, label: string, hint: AssetHint = {}): string {
  if (path.includes('/banner/')) return banner(path, label, hint);
  if (path.includes('/video/')) return poster(path, label, hint);
  if (path.includes('/guide/')) return guideStep(path, label);
  if (hint.logo || path.includes('/partner/') || path.includes('/vendor')) return logo(path, label);
  if (path.includes('/avatar/')) return avatar(path);
  if (path.includes('/team/')) return crest(path, label);
  return gameTile(path, label, hint);
}
