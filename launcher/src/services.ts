import { adminService } from '@app/admin';
import { authService } from '@app/auth';
import { chatService } from '@app/chat';
import { gamesService } from '@app/games';
import type { ServiceDefinition } from '@app/platform';
import { walletService } from '@app/wallet';

/** The five services behind the gateway, in the order they start (the gateway starts last). */
export const backendServices: ServiceDefinition[] = [authService, walletService, gamesService, chatService, adminService];
