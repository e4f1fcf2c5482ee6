// Content of the demo platform: banners for every group, announcements of every type and
// execution with per-member read flags, chat unread (CBS3 merchants), the winner board, and the locally generated images under /sim-assets/.
import { http, HttpResponse, type HttpHandler } from 'msw';
import { defineSlice, fail, merchantOf, ok, apiPath, type Simulator } from '@/platform-sim/kernel';
import { requireSession, sessionOf } from '@/platform-sim/areas/accounts/sessions';
import { SEED_TIME } from '@/platform-sim/areas/accounts/state';
import { prng } from '@/platform-sim/seed-utils';
import { bannersEndpoint, type Banner } from '@/api/endpoints/banners';
import { announcementsEndpoint, type Announcement } from '@/api/endpoints/announcements';
import { markAnnouncementReadEndpoint } from '@/api/endpoints/mark-announcement-read';
import { chatUnreadEndpoint } from '@/api/endpoints/chat-unread';
import { winnersEndpoint } from '@/api/endpoints/winners';
import { helpCenterEndpoint, type HelpItem } from '@/api/endpoints/help-center';
import { downloadLinksEndpoint } from '@/api/endpoints/download-links';
import { serviceLinksEndpoint } from '@/api/endpoints/service-links';
import { hotMatchesEndpoint } from '@/api/endpoints/hot-matches';
import { chatLaunchEndpoint } from '@/api/endpoints/chat-launch';
import { chatPermissionEndpoint } from '@/api/endpoints/chat-permission';
import { liveModelsEndpoint } from '@/api/endpoints/live-models';
import { BANNER_GROUPS } from '@/config/schema';
import { VENDORS, allGames } from '@/platform-sim/seed/games';
import { hotNewsEndpoint, type HotNewsItem } from '@/api/endpoints/hot-news';
import { testimonialsEndpoint, type Testimonial } from '@/api/endpoints/testimonials';
import { LEGAL_DOCUMENTS, legalDocumentEndpoint, type LegalDocument, type LegalDocumentKind } from '@/api/endpoints/legal-document';
import { GUIDE_PLATFORMS, downloadGuideEndpoint, type DownloadGuide, type GuidePlatform } from '@/api/endpoints/download-guide';
import type { MerchantConfig } from '@/config/schema';
import { SERVICE_MESSAGE_MAX, serviceMessageEndpoint } from '@/api/endpoints/service-message';
import { chatMessagesEndpoint, type ChatMessage } from '@/api/endpoints/chat-messages';
import { CHAT_MESSAGE_MAX, chatSendEndpoint } from '@/api/endpoints/chat-send';
import { DAY_MS as DAY, HOUR_MS } from '@/engine/time';
import { drawAsset, type AssetHint } from '@/platform-sim/art/draw';
import { escapeXml } from '@/platform-sim/art/svg';
import { fixtureKickOff, upcomingFixtures } from '@/demo/rules/sportsbook';

const iso = (t: number) => new Date(t).toISOString().slice(0, 10);

// ------------------------------------------------------------------ banners

const HOME_BANNERS: [string, Banner['linkage']][] = [
  ['Welcome bonus 100%', { kind: 'internal', target: '/m/activity' }],
  ['Deposit with GCash in seconds', { kind: 'internal', target: '/m/voucherCenter' }],
  ['JILI Slot week', { kind: 'internal', target: '/m/jl-slot' }],
  ['Responsible gaming', { kind: 'external', target: 'https://www.pagcor.ph' }],
];

/**
 * The Tagalog of each seeded banner's title (by id). A banner asked for in Tagalog carries it, and
 * its picture (`?lang=TY` on its URL) is drawn with it and a Tagalog call to action.
 */
const TY_BANNER_TITLES: Readonly<Record<string, string>> = {
  bh1: '100% na welcome bonus',
  bh2: 'Deposito sa GCash, ilang segundo lang',
  bh3: 'Linggo ng JILI Slot',
  bh4: 'Responsableng paglalaro',
  bx1: 'Eksklusibo: VIP cashback',
  bv1: 'Paano mag-deposito',
  bv2: 'Mga live dealer, 24/7',
  br1: 'Mag-register at may bonus ka',
};

/** A banner or promotion picture's address in Tagalog: drawn with the Tagalog title (the picture handler below). */
const tagalogPicture = (url: string): string => `${url}?lang=TY`;

/** A banner in the asked language (as seeded where no translation is written). */
function localizedBanner(banner: Banner, language: 'EN' | 'TY'): Banner {
  const title = language === 'TY' ? TY_BANNER_TITLES[banner.id] : undefined;
  return title === undefined ? banner : { ...banner, title, url: tagalogPicture(banner.url) };
}

/** The demo's own clip (public/media); a live merchant's platform serves a provider link. */
export const DEMO_VIDEO_URL = '/media/demo-promo.webm';
export const LIVE_VIDEO_URL = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';

export function seedBanners(mode: MerchantConfig['api']['mode'] = 'demo'): Banner[] {
  const out: Banner[] = HOME_BANNERS.map(([title, linkage], i) => ({ id: `bh${i + 1}`, url: `/sim-assets/banner/bh${i + 1}.svg`, groupName: 'm_home', title, linkage }));
  ['Maya', 'GCash', 'QR Ph', 'PAGCOR', 'JILI', 'Fa Chai'].forEach((name, i) =>
    out.push({ id: `bp${i + 1}`, url: `/sim-assets/partner/bp${i + 1}.svg`, groupName: 'm_partners', title: name, linkage: { kind: 'none' } }),
  );
  out.push({ id: 'bx1', url: '/sim-assets/banner/bx1.svg', groupName: 'm_exclusive', title: 'Exclusive: VIP cashback', linkage: { kind: 'internal', target: '/m/member/benefits' } });
  out.push({ id: 'bv1', url: '/sim-assets/video/bv1.svg', groupName: 'm_video', title: 'How to deposit', linkage: { kind: 'none' }, videoUrl: mode === 'live' ? LIVE_VIDEO_URL : DEMO_VIDEO_URL });
  // A video banner whose link is not a video: the app shows its picture and no player.
  out.push({ id: 'bv2', url: '/sim-assets/banner/bv2.svg', groupName: 'm_video', title: 'Live dealers 24/7', linkage: { kind: 'internal', target: '/m/live' }, videoUrl: '/m/live' });
  out.push({ id: 'br1', url: '/sim-assets/banner/br1.svg', groupName: 'm_reg', title: 'Register and get a bonus', linkage: { kind: 'internal', target: '/m/register' } });
  return out;
}

// ------------------------------------------------------------------ announcements

type Seeded = Omit<Announcement, 'read'> & { groupName: string; platform: 'M' | 'W' | 'ALL' };

function announcement(id: string, type: Announcement['type'], execution: Announcement['execution'], title: string, content: string, extra: Partial<Seeded> = {}): Seeded {
  return {
    id,
    type,
    title,
    content,
    startDate: iso(SEED_TIME - 10 * DAY),
    endDate: iso(SEED_TIME + 365 * DAY),
    noExpiry: 1,
    announcementImages: [],
    execution,
    promotionType: type === 'PR' ? 'DEPOSIT' : '',
    groupName: '',
    platform: 'ALL',
    ...extra,
  };
}

/**
 * An empty groupName asks for the site-wide announcements (no group, or the home group); a page's
 * group (m_reg: the registration page) gets its own, which never show elsewhere.
 */
const inGroup = (own: string, asked: string): boolean => (asked === '' ? own === '' || own === 'm_home' : own === asked);

/** What the registration notice promises: the merchant file's bonus (registration.bonusAmount). */
export interface RegisterBonus {
  amount: number;
  symbol: string;
}

export function seedAnnouncements(brand: string, bonus: RegisterBonus = { amount: 88, symbol: '₱' }): Seeded[] {
  return [
    announcement('n1', 'B', 'B', `Welcome to ${brand}!`, `<p>Over 600 games, fast GCash and Maya deposits.</p>`),
    announcement('n2', 'B', 'B', 'GCash deposits now credited in under 3 minutes', '<p>Deposit any time, day or night.</p>'),
    announcement('n3', 'B', 'B', 'New JILI slots every Friday', '<p>Check the JILI SLOT tab.</p>'),
    announcement('n4', 'B', 'B', 'Scheduled maintenance: Tuesday 02:00–04:00', '<p>Live casino will be unavailable for two hours.</p>'),
    announcement('n5', 'B', 'B', 'Play responsibly — set your own limits', '<p>Gambling is addictive. Know when to stop.</p>'),
    announcement('p1', 'PU', 'B', 'Join today: 100% welcome bonus', `<p>Register and claim your first-deposit bonus.</p><p><a href="/m/register">Register now</a></p>`, {
      announcementImages: [{ sequence: 1, url: '/sim-assets/banner/bh1.svg' }],
    }),
    announcement('p2', 'PU', 'A', 'Your weekly cashback is ready', `<p>Open the <a href="/m/rewardCenter">reward center</a> to claim it. Terms at <a href="https://www.pagcor.ph">pagcor.ph</a>.</p>`),
    announcement('p3', 'PU', 'F', 'Welcome aboard!', '<p>First login? Set your payment password in the security center.</p>'),
    announcement('r1', 'PR', 'B', 'Deposit ₱500, get ₱100', '<p>Every Monday.</p>', { announcementImages: [{ sequence: 1, url: '/sim-assets/banner/promo-r1.svg' }] }),
    announcement('r2', 'PR', 'B', 'Daily rebate up to 1.2%', '<p>Rebates on every slot and live casino bet, credited each day at 12:00.</p>', {
      announcementImages: [{ sequence: 1, url: '/sim-assets/banner/promo-r2.svg' }],
      promotionType: 'REBATE',
    }),
    announcement('r3', 'PR', 'B', 'Invite a friend, earn ₱188', '<p>Share your invitation link; when your friend deposits ₱500, you both get ₱188.</p>', {
      announcementImages: [{ sequence: 1, url: '/sim-assets/banner/promo-r3.svg' }],
      promotionType: 'REFERRAL',
    }),
    // The registration page's notice names the merchant's own bonus (the page says it above).
    ...(bonus.amount > 0
      ? [
          announcement('g1', 'B', 'B', `New members: ${bonus.symbol}${bonus.amount.toLocaleString('en-US')} bonus after your first deposit`, '<p>Register, deposit ₱200 or more, and the bonus is yours.</p>', {
            groupName: 'm_reg',
          }),
        ]
      : []),
    announcement('h1', 'H', 'B', 'How withdrawals work', '<p>Withdrawals are processed within 15 minutes.</p>'),
    announcement('g1', 'H', 'B', 'New Speed Baccarat tables in the live casino', '<p>Eight new tables, open around the clock.</p>', { platform: 'W' }),
    // Its image (from another host, with a handler) is what the sanitiser must drop.
    announcement('x1', 'PU', 'A', 'Security notice', `<p>We never ask for your password or SMS code. If anyone does, <a href="/m/service">tell customer service</a>.</p><img src=x onerror="window.__xss=1">`),
    announcement('a1', 'A', 'A', 'Agent commission rates updated', '<p>New tiers from next month.</p>', { groupName: 'm_home' }),
    announcement('a2', 'A', 'A', 'Daily wage contracts are open', '<p>Review and accept your contract.</p>', { groupName: 'm_home' }),
    announcement('a3', 'A', 'A', 'Team betting report now live', '<p>See team betting in the agent center.</p>', { groupName: 'm_home' }),
  ];
}

interface ContentState {
  banners: Banner[];
  announcements: Seeded[];
  /** Announcement ids read, per member. */
  read: Record<string, string[]>;
  chatUnread: Record<string, number>;
  /** Messages left for customer service (the service page). */
  tickets: { id: string; at: number; userName: string; content: string }[];
  /** Live-chat conversations per member; an agent message is delivered once the clock reaches `at`. */
  chats: Record<string, ChatMessage[]>;
}

export const contentSlice = defineSlice<ContentState>({
  name: 'content',
  version: 6,
  seed: (merchant) => ({
    banners: seedBanners(merchant.api.mode),
    announcements: seedAnnouncements(merchant.name, { amount: merchant.registration.bonusAmount, symbol: merchant.currency.symbol }),
    read: {},
    chatUnread: { demoplayer: 3, demoagent: 1 },
    tickets: [],
    chats: {
      // demoplayer's 3 unread chat messages (chatUnread) are these.
      demoplayer: [
        { id: 'c1', from: 'agent', text: 'Hi Demo Player! This is Andrea from customer service.', at: SEED_TIME - 2 * HOUR_MS },
        { id: 'c2', from: 'agent', text: 'Your GCash deposit of ₱1,000.00 has been credited.', at: SEED_TIME - 2 * HOUR_MS + 60_000 },
        { id: 'c3', from: 'agent', text: 'Anything else we can help you with today?', at: SEED_TIME - 2 * HOUR_MS + 120_000 },
      ],
    },
  }),
});

// ------------------------------------------------------------------ winners

const FIRST = ['Juan', 'Maria', 'Jose', 'Ana', 'Pedro', 'Liza', 'Mark', 'Joy', 'Paolo', 'Kim', 'Rico', 'Bea', 'Carlo', 'Nina'];
const mask = (name: string) => `${name.slice(0, 2)}***${name.slice(-1)}`;

/** The winners' games: real games of the catalogue (JILI and slots), so that 'Play now' finds them. */
function winnerGames() {
  const games = allGames();
  return ['JILI', 'FC', 'PG', 'PP'].flatMap((vendor) => games.filter((g) => g.vassalage === vendor).slice(0, 2));
}

export function seedWinners(): { vo: { iconUrl: string; customerName: string; gameName: string; winAmount: string } }[] {
  const rand = prng(42);
  const games = winnerGames();
  return Array.from({ length: 24 }, (_, i) => {
    const cents = (5_000 + Math.floor(rand() * 2_000_000)) * 100 + Math.floor(rand() * 100);
    const game = games[i % games.length];
    return {
      vo: {
        iconUrl: game?.iconUrl ?? '',
        customerName: mask(FIRST[Math.floor(rand() * FIRST.length)] ?? 'Juan'),
        gameName: game?.gameName ?? '',
        winAmount: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
      },
    };
  });
}


// ------------------------------------------------------------------ texts per language

/**
 * The language a call asks its texts in: the app's X-Language header (the help call also sends
 * lang). The demo platform writes its notices, announcements and help in English and Tagalog; the
 * other languages get the English texts.
 */
export function contentLanguage(request: Request): 'EN' | 'TY' {
  const asked = (request.headers.get('X-Language') ?? new URL(request.url).searchParams.get('lang') ?? 'EN').toUpperCase();
  return asked === 'TY' ? 'TY' : 'EN';
}

/** The Tagalog of each seeded announcement (by type and id), with the brand and bonus it names. */
const TY_ANNOUNCEMENTS: Readonly<Record<string, (brand: string, bonus: string) => readonly [string, string]>> = {
  'B:n1': (brand) => [`Welcome sa ${brand}!`, '<p>Mahigit 600 laro, at mabilis na deposito sa GCash at Maya.</p>'],
  'B:n2': () => ['Pumapasok na ang deposito sa GCash sa loob ng 3 minuto', '<p>Mag-deposito kahit anong oras, araw man o gabi.</p>'],
  'B:n3': () => ['Bagong JILI slots tuwing Biyernes', '<p>Tingnan ang tab na JILI SLOT.</p>'],
  'B:n4': () => ['Naka-iskedyul na maintenance: Martes 02:00–04:00', '<p>Hindi magagamit ang live casino nang dalawang oras.</p>'],
  'B:n5': () => ['Maglaro nang responsable — magtakda ng sariling limit', '<p>Nakakaadik ang pagsusugal. Alamin kung kailan dapat tumigil.</p>'],
  'PU:p1': () => ['Sumali ngayon: 100% welcome bonus', '<p>Mag-register at kunin ang bonus sa unang deposito mo.</p><p><a href="/m/register">Mag-register na</a></p>'],
  'PU:p2': () => [
    'Handa na ang lingguhan mong cashback',
    '<p>Buksan ang <a href="/m/rewardCenter">reward center</a> para kunin ito. Ang mga tuntunin ay nasa <a href="https://www.pagcor.ph">pagcor.ph</a>.</p>',
  ],
  'PU:p3': () => ['Maligayang pagdating!', '<p>Unang login mo? Itakda ang password sa pagbabayad sa security center.</p>'],
  'PR:r1': () => ['Mag-deposito ng ₱500, may ₱100 ka', '<p>Tuwing Lunes.</p>'],
  'PR:r2': () => ['Araw-araw na rebate hanggang 1.2%', '<p>May rebate ang bawat taya sa slots at live casino, ibinibigay araw-araw nang 12:00.</p>'],
  'PR:r3': () => ['Mag-imbita ng kaibigan, kumita ng ₱188', '<p>Ibahagi ang link ng imbitasyon mo; kapag nag-deposito ang kaibigan mo ng ₱500, pareho kayong may ₱188.</p>'],
  'B:g1': (_brand, bonus) => [`Mga bagong miyembro: ${bonus} bonus pagkatapos ng unang deposito`, '<p>Mag-register, mag-deposito ng ₱200 o higit pa, at sa iyo na ang bonus.</p>'],
  'H:h1': () => ['Paano gumagana ang withdrawal', '<p>Napoproseso ang mga withdrawal sa loob ng 15 minuto.</p>'],
  'H:g1': () => ['Bagong Speed Baccarat tables sa live casino', '<p>Walong bagong mesa, bukas buong araw at gabi.</p>'],
  'PU:x1': () => [
    'Paalala sa seguridad',
    '<p>Hindi namin kailanman hihingin ang password o SMS code mo. Kung may humingi, <a href="/m/service">sabihan ang customer service</a>.</p><img src=x onerror="window.__xss=1">',
  ],
  'A:a1': () => ['Na-update ang commission rate ng mga agent', '<p>Bagong antas simula sa susunod na buwan.</p>'],
  'A:a2': () => ['Bukas na ang mga kontrata sa daily wage', '<p>Suriin at tanggapin ang kontrata mo.</p>'],
  'A:a3': () => ['Live na ang ulat ng taya ng team', '<p>Tingnan ang taya ng team sa agent center.</p>'],
};

/** An announcement in the asked language (its English text where no translation is written). */
function localized<A extends Pick<Seeded, 'id' | 'type' | 'title' | 'content' | 'announcementImages'>>(a: A, language: 'EN' | 'TY', merchant: MerchantConfig | undefined): A {
  if (language !== 'TY') return a;
  const bonus = merchant ? `${merchant.currency.symbol}${merchant.registration.bonusAmount.toLocaleString('en-US')}` : '';
  const text = TY_ANNOUNCEMENTS[`${a.type}:${a.id}`]?.(merchant?.name ?? '', bonus);
  if (!text) return a;
  // Its pictures too: a banner's or a promotion's is drawn with its Tagalog title (?lang=TY).
  const announcementImages = a.announcementImages.map((image) => (image.url.startsWith('/sim-assets/banner/') ? { ...image, url: tagalogPicture(image.url) } : image));
  return { ...a, title: text[0], content: text[1], announcementImages };
}

/** The help center in Tagalog: the same items and ids as HELP, in its order. */
const HELP_TY: [string, [string, string][]][] = [
  [
    'Account',
    [
      ['Paano mag-register?', '<p>I-tap ang <a href="/m/register">Mag-register</a>, piliin ang username o mobile, at punan ang form.</p>'],
      ['Nakalimutan ko ang password ko', '<p>Gamitin ang <a href="/m/forget">Nakalimutan ang password</a> para i-reset ito sa email o SMS.</p>'],
    ],
  ],
  [
    'Deposito',
    [
      ['Aling mga channel ang puwede kong gamitin?', '<p>GCash, Maya, QR Ph at paglipat sa bangko.</p>'],
      ['Gaano katagal ang deposito?', '<p>Pumapasok ang deposito sa e-wallet sa loob ng ilang minuto.</p>'],
      ['Pinakamababa at pinakamataas', '<p>Nakikita sa pahina ng deposito ang limit ng bawat channel.</p>'],
    ],
  ],
  [
    'Withdraw',
    [
      ['Paano mag-withdraw?', '<p>Mag-bind ng payout account, saka ilagay ang halaga at ang password sa pagbabayad.</p>'],
      ['Mga limit sa withdrawal', '<p>Nakikita sa pahina ng withdraw ang mga limit at kung ilang withdrawal ang puwede bawat araw.</p>'],
    ],
  ],
  [
    'Responsableng paglalaro',
    [
      ['Magtakda ng limit', '<p>Magtakda ng limit sa deposito sa security center.</p>'],
      ['Humingi ng tulong', '<p>Nakakaadik ang pagsusugal. Alamin kung kailan dapat tumigil. Bisitahin ang <a href="https://www.pagcor.ph">PAGCOR</a>.</p>'],
    ],
  ],
];

// ------------------------------------------------------------------ help and matches

const HELP: [string, [string, string][]][] = [
  ['Account', [['How do I register?', '<p>Tap <a href="/m/register">Register</a>, choose username or mobile, and fill in the form.</p>'], ['I forgot my password', '<p>Use <a href="/m/forget">Forgot password</a> to reset it by email or SMS.</p>']]],
  ['Deposit', [['Which channels can I use?', '<p>GCash, Maya, QR Ph and bank transfer.</p>'], ['How long does a deposit take?', '<p>E-wallet deposits are credited within minutes.</p>'], ['Minimum and maximum', '<p>Each channel shows its limits on the deposit page.</p>']]],
  ['Withdraw', [['How do I withdraw?', '<p>Bind a payout account, then enter the amount and your payment password.</p>'], ['Withdrawal limits', '<p>Limits and the number of withdrawals per day are shown on the withdraw page.</p>']]],
  ['Responsible gaming', [['Set limits', '<p>Set deposit limits in the security center.</p>'], ['Get help', '<p>Gambling is addictive. Know when to stop. Visit <a href="https://www.pagcor.ph">PAGCOR</a>.</p>']]],
];

export function seedHelp(language: 'EN' | 'TY' = 'EN'): HelpItem[] {
  return (language === 'TY' ? HELP_TY : HELP).map(([title, children], i) => ({
    id: `help${i + 1}`,
    title,
    content: `<p>${title}</p>`,
    children: children.map(([t, c], j) => ({ id: `help${i + 1}-${j + 1}`, title: t, content: c })),
  }));
}

const TEAMS = ['Ginebra', 'San Miguel', 'Magnolia', 'TNT', 'Meralco', 'Rain or Shine', 'NLEX', 'Phoenix'];

/** The teams of fixture k (src/demo/rules/sportsbook.ts): the same on home and in the sportsbook. */
export function fixtureTeams(fixture: number): { home: string; away: string } {
  const n = TEAMS.length;
  const i = (((fixture * 2) % n) + n) % n;
  // Every fourth round the pairs swap who is at home.
  const swap = Math.floor(fixture / (n / 2)) % 2 === 1;
  const a = TEAMS[i] ?? 'Ginebra';
  const b = TEAMS[(i + 1) % n] ?? 'TNT';
  return swap ? { home: b, away: a } : { home: a, away: b };
}

/** Home's upcoming hot matches: the sportsbook's next fixtures, kicking off on the platform's clock. */
export function hotMatches(now: number) {
  return upcomingFixtures(now).map((fixture) => {
    const { home, away } = fixtureTeams(fixture);
    return {
      homeTeam: home,
      awayTeam: away,
      homeTeamImageUrl: `/sim-assets/team/${encodeURIComponent(home)}.svg`,
      awayTeamImageUrl: `/sim-assets/team/${encodeURIComponent(away)}.svg`,
      matchTime: fixtureKickOff(fixture),
      vendor: 'SABA',
      roomId: 'RSABA-001',
      nodeId: 'NSABA-001',
    };
  });
}


// ------------------------------------------------------------------ content pages

const HOT_NEWS: [string, string, string, string][] = [
  ['Promotions', 'Weekend reload: 30% on every deposit', 'Deposit from Friday 18:00 to Sunday 23:59 and get 30% extra, up to ₱3,000.', '<p>Every deposit of ₱300 or more over the weekend earns a 30% bonus, up to ₱3,000 per member.</p><p>The bonus is credited at once and needs 10× turnover. See <a href="/m/activity">Promotions</a>.</p>'],
  ['Games', 'JILI releases “Fortune Gems 3”', 'Three reels, a multiplier wheel and a 10,000× top prize, out now.', '<p>The newest JILI slot is live in the <a href="/m/jl-slot">JILI SLOT</a> lobby. Try it in the first week for double mission points.</p>'],
  ['Sports', 'PBA Governors’ Cup: semifinal odds are up', 'Ginebra vs San Miguel headlines the semifinals. Live betting opens at tip-off.', '<p>Pre-match and live markets for every semifinal game are open in <a href="/m/sports">Sports</a>, with cash-out on most markets.</p>'],
  ['Payments', 'Maya deposits now credited instantly', 'Maya joins GCash with instant crediting, 24 hours a day.', '<p>Deposits by Maya are now confirmed within seconds. The minimum deposit stays at ₱100.</p>'],
  ['Responsible gaming', 'Set your own deposit limit', 'Daily, weekly and monthly limits are now in the security center.', '<p>Gambling is addictive. You can set limits any time in the <a href="/m/securityCenter">security center</a>. Need help? Visit <a href="https://www.pagcor.ph">PAGCOR</a>.</p>'],
  ['Live casino', 'New Filipino-speaking tables', 'Baccarat and Sic Bo tables hosted in Tagalog, every evening from 19:00.', '<p>Join the new Tagalog-hosted tables in <a href="/m/live">Live Casino</a>.</p>'],
];

/** HOT_NEWS in Tagalog, item by item (the images keep HOT_NEWS's English category as their label). */
const HOT_NEWS_TY: [string, string, string, string][] = [
  ['Mga promo', 'Weekend reload: 30% sa bawat deposito', 'Mag-deposito mula Biyernes 18:00 hanggang Linggo 23:59 at may dagdag na 30%, hanggang ₱3,000.', '<p>Bawat deposito na ₱300 o higit pa sa weekend ay may 30% bonus, hanggang ₱3,000 bawat miyembro.</p><p>Agad na ibinibigay ang bonus at kailangan ng 10× turnover. Tingnan ang <a href="/m/activity">Mga promo</a>.</p>'],
  ['Mga laro', 'Inilabas ng JILI ang “Fortune Gems 3”', 'Tatlong reel, multiplier wheel at premyong hanggang 10,000×, narito na.', '<p>Live na ang pinakabagong JILI slot sa lobby ng <a href="/m/jl-slot">JILI SLOT</a>. Laruin ito sa unang linggo para sa dobleng mission points.</p>'],
  ['Sports', 'PBA Governors’ Cup: labas na ang odds ng semifinal', 'Ginebra laban sa San Miguel ang tampok sa semifinals. Bukas ang live betting pagsimula ng laro.', '<p>Bukas sa <a href="/m/sports">Sports</a> ang pre-match at live na taya sa bawat laro ng semifinal, may cash-out sa karamihan.</p>'],
  ['Bayad', 'Agad nang pumapasok ang deposito sa Maya', 'Kasama na ng GCash ang Maya sa agarang pagpasok ng deposito, 24 oras araw-araw.', '<p>Nakukumpirma na sa loob ng ilang segundo ang deposito sa Maya. ₱100 pa rin ang pinakamababang deposito.</p>'],
  ['Responsableng paglalaro', 'Itakda ang sarili mong limit sa deposito', 'Nasa security center na ang limit bawat araw, linggo at buwan.', '<p>Nakakaadik ang pagsusugal. Puwede kang magtakda ng limit anumang oras sa <a href="/m/securityCenter">security center</a>. Kailangan ng tulong? Bisitahin ang <a href="https://www.pagcor.ph">PAGCOR</a>.</p>'],
  ['Live casino', 'Bagong mga mesa na Tagalog ang host', 'Mga mesa ng Baccarat at Sic Bo na Tagalog ang host, gabi-gabi mula 19:00.', '<p>Sumali sa mga bagong mesa na Tagalog ang host sa <a href="/m/live">Live Casino</a>.</p>'],
];

export function seedHotNews(now: number, language: 'EN' | 'TY' = 'EN'): HotNewsItem[] {
  const day = Math.floor(now / DAY) * DAY;
  return (language === 'TY' ? HOT_NEWS_TY : HOT_NEWS).map(([category, title, summary, content], i) => ({
    id: `news${i + 1}`,
    category,
    title,
    summary,
    content,
    imageUrl: `/sim-assets/banner/news${i + 1}.svg`,
    publishedAt: day - i * DAY + 9 * HOUR_MS,
  }));
}

const SAYINGS: [string, string, number, string][] = [
  ['Maricel', 'Quezon City', 5, 'GCash cash-in posted in a minute and my withdrawal arrived the same night. Legit!'],
  ['Rodel', 'Cebu City', 5, 'Super Ace paid ₱48,000 on a ₱20 spin. Withdrawal was processed in 12 minutes.'],
  ['Jonalyn', 'Davao City', 4, 'Customer service answered in Tagalog at 2 a.m. and fixed my deposit right away.'],
  ['Arnel', 'Makati', 5, 'Daily rebate is credited every noon without asking. Best for sabong and live baccarat.'],
  ['Kristine', 'Iloilo City', 4, 'The app is light and fast even on my old phone. Love the JILI tab.'],
  ['Benjie', 'Baguio', 5, 'Won the Minor jackpot on Fortune Gems. They paid it all in one withdrawal.'],
  ['Lovely', 'Pasig', 4, 'Missions are fun and the points mall has real prizes. I got a grocery voucher.'],
];

export function seedTestimonials(): Testimonial[] {
  return SAYINGS.map(([name, city, rating, text], i) => ({ id: `t${i + 1}`, name: mask(name), city, rating, text, at: SEED_TIME - (i * 5 + 2) * DAY }));
}

/** The legal documents in Tagalog, section by section. */
function legalSectionsTy(kind: LegalDocumentKind, brand: string): [string, string][] {
  return kind === 'registerTerms'
    ? [
        ['Sino ang puwede', `<p>Dapat ay 21 taong gulang ka pataas at hindi bawal magsugal ayon sa batas ng Pilipinas para magbukas ng account sa ${brand}. Hindi puwedeng mag-register ang mga opisyal ng gobyerno, mga miyembro ng sandatahang lakas at PNP, at ang mga nasa exclusion list ng PAGCOR.</p>`],
        ['Isang account bawat tao', '<p>Isang account lang ang puwede sa bawat tao, bahay, device at payout account. Isinasara ang mga dobleng account at kinakansela ang mga bonus nila.</p>'],
        ['Tamang impormasyon', '<p>Dapat tugma ang pangalan mo sa pangalan ng iyong GCash, Maya o bank account. Maaari kaming humingi ng valid ID bago ang una mong withdrawal.</p>'],
        ['Welcome bonus', '<p>Isang beses lang makukuha ng bagong miyembro ang welcome bonus. Kailangang maabot ang turnover na nakasaad sa promo bago ma-withdraw ang bonus.</p>'],
        ['Ang password mo', '<p>Ilihim ang iyong login at payment password. Hindi namin ito hihingin kailanman sa telepono, SMS o chat.</p>'],
      ]
    : [
        ['Tungkol sa mga tuntuning ito', `<p>Saklaw ng mga tuntuning ito ang paggamit mo ng ${brand}. Sa pag-login, tinatanggap mo ang mga ito. Maaari namin itong baguhin; ipinapakita ng petsa sa itaas ang huling pagbabago.</p>`],
        ['Deposito at withdrawal', '<p>Pumapasok ang deposito kapag nakumpirma na ito ng payment channel. Sa payout account lang na nasa sarili mong pangalan napupunta ang withdrawal, pagkatapos maabot ang turnover ng anumang bonus.</p>'],
        ['Patas na laro', '<p>Ang sabwatan, bots, arbitrage at pang-aabuso sa mga promo ay nagpapawalang-bisa sa mga taya at maaaring magsara ng account.</p>'],
        ['Responsableng paglalaro', '<p>Nakakaadik ang pagsusugal. Magtakda ng limit sa deposito o i-exclude ang sarili sa <a href="/m/securityCenter">security center</a>. May tulong mula sa <a href="https://www.pagcor.ph">PAGCOR</a>.</p>'],
        ['Privacy', '<p>Iniingatan namin ang iyong personal na datos ayon sa Data Privacy Act of 2012 at ibinabahagi lang ito sa mga payment partner at regulator.</p>'],
        ['Mga reklamo', '<p>Kausapin muna ang <a href="/m/service">customer service</a>. Ang mga hindi naaayos ay dinadala sa regulator.</p>'],
      ];
}

export function legalDocument(kind: LegalDocumentKind, merchant: Pick<MerchantConfig, 'name'>, language: 'EN' | 'TY' = 'EN'): LegalDocument {
  const brand = escapeXml(merchant.name);
  const sections: [string, string][] = language === 'TY' ? legalSectionsTy(kind, brand) :
    kind === 'registerTerms'
      ? [
          ['Eligibility', `<p>You must be at least 21 years old and not disqualified from gambling under Philippine law to open an account with ${brand}. Government officials, members of the armed forces and PNP, and persons on the PAGCOR exclusion list may not register.</p>`],
          ['One account per person', '<p>Each person, household, device and payout account may hold one account only. Duplicate accounts are closed and their bonuses cancelled.</p>'],
          ['Accurate information', '<p>Your name must match the name of your GCash, Maya or bank account. We may ask for a valid ID before your first withdrawal.</p>'],
          ['Welcome bonus', '<p>New members may claim the welcome bonus once. Bonus funds need the turnover shown on the promotion before they can be withdrawn.</p>'],
          ['Your password', '<p>Keep your login and payment passwords secret. We never ask for them by phone, SMS or chat.</p>'],
        ]
      : [
          ['About these terms', `<p>These terms govern your use of ${brand}. By logging in you accept them. We may update them; the date above shows the latest change.</p>`],
          ['Deposits and withdrawals', '<p>Deposits are credited once the payment channel confirms them. Withdrawals go only to a payout account in your own name, after the turnover of any bonus is met.</p>'],
          ['Fair play', '<p>Collusion, bots, arbitrage and abuse of promotions void the bets concerned and may close the account.</p>'],
          ['Responsible gaming', '<p>Gambling is addictive. Set deposit limits or exclude yourself in the <a href="/m/securityCenter">security center</a>. Help is available from <a href="https://www.pagcor.ph">PAGCOR</a>.</p>'],
          ['Privacy', '<p>We keep your personal data under the Data Privacy Act of 2012 and share it only with payment partners and regulators.</p>'],
          ['Disputes', '<p>Contact <a href="/m/service">customer service</a> first. Unresolved disputes go to the regulator.</p>'],
        ];
  return {
    kind,
    title: language === 'TY' ? (kind === 'registerTerms' ? 'Mga tuntunin sa pagpaparehistro' : 'Kasunduan ng user') : kind === 'registerTerms' ? 'Registration terms' : 'User agreement',
    updatedAt: SEED_TIME - 30 * DAY,
    sections: sections.map(([heading, html]) => ({ heading, html })),
  };
}

export function downloadGuide(platform: GuidePlatform): DownloadGuide {
  const steps: [string, string][] =
    platform === 'android'
      ? [
          ['Download the APK', 'Tap “Download for Android” and wait for the file to finish.'],
          ['Allow the install', 'If asked, allow your browser to install unknown apps (Settings → Apps → Special access).'],
          ['Install', 'Open the downloaded file and tap Install.'],
          ['Log in', 'Open the app and log in with your usual username and password.'],
        ]
      : [
          ['Open in Safari', 'The iOS app installs only from Safari.'],
          ['Install the profile', 'Tap “Install the iOS profile”, then Allow.'],
          ['Trust the profile', 'Go to Settings → General → VPN & Device Management, choose the profile and tap Install.'],
          ['Open the app', 'The app icon is on your home screen. Log in with your usual account.'],
        ];
  return {
    platform,
    version: platform === 'android' ? '3.8.2' : '3.8.0',
    size: platform === 'android' ? 24_641_536 : 2_048,
    requirement: platform === 'android' ? 'Android 8.0 or later' : 'iOS 14 or later, Safari',
    steps: steps.map(([title, text], i) => ({ title, text, imageUrl: `/sim-assets/guide/${platform}-${i + 1}.svg` })),
  };
}

// ------------------------------------------------------------------ live chat

export const CHAT_AGENT = 'Andrea';
/** How long the agent takes to answer. */
export const CHAT_REPLY_MS = 1500;

/** The agent's answer to a member's message (by topic). */
export function agentReply(text: string): string {
  const t = text.toLowerCase();
  if (/deposit|cash ?in|gcash|maya/.test(t)) return 'Deposits by GCash and Maya are credited within 3 minutes. If yours is late, send us the reference number and we will check it right away.';
  if (/withdraw|cash ?out|payout/.test(t)) return 'Withdrawals are processed within 15 minutes to your bound payout account. Please make sure any bonus turnover is complete.';
  if (/bonus|promo|rebate|cashback/.test(t)) return 'You can see and claim your bonuses in the reward center. Daily rebates are credited every day at 12:00.';
  if (/password|login|log in|account/.test(t)) return 'For your security we never ask for your password. You can change it any time in the security center.';
  return 'Thank you! An agent is looking into it and will reply here shortly.';
}

// ------------------------------------------------------------------ generated images

/** The demo image at a /sim-assets/ path (src/platform-sim/art): a game's tile, a banner, a logo… */
export function assetSvg(path: string, label: string, hint: AssetHint = {}): string {
  return drawAsset(path, label, hint);
}

// ------------------------------------------------------------------ handlers

export function contentHandlers(sim: Simulator): HttpHandler[] {
  const state = (request: Request) => {
    const code = merchantOf(request);
    return sim.merchant(code) ? { code, s: sim.slice(code, contentSlice) } : null;
  };
  return [
    http.get(apiPath(bannersEndpoint.path), ({ request }) => {
      const st = state(request);
      if (!st) return fail('BAD_REQUEST', 'Unknown merchant', undefined, 400);
      const group = new URL(request.url).searchParams.get('groupName');
      if (!group || !(BANNER_GROUPS as readonly string[]).includes(group)) return fail('BAD_REQUEST', 'Unknown banner group');
      const language = contentLanguage(request);
      return ok(st.s.banners.filter((b) => b.groupName === group).map((b) => localizedBanner(b, language)));
    }),

    http.get(apiPath(announcementsEndpoint.path), ({ request }) => {
      const st = state(request);
      if (!st) return fail('BAD_REQUEST', 'Unknown merchant', undefined, 400);
      const q = new URL(request.url).searchParams;
      const types = (q.get('types') ?? '').split(',').filter(Boolean);
      const group = q.get('groupName') ?? '';
      const platform = q.get('platform') ?? 'M';
      const session = sessionOf(sim, request);
      const read = new Set(session ? (st.s.read[session.userName] ?? []) : []);
      const list = st.s.announcements
        .filter((a) => types.includes(a.type) && inGroup(a.groupName, group) && (a.platform === 'ALL' || a.platform === platform))
        .map(({ groupName: _g, platform: _p, ...a }) => ({ ...localized(a, contentLanguage(request), sim.merchant(merchantOf(request))), read: session ? read.has(a.id) : false }));
      // A member's unread count: what is addressed to members (not the visitors' popup, execution B).
      const forMember = (a: (typeof list)[number]) => !(a.type === 'PU' && a.execution === 'B');
      return ok({ list, footer: { unreadCount: session ? list.filter((a) => !a.read && forMember(a)).length : 0 } });
    }),

    http.post(apiPath(markAnnouncementReadEndpoint.path), async ({ request }) => {
      const session = requireSession(sim, request);
      if (session instanceof Response) return session;
      const body = (await request.json().catch(() => null)) as { announcementId?: string } | null;
      const id = body?.announcementId ?? '';
      sim.mutate(session.merchantCode, contentSlice, (s) => {
        if (!s.announcements.some((a) => a.id === id)) return;
        const list = (s.read[session.userName] ??= []);
        if (!list.includes(id)) list.push(id);
      });
      return ok(null);
    }),


    http.get(apiPath(chatUnreadEndpoint.path), ({ request }) => {
      const session = requireSession(sim, request);
      if (session instanceof Response) return session;
      if (!sim.merchant(session.merchantCode)?.whitelabel.CBS3) return fail('NO_PERMISSION', 'Live chat is not available');
      if (session.type === 4) return fail('FREE_REJECT', 'Please log into a real account');
      return ok({ unReadCount: sim.slice(session.merchantCode, contentSlice).chatUnread[session.userName] ?? 0 });
    }),

    http.get(apiPath(winnersEndpoint.path), ({ request }) => {
      if (!sim.merchant(merchantOf(request))) return fail('BAD_REQUEST', 'Unknown merchant', undefined, 400);
      const limit = Math.min(100, Number(new URL(request.url).searchParams.get('limitNum') ?? 100));
      return ok({ list: seedWinners().slice(0, limit) });
    }),

    http.get(apiPath(helpCenterEndpoint.path), ({ request }) =>
      sim.merchant(merchantOf(request)) ? ok(seedHelp(contentLanguage(request))) : fail('BAD_REQUEST', 'Unknown merchant', undefined, 400),
    ),

    http.get(apiPath(downloadLinksEndpoint.path), ({ request }) => {
      const merchant = sim.merchant(merchantOf(request));
      return merchant ? ok(merchant.downloadLinks.map((l) => ({ ...l }))) : fail('BAD_REQUEST', 'Unknown merchant', undefined, 400);
    }),

    http.get(apiPath(serviceLinksEndpoint.path), ({ request }) => {
      const merchant = sim.merchant(merchantOf(request));
      return merchant ? ok(merchant.customerService.map((c) => ({ title: c.title, path: c.url, type: c.type }))) : fail('BAD_REQUEST', 'Unknown merchant', undefined, 400);
    }),

    http.get(apiPath(hotMatchesEndpoint.path), ({ request }) => (sim.merchant(merchantOf(request)) ? ok(hotMatches(sim.now())) : fail('BAD_REQUEST', 'Unknown merchant', undefined, 400))),

    http.get(apiPath(chatLaunchEndpoint.path), ({ request }) => {
      const session = requireSession(sim, request);
      if (session instanceof Response) return session;
      if (!sim.merchant(session.merchantCode)?.whitelabel.CBS3) return fail('NO_PERMISSION', 'Live chat is not available');
      if (session.type === 4) return fail('FREE_REJECT', 'Please log into a real account');
      return ok({ chatUrl: '/m/service?chat=1' });
    }),

    http.get(apiPath(chatPermissionEndpoint.path), ({ request }) => {
      const session = requireSession(sim, request);
      if (session instanceof Response) return session;
      return ok({ allowed: Boolean(sim.merchant(session.merchantCode)?.whitelabel.CBS3) && session.type !== 4 });
    }),

    http.get(apiPath(liveModelsEndpoint.path), ({ request }) => {
      if (!sim.merchant(merchantOf(request))) return fail('BAD_REQUEST', 'Unknown merchant', undefined, 400);
      // Hosts rotate by the hour: who is streaming follows the simulator's clock.
      const hour = Math.floor(sim.now() / HOUR_MS);
      return ok(
        ['Angel', 'Bianca', 'Carla', 'Dianne', 'Ella', 'Faye'].map((name, i) => ({
          id: `host${i + 1}`,
          name,
          avatarUrl: `/sim-assets/avatar/host${i + 1}.svg`,
          table: `EVO-${String(i + 1).padStart(3, '0')}`,
          active: (hour + i) % 3 !== 0,
          streaming: (hour + i) % 2 === 0,
        })),
      );
    }),

    http.get(apiPath(hotNewsEndpoint.path), ({ request }) => (sim.merchant(merchantOf(request)) ? ok(seedHotNews(sim.now(), contentLanguage(request))) : fail('BAD_REQUEST', 'Unknown merchant', undefined, 400))),

    http.get(apiPath(testimonialsEndpoint.path), ({ request }) => (sim.merchant(merchantOf(request)) ? ok(seedTestimonials()) : fail('BAD_REQUEST', 'Unknown merchant', undefined, 400))),

    http.get(apiPath(legalDocumentEndpoint.path), ({ request }) => {
      const merchant = sim.merchant(merchantOf(request));
      if (!merchant) return fail('BAD_REQUEST', 'Unknown merchant', undefined, 400);
      const kind = new URL(request.url).searchParams.get('kind') ?? '';
      if (!(LEGAL_DOCUMENTS as readonly string[]).includes(kind)) return fail('BAD_REQUEST', 'Unknown document');
      return ok(legalDocument(kind as LegalDocumentKind, merchant, contentLanguage(request)));
    }),

    http.get(apiPath(downloadGuideEndpoint.path), ({ request }) => {
      if (!sim.merchant(merchantOf(request))) return fail('BAD_REQUEST', 'Unknown merchant', undefined, 400);
      const platform = new URL(request.url).searchParams.get('platform') ?? '';
      if (!(GUIDE_PLATFORMS as readonly string[]).includes(platform)) return fail('BAD_REQUEST', 'Unknown platform');
      return ok(downloadGuide(platform as GuidePlatform));
    }),

    http.post(apiPath(serviceMessageEndpoint.path), async ({ request }) => {
      const code = merchantOf(request);
      if (!sim.merchant(code)) return fail('BAD_REQUEST', 'Unknown merchant', undefined, 400);
      const body = (await request.json().catch(() => null)) as { content?: unknown } | null;
      const content = typeof body?.content === 'string' ? body.content.trim() : '';
      if (!content) return fail('BAD_REQUEST', 'Please enter your message');
      if (content.length > SERVICE_MESSAGE_MAX) return fail('BAD_REQUEST', `At most ${SERVICE_MESSAGE_MAX} characters`);
      const session = sessionOf(sim, request);
      let id = '';
      sim.mutate(code, contentSlice, (s) => {
        id = `CS${String(100001 + s.tickets.length)}`;
        s.tickets.push({ id, at: sim.now(), userName: session?.userName ?? '', content });
      });
      return ok({ ticketId: id });
    }),

    http.get(apiPath(chatMessagesEndpoint.path), ({ request }) => {
      const session = requireSession(sim, request);
      if (session instanceof Response) return session;
      if (!sim.merchant(session.merchantCode)?.whitelabel.CBS3) return fail('NO_PERMISSION', 'Live chat is not available');
      if (session.type === 4) return fail('FREE_REJECT', 'Please log into a real account');
      const now = sim.now();
      const messages = sim.mutate(session.merchantCode, contentSlice, (s) => {
        const thread = (s.chats[session.userName] ??= [{ id: 'c1', from: 'agent', text: `Hi! This is ${CHAT_AGENT} from customer service. How can I help you?`, at: now }]);
        // Reading the conversation reads the agent's messages.
        s.chatUnread[session.userName] = 0;
        return thread.filter((m) => m.at <= now).map((m) => ({ ...m }));
      });
      return ok({ agentName: CHAT_AGENT, messages });
    }),

    http.post(apiPath(chatSendEndpoint.path), async ({ request }) => {
      const session = requireSession(sim, request);
      if (session instanceof Response) return session;
      if (!sim.merchant(session.merchantCode)?.whitelabel.CBS3) return fail('NO_PERMISSION', 'Live chat is not available');
      if (session.type === 4) return fail('FREE_REJECT', 'Please log into a real account');
      const body = (await request.json().catch(() => null)) as { text?: unknown } | null;
      const text = typeof body?.text === 'string' ? body.text.trim() : '';
      if (!text || text.length > CHAT_MESSAGE_MAX) return fail('BAD_REQUEST', 'Message is empty or too long');
      const now = sim.now();
      const id = sim.mutate(session.merchantCode, contentSlice, (s) => {
        const thread = (s.chats[session.userName] ??= []);
        const mine = `c${thread.length + 1}`;
        thread.push({ id: mine, from: 'member', text, at: now });
        thread.push({ id: `c${thread.length + 1}`, from: 'agent', text: agentReply(text), at: now + CHAT_REPLY_MS });
        return mine;
      });
      return ok({ id });
    }),

    // Every image the demo serves is drawn here; nothing comes from other hosts.
    http.get('*/sim-assets/*', ({ request }) => {
      const path = new URL(request.url).pathname;
      const base = decodeURIComponent(path.split('/').pop() ?? '').replace(/\.svg$/, '');
      const banner = seedBanners().find((b) => b.id === base);
      const news = HOT_NEWS[Number(/^news(\d+)$/.exec(base)?.[1] ?? 0) - 1]?.[0];
      const promo = /^promo-(r\d)$/.exec(base)?.[1];
      const promoSeed = promo ? seedAnnouncements('').find((a) => a.id === promo) : undefined;
      // A winner's icon is its game's (the board names catalogue games).
      const game = path.includes('/games/') ? allGames().find((g) => g.gameId === base) : undefined;
      // A vendor's logo (/sim-assets/vendor/<code>.svg) carries its display name.
      const vendor = path.includes('/vendor/') ? VENDORS.find((v) => v.code === base) : undefined;
      // A banner or promotion picture asked for in Tagalog (?lang=TY): its title in that language
      // (as its answer gives it), on its English one's picture.
      const language = contentLanguage(request);
      const english = banner?.title ?? promoSeed?.title;
      const titled = banner ? localizedBanner(banner, language).title : promoSeed && localized(promoSeed, language, undefined).title;
      const label = titled ?? news ?? (path.includes('/guide/') ? base : undefined) ?? game?.gameName ?? vendor?.displayName ?? base.replace(/[-_]/g, ' ');
      const hint = english ? { language, themeTitle: english } : { category: game?.gameType };
      return new HttpResponse(assetSvg(path, label, hint), { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' } });
    }),
  ];
}
