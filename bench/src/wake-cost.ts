import { Agent, createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface WakeCost {
  rate: number;
  /** CPU microseconds per request, client and server together */
  cpuUsPerRequest: number;
}

async function requestsAtRate(port: number, agent: Agent, rate: number, seconds: number): Promise<WakeCost> {
  const count = rate * seconds;
  const cpuBefore = process.cpuUsage();
  const start = Date.now();
  const answered: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    const wait = start + (i * 1000) / rate - Date.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    answered.push(new Promise((resolve, reject) => get({ port, agent, path: '/' }, (res) => res.resume().on('end', resolve)).on('error', reject)));
  }
  await Promise.all(answered);
  const cpu = process.cpuUsage(cpuBefore);
  return { rate, cpuUsPerRequest: (cpu.user + cpu.system) / count };
}

/**
 * What this machine charges for waking a process up: one trivial keep-alive HTTP request (client and server
 * in this process) at a low and at a high rate. Where a process sleeps between requests, each one pays for
 * the wake-up (on the VMs this was written on, about four times the CPU of the same request in a busy
 * process), and a bet wakes about ten processes: this is why a bet costs several times more CPU at a
 * moderate rate than at saturation.
 */
export async function measureWakeCost(rates: number[] = [1000, 50, 200], seconds = 3): Promise<WakeCost[]> {
  const server = createServer((_req, res) => res.end('ok'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const agent = new Agent({ keepAlive: true });
  try {
    const port = (server.address() as AddressInfo).port;
    await requestsAtRate(port, agent, 1000, 1); // warm-up: compiled code, open sockets
    const costs: WakeCost[] = [];
    for (const rate of rates) costs.push(await requestsAtRate(port, agent, rate, seconds));
    return costs.sort((a, b) => a.rate - b.rate);
  } finally {
    agent.destroy();
    server.close();
  }
}
