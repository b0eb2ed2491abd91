import { z } from 'zod';
import { ZEmail, ZNewPassword, ZOptionalPersonName, ZUsername } from '../auth/fields.js';
import { ZDatabaseConfig } from './database-config.js';

export const ZInstallRequest = z.object({
  database: ZDatabaseConfig,
  admin: z.object({
    username: ZUsername,
    email: ZEmail,
    password: ZNewPassword,
    firstName: ZOptionalPersonName,
    lastName: ZOptionalPersonName,
  }),
  app: z
    .object({
      siteName: z.string().trim().min(1, 'Site name is required').max(100),
      siteUrl: z.string().trim().max(300).default(''),
      sessionSecret: z.string().max(500).optional(),
      emailEnabled: z.boolean().default(false),
      sendgridApiKey: z.string().trim().max(300).optional(),
      emailFrom: z.string().trim().max(200).optional(),
    })
    .refine((a) => !a.emailEnabled || (a.sendgridApiKey && a.emailFrom), {
      message: 'SendGrid API key and sender email are required when email is enabled',
      path: ['sendgridApiKey'],
    }),
});
export type InstallRequest = z.infer<typeof ZInstallRequest>;
export const ZInstallResponse = z.object({ success: z.boolean(), error: z.string().optional() });
