// The build's chunking (vite.config.ts, build.rolldownOptions.output.codeSplitting): everything
// the entry imports statically (src/main.tsx and what it needs before the first render) goes into
// one chunk, `boot`, instead of the entry plus a chunk for each module that a lazy screen happens
// to share with it (22 of them). Those modules load on every visit anyway; as one file they are one
// request, where a phone on a slow network pays a round trip for each. (Grouping the lazy screens'
// shared modules too was tried: fewer requests, but 23 KB more until home is idle.)
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

/** The `codeSplitting` group above, for the app whose entry module is `entry`. */
export function bootChunk(entry: string) {
  const closures = new WeakMap<ChunkingContext, Set<string>>();
  return {
    name: (id: string, ctx: ChunkingContext): string | null => {
      let closure = closures.get(ctx);
      if (!closure) {
        closure = staticClosure(entry, ctx);
        closures.set(ctx, closure);
      }
      return closure.has(id) ? 'boot' : null;
    },
  };
}
