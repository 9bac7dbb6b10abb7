/** What ordering needs of a module definition. */
export interface NeedingModule {
  readonly name: string;
  readonly needs: readonly string[];
}

/**
 * The modules in an order where each comes after every module it needs; otherwise in the order
 * given. Throws on a need no module meets and on modules that need each other.
 */
export function orderByNeeds<M extends NeedingModule>(modules: readonly M[]): M[] {
  const byName = new Map<string, M>();
  for (const module of modules) {
    if (byName.has(module.name)) throw new Error(`module ${module.name} is listed twice`);
    byName.set(module.name, module);
  }
  const ordered: M[] = [];
  const done = new Set<string>();
  const visit = (module: M, path: readonly string[]): void => {
    if (done.has(module.name)) return;
    if (path.includes(module.name)) throw new Error(`modules need each other: ${[...path.slice(path.indexOf(module.name)), module.name].join(' → ')}`);
    for (const need of module.needs) {
      const needed = byName.get(need);
      if (!needed) throw new Error(`module ${module.name} needs ${need}, which is not in the list of modules`);
      visit(needed, [...path, module.name]);
    }
    done.add(module.name);
    ordered.push(module);
  };
  for (const module of modules) visit(module, []);
  return ordered;
}
