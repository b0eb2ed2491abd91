import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { AppError, runWithRequestId } from '@app/platform';
import type { Logger } from 'pino';
import type { TrustFunction } from '../domain/client-address.js';
import { rejectUpgrade } from '../http/error-response.js';
import { beginRequest } from '../http/request-facts.js';
import { identifyCaller } from '../identity/caller-identity.js';
import type { SessionResolver } from '../identity/session-resolver.js';
import { findRoute, isUnder, SOCKET_PATH } from '../routes/route-table.js';
import { comesFromForeignSite, foreignOriginError } from '../security/origin-check.js';
import { prepareForwardedHeaders } from './forward-headers.js';
import type { UpstreamProxy } from './upstream-proxy.js';

export interface UpgradeDeps {
  trust: TrustFunction;
  allowedOrigins: readonly string[];
  sessions: SessionResolver;
  internalSecret: string;
  proxies: Record<string, UpstreamProxy>;
  logger: Logger;
}

/**
 * WebSocket upgrades (Socket.IO at /ws, in the chat service). Express never sees them, so the same
 * steps run here: forget any forged identity, refuse another site's pages (a browser always sends Origin
 * on a WebSocket; without this a foreign page could open a socket as the visitor), resolve the session
 * (fail closed), sign the identity, and forward sticky by session to a chat replica.
 */
export function createUpgradeHandler(deps: UpgradeDeps): { handle(req: IncomingMessage, socket: Duplex, head: Buffer): void; closeAll(): void } {
  const open = new Set<Duplex>();
  const handle = async (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', (err) => deps.logger.debug({ err }, 'client WebSocket error'));
    const state = beginRequest(req, deps.trust);
    await runWithRequestId(state.requestId, async () => {
      try {
        const path = new URL(req.url ?? '/', 'http://gateway').pathname;
        const route = findRoute(path);
        if (!route || !isUnder(path, SOCKET_PATH)) throw new AppError('NOT_FOUND', `No WebSocket endpoint at ${path}`);
        if (comesFromForeignSite(req, deps.allowedOrigins)) throw foreignOriginError();
        state.route = route;
        state.identity = await identifyCaller(req, state, deps.sessions, deps.logger);
        prepareForwardedHeaders(req, state, deps.internalSecret, 'upgrade');
        open.add(socket);
        socket.once('close', () => open.delete(socket));
        deps.proxies[route.upstream]!.upgrade(req, socket, head);
      } catch (err) {
        const error = err instanceof AppError ? err : new AppError('INTERNAL', 'Something went wrong on our side');
        if (error.code === 'INTERNAL') deps.logger.error({ err }, 'WebSocket upgrade failed');
        rejectUpgrade(socket, error, state.requestId);
      }
    });
  };
  return {
    handle: (req, socket, head) => void handle(req, socket, head),
    closeAll: () => {
      for (const socket of open) socket.destroy();
      open.clear();
    },
  };
}
