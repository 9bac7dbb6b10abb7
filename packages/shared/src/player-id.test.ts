import { describe, expect, it } from 'vitest';
import { shortPlayerId } from './player-id';

describe('the player id a page shows', () => {
  it('is the first eight characters of the account id, upper case', () => {
    expect(shortPlayerId('3f9a21c0-7b1d-4c2e-9a55-0d3e6f8b1a24')).toBe('3F9A21C0');
  });

  it('skips the hyphens of an id whose first group is short', () => {
    expect(shortPlayerId('ab-cd-ef-12-34')).toBe('ABCDEF12');
  });
});
