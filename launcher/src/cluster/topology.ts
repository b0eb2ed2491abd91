/**
 * Which processes a cluster runs and on which ports: one gateway, and replicas of each service on
 * consecutive ports from its base (games 4003, 4013, 4023, ...), so any replica count fits.
 */
export interface ClusterShape {
  games: number;
  chat: number;
  /** added to every default port, so a test cluster can run beside a real one */
  portOffset: number;
}

export interface ProcessSpec {
  /** 'games-2' */
  name: string;
  service: 'gateway' | 'auth' | 'wallet' | 'games' | 'chat' | 'admin';
  port: number;
}

const basePorts = { gateway: 3000, auth: 4001, wallet: 4002, games: 4003, chat: 4004, admin: 4005 } as const;

export function planProcesses(shape: ClusterShape): ProcessSpec[] {
  const replicas = { auth: 1, wallet: 1, games: shape.games, chat: shape.chat, admin: 1 } as const;
  const specs: ProcessSpec[] = [];
  for (const service of ['auth', 'wallet', 'games', 'chat', 'admin'] as const) {
    for (let i = 0; i < replicas[service]; i++) {
      specs.push({ name: replicas[service] > 1 ? `${service}-${i + 1}` : service, service, port: basePorts[service] + shape.portOffset + i * 10 });
    }
  }
  specs.push({ name: 'gateway', service: 'gateway', port: basePorts.gateway + shape.portOffset });
  return specs;
}

/** The gateway's upstream variables for a plan: AUTH_URLS=http://127.0.0.1:4001,... */
export function upstreamEnv(specs: ProcessSpec[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const service of ['auth', 'wallet', 'games', 'chat', 'admin'] as const) {
    env[`${service.toUpperCase()}_URLS`] = specs
      .filter((s) => s.service === service)
      .map((s) => `http://127.0.0.1:${s.port}`)
      .join(',');
  }
  return env;
}
