import { describe, expect, it } from 'vitest';
import { toLocale } from './locale';

describe('toLocale', () => {
  it('defaults to CN', () => {
    expect(toLocale(undefined)).toBe('cn');
    expect(toLocale('')).toBe('cn');
    expect(toLocale('xx')).toBe('cn');
    expect(toLocale(42)).toBe('cn');
  });

  it('reads our tags and common language tags', () => {
    expect(toLocale('en')).toBe('en');
    expect(toLocale('BR')).toBe('br');
    expect(toLocale('pt-BR')).toBe('br');
    expect(toLocale('en-US')).toBe('en');
    expect(toLocale('zh-CN')).toBe('cn');
  });
});
