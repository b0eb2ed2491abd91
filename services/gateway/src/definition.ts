import type { ServiceDefinition } from '@app/platform';
import { buildGatewayService, type GatewayOptions } from './app.js';

/** The gateway as the distributed process runs it: configured from the environment only. */
export const gatewayService: ServiceDefinition = {
  name: 'gateway',
  schema: null,
  migrationsDir: null,
  defaultPort: 3000,
  usesRedis: true,
  build: (infra) => buildGatewayService(infra),
};

/**
 * The gateway with some configuration given in code: the embedded launcher starts every service on a
 * loopback port of its own and passes those addresses here (`{ upstreams: { auth: ['http://127.0.0.1:PORT'], ... } }`).
 */
export function gatewayServiceWith(options: GatewayOptions): ServiceDefinition {
  return { ...gatewayService, build: (infra) => buildGatewayService(infra, options) };
}
