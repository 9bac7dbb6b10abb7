/** Every leaf of a text tree as [path, text]: how the catalogue tests compare languages. */
export function textLeaves(node: unknown, path = ''): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (Array.isArray(node)) return node.flatMap((child, index) => textLeaves(child, `${path}[${index}]`));
  return Object.entries(node as Record<string, unknown>).flatMap(([key, child]) => textLeaves(child, path ? `${path}.${key}` : key));
}

/** A text's `{{name}}` slots, sorted: every language must offer the same ones. */
export function textPlaceholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '').sort();
}
