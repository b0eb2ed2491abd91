import { z } from 'zod';

/**
 * One row of the admin's settings screen. Every key of the settings catalogue is listed (its stored
 * value or its default), plus any free-form key an admin stored.
 */
export const ZSettingEntry = z.object({
  key: z.string(),
  /** always '' for a secret setting: its value never leaves the admin service */
  value: z.string(),
  description: z.string().nullable(),
  /** null while the key still has its default (never stored) */
  updatedAt: z.string().nullable(),
  /** a secret setting (an API key): shown as set / not set, never as its value */
  secret: z.boolean(),
  /** a value is stored for this key (for a secret: a non-empty one) */
  isSet: z.boolean(),
});
export type SettingEntry = z.infer<typeof ZSettingEntry>;

export const ZGetSettingsResponse = z.array(ZSettingEntry);
export type GetSettingsResponse = z.infer<typeof ZGetSettingsResponse>;
