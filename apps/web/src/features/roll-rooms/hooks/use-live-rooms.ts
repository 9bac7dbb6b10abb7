import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { socketClient } from '../../../lib/socket-client';
import { rollRoomsKeys } from '../../../lib/query-keys/roll-rooms-keys';

/** Keeps the room lists current: every join and every draw reaches everyone as `roll_room`, and on each the lists are read again. */
export function useLiveRooms(): void {
  const client = useQueryClient();
  useEffect(() => socketClient.on('roll_room', () => void client.invalidateQueries({ queryKey: rollRoomsKeys.lists })), [client]);
}
