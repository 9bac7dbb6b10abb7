import { describe, expect, it } from 'vitest';
import { LOCALES } from './constants';
import { ERRORS } from './errors';

describe('error catalogue', () => {
  it('gives every error a distinct code', () => {
    const codes = Object.values(ERRORS).map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('has a non-empty message in every language', () => {
    for (const [key, entry] of Object.entries(ERRORS)) {
      for (const locale of LOCALES) expect(entry.messages[locale].trim(), `${key}/${locale}`).not.toBe('');
    }
  });

  it('keeps the spec codes', () => {
    expect(ERRORS.TOKEN_EXPIRED.code).toBe(10001);
  });
});
