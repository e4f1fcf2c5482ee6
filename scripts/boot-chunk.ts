// The build's chunking (vite.config.ts, build.rolldownOptions.output.codeSplitting):
// - `boot`: everything the entry imports statically (src/main.tsx and what it needs before the
//   first render), instead of the entry plus a chunk for each module that a lazy screen happens to
//   share with it (22 of them). Those modules load on every visit anyway; as one file they are one
//   request, where a phone on a slow network pays a round trip for each.
// - one chunk per landing screen (home, the game list: the pages a visitor opens first) holding
//   what that screen imports statically beyond boot, instead of a dozen 1-2 KB chunks it shares with
//   other lazy screens. Over HTTP/1.1 a browser opens 6 connections to a host, so 12 small files
//   cost three round trips in a row before the screen can draw; one file costs one. What two landing
//   screens share goes into boot (a few KB), so that neither loads the other's chunk; so does what a
//   landing screen shares with the demo platform (the game calls' definitions, the game filter: 2 KB
//   in a demo build), which otherwise loaded the game list's chunk and styles (12 KB) on the demo's
//   home, beside the simulator, before its first answer.
//   Measured with npm run bench:lighthouse (median of 3), against one chunk per shared module:
//   manila /m/home LCP 3.2 → 3.0 s simulated, 5.6 → 4.4 s DevTools-applied; /m/gameList 2.8 → 2.7 s
//   simulated, 7.0 → 5.2 s DevTools-applied.
// - the demo platform (the simulator the demo merchant runs in the page) as one chunk, and what it
//   shares with the app's screens (the platform calls' definitions) as a second, instead of about
//   100 chunks of 1-2 KB that a phone fetched six at a time before the demo's first answer. A live
//   build has no demo platform, and a live merchant in a demo build loads none of it.
// - the demo platform's back handlers (src/platform-sim/back-handlers.ts: what no first page calls),
//   which it loads on demand, as one chunk after it, and what they share with the screens as another.
// (Grouping everything the lazy screens share into one chunk was tried: fewer requests, but 23 KB
// more until home is idle.)
import type { Rolldown } from 'vite';

type ChunkingContext = Rolldown.ChunkingContext;

/** The modules `entry` imports statically, directly or not (itself included). */
function staticClosure(entry: string, ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) if (!seen.has(next)) queue.push(next);
  }
  return seen;
}

/**
 * The `codeSplitting` groups above (one per chunk, highest priority first): `boot` for
 * the app whose entry module is `entry`, one per landing screen (chunk name → the screen's module),
 * and one per part that loads whole when it loads (`parts`, in the order they load: the demo
 * platform, then its back handlers), holding what it imports that boot, the landing screens and the
 * parts before it do not.
 */
export function bootChunks(entry: string, landing: Record<string, string>, parts: Record<string, string> = {}) {
  // The chunk each module goes to, worked out once per build (the context is the build's).
  const plans = new WeakMap<ChunkingContext, Map<string, string>>();
  const plan = (ctx: ChunkingContext): Map<string, string> => {
    let chunkOf = plans.get(ctx);
    if (chunkOf) return chunkOf;
    chunkOf = new Map();
    for (const id of staticClosure(entry, ctx)) chunkOf.set(id, 'boot');
    const partClosures = Object.entries(parts).map(([name, part]) => [name, staticClosure(part, ctx)] as const);
    const seenIn = new Map<string, string[]>();
    for (const [name, screen] of Object.entries(landing)) {
      for (const id of staticClosure(screen, ctx)) if (!chunkOf.has(id)) seenIn.set(id, [...(seenIn.get(id) ?? []), name]);
    }
    // Shared by two landing screens, or by one and a part: in boot, so that neither loads the
    // other's chunk (the demo platform would otherwise load the game list's on home).
    const inPart = (id: string) => partClosures.some(([, closure]) => closure.has(id));
    for (const [id, names] of seenIn) chunkOf.set(id, names.length > 1 || inPart(id) ? 'boot' : (names[0] ?? 'boot'));
    partClosures.forEach(([name, closure], k) => {
      // A part loads only after the parts before it (the demo platform's back handlers after the
      // simulator), so it may take what it needs from their chunks.
      const loadsWith = (id: string) => partClosures.slice(k).some(([, c]) => c.has(id));
      for (const id of closure) {
        if (chunkOf.has(id)) continue;
        // What the app's own chunks import too (the platform calls' definitions) goes in a chunk of
        // its own: a screen must not pull in the part to get it.
        const importers = ctx.getModuleInfo(id)?.importers ?? [];
        chunkOf.set(id, importers.every(loadsWith) ? name : `${name}-shared`);
      }
    });
    plans.set(ctx, chunkOf);
    return chunkOf;
  };
  // One group per chunk, in this order (a group takes what it captures imports too, unless an
  // earlier group has it): boot, the landing screens, then each part's shared chunk before the part.
  const names = ['boot', ...Object.keys(landing), ...Object.keys(parts).flatMap((name) => [`${name}-shared`, name])];
  return names.map((chunk, i) => ({
    name: (id: string, ctx: ChunkingContext): string | null => (plan(ctx).get(id) === chunk ? chunk : null),
    priority: names.length - i,
  }));
}
