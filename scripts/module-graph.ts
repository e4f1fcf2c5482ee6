// The module graph as a build plugin sees it at the end of the build (this.getModuleInfo): the
// modules a set of modules reaches, for the chunking in vite.config.ts and scripts/vite-demo-platform.ts.

interface ModuleInfoLike {
  readonly importedIds: readonly string[];
  readonly dynamicallyImportedIds: readonly string[];
}

export interface ReachOptions {
  /** Whether to enter a module (and what it imports); default: every module. */
  follow?: (id: string) => boolean;
  /** Follow dynamic imports too; default: static imports only. */
  dynamic?: boolean;
}

/** Every module `from` reaches by its imports, through and through (`from` included), as far as `follow` lets it. */
export function reachModules(
  info: (id: string) => ModuleInfoLike | null,
  from: Iterable<string>,
  { follow = () => true, dynamic = false }: ReachOptions = {},
): Set<string> {
  const reached = new Set<string>();
  const stack = [...from];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (reached.has(id) || !follow(id)) continue;
    const module = info(id);
    if (!module) continue;
    reached.add(id);
    stack.push(...module.importedIds, ...(dynamic ? module.dynamicallyImportedIds : []));
  }
  return reached;
}
