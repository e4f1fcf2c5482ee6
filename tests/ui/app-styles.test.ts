// @vitest-environment jsdom
// The app's stylesheets on a first load: a build names them as marked preloads (not render-
// blocking); the boot applies each once and waits for it, and a failed one never stops the boot.
import { afterEach, describe, expect, it } from 'vitest';
import { APP_STYLE_ATTRIBUTE, applyAppStyles } from '@/ui/app-styles';

function preload(href: string, marked = true): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'style');
  link.crossOrigin = '';
  link.href = href;
  if (marked) link.setAttribute(APP_STYLE_ATTRIBUTE, '');
  document.head.append(link);
  return link;
}

const sheets = () => Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'));

afterEach(() => {
  document.head.innerHTML = '';
});

describe('applyAppStyles', () => {
  it('applies each marked preload as a stylesheet in the same mode, right after it, and waits for it to load', async () => {
    const a = preload('/assets/shell-a.css');
    preload('/assets/other.css', false);
    let done = false;
    const applied = applyAppStyles().then(() => {
      done = true;
    });
    const [sheet, ...more] = sheets();
    expect(more).toEqual([]);
    expect(sheet?.getAttribute('href')).toBe('/assets/shell-a.css');
    expect(sheet?.hasAttribute('crossorigin')).toBe(true);
    expect(a.nextElementSibling).toBe(sheet);
    await Promise.resolve();
    expect(done).toBe(false);
    sheet?.dispatchEvent(new Event('load'));
    await applied;
    expect(done).toBe(true);
  });

  it('resolves when a stylesheet fails (the app renders rather than never)', async () => {
    preload('/assets/shell-a.css');
    const applied = applyAppStyles();
    sheets()[0]?.dispatchEvent(new Event('error'));
    await expect(applied).resolves.toBeUndefined();
  });

  it('adds nothing for a stylesheet already applied, and nothing without marked preloads (development)', async () => {
    preload('/assets/shell-a.css');
    const existing = document.createElement('link');
    existing.rel = 'stylesheet';
    existing.href = '/assets/shell-a.css';
    document.head.append(existing);
    await applyAppStyles();
    expect(sheets()).toEqual([existing]);
    document.head.innerHTML = '';
    await applyAppStyles();
    expect(sheets()).toEqual([]);
  });
});
