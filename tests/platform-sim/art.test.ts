// @vitest-environment jsdom
// The demo's generated art (src/platform-sim/art): the theme picker, and every image the
// simulator serves — well-formed, small, without initials in a circle, escaped and deterministic.
import { describe, expect, it } from 'vitest';
import { assetSvg, seedBanners, seedHotNews, seedWinners } from '@/platform-sim/areas/content';
import { allGames, VENDORS } from '@/platform-sim/seed/games';
import { HEAD_ICON_CHOICES } from '@/platform-sim/areas/agent/head-icons';
import { ART_THEMES, pickTheme, type ArtTheme } from '@/platform-sim/art/themes';
import { twoLines } from '@/platform-sim/art/svg';

describe('pickTheme', () => {
  it.each<[string, string | undefined, ArtTheme]>([
    ['Super Ace', 'JL', 'cards'],
    ['Fortune Gems', 'JL', 'gems'],
    ['Golden Empire', 'JL', 'temple'],
    ['Money Coming', undefined, 'coins'],
    ['Boxing King', undefined, 'fight'],
    ['Crazy777', undefined, 'sevens'],
    ['Sabong Derby', undefined, 'rooster'],
    ['Lucky Pinoy', undefined, 'fiesta'],
    ['Dragon Star 2', 'RNG', 'dragon'],
    ['Golden Mango Deluxe', 'RNG', 'fruit'],
    ['Treasure Volcano Rush', 'RNG', 'fire'],
    ['Royal Bonanza', 'RNG', 'fruit'],
    ['Island Pearl', 'RNG', 'sea'],
    ['Wild Tiger Megaways', 'PVP', 'jungle'],
    ['Royal Ace', 'PVP', 'cards'],
    ['Royal Wonder', 'PVP', 'crown'],
    ['Royal Fiesta', 'PVP', 'fiesta'],
    ['Magic Volcano', 'FISH', 'sea'],
    ['Dragon Tiger 1', 'LIVE', 'cards'],
    ['Sic Bo 2', 'LIVE', 'dice'],
    ['Lightning Roulette 1', 'LIVE', 'wheel'],
    ['Color Game 1', 'LIVE', 'wheel'],
    ['Baccarat 3', 'LIVE', 'cards'],
    ['CMD368 Live', 'SPORTS', 'sports'],
    ['TF Gaming Lobby', 'ESPORTS', 'esports'],
    ['SV388 Sabong Lobby', 'COCKFIGHT', 'rooster'],
    ['Northern Lotto 1', 'LOTT', 'lottery'],
    ['Quick Keno 2', 'ELOTT', 'lottery'],
    ['Perya Bingo 3', 'BINGO', 'bingo'],
    ['Welcome bonus 100%', undefined, 'treasure'],
    ['Responsible gaming', undefined, 'shield'],
    ['Live dealers 24/7', undefined, 'cards'],
    ['JILI Slot week', undefined, 'sevens'],
  ])('%s (%s) → %s', (name, category, theme) => {
    expect(pickTheme({ name, category })).toBe(theme);
  });

  it('every theme is reached by some title', () => {
    const reached = new Set(
      [
        'Fruit',
        'Gems',
        'Dragon',
        'Sea',
        'Jungle',
        'Temple',
        'Crown',
        'Cards',
        'Sports',
        'Esports',
        'Rooster',
        'Dice',
        'Lotto',
        'Bingo',
        'Wheel',
        'Treasure',
        'Coins',
        'Fiesta',
        'Fire',
        'Slot',
        'Star',
        'Fight',
        'Responsible',
      ].map((name) => pickTheme({ name })),
    );
    expect([...reached].sort()).toEqual([...ART_THEMES].sort());
  });

  it('falls back by a hash of the title: the same every time', () => {
    const a = pickTheme({ name: 'Zorblax Quux' });
    expect(pickTheme({ name: 'Zorblax Quux' })).toBe(a);
  });

  it.each<[string, number, string[]]>([
    ['SUPER ACE', 13, ['SUPER ACE']],
    ['TREASURE VOLCANO HOLD & WIN', 13, ['TREASURE VOLCANO', 'HOLD & WIN']],
    ['MEGAWAYSMEGAWAYS', 13, ['MEGAWAYSMEGAWAYS']],
  ])('twoLines(%s)', (title, max, lines) => {
    expect(twoLines(title, max)).toEqual(lines);
  });
});

// ------------------------------------------------------------------ every served image

interface Case {
  kind: 'tile' | 'banner' | 'logo' | 'avatar' | 'crest' | 'guide';
  path: string;
  label: string;
  category?: string;
}

const BUDGET: Record<Case['kind'], number> = { tile: 3072, banner: 6144, logo: 3072, avatar: 3072, crest: 3072, guide: 3072 };

function cases(): Case[] {
  const out: Case[] = allGames().map((g) => ({ kind: 'tile', path: g.iconUrl, label: g.gameName, category: g.gameType }));
  seedWinners().forEach((w) => out.push({ kind: 'tile', path: w.vo.iconUrl, label: w.vo.gameName }));
  for (const b of seedBanners()) out.push({ kind: b.url.includes('/partner/') ? 'logo' : 'banner', path: b.url, label: b.title });
  for (const item of seedHotNews(0)) out.push({ kind: 'banner', path: item.imageUrl, label: item.category });
  for (const v of VENDORS) out.push({ kind: 'logo', path: `/sim-assets/vendor/${v.code}.svg`, label: v.displayName });
  for (const url of HEAD_ICON_CHOICES) out.push({ kind: 'avatar', path: url, label: 'choice' });
  for (let i = 1; i <= 6; i++) out.push({ kind: 'avatar', path: `/sim-assets/avatar/host${i}.svg`, label: `host${i}` });
  out.push({ kind: 'avatar', path: '/sim-assets/avatar/demoplayer.svg', label: 'demoplayer' });
  for (const team of ['Ginebra', 'San Miguel', 'Rain or Shine'])
    out.push({ kind: 'crest', path: `/sim-assets/team/${encodeURIComponent(team)}.svg`, label: team });
  for (const g of ['ios-1', 'android-3']) out.push({ kind: 'guide', path: `/sim-assets/guide/${g}.svg`, label: g });
  return out;
}

const draw = (c: Case) => assetSvg(c.path, c.label, { category: c.category });

function parse(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(doc.documentElement.localName).toBe('svg');
  return doc;
}

const initialsOf = (label: string) =>
  label
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 3)
    .toUpperCase();

describe('the generated images', () => {
  const all = cases();

  it('the parser used here refuses malformed XML', () => {
    const doc = new DOMParser().parseFromString('<svg><text>a</svg>', 'image/svg+xml');
    expect(doc.getElementsByTagName('parsererror').length).toBeGreaterThan(0);
  });

  it('are well-formed SVG, within the byte budget of their kind', () => {
    const over: string[] = [];
    for (const c of all) {
      const svg = draw(c);
      parse(svg);
      const bytes = new TextEncoder().encode(svg).length;
      if (bytes > BUDGET[c.kind]) over.push(`${c.path} ${bytes}`);
    }
    expect(over).toEqual([]);
  });

  it('show no initials in a circle', () => {
    for (const c of all) {
      const svg = draw(c);
      expect(svg).not.toMatch(/<circle[^>]*\/><text[^>]*>[A-Z]{1,3}<\/text>/);
      const initials = initialsOf(c.label);
      const texts = [...parse(svg).getElementsByTagName('text')].map((t) => t.textContent ?? '');
      if (initials.length > 1) expect(texts).not.toContain(initials);
    }
  });

  it('draw each game from its theme, with its title lettered', () => {
    const svg = assetSvg('/sim-assets/games/JILI-001.svg', 'Golden Mango Deluxe', { category: 'JL' });
    const texts = [...parse(svg).getElementsByTagName('text')].map((t) => t.textContent);
    expect(texts.join(' ')).toBe('GOLDEN MANGO DELUXE');
    expect(svg).toContain('<ellipse'); // the fruit's shine
  });

  it("draw a video's poster at its player's 16:9, titled, with no call to action under the player's controls", () => {
    const poster = seedBanners().find((b) => b.groupName === 'm_video' && b.videoUrl?.endsWith('.webm'));
    expect(poster?.url).toMatch(/^\/sim-assets\/video\//);
    const doc = parse(assetSvg(poster?.url ?? '', 'How to deposit', { themeTitle: 'How to deposit' }));
    expect(doc.documentElement.getAttribute('viewBox')).toBe('0 0 640 360');
    const texts = [...doc.getElementsByTagName('text')].map((t) => t.textContent ?? '');
    expect(texts).toContain('How to deposit');
    expect(texts.filter((t) => t.includes('›'))).toEqual([]);
    // A banner of the same title carries its button.
    const banner = [...parse(assetSvg('/sim-assets/banner/x.svg', 'How to deposit')).getElementsByTagName('text')].map((t) => t.textContent);
    expect(banner).toContain('DEPOSIT NOW ›');
  });

  it('are deterministic: the same path and label give the same bytes', () => {
    for (const c of all.slice(0, 40).concat(all.slice(-30))) expect(draw(c)).toBe(draw(c));
    // Games of one theme vary (palette, colours, details) by their path.
    const variants = new Set(Array.from({ length: 12 }, (_, i) => assetSvg(`/sim-assets/games/FC-${i}.svg`, 'Super Ace')));
    expect(variants.size).toBeGreaterThan(3);
  });

  it.each([
    ['/sim-assets/games/x.svg'],
    ['/sim-assets/banner/x.svg'],
    ['/sim-assets/partner/x.svg'],
    ['/sim-assets/team/x.svg'],
    ['/sim-assets/guide/x-1.svg'],
  ])('escape a hostile label (%s)', (path) => {
    const label = `<script>alert("x")</script> & 'q' "r"`;
    const svg = assetSvg(path, path.includes('/guide/') ? `${label}-1` : label);
    const doc = parse(svg);
    expect(doc.getElementsByTagName('script')).toHaveLength(0);
    expect(svg).not.toContain('<script');
    const text = [...doc.getElementsByTagName('text')].map((t) => t.textContent).join(' ');
    expect(text.toLowerCase()).toContain('<script>');
  });
});
