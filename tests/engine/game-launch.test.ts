// @vitest-environment node
import { frameLength, frameSpec, launchPlan, lotteryFrame, lotteryLaunchPath, prizeModeFor, safeFrameUrl, type LaunchableGame, type LaunchContext, type LaunchPlan } from '@/engine/game-launch';

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

describe('launchPlan (the spec\'s rules, in order)', () => {
  it.each<[string, Partial<LaunchableGame>, LaunchContext, LaunchPlan]>([
    ['no session → login, before anything else', { gameType: 'LOTT', vassalage: 'TCG' }, { loggedIn: false }, { kind: 'login' }],
    ['a slot launches directly for real', {}, member, { kind: 'launch', freePlay: false }],
    ['a free-play slot for a real account is still real play', { supportPlay: 0 }, member, { kind: 'launch', freePlay: false }],
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
    ['a VASSALAGE vendor game opens that vendor\'s list', { gameClassify: 'VASSALAGE', vassalage: 'PG', gameType: 'RNG' }, member, { kind: 'vendorList', to: '/m/gameList?gameType=RNG&vassalage=PG' }],
    ['…also from gameClassifyNew', { gameClassify: '', gameClassifyNew: 'VASSALAGE', vassalage: 'EVO', gameType: 'LIVE' }, member, { kind: 'vendorList', to: '/m/gameList?gameType=LIVE&vassalage=EVO' }],
    ['lottery wins over VASSALAGE', { gameType: 'LOTT', vassalage: 'TCG', gameClassify: 'VASSALAGE', gameId: 'T' }, member, { kind: 'lottery', to: '/m/startLottery?mui=TCG&playType=Tradition&gameId=T&prize_mode=Lott&pageBack=1' }],
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
    ['pageBack set → close goes home', 'mui=TCG&playType=Entertainment&gameId=TCG-001&prize_mode=Lott&pageBack=1', { mui: 'TCG', gameId: 'TCG-001', playType: 'Entertainment', prizeMode: 'Lott', pageBack: true, closeTo: '/m/home' }],
    ['no pageBack → close goes to the game center', 'mui=SEALOTT&gameId=S-1&prize_mode=Elott', { mui: 'SEALOTT', gameId: 'S-1', playType: 'Tradition', prizeMode: 'Elott', pageBack: false, closeTo: '/m/game' }],
    ['pageBack=0 counts as not set; defaults for game and play type', 'mui=TCG&pageBack=0', { mui: 'TCG', gameId: 'lobby', playType: 'Tradition', prizeMode: 'Lott', pageBack: false, closeTo: '/m/game' }],
    ['pageBack=true', 'mui=TCG&pageBack=true&prize_mode=elott', { mui: 'TCG', gameId: 'lobby', playType: 'Tradition', prizeMode: 'Elott', pageBack: true, closeTo: '/m/home' }],
    ['no vendor → null', 'gameId=1', null],
    ['a vendor code with other characters → null', 'mui=%3Cscript%3E', null],
  ])('%s', (_, q, expected) => {
    expect(lotteryFrame(new URLSearchParams(q))).toEqual(expected);
  });
});

describe('embedded frame', () => {
  const ORIGIN = 'https://palaro.example';
  it.each<[string, string | null]>([
    ['https://games.example/play?id=1', 'https://games.example/play?id=1'],
    ['http://games.example/', 'http://games.example/'],
    ['/m/demo-game?game=FC-001', '/m/demo-game?game=FC-001'],
    ['https://palaro.example/m/help#x', '/m/help#x'],
    ['  /m/home  ', '/m/home'],
    ['javascript:alert(1)', null],
    ['JAVASCRIPT:alert(1)', null],
    ['data:text/html,<p>x</p>', null],
    ['blob:https://palaro.example/1', null],
    ['ftp://files.example/a', null],
    ['', null],
  ])('%s → %s', (raw, expected) => {
    expect(safeFrameUrl(raw, ORIGIN)).toBe(expected);
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

  it('reads url, size, position and title', () => {
    expect(frameSpec(new URLSearchParams('url=/m/demo-game%3Fgame%3DFC-001&width=300&height=50%25&top=10&left=20&title=Game'), ORIGIN)).toEqual({
      src: '/m/demo-game?game=FC-001',
      width: '300px',
      height: '50%',
      top: '10px',
      left: '20px',
      title: 'Game',
    });
    expect(frameSpec(new URLSearchParams('url=javascript:alert(1)'), ORIGIN)).toBeNull();
  });
});
