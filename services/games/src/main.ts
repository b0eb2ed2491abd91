import { runServiceProcess } from '@app/platform';
import { gamesService } from './app.js';

await runServiceProcess(gamesService);
