import { runServiceProcess } from '@app/platform';
import { gatewayService } from './app.js';

// The gateway is the public entry point: it listens on every interface unless HOST says otherwise
// (the services behind it default to loopback).
process.env.HOST ??= '0.0.0.0';

await runServiceProcess(gatewayService);
