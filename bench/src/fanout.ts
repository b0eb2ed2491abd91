import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import type { BenchClient } from './site.js';
import { summarize, type LatencySummary } from './stats.js';

/**
 * Chat fan-out: `count` sockets through the gateway's /ws (spread over the chat replicas by the gateway),
 * one message sent by the admin over HTTP, and the time until each socket has it.
 */
export async function measureFanout(gatewayUrl: string, count: number, sender: BenchClient): Promise<{ connected: number; received: number; latency: LatencySummary }> {
  const sockets: Socket[] = [];
  const connected = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      new Promise<boolean>((resolve) => {
        const socket = io(gatewayUrl, { path: '/ws', transports: ['websocket'], forceNew: true, reconnection: false, timeout: 20_000 });
        sockets[i] = socket;
        socket.once('connect', () => resolve(true));
        socket.once('connect_error', () => resolve(false));
      }),
    ),
  );
  const text = `fan-out ${Date.now()}`;
  const latencies: number[] = [];
  let sentAt = 0;
  const allReceived = new Promise<void>((resolve) => {
    let n = 0;
    for (const socket of sockets) {
      socket.on('message', (m: { message?: string }) => {
        if (m?.message !== text) return;
        latencies.push(performance.now() - sentAt);
        if (++n === sockets.length) resolve();
      });
    }
  });
  await new Promise((r) => setTimeout(r, 1000));
  sentAt = performance.now();
  const sent = await sender.call('POST', '/api/chat/send', { message: text });
  if (sent.status !== 200) throw new Error(`chat send failed: ${sent.status} ${JSON.stringify(sent.json)}`);
  await Promise.race([allReceived, new Promise((r) => setTimeout(r, 10_000))]);
  for (const s of sockets) s.close();
  return { connected: connected.filter(Boolean).length, received: latencies.length, latency: summarize(latencies) };
}
