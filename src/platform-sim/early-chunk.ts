// Where a demo build names the demo platform's chunk for the early start
// (src/platform-sim/early-start.ts): an attribute of the early start's own script tag, written by
// scripts/vite-demo-platform.ts. No imports: the build's config reads it too.

/** The attribute of the early start's script tag that holds the demo platform's chunk URL. */
export const PLATFORM_CHUNK_ATTRIBUTE = 'data-demo-platform';
