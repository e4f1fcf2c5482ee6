// @vitest-environment node
// URLs in a merchant file use the URL gate's types: a foreign or script URL fails validation
// naming its JSON path (what `npm run merchants:validate` prints), and the shipped files pass.
import fs from 'node:fs';
import { mergeConfig } from '@/config/merge';
import { validateMerchant } from '@/config/validate';

const defaults = JSON.parse(fs.readFileSync('merchants/_defaults.json', 'utf8')) as Record<string, unknown>;
const manila = JSON.parse(fs.readFileSync('merchants/manila.json', 'utf8')) as Record<string, unknown>;

const problemsOf = (patch: Record<string, unknown>) => {
  const result = validateMerchant(mergeConfig(manila, patch), defaults);
  return result.ok ? [] : result.problems;
};

describe('URLs in a merchant file', () => {
  it.each<[string, Record<string, unknown>, string]>([
    [
      'javascript: as a customer-service link',
      { customerService: [{ title: 'CS', url: 'javascript:alert(document.cookie)', type: 'CS' }] },
      'customerService[0].url',
    ],
    ['/\\host as a customer-service link', { customerService: [{ title: 'CS', url: '/\\evil.example', type: 'CS' }] }, 'customerService[0].url'],
    ['plain http as the messaging service', { messagingServiceUrl: 'http://evil.example/chat' }, 'messagingServiceUrl'],
    ['data: HTML as a download link', { downloadLinks: [{ resourceType: 'Android', url: 'data:text/html,<script>1</script>' }] }, 'downloadLinks[0].url'],
    ['//host as a download link', { downloadLinks: [{ resourceType: 'IOS', url: '//evil.example/app.ipa' }] }, 'downloadLinks[0].url'],
    ['a CDN with a path', { imageCdns: ['https://cdn.example/images'] }, 'imageCdns[0]'],
    ['a CDN over plain http', { imageCdns: ['http://cdn.example'] }, 'imageCdns[0]'],
    ['a frame origin that is javascript:', { frameOrigins: ['javascript:alert(1)'] }, 'frameOrigins[0]'],
    ['a frame origin over plain http', { frameOrigins: ['http://games.example'] }, 'frameOrigins[0]'],
    ['an API base over plain http', { api: { mode: 'live', baseUrl: 'http://api.example/api' } }, 'api.baseUrl'],
    ['a logo on another host', { theme: { logo: 'https://evil.example/logo.png' } }, 'theme.logo'],
    ['an SVG data: logo', { theme: { logo: 'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+' } }, 'theme.logo'],
  ])('refuses %s, naming %s', (_label, patch, path) => {
    const problems = problemsOf(patch);
    expect(
      problems.map((p) => p.path),
      JSON.stringify(problems),
    ).toContain(path);
  });

  it('names the help contact of responsible gaming with a script link', () => {
    const contact = { name: { EN: 'Help' }, url: 'vbscript:msgbox(1)' };
    const problems = problemsOf({ responsibleGaming: { helpContacts: [contact] } });
    expect(problems.map((p) => p.path)).toContain('responsibleGaming.helpContacts[0].url');
    expect(problems.find((p) => p.path === 'responsibleGaming.helpContacts[0].url')?.message).toContain('https');
  });

  it('accepts safe values: in-app and https links, site paths, https and localhost origins, raster data: logos', () => {
    expect(
      problemsOf({
        customerService: [
          { title: 'CS', url: '/m/service', type: 'CS' },
          { title: 'WhatsApp', url: 'https://wa.me/639000000000', type: 'whatsapp' },
        ],
        messagingServiceUrl: 'https://t.me/manila',
        downloadLinks: [{ resourceType: 'Android', url: '/downloads/manila.apk' }],
        imageCdns: ['https://cdn.example', 'http://localhost:8787'],
        frameOrigins: ['https://games.example', 'https://lotto.example:8443'],
        theme: { logo: 'data:image/png;base64,iVBORw0KGgo=' },
      }),
    ).toEqual([]);
  });

  it('frameOrigins is optional (files without it stay valid)', () => {
    expect(problemsOf({})).toEqual([]);
    expect('frameOrigins' in manila).toBe(false);
  });
});
