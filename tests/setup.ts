import '@testing-library/jest-dom/vitest';

// jsdom has no scrolling: the app's scroll restoration (src/app/scroll-restoration.ts) and the
// screens that go to the top call window.scrollTo, which jsdom reports as not implemented.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

// jsdom loads no image, so home's first banner never says it has loaded: the parts below the fold
// would wait out their limit (src/features/home/hero.ts) in every screen test of home. Its own
// test (tests/home/hero.test.tsx) takes a fresh copy of the module, which waits.
if (typeof window !== 'undefined') {
  const { heroDone } = await import('@/features/home/hero');
  heroDone();
}
