import { describe, expect, it } from 'vitest';
import { br } from './br';
import { cn, type UiTexts } from './cn';
import { en } from './en';
import { textLeaves as leaves, textPlaceholders as placeholders } from './text-tree';

const LANGUAGES: [string, UiTexts][] = [
  ['cn', cn],
  ['br', br],
  ['en', en],
];

describe('UI texts', () => {
  const reference = new Map(leaves(cn));

  it.each(LANGUAGES)('%s fills every text of the Chinese reference, with the same placeholders', (_name, texts) => {
    const own = new Map(leaves(texts));
    expect([...own.keys()]).toEqual([...reference.keys()]);
    for (const [path, text] of own) {
      expect(text.trim(), path).not.toBe('');
      expect(placeholders(text), path).toEqual(placeholders(reference.get(path) ?? ''));
    }
  });

  it.each(LANGUAGES)('%s privacy policy states the numbers of spec point 1', (_name, texts) => {
    const privacy = leaves(texts.privacy).map(([, text]) => text).join('\n');
    expect(privacy).toMatch(/\b15\b/);
    expect(privacy).toMatch(/\b60\b/);
    expect(privacy).toMatch(/\b7\b/);
    expect(privacy).toMatch(/\b18\b/);
  });

  it('keeps the spec network failure wording in every language', () => {
    for (const [, texts] of LANGUAGES) expect(texts.errors.network).toBe('Erro de rede!');
  });
});
