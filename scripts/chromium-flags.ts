// The flags every headless Chromium of the project starts with (browser tests, visual QA,
// Lighthouse): the brief's quiet, sandbox-free headless browser, without QUIC.
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
