// @vitest-environment node
// The URL gate (src/config/url-gate.ts) as tables: what every sink may do with a URL from
// outside, decided against the page's origin; and the zod types the schemas use.
import * as z from 'zod/mini';
import {
  classifyUrl,
  httpsOrigin,
  httpsUrl,
  imageUrl,
  inAppPath,
  isAllowedImage,
  linkageTarget,
  linkUrl,
  resourceUrl,
  siteImage,
  type UrlVerdict,
} from '@/config/url-gate';

const ORIGIN = 'https://palaro.example';
const inApp = (path: string): UrlVerdict => ({ kind: 'inApp', path });
const external = (href: string): UrlVerdict => ({ kind: 'external', href });
const REFUSED: UrlVerdict = { kind: 'refused' };

describe('classifyUrl: decided by parsing against the page origin, never by prefix', () => {
  it.each<[string, unknown, UrlVerdict]>([
    // in-app paths
    ['an app path', '/m/home', inApp('/m/home')],
    ['an app path with query and hash', '/m/gameList?gameType=RNG&vassalage=FC#top', inApp('/m/gameList?gameType=RNG&vassalage=FC#top')],
    [
      'the frame with a foreign url (the frame gates its own url)',
      '/m/frame?url=https%3A%2F%2Fevil.example%2F',
      inApp('/m/frame?url=https%3A%2F%2Fevil.example%2F'),
    ],
    ['the frame with a raw url in the query', '/m/frame?url=https://evil.example/', inApp('/m/frame?url=https://evil.example/')],
    ['a same-origin absolute URL', 'https://palaro.example/m/help', inApp('/m/help')],
    ['dot segments that stay in the app', '/m/x/../home', inApp('/m/home')],
    ['an activity id', '/m/activity/a-12', inApp('/m/activity/a-12')],
    // external
    ['an https URL', 'https://games.example/play?id=1', external('https://games.example/play?id=1')],
    ['an upper-case https scheme', 'HTTPS://games.example/', external('https://games.example/')],
    ['an https URL with a port', 'https://games.example:8443/x', external('https://games.example:8443/x')],
    ['http on localhost', 'http://localhost:8787/api', external('http://localhost:8787/api')],
    ['http on 127.0.0.1', 'http://127.0.0.1:9000/', external('http://127.0.0.1:9000/')],
    ['http on a .localhost host', 'http://manila.localhost:4173/', external('http://manila.localhost:4173/')],
    [
      'https with an encoded return URL in the query',
      'https://games.example/l?back=https%3A%2F%2Fpalaro.example%2Fm%2Fhome',
      external('https://games.example/l?back=https%3A%2F%2Fpalaro.example%2Fm%2Fhome'),
    ],
    ['the attacker site over https (a link, not an in-app path)', 'https://evil.example', external('https://evil.example/')],
    // refused: other schemes and their disguises
    ['javascript:', 'javascript:window.__xss=1', REFUSED],
    ['javascript: after a space', ' javascript:window.__xss=1', REFUSED],
    ['mixed-case javascript:', 'JaVaScRiPt:alert(1)', REFUSED],
    ['javascript: split by a tab', 'java\tscript:alert(1)', REFUSED],
    ['javascript: split by a newline', 'java\nscript:alert(1)', REFUSED],
    ['javascript: after a NUL', '\u0000javascript:alert(1)', REFUSED],
    ['javascript: with an entity colon', 'javascript&colon;alert(1)', REFUSED],
    ['javascript: as entities', '&#106;avascript:alert(1)', REFUSED],
    ['javascript: percent-encoded', 'javascript%3Aalert(1)', REFUSED],
    ['javascript: after a zero-width space', '\u200bjavascript:alert(1)', REFUSED],
    ['data: HTML', 'data:text/html,<script>alert(1)</script>', REFUSED],
    ['data: HTML in base64', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', REFUSED],
    ['vbscript:', 'vbscript:msgbox(1)', REFUSED],
    ['blob:', 'blob:https://palaro.example/0b5e', REFUSED],
    ['file:', 'file:///etc/passwd', REFUSED],
    ['ftp:', 'ftp://files.example/a', REFUSED],
    ['https: without slashes', 'https:evil.example', REFUSED],
    // refused: other hosts in disguise
    ['plain http to another host', 'http://evil.example/', REFUSED],
    ['a protocol-relative URL', '//evil.example/', REFUSED],
    ['slash backslash', '/\\evil.example', REFUSED],
    ['two backslashes', '\\\\evil.example', REFUSED],
    ['backslash slash', '\\/evil.example', REFUSED],
    ['slash backslash inside an app path', '/m/\\evil.example', REFUSED],
    ['credentials that look like our host', 'https://palaro.example@evil.example/', REFUSED],
    ['https with credentials', 'https://user:pass@games.example/', REFUSED],
    ['a tab inside the slashes', '/\t/evil.example', REFUSED],
    // refused: encoded path tricks and paths outside the app
    ['encoded slashes', '/%2F%2Fevil', REFUSED],
    ['encoded slashes inside the app', '/m/%2F%2Fevil.example', REFUSED],
    ['an encoded backslash', '/%5Cevil.example', REFUSED],
    ['encoded dots climbing out of the app', '/m/%2e%2e/api/v1/x', REFUSED],
    ['a percent-encoded route name', '/m/fr%61me?url=https://evil.example/', REFUSED],
    ['an empty segment in the app', '/m//frame', REFUSED],
    ['dot segments that leave the app', '/m/../api/x', REFUSED],
    ['a same-origin path outside the app', '/api/v1/games/launch', REFUSED],
    ['the site root', '/', REFUSED],
    ['a relative path', 'm/home', REFUSED],
    ['a path padded with spaces', '  /m/home  ', REFUSED],
    ['an empty string', '', REFUSED],
    ['not a string', 42, REFUSED],
    ['null', null, REFUSED],
    ['a very long URL', `https://games.example/${'a'.repeat(5000)}`, REFUSED],
  ])('%s: %j', (_label, value, expected) => {
    expect(classifyUrl(value, ORIGIN)).toEqual(expected);
  });

  it('decides in-app by the page origin (a localhost test host)', () => {
    expect(classifyUrl('http://localhost:4173/m/home', 'http://localhost:4173')).toEqual(inApp('/m/home'));
    expect(classifyUrl('http://localhost:8787/m/home', 'http://localhost:4173')).toEqual(external('http://localhost:8787/m/home'));
  });

  it('refuses everything when the page origin itself is not a web origin', () => {
    expect(classifyUrl('/m/home', 'null')).toEqual(REFUSED);
  });
});

describe('linkageTarget: a banner linkage leads where its kind says', () => {
  it.each<[{ kind: string; target?: string }, UrlVerdict]>([
    [{ kind: 'internal', target: '/m/activity' }, inApp('/m/activity')],
    [{ kind: 'external', target: 'https://www.pagcor.ph' }, external('https://www.pagcor.ph/')],
    [{ kind: 'internal', target: 'https://evil.example/' }, REFUSED],
    [{ kind: 'external', target: '/m/home' }, REFUSED],
    [{ kind: 'external', target: 'javascript:alert(1)' }, REFUSED],
    [{ kind: 'none', target: '/m/home' }, REFUSED],
    [{ kind: 'internal' }, REFUSED],
  ])('%j', (linkage, expected) => {
    expect(linkageTarget(linkage, ORIGIN)).toEqual(expected);
  });
});

describe('isAllowedImage: this origin, raster data: images, or the merchant CDNs', () => {
  const CDNS = ['https://cdn.example', 'http://localhost:8787'];
  it.each<[string, boolean]>([
    ['/sim-assets/games/FC-001.svg', true],
    ['games/FC-001.png', true],
    ['https://palaro.example/brand/logo.svg', true],
    ['https://cdn.example/a.png', true],
    ['http://localhost:8787/sim-assets/a.svg', true],
    ['data:image/png;base64,iVBORw0KGgo=', true],
    ['data:image/webp;base64,UklGRg==', true],
    ['https://evil.example/pixel.gif', false],
    ['http://cdn.example/a.png', false],
    ['https://cdn.example.evil.example/a.png', false],
    ['//evil.example/a.png', false],
    ['/\\evil.example/a.png', false],
    ['data:image/svg+xml;base64,PHN2Zz4=', false],
    ['data:text/html,<script>1</script>', false],
    ['javascript:alert(1)', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isAllowedImage(value, ORIGIN, CDNS)).toBe(expected);
  });
});

describe('zod types (where values enter)', () => {
  const ok = (schema: z.ZodMiniType, value: unknown) => schema.safeParse(value).success;
  it.each<[string, z.ZodMiniType, unknown, boolean]>([
    ['httpsUrl', httpsUrl, 'https://wa.me/639000000000', true],
    ['httpsUrl', httpsUrl, 'http://localhost:8787/api', true],
    ['httpsUrl', httpsUrl, 'http://evil.example/', false],
    ['httpsUrl', httpsUrl, '/m/home', false],
    ['inAppPath', inAppPath, '/m/service', true],
    ['inAppPath', inAppPath, '/\\evil.example', false],
    ['inAppPath', inAppPath, 'https://palaro.example/m/home', false],
    ['linkUrl', linkUrl, '/m/service', true],
    ['linkUrl', linkUrl, 'https://t.me/palarodemo', true],
    ['linkUrl', linkUrl, 'javascript:alert(1)', false],
    ['linkUrl', linkUrl, '//evil.example', false],
    ['linkUrl', linkUrl, '/downloads/app.apk', false],
    ['resourceUrl', resourceUrl, '/downloads/palaro-demo.apk', true],
    ['resourceUrl', resourceUrl, '/api', true],
    ['resourceUrl', resourceUrl, 'https://api.example/api', true],
    ['resourceUrl', resourceUrl, '/%2F%2Fevil', false],
    ['resourceUrl', resourceUrl, 'data:text/html,x', false],
    ['httpsOrigin', httpsOrigin, 'https://cdn.example', true],
    ['httpsOrigin', httpsOrigin, 'http://localhost:8787', true],
    ['httpsOrigin', httpsOrigin, 'https://cdn.example/images', false],
    ['httpsOrigin', httpsOrigin, 'http://cdn.example', false],
    ['imageUrl', imageUrl, '/sim-assets/a.svg', true],
    ['imageUrl', imageUrl, 'data:image/jpeg;base64,/9j/4AAQ', true],
    ['imageUrl', imageUrl, 'data:image/svg+xml,<svg onload=alert(1)>', false],
    ['imageUrl', imageUrl, 'javascript:alert(1)', false],
    ['siteImage', siteImage, '/brand/palaro.svg', true],
    ['siteImage', siteImage, 'https://evil.example/logo.png', false],
  ])('%s accepts %j: %s', (_name, schema, value, expected) => {
    expect(ok(schema, value)).toBe(expected);
  });
});
