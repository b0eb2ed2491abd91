import type { DeleteBlockedIpResponse, GetBlockedIpsResponse, PostAdminRainResponse, PostAdminRainRequest, PostBlockedIpResponse } from '@app/contracts';
import { AppError, type Bus } from '@app/platform';
import type { RemoteActions } from './remote-actions.js';
import type { Actor } from './settings-store.js';

/** Blocked IP addresses (owned by auth) and rains (owned by chat), started from the admin panel. */
export class Moderation {
  constructor(
    private readonly bus: Bus,
    private readonly actions: RemoteActions,
  ) {}

  async listBlockedIps(query: { page: number; pageSize: number }): Promise<GetBlockedIpsResponse> {
    const { blockedIps, total } = await this.bus.request('auth.v1.ip.list', { page: query.page, pageSize: query.pageSize });
    return { blockedIps, total, page: query.page, pageSize: query.pageSize };
  }

  /**
   * Blocking an address blocked already, like unblocking one that is not blocked, is answered as a
   * success that changed nothing (`created: false`, `removed: false`; the panel says so) and adds no
   * entry to the audit log (`actionId: null`), so the log lists each change once.
   */
  async blockIp(actor: Actor, ipAddress: string, reason: string | undefined): Promise<PostBlockedIpResponse> {
    // An admin who blocks the address they are using would lock themselves out of the panel.
    if (actor.ipAddress && ipAddress === actor.ipAddress) throw new AppError('BAD_REQUEST', 'You cannot block the IP address you are using', 'ipAddress');
    const { actionId, recorded, response } = await this.actions.run({
      actor,
      action: 'ip.blocked',
      target: { type: 'ip', id: ipAddress },
      details: { ipAddress, reason: reason ?? null },
      subject: 'auth.v1.ip.block',
      payload: () => ({ ipAddress, ...(reason ? { reason } : {}) }),
      changedNothing: (answer) => !answer.created,
    });
    return { ...response, actionId: recorded ? actionId : null };
  }

  async unblockIp(actor: Actor, ipAddress: string): Promise<DeleteBlockedIpResponse> {
    const { actionId, recorded, response } = await this.actions.run({
      actor,
      action: 'ip.unblocked',
      target: { type: 'ip', id: ipAddress },
      details: { ipAddress },
      subject: 'auth.v1.ip.unblock',
      payload: () => ({ ipAddress }),
      changedNothing: (answer) => !answer.removed,
    });
    return { removed: response.removed, actionId: recorded ? actionId : null };
  }

  /** The entry's durationMs is null (the default) until chat answers with the duration it applied. */
  async startRain(actor: Actor, request: PostAdminRainRequest): Promise<PostAdminRainResponse> {
    const { actionId, response } = await this.actions.run({
      actor,
      action: 'rain.started',
      target: { type: 'rain' },
      details: { amount: request.amount, durationMs: request.durationMs ?? null, message: request.message ?? null },
      subject: 'chat.v1.rain.start',
      payload: (operationId) => ({ adminId: actor.adminId, ...request, operationId }),
    });
    return { rain: response.rain, actionId };
  }
}
