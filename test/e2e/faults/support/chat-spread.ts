import type { FaultProduct } from './fault-product.js';

/** How many sockets each chat replica holds now (name → count), from its own /metrics. */
export async function socketsPerChatReplica(product: FaultProduct): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const proc of product.cluster.processes.filter((p) => p.spec.service === 'chat')) {
    const text = await (await fetch(`http://127.0.0.1:${proc.spec.port}/metrics`)).text();
    counts[proc.spec.name] = Number(/^chat_sockets_connected (\d+)$/m.exec(text)?.[1] ?? 0);
  }
  return counts;
}

/**
 * Connects groups of clients (`connectGroup`, up to `maxGroups` times) until every chat replica holds at
 * least one socket, and says how many each holds. The gateway places a socket by a hash of its session,
 * so a few sockets may all land on one replica: 8 of them on one of two once in 128 runs.
 */
export async function spreadOverChatReplicas(product: FaultProduct, connectGroup: () => Promise<void>, maxGroups = 3): Promise<Record<string, number>> {
  let counts: Record<string, number> = {};
  for (let group = 0; group < maxGroups; group++) {
    await connectGroup();
    counts = await socketsPerChatReplica(product);
    if (Object.values(counts).every((n) => n > 0)) break;
  }
  return counts;
}
