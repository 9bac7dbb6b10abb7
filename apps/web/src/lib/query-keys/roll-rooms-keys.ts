/** Roll rooms: the list and one room (with the member's standing when signed in). */
export const rollRoomsKeys = {
  all: ['roll-rooms'] as const,
  lists: ['roll-rooms', 'list'] as const,
  list: (filter: unknown, token: string | null, locale: string) => ['roll-rooms', 'list', filter, token, locale] as const,
  rooms: (id: string) => ['roll-rooms', 'room', id] as const,
  room: (id: string, token: string | null, locale: string) => ['roll-rooms', 'room', id, token, locale] as const,
};
