import { sanitizeHtml } from '@/ui/safe-html';

describe('sanitizeHtml', () => {
  it.each([
    ['<img src=x onerror="window.__xss=1">', /onerror/],
    ['<a href="javascript:window.__xss=2">click</a>', /javascript:/],
    ['<script>window.__xss=3</script><p>hi</p>', /<script/],
    ['<a href="data:text/html,<script>1</script>">x</a>', /data:/],
    ['<svg><g onload="alert(1)"></g></svg>', /onload/],
  ])('removes what could run: %s', (html, forbidden) => {
    const out = sanitizeHtml(html);
    expect(out).not.toMatch(forbidden);
  });

  it('keeps the text of a dropped link', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">click me</a>')).toBe('<a>click me</a>');
  });

  it('marks in-app links and opens other http(s) links in a new tab safely', () => {
    const out = sanitizeHtml('<a href="/m/rewardCenter">reward</a> <a href="https://www.pagcor.ph">pagcor</a>');
    expect(out).toContain('<a href="/m/rewardCenter" data-internal="true">reward</a>');
    expect(out).toContain('<a href="https://www.pagcor.ph" target="_blank" rel="noopener noreferrer">pagcor</a>');
  });

  it('leaves nothing that executes when the result is put in the page', () => {
    const w = window as unknown as { __xss?: number };
    delete w.__xss;
    const host = document.createElement('div');
    host.innerHTML = sanitizeHtml('<img src=x onerror="window.__xss=1"><a href="javascript:window.__xss=2">x</a>');
    document.body.appendChild(host);
    host.querySelector('a')?.click();
    expect(w.__xss).toBeUndefined();
    host.remove();
  });
});
