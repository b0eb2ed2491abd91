// `npm start`: the whole product in one process on its embedded defaults (PGlite under DATA_DIR).
import { z } from 'zod';
import { EnvError, createLogger, envVars, installShutdownHandlers, loadEnv, onShutdown } from '@app/platform';
import { startEmbedded } from './embedded/start-embedded.js';

// each service logs through its own child of this root, bound to its name (start-embedded)
const root = createLogger('embedded', undefined, null);
const logger = root.child({ service: 'embedded' });
installShutdownHandlers(logger);
try {
  const env = loadEnv({
    PORT: envVars.port(3000),
    HOST: z.string().default('127.0.0.1'),
    DATA_DIR: z.string().default('./data'),
    INTERNAL_SECRET: envVars.secret,
    LOG_LEVEL: envVars.logLevel,
  });
  const running = await startEmbedded({ port: env.PORT, host: env.HOST, dataDir: env.DATA_DIR, internalSecret: env.INTERNAL_SECRET, logger: root });
  onShutdown('embedded', () => running.stop());
  logger.info(`PointsPlay is running at ${running.url} (data in ${env.DATA_DIR})`);
} catch (err) {
  if (err instanceof EnvError) logger.fatal(err.message);
  else logger.fatal({ err }, 'start-up failed');
  process.exit(1);
}
