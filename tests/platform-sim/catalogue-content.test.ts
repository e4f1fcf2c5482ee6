// @vitest-environment node
import { getResponse } from 'msw';
import { createTestPlatform } from '@/platform-sim/node-sim';
import { loginEndpoint } from '@/api/endpoints/login';
import { testPlayEndpoint } from '@/api/endpoints/test-play';
import { GAME_TYPES, type Game } from '@/api/endpoints/game-types';
import { gameVendorsEndpoint, type VendorData } from '@/api/endpoints/game-vendors';
import { vendorGameTypesEndpoint } from '@/api/endpoints/vendor-game-types';
import { gameListEndpoint, type GameList } from '@/api/endpoints/game-list';
import { hotGamesEndpoint } from '@/api/endpoints/hot-games';
import { addRecentGameEndpoint, recentGamesEndpoint } from '@/api/endpoints/recent-games';
import { addFavouriteEndpoint, favouritesEndpoint, removeFavouriteEndpoint } from '@/api/endpoints/favourites';
import { launchGameEndpoint } from '@/api/endpoints/launch-game';
import { elottListEndpoint, lotteryListEndpoint } from '@/api/endpoints/lottery-lists';
import { bannersEndpoint, type Banner } from '@/api/endpoints/banners';
import { ANNOUNCEMENT_VARIANTS, announcementsEndpoint, type Announcements } from '@/api/endpoints/announcements';
import { markAnnouncementReadEndpoint } from '@/api/endpoints/mark-announcement-read';
import { inboxUnreadEndpoint } from '@/api/endpoints/inbox-unread';
import { inboxListEndpoint, type InboxPage } from '@/api/endpoints/inbox-list';
import { inboxMessageEndpoint, type InboxMessage } from '@/api/endpoints/inbox-message';
import { chatUnreadEndpoint } from '@/api/endpoints/chat-unread';
import { winnersEndpoint } from '@/api/endpoints/winners';
import { BANNER_GROUPS } from '@/config/schema';
import { buildGameMenu } from '@/engine/game-menu';
import { decimalToCents } from '@/engine/game-filter';
import { launchLotteryEndpoint } from '@/api/endpoints/launch-lottery';
import { allGames } from '@/platform-sim/seed/games';
import { simCaller } from './sim-call';

let platform = createTestPlatform();
beforeEach(() => {
  platform = createTestPlatform();
});
const call = simCaller(() => platform.handlers);
const tokenOf = async (username: string, merchant = 'demo') =>
  (
    (await call(loginEndpoint, { type: 'username', username, password: 'Demo1234', deviceId: 'd', remember: false, botCheck: true }, { merchant })).value as {
      token: string;
    }
  ).token;
const list = (q: Partial<Parameters<typeof gameListEndpoint.request & object>[0]>) =>
  call(gameListEndpoint, { merchant: 'demo', pageNo: 1, pageSize: 25, language: 'EN', ...q }).then((r) => r.value as GameList);

describe('catalogue', () => {
  it('has over 600 games in every category, several vendors each where the spec wants them', async () => {
    const all = await list({ pageSize: 100 });
    expect(all.totalPages).toBeGreaterThanOrEqual(7);
    const vendors = (await call(gameVendorsEndpoint, { merchantCode: 'demo' })).value as VendorData;
    const count = Object.values(vendors.mapping).flat().length;
    expect(count).toBeGreaterThan(15);
    let total = 0;
    for (const type of GAME_TYPES) {
      const page = await list({ gameType: type, pageSize: 100 });
      expect(page.games.length, type).toBeGreaterThan(0);
      for (let n = 1; n <= page.totalPages; n++) total += (await list({ gameType: type, pageSize: 100, pageNo: n })).games.length;
    }
    expect(total).toBeGreaterThanOrEqual(600);
    expect(vendors.mapping.RNG?.length).toBeGreaterThanOrEqual(3);
  });

  it('sorts vendors so that the engine shows JILI SLOT before the slots category', async () => {
    const vendors = (await call(gameVendorsEndpoint, { merchantCode: 'demo' })).value as VendorData;
    const labels = buildGameMenu(vendors).map((t) => ('label' in t && t.label ? t.label : t.id));
    expect(labels.indexOf('JILI SLOT')).toBeGreaterThan(-1);
    expect(labels.indexOf('JILI SLOT')).toBeLessThan(buildGameMenu(vendors).findIndex((t) => t.id === 'RNG'));
  });

  it('filters by vendor and name and pages until pageNum reaches totalPages', async () => {
    const fc = await list({ gameType: 'RNG', vassalage: 'FC' });
    expect(fc.games.every((g) => g.vassalage === 'FC')).toBe(true);
    expect(fc.totalPages).toBe(3);
    const last = await list({ gameType: 'RNG', vassalage: 'FC', pageNo: 3 });
    expect(last.pageNum).toBe(3);
    const name = fc.games[0]!.gameName.split(' ')[0]!;
    const named = await list({ gameType: 'RNG', vassalage: 'FC', gameName: `  ${name.toLowerCase()}  `, pageSize: 100 });
    expect(named.games.length).toBeGreaterThan(0);
    expect(named.games.every((g) => g.gameName.toLowerCase().includes(name.toLowerCase()))).toBe(true);
  });

  it('supports every filter of the game list: class, minimum bet, sports with e-sports and cockfight, all at once', async () => {
    const all = async (q: Parameters<typeof list>[0]) => {
      const first = await list({ ...q, pageSize: 100 });
      const games = [...first.games];
      for (let n = 2; n <= first.totalPages; n++) games.push(...(await list({ ...q, pageSize: 100, pageNo: n })).games);
      return games;
    };
    const rng = await all({ gameType: 'RNG' });
    const jp = await all({ gameType: 'RNG', gameClassify: 'JP' });
    expect(jp.length).toBeGreaterThan(0);
    expect(jp.every((g) => g.gameClassify === 'JP')).toBe(true);
    expect(jp.length).toBe(rng.filter((g) => g.gameClassify === 'JP').length);
    const cheap = await all({ gameType: 'RNG', minBet: '0.05' });
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.every((g) => (decimalToCents(g.minBet) ?? 0) <= 5)).toBe(true);
    expect(cheap.length).toBe(rng.filter((g) => (decimalToCents(g.minBet) ?? 0) <= 5).length);
    const sports = await all({ gameType: 'SPORTS' });
    expect(new Set(sports.map((g) => g.gameType))).toEqual(new Set(['SPORTS', 'ESPORTS', 'COCKFIGHT']));
    const tf = await all({ gameType: 'SPORTS', vassalage: 'TFESPORT' });
    expect(tf.length).toBe(4);
    const combo = await all({ gameType: 'RNG', vassalage: 'PG', gameClassify: 'JP', minBet: '0.75' });
    expect(combo.every((g) => g.vassalage === 'PG' && g.gameClassify === 'JP' && (decimalToCents(g.minBet) ?? 0) <= 75)).toBe(true);
    expect(combo.length).toBe(rng.filter((g) => g.vassalage === 'PG' && g.gameClassify === 'JP' && (decimalToCents(g.minBet) ?? 0) <= 75).length);
    const none = await list({ gameType: 'RNG', gameName: 'zzzz-no-such-game' });
    expect(none).toEqual({ games: [], pageNum: 1, totalPages: 1 });
  });

  it("launches a lottery through the launcher: lobby means the vendor's first draw, answered with its node; refuses guests, trial and unknown vendors", async () => {
    const token = await tokenOf('demoplayer');
    const lobby = await call(launchLotteryEndpoint, { mui: 'TCG', gameId: 'lobby', playType: 'Tradition', prizeMode: 'Lott' }, { token });
    const tcg = allGames().find((g) => g.gameId === 'TCG-001')!;
    expect(lobby.value).toEqual({ url: '/m/demo-game?game=TCG-001&embed=1&playType=Tradition', gameName: expect.any(String) as string, nodeId: tcg.nodeId });
    const named = await call(launchLotteryEndpoint, { mui: 'SEALOTT', gameId: 'SEALOTT-002', playType: 'Entertainment', prizeMode: 'Elott' }, { token });
    expect((named.value as { url: string }).url).toBe('/m/demo-game?game=SEALOTT-002&embed=1&playType=Entertainment');
    // A launch is not recorded by the platform: the client records its recent games.
    const recent = (await call(recentGamesEndpoint, { page: 1, pageSize: 3, language: 'EN' }, { token })).value as { list: Game[] };
    expect(recent.list).toEqual([]);
    expect((await call(launchLotteryEndpoint, { mui: 'FC', gameId: 'lobby', playType: 'Tradition', prizeMode: 'Lott' }, { token })).success).toBe(false);
    expect((await call(launchLotteryEndpoint, { mui: 'TCG', gameId: 'TCG-999', playType: 'Tradition', prizeMode: 'Lott' }, { token })).success).toBe(false);
    expect((await call(launchLotteryEndpoint, { mui: 'TCG', gameId: 'lobby', playType: 'Tradition', prizeMode: 'Lott' })).success).toBe(false);
    const trial = ((await call(testPlayEndpoint, { deviceId: 't', merchantCode: 'demo-trial' })).value as { token: string }).token;
    const refused = await call(launchLotteryEndpoint, { mui: 'TCG', gameId: 'lobby', playType: 'Tradition', prizeMode: 'Lott' }, { token: trial });
    expect(refused.success).toBe(false);
  });

  it('keeps favourites and recent games per member; the client records a launched game as recent', async () => {
    const token = await tokenOf('demoplayer');
    const game = (await list({ gameType: 'RNG' })).games[0] as Game;
    expect((await call(addFavouriteEndpoint, { nodeId: game.nodeId, vendor: game.vassalage }, { token })).value).toEqual({ success: true });
    const favs = (await call(favouritesEndpoint, { pageNo: 1, pageSize: 15, language: 'EN' }, { token })).value as { content: Game[] };
    expect(favs.content.map((g) => g.nodeId)).toEqual([game.nodeId]);
    expect((await call(removeFavouriteEndpoint, { nodeId: game.nodeId, vendor: game.vassalage }, { token })).value).toEqual({ success: true });
    expect(((await call(favouritesEndpoint, { pageNo: 1, pageSize: 15, language: 'EN' }, { token })).value as { content: Game[] }).content).toEqual([]);
    const launch = await call(launchGameEndpoint, { nodeId: game.nodeId, vendor: game.vassalage, gameId: game.gameId, freePlay: false }, { token });
    expect((launch.value as { url: string }).url).toBe(`/m/demo-game?game=${game.gameId}`);
    expect(((await call(recentGamesEndpoint, { page: 1, pageSize: 3, language: 'EN' }, { token })).value as { list: Game[] }).list).toEqual([]);
    expect((await call(addRecentGameEndpoint, { nodeId: game.nodeId, vendor: game.vassalage }, { token })).success).toBe(true);
    const recent = (await call(recentGamesEndpoint, { page: 1, pageSize: 3, language: 'EN' }, { token })).value as { list: Game[] };
    expect(recent.list[0]?.gameId).toBe(game.gameId);
    const other = await tokenOf('demoagent');
    expect(((await call(recentGamesEndpoint, { page: 1, pageSize: 3, language: 'EN' }, { token: other })).value as { list: Game[] }).list).toEqual([]);
  });

  it('answers hot games, vendor game types and lottery lists with their schemas', async () => {
    const hot = (await call(hotGamesEndpoint, { merchantCode: 'demo', language: 'EN' })).value as { list: Game[] };
    expect(hot.list.filter((g) => g.vassalage === 'JILI').length).toBeGreaterThanOrEqual(7);
    expect((await call(vendorGameTypesEndpoint, { merchantCode: 'demo' })).success).toBe(true);
    expect(((await call(lotteryListEndpoint, { merchantCode: 'demo' })).value as unknown[]).length).toBeGreaterThan(0);
    expect(((await call(elottListEndpoint, { merchantCode: 'demo' })).value as unknown[]).length).toBeGreaterThan(0);
  });
});

describe('content', () => {
  it.each(BANNER_GROUPS)('has banners for group %s', async (groupName) => {
    const banners = (await call(bannersEndpoint, { groupName })).value as { groupName: string }[];
    expect(banners.length).toBeGreaterThan(0);
    expect(banners.every((b) => b.groupName === groupName)).toBe(true);
  });

  it('answers banners in Tagalog where the app asks in Tagalog, each picture drawn with its Tagalog title on its English one’s scene', async () => {
    const en = (await call(bannersEndpoint, { groupName: 'm_home' })).value as Banner[];
    const ty = (await call(bannersEndpoint, { groupName: 'm_home' }, { language: 'TY' })).value as Banner[];
    expect(en[0]).toMatchObject({ id: 'bh1', title: 'Welcome bonus 100%', url: '/sim-assets/banner/bh1.svg' });
    expect(ty[0]).toEqual({ ...en[0], title: '100% na welcome bonus', url: '/sim-assets/banner/bh1.svg?lang=TY' });
    expect(ty.map((b) => b.id)).toEqual(en.map((b) => b.id));
    expect(ty.every((b, i) => b.title !== en[i]!.title && b.url.endsWith('?lang=TY'))).toBe(true);
    const picture = async (url: string) => (await getResponse(platform.handlers, new Request(`http://localhost${url}`)))!.text();
    const [enSvg, tySvg] = await Promise.all([picture(en[0]!.url), picture(ty[0]!.url)]);
    expect(enSvg).toContain('CLAIM NOW');
    expect(tySvg).toContain('KUNIN NA');
    expect(tySvg).toContain('welcome bonus');
    expect(tySvg).not.toContain('CLAIM NOW');
    // The same scene: only the lettering differs.
    const scene = (svg: string) => svg.replace(/<text[^>]*>[^<]*<\/text>/g, '');
    expect(scene(tySvg)).toBe(scene(enSvg));
    // English, and any language without Tagalog texts, gets the banners as seeded.
    expect((await call(bannersEndpoint, { groupName: 'm_home' }, { language: 'ZH' })).value).toEqual(en);
  });

  it('gives demoplayer exactly 120 unread messages and refuses trial accounts', async () => {
    expect((await call(inboxUnreadEndpoint, undefined, { token: await tokenOf('demoplayer') })).value).toBe(120);
    const trial = ((await call(testPlayEndpoint, { deviceId: 't', merchantCode: 'demo-trial' })).value as { token: string }).token;
    expect(await call(inboxUnreadEndpoint, undefined, { token: trial })).toMatchObject({ success: false, code: 'FREE_REJECT' });
  });

  it('writes the inbox in the language it is read in: the same messages, flags and order, in Tagalog where asked', async () => {
    const token = await tokenOf('demoplayer');
    const page = async (language: string) => (await call(inboxListEndpoint, { pageNum: 1, pageSize: 6 }, { token, language })).value as InboxPage;
    const message = async (id: string, language: string) => (await call(inboxMessageEndpoint, { id }, { token, language })).value as InboxMessage;
    const en = await page('EN');
    const ty = await page('TY');
    expect(en.list.map((m) => m.title)).toEqual([
      'Deposit received (#90001)',
      'Weekend reload bonus 20%',
      'Scheduled maintenance',
      'Your weekly summary',
      'Cashback is ready to claim',
      'Play responsibly',
    ]);
    expect(ty.list.map((m) => m.title)).toEqual([
      'Natanggap ang deposito (#90001)',
      '20% na reload bonus ngayong weekend',
      'Naka-iskedyul na maintenance',
      'Ang lingguhang buod mo',
      'Puwede mo nang kunin ang cashback',
      'Maglaro nang responsable',
    ]);
    // Only the words differ: ids, dates, flags, categories and the counts are the same.
    const facts = (p: InboxPage) => ({ ...p, list: p.list.map(({ title: _t, preview: _p, ...rest }) => rest) });
    expect(facts(ty)).toEqual(facts(en));
    expect(ty.list[0]?.preview).toBe(
      'Naaprubahan ang deposito mong DP90001 at naidagdag na sa main wallet mo. Tingnan ito sa talaan ng deposito.'.slice(0, 90),
    );
    const first = en.list[0]!.id;
    expect(await message(first, 'TY')).toMatchObject({
      title: 'Natanggap ang deposito (#90001)',
      body: expect.stringContaining('<a href="/m/vouReport">talaan ng deposito</a>'),
    });
    expect(await message(first, 'EN')).toMatchObject({
      title: 'Deposit received (#90001)',
      body: expect.stringContaining('<a href="/m/vouReport">deposit record</a>'),
    });
    // A language without Tagalog or English texts of its own reads them in English.
    expect((await page('VI')).list.map((m) => m.title)).toEqual(en.list.map((m) => m.title));
  });

  it('keeps read flags per member and counts unread', async () => {
    const params = { ...ANNOUNCEMENT_VARIANTS.member, merchantCode: 'demo' };
    const token = await tokenOf('demoplayer');
    const before = (await call(announcementsEndpoint, params, { token })).value as Announcements;
    // A member is counted what is addressed to members: not the visitors' popup (PU, execution B).
    const visitorsOnly = before.list.filter((a) => a.type === 'PU' && a.execution === 'B');
    expect(visitorsOnly.length).toBeGreaterThan(0);
    expect(before.footer.unreadCount).toBe(before.list.length - visitorsOnly.length);
    const first = before.list[0]!;
    await call(markAnnouncementReadEndpoint, { announcementId: first.id }, { token });
    const after = (await call(announcementsEndpoint, params, { token })).value as Announcements;
    expect(after.footer.unreadCount).toBe(before.footer.unreadCount - 1);
    expect(after.list.find((a) => a.id === first.id)?.read).toBe(true);
    const agent = (await call(announcementsEndpoint, params, { token: await tokenOf('demoagent') })).value as Announcements;
    expect(agent.list.find((a) => a.id === first.id)?.read).toBe(false);
    const guest = (await call(announcementsEndpoint, params)).value as Announcements;
    expect(guest.footer.unreadCount).toBe(0);
  });

  it.each([
    ['home', 'B', ['B', 'PL', 'PU', 'PR', 'H']],
    ['agent', 'A', ['A']],
  ] as const)('the %s variant returns only its types', async (variant, _t, types) => {
    const r = (await call(announcementsEndpoint, { ...ANNOUNCEMENT_VARIANTS[variant], merchantCode: 'demo' })).value as Announcements;
    expect(r.list.length).toBeGreaterThan(0);
    expect(r.list.every((a) => (types as readonly string[]).includes(a.type))).toBe(true);
  });

  it('offers chat only where CBS3 is on', async () => {
    expect((await call(chatUnreadEndpoint, undefined, { token: await tokenOf('demoplayer') })).value).toEqual({ unReadCount: 3 });
    const manila = await tokenOf('demoplayer', 'manila');
    expect(await call(chatUnreadEndpoint, undefined, { token: manila, merchant: 'manila' })).toMatchObject({ success: false, code: 'NO_PERMISSION' });
  });

  it('has a winner board of at least 20 entries', async () => {
    expect(((await call(winnersEndpoint, { language: 'EN' })).value as { list: unknown[] }).list.length).toBeGreaterThanOrEqual(20);
  });
});

describe('help, links, matches and chat launch', () => {
  it("answers each with its schema and the merchant file's links", async () => {
    const { helpCenterEndpoint } = await import('@/api/endpoints/help-center');
    const { downloadLinksEndpoint } = await import('@/api/endpoints/download-links');
    const { serviceLinksEndpoint } = await import('@/api/endpoints/service-links');
    const { hotMatchesEndpoint } = await import('@/api/endpoints/hot-matches');
    const { chatLaunchEndpoint } = await import('@/api/endpoints/chat-launch');
    const help = (await call(helpCenterEndpoint, { lang: 'EN' })).value as { children: unknown[] }[];
    expect(help.length).toBeGreaterThanOrEqual(4);
    expect(help.every((h) => h.children.length >= 2)).toBe(true);
    expect(((await call(downloadLinksEndpoint, undefined)).value as { resourceType: string }[]).map((l) => l.resourceType)).toContain('Android');
    expect((await call(downloadLinksEndpoint, undefined, { merchant: 'cebu' })).value as unknown[]).toEqual([]);
    expect(((await call(serviceLinksEndpoint, undefined)).value as { type: string }[]).map((l) => l.type)).toContain('whatsapp');
    expect(((await call(hotMatchesEndpoint, undefined)).value as unknown[]).length).toBe(4);
    const params = { language: 'EN', backUrl: '/m/message', headerColor: '#000000', title: 'Chat' };
    expect((await call(chatLaunchEndpoint, params, { token: await tokenOf('demoplayer') })).value).toEqual({ chatUrl: '/m/service?chat=1' });
    expect(await call(chatLaunchEndpoint, params, { token: await tokenOf('demoplayer', 'manila'), merchant: 'manila' })).toMatchObject({
      code: 'NO_PERMISSION',
    });
  });
});

describe('chat permission and live hosts', () => {
  it('allows chat only to real accounts of CBS3 merchants and lists live hosts', async () => {
    const { chatPermissionEndpoint } = await import('@/api/endpoints/chat-permission');
    const { liveModelsEndpoint } = await import('@/api/endpoints/live-models');
    expect((await call(chatPermissionEndpoint, undefined, { token: await tokenOf('demoplayer') })).value).toEqual({ allowed: true });
    expect((await call(chatPermissionEndpoint, undefined, { token: await tokenOf('demoplayer', 'manila'), merchant: 'manila' })).value).toEqual({
      allowed: false,
    });
    const hosts = (await call(liveModelsEndpoint, undefined)).value as { active: boolean; streaming: boolean }[];
    expect(hosts.length).toBe(6);
    expect(hosts.some((h) => h.streaming) && hosts.some((h) => !h.streaming)).toBe(true);
  });
});
