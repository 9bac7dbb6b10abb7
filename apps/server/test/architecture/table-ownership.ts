import fs from 'node:fs';
import path from 'node:path';

/** A module's name and its source files (tests excluded), as text. */
export interface ModuleSource {
  readonly name: string;
  readonly files: readonly { readonly path: string; readonly text: string }[];
}

/** A module that names a table it does not own. */
export interface ForeignTableUse {
  readonly module: string;
  readonly table: string;
  readonly owner: string;
  readonly file: string;
}

/** The tables a module's table file declares: the keys of its `export interface <Name>Tables { … }`. */
export function declaredTables(tableFileText: string): string[] {
  const tables: string[] = [];
  for (const block of tableFileText.matchAll(/export interface \w+Tables \{([^}]*)\}/g)) {
    for (const key of block[1]!.matchAll(/^\s*([a-z][a-z0-9_]*)\s*:/gm)) tables.push(key[1]!);
  }
  return tables;
}

// Kysely's builders name a table as their first argument (optionally aliased); raw SQL names it after a keyword.
const BUILDER_REFERENCE = /\b(?:selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin|insertRows|mergeInto|replaceInto)\(\s*['"`]([a-z][a-z0-9_]*)/g;
const RAW_REFERENCE = /\b(?:from|join|into|update|exists\s*\(\s*select\s+1\s+from)\s+([a-z][a-z0-9_]*)\b/gi;

/** The table names a source text mentions, with the known tables only for raw SQL (prose shares its keywords). */
export function namedTables(text: string, knownTables: ReadonlySet<string>): Set<string> {
  const named = new Set<string>();
  for (const match of text.matchAll(BUILDER_REFERENCE)) named.add(match[1]!);
  for (const match of text.matchAll(RAW_REFERENCE)) if (knownTables.has(match[1]!)) named.add(match[1]!);
  return named;
}

/**
 * Every place a module names another module's table, but those the allow-list names as
 * `<module>:<table>`. Tables that no module declares are ignored (aliases, common table expressions).
 */
export function foreignTableUses(modules: readonly ModuleSource[], owners: ReadonlyMap<string, string>, allowed: ReadonlySet<string>): ForeignTableUse[] {
  const known = new Set(owners.keys());
  const uses: ForeignTableUse[] = [];
  for (const module of modules) {
    for (const file of module.files) {
      for (const table of namedTables(file.text, known)) {
        const owner = owners.get(table);
        if (owner === undefined || owner === module.name || allowed.has(`${module.name}:${table}`)) continue;
        uses.push({ module: module.name, table, owner, file: file.path });
      }
    }
  }
  return uses.sort((a, b) => a.file.localeCompare(b.file) || a.table.localeCompare(b.table));
}

/** The server's modules read from disk: each module's tables from its `*.table.ts`, its non-test sources. */
export function readServerModules(modulesDir: string): { modules: ModuleSource[]; owners: Map<string, string> } {
  const owners = new Map<string, string>();
  const modules: ModuleSource[] = [];
  for (const name of fs.readdirSync(modulesDir).sort()) {
    const dir = path.join(modulesDir, name);
    if (!fs.statSync(dir).isDirectory()) continue;
    const files = listSources(dir).map((file) => ({ path: path.relative(modulesDir, file), text: fs.readFileSync(file, 'utf8') }));
    for (const file of files.filter((f) => f.path.endsWith('.table.ts'))) for (const table of declaredTables(file.text)) owners.set(table, name);
    modules.push({ name, files });
  }
  return { modules, owners };
}

function listSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listSources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}
