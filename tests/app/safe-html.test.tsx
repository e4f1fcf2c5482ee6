import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { classifyUrl, isAllowedImage } from '@/config/url-gate';
import { inertHandlers, sanitizeHtml, SafeHtml } from '@/ui/safe-html';
import { htmlVectors } from '../e2e/fixtures/xss-corpus';

const ORIGIN = 'https://palaro.example';
const CDNS = ['https://img.cdn.example', 'http://localhost:8787'];
const clean = (html: string) => sanitizeHtml(html, { origin: ORIGIN, imageCdns: CDNS });

/** Parses sanitised output the way the page will (a div's innerHTML). */
function parsed(html: string): HTMLDivElement {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box;
}

const ALLOWED_TAGS = new Set(
  'a abbr b bdi bdo blockquote br caption cite code col colgroup dd del details dfn div dl dt em figcaption figure h1 h2 h3 h4 h5 h6 hr i img ins kbd li mark ol p pre q s samp small span strong sub summary sup table tbody td tfoot th thead time tr u ul wbr'.split(
    ' ',
  ),
);
const ALLOWED_ATTRS = new Set('href src alt title width height colspan rowspan scope dir lang datetime start reversed target rel'.split(' '));

/** Everything that must hold for any sanitised output, whatever went in. */
function checkInvariants(out: string): string[] {
  const problems: string[] = [];
  for (const el of Array.from(parsed(out).querySelectorAll('*'))) {
    const tag = el.localName;
    if (!ALLOWED_TAGS.has(tag) || el.namespaceURI !== 'http://www.w3.org/1999/xhtml') problems.push(`tag ${tag}`);
    for (const attr of Array.from(el.attributes)) {
      if (!ALLOWED_ATTRS.has(attr.name)) problems.push(`${tag}[${attr.name}]`);
    }
    if (tag === 'a' && el.hasAttribute('href')) {
      const href = el.getAttribute('href') ?? '';
      const target = classifyUrl(href, ORIGIN);
      if (target.kind === 'refused') problems.push(`a[href=${href}]`);
      if (target.kind === 'external' && (el.getAttribute('target') !== '_blank' || el.getAttribute('rel') !== 'noopener noreferrer'))
        problems.push(`a[href=${href}] without target/rel`);
      if (target.kind === 'inApp' && el.hasAttribute('target')) problems.push(`in-app a[href=${href}] with a target`);
    }
    if (tag === 'img' && !isAllowedImage(el.getAttribute('src') ?? '', ORIGIN, CDNS)) problems.push(`img[src=${el.getAttribute('src') ?? ''}]`);
    if (tag !== 'a' && (el.hasAttribute('target') || el.hasAttribute('rel'))) problems.push(`${tag}[target|rel]`);
  }
  return problems;
}

describe('sanitizeHtml', () => {
  it.each([
    ['<img src=x onerror="window.__xss=1">', /onerror/],
    ['<a href="javascript:window.__xss=2">click</a>', /javascript:/],
    ['<script>window.__xss=3</script><p>hi</p>', /<script/],
    ['<a href="data:text/html,<script>1</script>">x</a>', /data:/],
    ['<svg><g onload="alert(1)"></g></svg>', /onload|<svg/],
  ])('removes what could run: %s', (html, forbidden) => {
    const out = sanitizeHtml(html);
    expect(out).not.toMatch(forbidden);
  });

  it('keeps the text of a dropped link', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">click me</a>')).toBe('<a>click me</a>');
  });

  it('keeps in-app links as paths and opens other https links in a new tab safely', () => {
    const out = clean(
      '<a href="/m/rewardCenter">reward</a> <a href="https://www.pagcor.ph">pagcor</a> <a href="https://palaro.example/m/activity?x=1#y">absolute</a>',
    );
    expect(out).toContain('<a href="/m/rewardCenter">reward</a>');
    expect(out).toContain('<a href="https://www.pagcor.ph/" target="_blank" rel="noopener noreferrer">pagcor</a>');
    expect(out).toContain('<a href="/m/activity?x=1#y">absolute</a>');
  });

  it('never keeps style, class, id or the style element (a fake "session expired" box stays plain text)', () => {
    const out = clean(
      '<style>.x{position:fixed}</style><div style="position:fixed;inset:0;z-index:9999" class="popup-backdrop" id="root"><p class="popup">Session expired</p></div>',
    );
    expect(out).toBe('<div><p>Session expired</p></div>');
  });

  it('drops data-, aria-, role, name, target and ping from the platform', () => {
    const out = clean('<a href="https://x.example/" target="_self" ping="https://t.example" data-internal="true" role="button" aria-label="x" name="n">x</a>');
    expect(out).toBe('<a href="https://x.example/" target="_blank" rel="noopener noreferrer">x</a>');
  });

  it('removes forms, inputs, buttons, frames, objects, embeds, media, svg and math (keeping their text)', () => {
    const out = clean(
      '<form action="/m/x"><input value="a"><button>Send</button><select><option>o</option></select><textarea>t</textarea></form><iframe src="https://x.example"></iframe><object data="/x"></object><embed src="/x"><video src="/v.mp4"></video><audio src="/a.mp3"></audio><svg><text>svg text</text></svg><math><mi>m</mi></math>',
    );
    expect(out).not.toMatch(/<(form|input|button|select|option|textarea|iframe|object|embed|video|audio|svg|math)\b/);
    expect(out).toContain('Send');
  });

  it('keeps images from this origin, the merchant CDNs and inline raster data only, without srcset', () => {
    const out = clean(
      [
        '<img src="/brand/logo.svg" alt="own">',
        '<img src="https://img.cdn.example/a/b.png" alt="cdn" srcset="https://evil.example/x.png 2x" sizes="100vw">',
        '<img src="http://localhost:8787/media/c.png" alt="local cdn">',
        '<img src="http://localhost:8788/media/d.png" alt="another port">',
        '<img src="https://evil.example/x.png" alt="foreign">',
        '<img src="//evil.example/x.png" alt="protocol-relative">',
        '<img src="/\\evil.example/x.png" alt="backslash">',
        '<img src="data:image/png;base64,iVBORw0KGgo=" alt="raster data">',
        '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="svg data">',
        '<img src="http://img.cdn.example/a.png" alt="cdn over http">',
        '<img src="https://u:p@img.cdn.example/a.png" alt="credentials">',
      ].join(''),
    );
    const alts = Array.from(parsed(out).querySelectorAll('img')).map((i) => i.alt);
    expect(alts).toEqual(['own', 'cdn', 'local cdn', 'raster data']);
    expect(out).not.toMatch(/srcset|sizes|evil/);
    expect(out).toContain('src="https://palaro.example/brand/logo.svg"');
  });

  it('decides links by parsing against the origin, not by prefix', () => {
    const links = [
      '/\\evil.example',
      '\\/evil.example',
      '//evil.example',
      'http://evil.example',
      'https://www.pagcor.ph@evil.example/',
      '/m/../../mockServiceWorker.js',
      '/api/v1/x',
      'jav&#x09;ascript:alert(1)',
      'javascript&colon;alert(1)',
      'vbscript:msgbox(1)',
      ' javascript:alert(1)',
    ];
    const out = clean(links.map((h, i) => `<a href="${h}">l${String(i)}</a>`).join(''));
    expect(out).toBe(links.map((_, i) => `<a>l${String(i)}</a>`).join(''));
  });

  it.each([
    ['/m/home', { kind: 'inApp', path: '/m/home' }],
    ['/m/activity?id=1#top', { kind: 'inApp', path: '/m/activity?id=1#top' }],
    ['https://palaro.example/m/help', { kind: 'inApp', path: '/m/help' }],
    ['/m/./x/../home', { kind: 'inApp', path: '/m/home' }],
    ['https://www.pagcor.ph/a', { kind: 'external', href: 'https://www.pagcor.ph/a' }],
    ['http://localhost:8787/x', { kind: 'external', href: 'http://localhost:8787/x' }],
    ['/\\evil.example', { kind: 'refused' }],
    ['//evil.example', { kind: 'refused' }],
    ['http://evil.example', { kind: 'refused' }],
    ['https://palaro.example/api/x', { kind: 'refused' }],
    ['/home', { kind: 'refused' }],
    ['java\tscript:alert(1)', { kind: 'refused' }],
    ['\u0001javascript:alert(1)', { kind: 'refused' }],
    ['data:text/html,x', { kind: 'refused' }],
    ['https://a@b.example', { kind: 'refused' }],
    ['', { kind: 'refused' }],
  ])('links are decided by the gate: classifyUrl(%j)', (href, expected) => {
    expect(classifyUrl(href, ORIGIN)).toEqual(expected);
  });

  it(`leaves nothing that could run from any of the ${String(htmlVectors.length)} vectors of the XSS corpus`, () => {
    const found: string[] = [];
    for (const v of htmlVectors) {
      const out = clean(v.html);
      for (const p of checkInvariants(out)) found.push(`#${String(v.id)} ${v.cls}: ${p}`);
      // Sanitising the output again changes nothing (no mutation left for a later parse).
      if (clean(out) !== out) found.push(`#${String(v.id)} ${v.cls}: not stable under a second pass`);
    }
    expect(found).toEqual([]);
  });

  it('leaves nothing that executes when the result is put in the page', () => {
    const w = window as unknown as { __xss?: unknown };
    delete w.__xss;
    const host = document.createElement('div');
    host.innerHTML = htmlVectors.map((v) => clean(v.html)).join('');
    document.body.appendChild(host);
    for (const a of Array.from(host.querySelectorAll('a'))) a.addEventListener('click', (e) => e.preventDefault());
    for (const a of Array.from(host.querySelectorAll('a'))) a.click();
    expect(w.__xss).toBeUndefined();
    host.remove();
  });
});

describe('inertHandlers (so the inert parse files no CSP report)', () => {
  it.each([
    ['<img src=x onerror="window.__xss=1">', '<img src=x data-inert-onerror="window.__xss=1">'],
    ['<IMG SRC=x OnError=alert(1)>', '<IMG SRC=x data-inert-OnError=alert(1)>'],
    ['<img/onerror=alert(1) src=x>', '<img/data-inert-onerror=alert(1) src=x>'],
    ['<img src="x"onerror=alert(1)>', '<img src="x"data-inert-onerror=alert(1)>'],
    ['<svg><animate onbegin = alert(1)>', '<svg><animate data-inert-onbegin = alert(1)>'],
    ['<p>\n  onclick=x in text stays text</p>', '<p>\n  onclick=x in text stays text</p>'],
    ['<p>Hold on, onward= and one=1</p>', '<p>Hold on, onward= and one=1</p>'],
    ['<a href="/m/home" title="go on">home</a>', '<a href="/m/home" title="go on">home</a>'],
  ])('%j → %j', (input, expected) => {
    expect(inertHandlers(input)).toBe(expected);
  });

  it('only ever adds the data-inert- prefix (it cannot make a handler), once, over the XSS corpus', () => {
    for (const v of htmlVectors) {
      const out = inertHandlers(v.html);
      expect(out.replaceAll('data-inert-', '')).toBe(v.html);
      expect(inertHandlers(out)).toBe(out);
    }
  });
});

describe('SafeHtml', () => {
  function renderAt(html: string) {
    const router = createMemoryRouter(
      [
        { path: '/m/home', element: <SafeHtml html={html} imageCdns={['https://img.cdn.example']} /> },
        { path: '/m/rewardCenter', element: <p>Reward center page</p> },
      ],
      { initialEntries: ['/m/home'] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  it('navigates inside the app for an in-app link', async () => {
    const router = renderAt('<p><a href="/m/rewardCenter">reward</a></p>');
    await userEvent.click(screen.getByText('reward'));
    expect(await screen.findByText('Reward center page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/m/rewardCenter');
  });

  it('does nothing for a refused link and drops a foreign image', async () => {
    const router = renderAt(
      '<a href="/\\evil.example">evil</a><img src="https://evil.example/x.png" alt="foreign"><img src="https://img.cdn.example/ok.png" alt="cdn">',
    );
    await userEvent.click(screen.getByText('evil'));
    expect(router.state.location.pathname).toBe('/m/home');
    expect(screen.getByText('evil')).not.toHaveAttribute('href');
    expect(screen.queryByAltText('foreign')).toBeNull();
    expect(screen.getByAltText('cdn')).toHaveAttribute('src', 'https://img.cdn.example/ok.png');
  });
});
