import { z } from 'zod';
import { ZSettingEntry } from './get-settings.js';

/**
 * Setting keys: lower-case letters, digits, '_' and '-', in dot-separated parts (they are also keys of the
 * NATS KV bucket, which refuses empty parts), at most 100 characters.
 */
export const SETTING_KEY_PATTERN = /^[a-z0-9_-]+(\.[a-z0-9_-]+)*$/;
export const ZSettingKey = z
  .string()
  .min(1, 'Setting key is required')
  .max(100, 'Setting key is at most 100 characters')
  .regex(SETTING_KEY_PATTERN, "Setting key may contain only a-z, 0-9, '_', '-' and single dots between parts");

/** Values are stored as text; a number or a boolean from a form is accepted as its text. */
export const ZPutSettingRequest = z.object({
  value: z.union([z.string(), z.number(), z.boolean()]).transform(String),
  description: z.string().trim().max(500).optional(),
});
export type PutSettingRequest = z.input<typeof ZPutSettingRequest>;

export const ZPutSettingResponse = ZSettingEntry;
export type PutSettingResponse = z.infer<typeof ZPutSettingResponse>;
