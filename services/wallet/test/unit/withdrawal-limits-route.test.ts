import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { ZGetWithdrawalLimitsResponse } from '@app/contracts';
import { createLogger, SettingsView, type KeyValueStore, type RawSql } from '@app/platform';
import { withdrawalLimitsRouter } from '../../src/routes/withdrawal-limits.js';

/** A settings view holding `values`, as the KV bucket would have them. */
async function settingsWith(values: Record<string, string>): Promise<SettingsView> {
  const kv: KeyValueStore = {
    get: async (key) => values[key] ?? null,
    put: async () => undefined,
    delete: async () => undefined,
    entries: async () => new Map(Object.entries(values)),
    watch: async () => () => undefined,
  };
  return SettingsView.load(kv, createLogger('test', 'silent'));
}

// these requests come from visitors (no identity): what they have withdrawn is 0 without asking the database
const noDatabase: RawSql = {
  $executeRawUnsafe: () => Promise.reject(new Error('a visitor has no withdrawals to read')),
  $queryRawUnsafe: () => Promise.reject(new Error('a visitor has no withdrawals to read')),
};

async function limitsUnder(values: Record<string, string>) {
  const app = express().use(withdrawalLimitsRouter({ settings: await settingsWith(values), sql: noDatabase, now: () => new Date() }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/withdrawal/limits`);
    expect(res.status).toBe(200);
    return ZGetWithdrawalLimitsResponse.parse(await res.json());
  } finally {
    server.close();
  }
}

// The withdraw page labels Robux by how it will really be paid (audit finding 8): the limits say whether
// a Roblox payout account is configured (automatic gamepass purchase) or the request waits for an admin.
describe('GET /api/withdrawal/limits', () => {
  it("says Robux is reviewed by an admin while no Roblox payout account is configured", async () => {
    expect(await limitsUnder({})).toEqual({ minRobux: 5, minManual: 1000, dailyLimit: 5000, withdrawnToday: 0, hasPendingWithdrawal: false, robuxPayout: 'admin' });
    // half a payout account is no account: the wallet would not buy with it either
    expect((await limitsUnder({ roblox_payout_cookie: 'cookie' })).robuxPayout).toBe('admin');
  });

  it('says Robux is paid automatically once the payout account is configured', async () => {
    expect((await limitsUnder({ roblox_payout_cookie: 'cookie', roblox_payout_user_id: '12345' })).robuxPayout).toBe('automatic');
  });
});
