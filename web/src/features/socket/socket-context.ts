import { createContext, useContext } from 'react';
import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@app/contracts';

/** The chat service's socket, typed with the contracts' event maps. */
export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface SocketState {
  /** null while nobody is signed in */
  socket: AppSocket | null;
  connected: boolean;
}

export const SocketContext = createContext<SocketState | null>(null);

/** The real-time socket and whether it is connected. Outside <SocketProvider> this throws (spec section 8). */
export function useSocket(): SocketState {
  const state = useContext(SocketContext);
  if (!state) throw new Error('useSocket must be used within a SocketProvider');
  return state;
}
