import { describe, expect, it } from 'vitest';
import { orderedId } from './ordered-id';

describe('ordered ids', () => {
  it('are version-7 UUIDs that sort by time and never repeat', () => {
    const ids = Array.from({ length: 5000 }, (_, index) => orderedId(1_700_000_000_000 + Math.floor(index / 100)));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
    const byTime = ids.map((id) => id.slice(0, 13));
    expect([...byTime].sort()).toEqual(byTime);
    expect(orderedId(Date.UTC(2026, 10, 22)).slice(0, 13)).toBe(Date.UTC(2026, 10, 22).toString(16).padStart(12, '0').replace(/^(.{8})/, '$1-'));
  });
});
