import type { AdminActionView } from '@app/contracts';
import { centsToUsd, formatCount, formatPointsWithUnit } from '@/lib/format';
import { methodLabel } from '../withdrawals/withdrawal-details';

/** How long an id is shown in the table; the whole id is in the cell's title. */
const SHORT_ID_LENGTH = 8;

export interface TargetText {
  /** what was acted on: 'User alice', 'Setting signup_bonus', 'Withdrawal 1f2e3d4c' */
  primary: string;
  /** the player affected when the target is something of theirs: 'Player alice' */
  secondary: string | null;
  /** every id in full, for the cell's title */
  title: string;
}

function shortId(id: string): string {
  return id.length > SHORT_ID_LENGTH + 1 ? `${id.slice(0, SHORT_ID_LENGTH)}…` : id;
}

const TARGET_NAMES: Record<string, string> = { ip: 'IP', user: 'User', setting: 'Setting', withdrawal: 'Withdrawal', challenge: 'Challenge', rain: 'Rain' };

function targetName(type: string): string {
  return TARGET_NAMES[type] ?? type.charAt(0).toUpperCase() + type.slice(1);
}

/** Names rather than ids where the server could name the user; keys, addresses and ids otherwise. */
export function targetText(action: AdminActionView): TargetText {
  const ids = [action.targetId, action.targetUserId && action.targetUserId !== action.targetId ? action.targetUserId : null].filter((id): id is string => Boolean(id));
  const title = ids.join(' · ');
  const player = action.targetUserId ? (action.targetUsername ?? shortId(action.targetUserId)) : null;
  if (!action.targetType) return { primary: player ? `User ${player}` : '—', secondary: null, title };
  const type = targetName(action.targetType);
  if (action.targetType === 'user') return { primary: `${type} ${player ?? shortId(action.targetId ?? '')}`.trim(), secondary: null, title };
  // settings and IP addresses are read as they are; other targets are generated ids
  const readable = action.targetType === 'setting' || action.targetType === 'ip';
  const target = action.targetId ? (readable ? action.targetId : shortId(action.targetId)) : '';
  return { primary: `${type} ${target}`.trim(), secondary: player ? `Player ${player}` : null, title };
}

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return new Intl.NumberFormat('en-US').format(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  if (typeof value === 'object') return Object.entries(value as Record<string, unknown>).map(([key, inner]) => `${key} ${valueText(inner)}`).join(', ');
  return String(value);
}

const DETAIL_LABELS: Record<string, string> = { usdCents: 'player receives', durationMs: 'duration' };

/** 'usdCents' → 'player receives'; otherwise 'adminNotes' → 'admin notes', 'challengeId' → 'challenge id' */
function label(key: string): string {
  return DETAIL_LABELS[key] ?? key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

/**
 * Details whose unit the key tells: every `amount` the server records is points (a rain, an adjustment,
 * a withdrawal), `usdCents` what a withdrawal pays in money, `durationMs` how long a rain is open (null:
 * the default, until chat answers with it), `method` a withdrawal method by its product name.
 */
function detailText(key: string, value: unknown): string {
  if (key === 'amount' && typeof value === 'number') return formatPointsWithUnit(value);
  if (key === 'usdCents' && typeof value === 'number') return centsToUsd(value);
  if (key === 'durationMs' && typeof value === 'number') return `${formatCount(value / 1000)} s`;
  if (key === 'durationMs' && value === null) return 'default';
  if (key === 'method' && typeof value === 'string') return methodLabel(value);
  return valueText(value);
}

/** Details in the order an auditor reads them (the server's JSON keeps no key order); any others follow as stored. */
const DETAIL_ORDER = ['status', 'amount', 'method', 'usdCents', 'durationMs', 'message', 'reason', 'adminNotes', 'paymentReference'];

function detailRank(key: string): number {
  const rank = DETAIL_ORDER.indexOf(key);
  return rank === -1 ? DETAIL_ORDER.length : rank;
}

/**
 * An entry's details as lines an admin can read: 'amount: 500 points', 'method: PayPal', 'player
 * receives: $15.00', 'duration: 15 s', 'reason: welcome back', and a change as
 * 'reward: 100 → 250' (the server records changes as `from` and `to` objects of the fields that changed).
 * The failure reason of a refused action comes last.
 */
export function detailLines(action: AdminActionView): string[] {
  const lines: string[] = [];
  const details = action.details ?? {};
  // wasDefault: a setting's first change, whose `from` is the default it replaced
  const { from, to, wasDefault, ...rest } = details;
  const ordered = Object.entries(rest).sort(([a], [b]) => detailRank(a) - detailRank(b));
  for (const [key, value] of ordered) lines.push(`${label(key)}: ${detailText(key, value)}`);
  const isFieldMap = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
  if (isFieldMap(from) && isFieldMap(to)) {
    for (const key of new Set([...Object.keys(from), ...Object.keys(to)])) lines.push(`${label(key)}: ${valueText(from[key])} → ${valueText(to[key])}`);
  } else if (from !== undefined || to !== undefined) {
    lines.push(`${valueText(from)}${wasDefault === true ? ' (default)' : ''} → ${valueText(to)}`);
  }
  if (action.error) lines.push(`Error: ${action.error}`);
  return lines;
}
