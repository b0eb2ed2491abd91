import { z } from 'zod';
import { whenMissing } from '../when-missing.js';
import { isCommonPassword } from './common-passwords.js';

/** Field rules shared by every form that takes them (spec section 5, with the design's password rule). */
export const ZUsername = z
  .string({ error: whenMissing('Username is required') })
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(50, 'Username must be at most 50 characters')
  .regex(/^[A-Za-z0-9_]+$/, 'Username can only contain letters, numbers, and underscores');

export const ZEmail = z.string({ error: whenMissing('Email is required') }).trim().toLowerCase().max(254, 'Email is too long').email('Invalid email address');

export const PASSWORD_MIN_LENGTH = 8;
export const ZNewPassword = z
  .string({ error: whenMissing('Password is required') })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, 'Password must be at most 200 characters')
  .refine((p) => !isCommonPassword(p), 'This password is too common; choose another');

/**
 * A password the user already has (login, the current one of a change): only the length bounds of a new one
 * apply, since every stored password met them (spec section 5's login schema, with the design's 8). A
 * shorter one is told so before any hash is computed or any failed attempt counted.
 */
export const ZLoginPassword = z
  .string({ error: whenMissing('Password is required') })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, 'Password must be at most 200 characters');

export const ZPersonName = z.string().trim().min(1, 'Name must be at least 1 character').max(50, 'Name must be at most 50 characters');

/** An optional name field: empty strings from the form mean 'not given'. */
export const ZOptionalPersonName = z.preprocess((v) => (v === '' || v === null ? undefined : v), ZPersonName.optional());
