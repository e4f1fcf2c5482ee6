// @vitest-environment node
import {
  ALLOWED_FRAME_SANDBOX,
  FRAME_SANDBOX,
  frameLength,
  frameSpec,
  launchFrameOrigin,
  launchPlan,
  launchTarget,
  lotteryFrame,
  lotteryFrameSrc,
  lotteryLaunchPath,
  prizeModeFor,
  safeFrameUrl,
  type LaunchableGame,
  type LaunchContext,
  type LaunchPlan,
  type LaunchTarget,
} from '@/engine/game-launch';

const game = (patch: Partial<LaunchableGame>): LaunchableGame => ({
  gameId: 'FC-001',
  nodeId: 'NFC-001',
  vassalage: 'FC',
  gameType: 'RNG',
  gameClassify: 'JP',
  supportPlay: 1,
  lottoMode: '',
  ...patch,
});
const MAPPING = { LOTT: ['VNLOTT', 'TCG'], ELOTT: ['SEALOTT', 'VNLOTT'], RNG: ['FC'] };
const member: LaunchContext = { loggedIn: true, memberType: 0, mapping: MAPPING };

describe("launchPlan (the spec's rules, in order)", () => {
  it.each<[string, Partial<LaunchableGame>, LaunchContext, LaunchPlan]>([
    ['no session → login, before anything else', { gameType: 'LOTT', vassalage: 'TCG' }, { loggedIn: false }, { kind: 'login' }],
    ['a slot launches directly for real', {}, member, { kind: 'launch', freePlay: false }],
    ['a real account launches with free play when the game supports it (supportPlay 0)', { supportPlay: 0 }, member, { kind: 'launch', freePlay: true }],
    ['an agent too', { supportPlay: 0 }, { ...member, memberType: 1 }, { kind: 'launch', freePlay: true }],
    ['a trial account plays free when the game supports it', { supportPlay: 0 }, { ...member, memberType: 4 }, { kind: 'launch', freePlay: true }],
    ['a trial account on a game without free play', { supportPlay: 1 }, { ...member, memberType: 4 }, { kind: 'launch', freePlay: false }],
    [
      'LOTT → lottery launcher, lott prize mode, traditional',
      { gameType: 'LOTT', vassalage: 'TCG', gameId: 'TCG-002' },
      member,
      { kind: 'lottery', to: '/m/startLottery?mui=TCG&playType=Tradition&gameId=TCG-002&prize_mode=Lott&pageBack=1' },
    ],
    [
      'Vietnam lotto listed under ELOTT → elott prize mode; entertainment lotto mode',
      { gameType: 'LOTT', vassalage: 'VNLOTT', gameId: 'VNLOTT-001', lottoMode: 'Entertainment' },
      member,
      { kind: 'lottery', to: '/m/startLottery?mui=VNLOTT&playType=Entertainment&gameId=VNLOTT-001&prize_mode=Elott&pageBack=1' },
    ],
    [
      'a lottery vendor goes through the launcher whatever the game type',
      { gameType: 'RNG', vassalage: 'SEALOTT', gameId: 'SEALOTT-003' },
      member,
      { kind: 'lottery', to: '/m/startLottery?mui=SEALOTT&playType=Tradition&gameId=SEALOTT-003&prize_mode=Elott&pageBack=1' },
    ],
    [
      'without the mapping the prize mode is lott',
      { gameType: 'ELOTT', vassalage: 'SEALOTT', gameId: 'S-1' },
      { loggedIn: true },
      { kind: 'lottery', to: '/m/startLottery?mui=SEALOTT&playType=Tradition&gameId=S-1&prize_mode=Lott&pageBack=1' },
    ],
    [
      "a VASSALAGE vendor game opens that vendor's list",
      { gameClassify: 'VASSALAGE', vassalage: 'PG', gameType: 'RNG' },
      member,
      { kind: 'vendorList', to: '/m/gameList?gameType=RNG&vassalage=PG' },
    ],
    [
      '…also from gameClassifyNew',
      { gameClassify: '', gameClassifyNew: 'VASSALAGE', vassalage: 'EVO', gameType: 'LIVE' },
      member,
      { kind: 'vendorList', to: '/m/gameList?gameType=LIVE&vassalage=EVO' },
    ],
    [
      'lottery wins over VASSALAGE',
      { gameType: 'LOTT', vassalage: 'TCG', gameClassify: 'VASSALAGE', gameId: 'T' },
      member,
      { kind: 'lottery', to: '/m/startLottery?mui=TCG&playType=Tradition&gameId=T&prize_mode=Lott&pageBack=1' },
    ],
  ])('%s', (_, patch, ctx, plan) => {
    expect(launchPlan(game(patch), ctx)).toEqual(plan);
  });

  it('prize mode and the launcher path defaults', () => {
    expect(prizeModeFor('TCG', MAPPING)).toBe('Lott');
    expect(prizeModeFor('VNLOTT', MAPPING)).toBe('Elott');
    expect(lotteryLaunchPath({ mui: 'TCG', prizeMode: 'Lott' })).toBe('/m/startLottery?mui=TCG&playType=Tradition&gameId=lobby&prize_mode=Lott');
  });
});

describe('lotteryFrame', () => {
  it.each<[string, string, ReturnType<typeof lotteryFrame>]>([
    [
      'pageBack set → close goes home',
      'mui=TCG&playType=Entertainment&gameId=TCG-001&prize_mode=Lott&pageBack=1',
      { mui: 'TCG', gameId: 'TCG-001', playType: 'Entertainment', prizeMode: 'Lott', pageBack: true, closeTo: '/m/home' },
    ],
    [
      'no pageBack → close goes to the game center',
      'mui=SEALOTT&gameId=S-1&prize_mode=Elott',
      { mui: 'SEALOTT', gameId: 'S-1', playType: 'Tradition', prizeMode: 'Elott', pageBack: false, closeTo: '/m/game' },
    ],
    [
      'pageBack=0 counts as not set; defaults for game and play type',
      'mui=TCG&pageBack=0',
      { mui: 'TCG', gameId: 'lobby', playType: 'Tradition', prizeMode: 'Lott', pageBack: false, closeTo: '/m/game' },
    ],
    [
      'pageBack=true',
      'mui=TCG&pageBack=true&prize_mode=elott',
      { mui: 'TCG', gameId: 'lobby', playType: 'Tradition', prizeMode: 'Elott', pageBack: true, closeTo: '/m/home' },
    ],
    ['no vendor → null', 'gameId=1', null],
    ['a vendor code with other characters → null', 'mui=%3Cscript%3E', null],
  ])('%s', (_, q, expected) => {
    expect(lotteryFrame(new URLSearchParams(q))).toEqual(expected);
  });
});

describe('embedded frame', () => {
  const ORIGIN = 'https://palaro.example';
  const ALLOW = { origins: ['https://games.example', 'http://localhost:8787'] };
  it.each<[string, string | null]>([
    ['https://games.example/play?id=1', 'https://games.example/play?id=1'],
    ['http://localhost:8787/lobby', 'http://localhost:8787/lobby'],
    ['/m/demo-game?game=FC-001', '/m/demo-game?game=FC-001'],
    ['https://palaro.example/m/help#x', '/m/help#x'],
    // An origin neither the merchant file nor a launch answer allows.
    ['https://evil.example/verify', null],
    ['https://games.example.evil.example/', null],
    ['http://games.example/', null],
    ['https://palaro.example@evil.example/', null],
    ['//evil.example/', null],
    ['/\\evil.example', null],
    ['  /m/home  ', null],
    ['javascript:alert(1)', null],
    ['JAVASCRIPT:alert(1)', null],
    ['data:text/html,<p>x</p>', null],
    ['blob:https://palaro.example/1', null],
    ['ftp://files.example/a', null],
    ['', null],
  ])('%s → %s', (raw, expected) => {
    expect(safeFrameUrl(raw, ORIGIN, ALLOW)).toBe(expected);
  });

  it('allows the origin a launch answer returned for that navigation, and only that one', () => {
    expect(safeFrameUrl('https://provider.example/g/1', ORIGIN, { origins: [] })).toBeNull();
    expect(safeFrameUrl('https://provider.example/g/1', ORIGIN, { origins: [], launchOrigin: 'https://provider.example' })).toBe(
      'https://provider.example/g/1',
    );
    expect(safeFrameUrl('https://evil.example/', ORIGIN, { origins: [], launchOrigin: 'https://provider.example' })).toBeNull();
  });

  it.each<[string | null, string | null]>([
    ['375', '375px'],
    ['375px', '375px'],
    ['50%', '50%'],
    ['150%', null],
    ['-1', null],
    ['calc(1px)', null],
    [null, null],
  ])('length %s → %s', (raw, expected) => expect(frameLength(raw)).toBe(expected));

  it('reads url, size and position, always sandboxed, and ignores a title in the query', () => {
    expect(frameSpec(new URLSearchParams('url=/m/demo-game%3Fgame%3DFC-001&width=300&height=50%25&top=10&left=20&title=Verify'), ORIGIN, ALLOW)).toEqual({
      src: '/m/demo-game?game=FC-001',
      sandbox: 'allow-scripts allow-forms allow-popups allow-same-origin',
      width: '300px',
      height: '50%',
      top: '10px',
      left: '20px',
    });
    expect(frameSpec(new URLSearchParams('url=javascript:alert(1)'), ORIGIN, ALLOW)).toBeNull();
    expect(frameSpec(new URLSearchParams('url=https://evil.example/&title=Verify'), ORIGIN, ALLOW)).toBeNull();
  });

  it('never grants top navigation', () => {
    expect(ALLOWED_FRAME_SANDBOX).not.toMatch(/top-navigation/);
    expect(FRAME_SANDBOX.split(' ')).toEqual(['allow-scripts', 'allow-forms', 'allow-popups']);
  });
});

describe('where a launch URL leads (through the URL gate)', () => {
  const ORIGIN = 'https://palaro.example';
  it.each<[string, LaunchTarget]>([
    ['/m/demo-game?game=FC-001', { kind: 'navigate', to: '/m/demo-game?game=FC-001', state: null }],
    ['https://games.example/play?t=1', { kind: 'assign', href: 'https://games.example/play?t=1' }],
    [
      '/m/frame?url=https%3A%2F%2Fgames.example%2Fplay',
      { kind: 'navigate', to: '/m/frame?url=https%3A%2F%2Fgames.example%2Fplay', state: { frameOrigin: 'https://games.example' } },
    ],
    ['/m/frame?url=javascript%3Aalert(1)', { kind: 'navigate', to: '/m/frame?url=javascript%3Aalert(1)', state: null }],
    ['javascript:window.__xss=1', { kind: 'refused' }],
    [' javascript:window.__xss=1', { kind: 'refused' }],
    ['data:text/html,<script>1</script>', { kind: 'refused' }],
    ['http://evil.example/', { kind: 'refused' }],
    ['//evil.example/', { kind: 'refused' }],
    ['/\\evil.example', { kind: 'refused' }],
  ])('%s', (url, expected) => {
    expect(launchTarget(url, ORIGIN)).toEqual(expected);
  });

  it.each<[unknown, string | null]>([
    [{ frameOrigin: 'https://games.example' }, 'https://games.example'],
    [{ frameOrigin: 'https://games.example/path' }, null],
    [{ frameOrigin: 'javascript:1' }, null],
    [{ frameOrigin: 42 }, null],
    ['https://games.example', null],
    [null, null],
  ])('router state %j → frame origin %s', (state, expected) => {
    expect(launchFrameOrigin(state)).toBe(expected);
  });
});

describe('lottery frame source (the launch answer, through the gate)', () => {
  const ORIGIN = 'https://palaro.example';
  it.each<[string, string | null]>([
    ['/m/demo-game?game=TCG-001&embed=1', '/m/demo-game?game=TCG-001&embed=1'],
    ['https://lotto.example/play', 'https://lotto.example/play'],
    ['javascript:alert(1)', null],
    ['http://lotto.example/', null],
    ['/\\evil.example', null],
  ])('%s → %s', (url, expected) => {
    expect(lotteryFrameSrc(url, ORIGIN)?.src ?? null).toBe(expected);
  });
});
