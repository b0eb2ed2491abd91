import { runServiceProcess } from '@app/platform';
import { authService } from './app.js';

await runServiceProcess(authService);
