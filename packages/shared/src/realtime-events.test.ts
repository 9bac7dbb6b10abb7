import { describe, expect, it } from 'vitest';
import { isRoomName, ROOM_KINDS, roomAudience, roomName } from './realtime-events';

describe('room names', () => {
  it('names a room `<kind>:<id>` for every kind, and recognises its own names', () => {
    for (const kind of ROOM_KINDS) {
      const name = roomName(kind, 'a1_B-2');
      expect(name).toBe(`${kind}:a1_B-2`);
      expect(isRoomName(name)).toBe(true);
    }
    expect(roomName('arena', 'x'.repeat(64))).toHaveLength('arena:'.length + 64);
    expect(roomAudience('exponent', 'r1')).toEqual({ kind: 'room', room: 'exponent:r1' });
  });

  it('refuses to name a room after an id no socket could watch', () => {
    for (const id of ['', 'a b', 'a:b', 'é', 'x'.repeat(65), 'a\n']) {
      expect(() => roomName('roll', id)).toThrow(RangeError);
    }
  });

  it('recognises no other text as a room name', () => {
    const tooLong = `arena:${'x'.repeat(65)}`;
    const texts = ['', 'arena', 'arena:', 'battle:abc', 'Arena:abc', 'arena:abc:def', ' arena:abc', 'arena:abc\n', tooLong];
    for (const text of [undefined, null, 42, {}, ...texts]) expect(isRoomName(text)).toBe(false);
  });
});
