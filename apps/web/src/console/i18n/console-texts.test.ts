import { textLeaves, textPlaceholders } from '@lootbay/shared/i18n/text-tree';
import { describe, expect, it } from 'vitest';
import { consoleBr } from './br';
import { consoleCn, type ConsoleTexts } from './cn';
import { consoleEn } from './en';

describe('the console texts', () => {
  const reference = new Map(textLeaves(consoleCn));

  it.each<[string, ConsoleTexts]>([
    ['br', consoleBr],
    ['en', consoleEn],
  ])('%s fills every text of the Chinese reference, with the same placeholders', (_name, texts) => {
    const own = new Map(textLeaves(texts));
    expect([...own.keys()]).toEqual([...reference.keys()]);
    for (const [path, text] of own) {
      expect(text.trim(), path).not.toBe('');
      expect(textPlaceholders(text), path).toEqual(textPlaceholders(reference.get(path) ?? ''));
    }
  });
});
