import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { currentUserQueryOptions, useCurrentUser } from '@/features/auth/api/get-current-user';
import { createSocket } from './create-socket';
import { reconnectAfterServerDisconnect } from './reconnect-after-server-disconnect';
import { SocketContext, type AppSocket, type SocketState } from './socket-context';

/**
 * Connects the real-time socket while a user is signed in and disconnects it when the user goes away
 * (spec section 4). On every connect it sends `auth {userId, username}`; the server trusts the session
 * cookie, the event only confirms it. Disconnects and connection errors are logged, never toasted.
 *
 * When the session ends elsewhere (logout in another tab, password change or reset, ban) the server sends
 * `session_revoked` and disconnects: the socket stays down and who is signed in is asked again, which
 * signs the user out here (or, if a new session exists meanwhile, connects again with it). Any other
 * disconnect by the server (a replica stopping) is followed by a reconnect, which Socket.IO alone skips.
 */
export function SocketProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const userId = user?.id ?? null;
  const username = user?.username ?? null;
  const [socket, setSocket] = useState<AppSocket | null>(null);
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    if (!userId) return;
    let disposed = false;
    const next = createSocket();
    const stopReconnecting = reconnectAfterServerDisconnect(next);
    next.on('connect', () => {
      setConnected(true);
      next.emit('auth', { userId, username: username ?? undefined });
    });
    next.on('disconnect', (reason) => {
      console.info('Socket disconnected:', reason);
      setConnected(false);
    });
    next.on('connect_error', (error) => {
      console.warn('Socket connection error:', error.message);
      setConnected(false);
    });
    next.on('session_revoked', ({ message }) => {
      console.info('Socket session ended:', message);
      next.disconnect(); // never reconnect with the ended session
      const { queryKey } = currentUserQueryOptions();
      void queryClient.invalidateQueries({ queryKey }).then(() => {
        // still signed in as the same user (a new session): connect with it; otherwise the cleanup below runs
        if (!disposed && queryClient.getQueryData(queryKey)) next.connect();
      });
    });
    next.connect();
    setSocket(next);
    return () => {
      disposed = true;
      stopReconnecting();
      next.removeAllListeners();
      next.disconnect();
      setSocket(null);
      setConnected(false);
    };
  }, [userId, username, queryClient]);

  const value = useMemo<SocketState>(() => ({ socket, connected }), [socket, connected]);
  return <SocketContext.Provider value={value}>{children}</SocketContext.Provider>;
}
