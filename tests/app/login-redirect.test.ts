// @vitest-environment jsdom
// The way back after a login, both ends: loginHref (what a tap or a guard puts in ?redirect=)
// and safeRedirect (what the login screen follows). Both go through the URL gate: an in-app
// path only, decided against the page's origin, never into login itself or the embedded frame.
import { loginHref } from '@/shell/tap-target';
import { safeRedirect } from '@/features/account/login-screen';

const ORIGIN = 'https://palaro.example';

describe('safeRedirect', () => {
  it.each<[string | null, string]>([
    ['/m/member/home', '/m/member/home'],
    ['/m/gameList?gameType=RNG&vassalage=FC', '/m/gameList?gameType=RNG&vassalage=FC'],
    ['/m/startLottery?mui=TCG&pageBack=1', '/m/startLottery?mui=TCG&pageBack=1'],
    ['https://palaro.example/m/setting', '/m/setting'],
    ['/m/frame?url=https://evil.example/', '/m/home'],
    ['/m/frame?url=%2Fm%2Fhelp', '/m/home'],
    ['/m/FRAME?url=https://evil.example/', '/m/home'],
    ['/m/frame/?url=https://evil.example/', '/m/home'],
    ['/m/./frame?url=https://evil.example/', '/m/home'],
    ['/m/fr%61me?url=https://evil.example/', '/m/home'],
    ['/m/login', '/m/home'],
    ['/m/login?redirect=%2Fm%2Fframe', '/m/home'],
    ['/\\evil.example', '/m/home'],
    ['\\\\evil.example', '/m/home'],
    ['//evil.example', '/m/home'],
    ['/%2F%2Fevil.example', '/m/home'],
    ['https://evil.example/m/home', '/m/home'],
    ['javascript:alert(1)', '/m/home'],
    [' /m/member/home', '/m/home'],
    ['', '/m/home'],
    [null, '/m/home'],
  ])('%j → %s', (target, expected) => {
    expect(safeRedirect(target, ORIGIN)).toBe(expected);
  });
});

describe('loginHref', () => {
  it.each<[string | null, string]>([
    ['/m/member/home', `/m/login?redirect=${encodeURIComponent('/m/member/home')}`],
    ['/m/gameList?gameType=RNG', `/m/login?redirect=${encodeURIComponent('/m/gameList?gameType=RNG')}`],
    ['/\\evil.example', '/m/login'],
    ['//evil.example', '/m/login'],
    ['https://evil.example/', '/m/login'],
    ['javascript:alert(1)', '/m/login'],
    ['/m/login', '/m/login'],
    ['/m/login?redirect=%2Fm%2Fhome', '/m/login'],
    [null, '/m/login'],
  ])('%j → %s', (target, expected) => {
    expect(loginHref(target)).toBe(expected);
  });
});
