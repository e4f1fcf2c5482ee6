import '@testing-library/jest-dom/vitest';

// jsdom has no scrolling: the app's scroll restoration (src/app/scroll-restoration.ts) and the
// screens that go to the top call window.scrollTo, which jsdom reports as not implemented.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
