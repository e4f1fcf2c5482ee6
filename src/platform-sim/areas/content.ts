// Content of the demo platform: banners for every group, announcements of every type and
// execution with per-member read flags, the inbox (demoplayer: 120 unread), chat unread (CBS3
// merchants), the winner board, and the locally generated images under /sim-assets/.
import { http, HttpResponse, type HttpHandler } from 'msw';
import { defineSlice, fail, merchantOf, ok, apiPath, type Simulator } from '@/platform-sim/kernel';
import { requireSession, sessionOf, SEED_TIME } from '@/platform-sim/areas/accounts';
import { hashString, prng } from '@/platform-sim/seed-utils';
import { bannersEndpoint, type Banner } from '@/api/endpoints/banners';
import { announcementsEndpoint, type Announcement } from '@/api/endpoints/announcements';
import { markAnnouncementReadEndpoint } from '@/api/endpoints/mark-announcement-read';
import { inboxUnreadEndpoint } from '@/api/endpoints/inbox-unread';
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
import { allGames } from '@/platform-sim/areas/catalogue';

const DAY = 86_400_000;
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);

// ------------------------------------------------------------------ banners

const HOME_BANNERS: [string, Banner['linkage']][] = [
  ['Welcome bonus 100%', { kind: 'internal', target: '/m/activity' }],
  ['Deposit with GCash in seconds', { kind: 'internal', target: '/m/voucherCenter' }],
  ['JILI Slot week', { kind: 'internal', target: '/m/jl-slot' }],
  ['Responsible gaming', { kind: 'external', target: 'https://www.pagcor.ph' }],
];

export function seedBanners(): Banner[] {
  const out: Banner[] = HOME_BANNERS.map(([title, linkage], i) => ({ id: `bh${i + 1}`, url: `/sim-assets/banner/bh${i + 1}.svg`, groupName: 'm_home', title, linkage }));
  ['Maya', 'GCash', 'QR Ph', 'PAGCOR', 'JILI', 'Fa Chai'].forEach((name, i) =>
    out.push({ id: `bp${i + 1}`, url: `/sim-assets/partner/bp${i + 1}.svg`, groupName: 'm_partners', title: name, linkage: { kind: 'none' } }),
  );
  out.push({ id: 'bx1', url: '/sim-assets/banner/bx1.svg', groupName: 'm_exclusive', title: 'Exclusive: VIP cashback', linkage: { kind: 'internal', target: '/m/member/benefits' } });
  out.push({ id: 'bv1', url: '/sim-assets/banner/bv1.svg', groupName: 'm_video', title: 'How to deposit', linkage: { kind: 'none' }, videoUrl: '' });
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

export function seedAnnouncements(brand: string): Seeded[] {
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
    announcement('r1', 'PR', 'B', 'Deposit ₱500, get ₱100', '<p>Every Monday.</p>'),
    announcement('h1', 'H', 'B', 'How withdrawals work', '<p>Withdrawals are processed within 15 minutes.</p>'),
    announcement('x1', 'PU', 'A', 'Security notice', `<p>We never ask for your password.</p><img src=x onerror="window.__xss=1"><a href="javascript:window.__xss=2">click</a>`),
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
  inbox: Record<string, { id: string; title: string; body: string; at: number; read: boolean }[]>;
  chatUnread: Record<string, number>;
}

export const contentSlice = defineSlice<ContentState>({
  name: 'content',
  version: 2,
  seed: (merchant) => ({
    banners: seedBanners(),
    announcements: seedAnnouncements(merchant.name),
    read: {},
    inbox: {
      demoplayer: Array.from({ length: 120 }, (_, i) => ({
        id: `m${i + 1}`,
        title: i % 3 === 0 ? `Bonus credited #${i + 1}` : i % 3 === 1 ? `Weekly report #${i + 1}` : `Promotion #${i + 1}`,
        body: 'Thank you for playing with us.',
        at: SEED_TIME - i * 3_600_000,
        read: false,
      })),
      demoagent: Array.from({ length: 5 }, (_, i) => ({ id: `g${i + 1}`, title: `Team notice #${i + 1}`, body: 'Team update.', at: SEED_TIME - i * DAY, read: i > 1 })),
    },
    chatUnread: { demoplayer: 3, demoagent: 1 },
  }),
});

// ------------------------------------------------------------------ winners

const FIRST = ['Juan', 'Maria', 'Jose', 'Ana', 'Pedro', 'Liza', 'Mark', 'Joy', 'Paolo', 'Kim', 'Rico', 'Bea', 'Carlo', 'Nina'];
const GAMES = ['Super Ace', 'Fortune Gems', 'Golden Empire', 'Money Coming', 'Boxing King', 'Crazy777', 'Sabong Derby', 'Lucky Pinoy'];
const mask = (name: string) => `${name.slice(0, 2)}***${name.slice(-1)}`;

export function seedWinners(): { vo: { iconUrl: string; customerName: string; gameName: string; winAmount: string } }[] {
  const rand = prng(42);
  return Array.from({ length: 24 }, (_, i) => {
    const cents = (5_000 + Math.floor(rand() * 2_000_000)) * 100 + Math.floor(rand() * 100);
    return {
      vo: {
        iconUrl: `/sim-assets/games/w${i % GAMES.length}.svg`,
        customerName: mask(FIRST[Math.floor(rand() * FIRST.length)] ?? 'Juan'),
        gameName: GAMES[i % GAMES.length] ?? 'Super Ace',
        winAmount: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
      },
    };
  });
}

// ------------------------------------------------------------------ help and matches

const HELP: [string, [string, string][]][] = [
  ['Account', [['How do I register?', '<p>Tap <a href="/m/register">Register</a>, choose username or mobile, and fill in the form.</p>'], ['I forgot my password', '<p>Use <a href="/m/forget">Forgot password</a> to reset it by email or SMS.</p>']]],
  ['Deposit', [['Which channels can I use?', '<p>GCash, Maya, QR Ph and bank transfer.</p>'], ['How long does a deposit take?', '<p>E-wallet deposits are credited within minutes.</p>'], ['Minimum and maximum', '<p>Each channel shows its limits on the deposit page.</p>']]],
  ['Withdraw', [['How do I withdraw?', '<p>Bind a payout account, then enter the amount and your payment password.</p>'], ['Withdrawal limits', '<p>Limits and the number of withdrawals per day are shown on the withdraw page.</p>']]],
  ['Responsible gaming', [['Set limits', '<p>Set deposit limits in the security center.</p>'], ['Get help', '<p>Gambling is addictive. Know when to stop. Visit <a href="https://www.pagcor.ph">PAGCOR</a>.</p>']]],
];

export function seedHelp(): HelpItem[] {
  return HELP.map(([title, children], i) => ({
    id: `help${i + 1}`,
    title,
    content: `<p>${title}</p>`,
    children: children.map(([t, c], j) => ({ id: `help${i + 1}-${j + 1}`, title: t, content: c })),
  }));
}

const TEAMS = ['Ginebra', 'San Miguel', 'Magnolia', 'TNT', 'Meralco', 'Rain or Shine', 'NLEX', 'Phoenix'];

export function hotMatches(now: number) {
  return Array.from({ length: 4 }, (_, i) => {
    const home = TEAMS[(i * 2) % TEAMS.length] ?? 'Ginebra';
    const away = TEAMS[(i * 2 + 1) % TEAMS.length] ?? 'TNT';
    return {
      homeTeam: home,
      awayTeam: away,
      homeTeamImageUrl: `/sim-assets/team/${encodeURIComponent(home)}.svg`,
      awayTeamImageUrl: `/sim-assets/team/${encodeURIComponent(away)}.svg`,
      matchTime: Math.floor(now / 3_600_000) * 3_600_000 + (i + 2) * 3 * 3_600_000,
      vendor: 'SABA',
      roomId: 'RSABA-001',
      nodeId: 'NSABA-001',
    };
  });
}

// ------------------------------------------------------------------ generated images

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function assetSvg(path: string, label: string): string {
  const h = hashString(path);
  const hue = h % 360;
  const hue2 = (hue + 50) % 360;
  if (path.includes('/banner/')) {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,35%)"/><stop offset="1" stop-color="hsl(${hue2},80%,50%)"/></linearGradient></defs><rect width="750" height="300" fill="url(#g)"/><circle cx="640" cy="70" r="120" fill="rgba(255,255,255,.12)"/><text x="40" y="170" font-family="sans-serif" font-size="44" font-weight="700" fill="#fff">${escapeXml(label)}</text></svg>`;
  }
  const initials = escapeXml(label.split(/\s+/).map((w) => w[0] ?? '').join('').slice(0, 3).toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><rect width="200" height="200" rx="28" fill="hsl(${hue},60%,40%)"/><circle cx="100" cy="100" r="70" fill="hsl(${hue2},70%,55%)"/><text x="100" y="118" text-anchor="middle" font-family="sans-serif" font-size="52" font-weight="700" fill="#fff">${initials}</text></svg>`;
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
      return ok(st.s.banners.filter((b) => b.groupName === group));
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
        .filter((a) => types.includes(a.type) && (group === '' || a.groupName === group) && (a.platform === 'ALL' || a.platform === platform))
        .map(({ groupName: _g, platform: _p, ...a }) => ({ ...a, read: session ? read.has(a.id) : false }));
      return ok({ list, footer: { unreadCount: session ? list.filter((a) => !a.read).length : 0 } });
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

    http.get(apiPath(inboxUnreadEndpoint.path), ({ request }) => {
      const session = requireSession(sim, request);
      if (session instanceof Response) return session;
      if (session.type === 4) return fail('FREE_REJECT', 'Please log into a real account');
      const inbox = sim.slice(session.merchantCode, contentSlice).inbox[session.userName] ?? [];
      return ok(inbox.filter((m) => !m.read).length);
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

    http.get(apiPath(helpCenterEndpoint.path), ({ request }) => (sim.merchant(merchantOf(request)) ? ok(seedHelp()) : fail('BAD_REQUEST', 'Unknown merchant', undefined, 400))),

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
      const hour = Math.floor(sim.now() / 3_600_000);
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

    // Every image the demo serves is drawn here; nothing comes from other hosts.
    http.get('*/sim-assets/*', ({ request }) => {
      const path = new URL(request.url).pathname;
      const base = decodeURIComponent(path.split('/').pop() ?? '').replace(/\.svg$/, '');
      const banner = seedBanners().find((b) => b.id === base);
      const winner = /^w(\d+)$/.exec(base);
      const game = path.includes('/games/') ? allGames().find((g) => g.gameId === base) : undefined;
      const label = banner?.title ?? game?.gameName ?? (winner ? (GAMES[Number(winner[1])] ?? base) : base.replace(/[-_]/g, ' '));
      return new HttpResponse(assetSvg(path, label), { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' } });
    }),
  ];
}
