import { runServiceProcess } from '@app/platform';
import { walletService } from './app.js';

await runServiceProcess(walletService);
