import { runServiceProcess } from '@app/platform';
import { chatService } from './definition.js';

await runServiceProcess(chatService);
