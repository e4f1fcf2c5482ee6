// The build's chunking (vite.config.ts, build.rolldownOptions.output.codeSplitting):
// - `boot`: everything the entry imports statically (src/main.tsx and what it needs before the
//   first render), instead of the entry plus a chunk for each module that a lazy screen happens to
//   share with it (22 of them). Those modules load on every visit anyway; as one file they are one
//   request, where a phone on a slow network pays a round trip for each.
// - one chunk per landing screen (home, the game list: the pages a visitor opens first) holding
//   what that screen imports statically beyond boot, instead of a dozen 1-2 KB chunks it shares with
//   other lazy screens. Over HTTP/1.1 a browser opens 6 connections to a host, so 12 small files
//   cost three round trips in a row before the screen can draw; one file costs one. What two landing
//   screens share goes into boot (a few KB), so that neither loads the other's chunk.
//   Measured with npm run bench:lighthouse (median of 3), against one chunk per shared module:
//   manila /m/home LCP 3.2 → 3.0 s simulated, 5.6 → 4.4 s DevTools-applied; /m/gameList 2.8 → 2.7 s
//   simulated, 7.0 → 5.2 s DevTools-applied.
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
 * The `codeSplitting` group above (its name function names the chunk of each module): `boot` for
 * the app whose entry module is `entry`, and one per landing screen (chunk name → the screen's module).
 */
export function bootChunks(entry: string, landing: Record<string, string>) {
  // The chunk each module goes to, worked out once per build (the context is the build's).
  const plans = new WeakMap<ChunkingContext, Map<string, string>>();
  const plan = (ctx: ChunkingContext): Map<string, string> => {
    let chunkOf = plans.get(ctx);
    if (chunkOf) return chunkOf;
    chunkOf = new Map();
    for (const id of staticClosure(entry, ctx)) chunkOf.set(id, 'boot');
    const seenIn = new Map<string, string[]>();
    for (const [name, screen] of Object.entries(landing)) {
      for (const id of staticClosure(screen, ctx)) if (!chunkOf.has(id)) seenIn.set(id, [...(seenIn.get(id) ?? []), name]);
    }
    for (const [id, names] of seenIn) chunkOf.set(id, names.length > 1 ? 'boot' : (names[0] ?? 'boot'));
    plans.set(ctx, chunkOf);
    return chunkOf;
  };
  return { name: (id: string, ctx: ChunkingContext): string | null => plan(ctx).get(id) ?? null };
}
