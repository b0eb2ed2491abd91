import { runServiceProcess } from '@app/platform';
import { adminService } from './app.js';

await runServiceProcess(adminService);
