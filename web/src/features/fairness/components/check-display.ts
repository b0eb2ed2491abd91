import { formatCount } from '@/lib/format';
import type { Check } from '../verifier/compare';

const SUIT_SYMBOLS: Record<string, string> = { diamonds: '♦', hearts: '♥', spades: '♠', clubs: '♣' };

const fromOne = (value: unknown): unknown => (typeof value === 'number' ? value + 1 : Array.isArray(value) ? value.map(fromOne) : value);
const leftOrRight = (value: unknown): unknown => (Array.isArray(value) ? value.map((step) => (step === 1 ? 'right' : step === 0 ? 'left' : step)) : value);

/**
 * Outcome fields stored in a form people do not read, with the name and form they know. Positions are
 * stored from 0 but the games count from 1 (mines labels its tiles 'Tile 1' to 'Tile 25'), so the table
 * shows them from 1; the comparison itself is of the stored values.
 */
const SHOWN_AS: Record<string, Record<string, { label: string; as: (value: unknown) => unknown }>> = {
  mines: { mines: { label: 'Mine tiles, in the order drawn', as: fromOne }, hitTile: { label: 'Tile that was a mine', as: fromOne } },
  plinko: { slot: { label: 'Slot, from the left', as: fromOne }, path: { label: 'Path', as: leftOrRight } },
  wheel: { segmentIndex: { label: 'Segment', as: fromOne } },
};

/** 'playerCards' → 'Player cards' */
export function fieldLabel(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function isCard(value: unknown): value is { rank: string; suit: string } {
  if (!value || typeof value !== 'object') return false;
  const card = value as Record<string, unknown>;
  return typeof card.rank === 'string' && typeof card.suit === 'string';
}

/**
 * A value as people read it: cards 'K♣', lists joined with commas (a hand of cards with spaces), strings
 * without quotes, whole numbers grouped, objects as 'label: value' pairs, nothing as 'none'.
 */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isInteger(value) ? formatCount(value) : String(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (isCard(value)) return `${value.rank}${SUIT_SYMBOLS[value.suit] ?? ` of ${value.suit}`}`;
  if (Array.isArray(value)) {
    if (value.length === 0) return 'none';
    if (value.every(isCard)) return value.map(displayValue).join(' ');
    // a list of objects (blackjack's split hands): one labelled group each
    const separator = value.some((item) => item !== null && typeof item === 'object') ? '; ' : ', ';
    return value.map(displayValue).join(separator);
  }
  if (typeof value === 'object') {
    return Object.entries(value)
      .map(([key, item]) => `${fieldLabel(key).toLowerCase()}: ${displayValue(item)}`)
      .join(', ');
  }
  return String(value);
}

export interface CheckRow {
  label: string;
  computed: string;
  stored: string;
}

/** One row of the verification table for a round of `game`. */
export function checkRow(game: string, check: Check): CheckRow {
  if (check.field === undefined) return { label: check.label, computed: displayValue(check.computed), stored: displayValue(check.stored) };
  const shown = SHOWN_AS[game]?.[check.field];
  if (shown === undefined) return { label: fieldLabel(check.field), computed: displayValue(check.computed), stored: displayValue(check.stored) };
  return { label: shown.label, computed: displayValue(shown.as(check.computed)), stored: displayValue(shown.as(check.stored)) };
}
