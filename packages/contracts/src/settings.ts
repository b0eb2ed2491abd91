import { z } from 'zod';
import { ZOfferNetworksSetting, type OfferNetworkConfig } from './offer-networks.js';

/**
 * Every setting the admin service stores (as text, per the spec's `settings` table) and mirrors to the
 * NATS KV bucket that all services watch. Each entry parses the stored text, bounds it, and has a default
 * used until an admin sets it. A key that is not listed here can still be stored (free-form site text),
 * but no service reads it.
 */
interface SettingDefinition<T> {
  schema: z.ZodType<T>;
  default: T;
  description: string;
  /** hidden from GET /api/admin/settings answers (shown as set / not set) */
  secret?: boolean;
}

// The bounds come before .int(), so that 1e99 is told the setting's own maximum, not the largest safe integer.
const int = (min: number, max: number) => z.coerce.number().min(min).max(max).int();
const ratio = (min: number, max: number) => z.coerce.number().min(min).max(max);
const bool = z.enum(['true', 'false']).transform((v) => v === 'true');
const text = (max: number) => z.string().trim().max(max);

/**
 * An https address once `{userId}` is put in, or empty: the earn page frames it, and the site's
 * Content-Security-Policy frames https pages only (an http one would be blocked in every browser, and over
 * an https site it would be mixed content besides).
 */
function isHttpsTemplate(template: string): boolean {
  if (template === '') return true;
  try {
    return new URL(template.replaceAll('{userId}', 'user')).protocol === 'https:';
  } catch {
    return false;
  }
}

function define<T>(d: SettingDefinition<T>): SettingDefinition<T> {
  return d;
}

export const settingsCatalogue = {
  signup_bonus: define({ schema: int(0, 100_000), default: 100, description: 'Points credited once to every new account' }),
  site_name: define({ schema: text(100).min(1, 'is required'), default: 'PointsPlay', description: 'Name shown in the title bar and e-mails' }),
  site_url: define({
    // e-mail links are built on it: an http(s) address (a path prefix is kept), or empty for the auth service's PUBLIC_URL
    schema: text(300).refine(
      (v) => {
        if (v === '') return true;
        try {
          const url = new URL(v);
          return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password && !url.search && !url.hash;
        } catch {
          return false;
        }
      },
      'must be an http:// or https:// address such as https://play.example.com (no credentials, query or fragment), or empty',
    ),
    default: '',
    description: "Public address, used in e-mail links (empty: the auth service's PUBLIC_URL, never a request's Host)",
  }),
  average_rating: define({ schema: ratio(0, 5), default: 4.8, description: 'Rating shown in the public stats' }),
  email_enabled: define({ schema: bool, default: false, description: 'Send e-mail through SendGrid (otherwise the local mailbox under DATA_DIR/mail)' }),
  email_from: define({
    // SendGrid refuses a sender that is not an address, and every e-mail would then fail in silence
    schema: text(200).refine((v) => v === '' || z.email().safeParse(v).success, 'must be an e-mail address such as noreply@example.com, or empty'),
    default: '',
    description: 'Sender address for e-mail',
  }),
  sendgrid_api_key: define({ schema: text(300), default: '', description: 'SendGrid API key', secret: true }),
  withdrawal_daily_limit: define({ schema: int(0, 10_000_000), default: 5000, description: 'Points a player may withdraw per UTC day' }),
  withdrawal_min_robux: define({ schema: int(1, 1_000_000), default: 5, description: 'Minimum Robux withdrawal in points' }),
  withdrawal_min_manual: define({ schema: int(1, 10_000_000), default: 1000, description: 'Minimum PayPal/Zelle/CashApp withdrawal in points' }),
  offer_revenue_share: define({ schema: ratio(0, 1), default: 1, description: 'Share of an offer payout credited to the player (1.0 = all)' }),
  rain_default_duration_ms: define({ schema: int(5_000, 120_000), default: 15_000, description: 'How long a rain stays open to join' }),
  ogads_api_key: define({ schema: text(300), default: '', description: 'OGAds API key for the offer list (empty: offers unavailable)', secret: true }),
  offerwall_url_template: define({
    // the earn page frames it: a javascript: or relative address would run or load inside the site itself
    schema: text(1000).refine(isHttpsTemplate, 'must be an https:// address such as https://wall.example/?uid={userId}, or empty'),
    default: '',
    description: "Offer-wall frame address; {userId} is replaced by the player's encoded id (empty: no offer wall)",
  }),
  offer_networks: define({
    schema: ZOfferNetworksSetting,
    default: [] as OfferNetworkConfig[],
    description: 'Offer networks whose postbacks are accepted: JSON [{network, secret, signature: secret-param|hmac-sha256|md5, param?, format?: ogads|generic, ipAllowList: []}]',
    secret: true,
  }),
  roblox_payout_cookie: define({ schema: text(4000), default: '', description: 'The .ROBLOSECURITY cookie of the Roblox account that buys the gamepasses of Robux withdrawals (empty: Robux waits for an admin)', secret: true }),
  roblox_payout_user_id: define({ schema: z.string().trim().regex(/^\d{0,20}$/, 'digits only'), default: '', description: 'Roblox user id of that payout account' }),
  house_edge_dice: define({ schema: ratio(0.05, 0.2), default: 0.1, description: 'Dice house edge: the win multiplier is 2 × (1 − edge) (0.10 → 1.8x)' }),
  house_edge_crash: define({ schema: ratio(0.01, 0.2), default: 0.04, description: 'Crash house edge: P(crash ≥ m) = (1 − edge) / m' }),
  house_edge_mines: define({ schema: ratio(0.01, 0.2), default: 0.03, description: 'Mines house edge: each multiplier is the fair one × (1 − edge)' }),
  house_edge_wheel: define({ schema: ratio(0.01, 0.2), default: 0.05, description: "Wheel house edge: the paying segments keep their odds, the three BANKRUPT segments' odds grow or shrink so the wheel returns 1 − edge" }),
  house_edge_keno: define({ schema: ratio(0.01, 0.2), default: 0.05, description: 'Keno house edge: every paytable multiplier is the one published for 5% × (1 − edge) / 0.95, rounded down' }),
  house_edge_plinko: define({ schema: ratio(0.01, 0.2), default: 0.03, description: 'Plinko house edge: every table multiplier is the one published for 3% × (1 − edge) / 0.97, rounded down' }),
  games_max_bet: define({ schema: int(1, 1_000_000_000), default: 1_000_000, description: 'Largest stake accepted in one game round (points)' }),
  // Bounded well inside PostgreSQL int4 (2,147,483,647), the type of round payouts and wallet amounts.
  games_max_win: define({
    schema: int(1, 1_000_000_000),
    default: 100_000_000,
    description: 'Largest payout of one game round (points): a bet that could win more is refused; a live crash bet or a mines round is cashed out when it reaches it',
  }),
  rain_auto_enabled: define({ schema: bool, default: false, description: 'Start a rain automatically every rain_auto_interval_minutes' }),
  rain_auto_amount: define({ schema: int(1, 10_000_000), default: 100, description: 'Points in each automatic rain' }),
  rain_auto_interval_minutes: define({ schema: int(1, 10_080), default: 60, description: 'Minutes between automatic rains' }),
} as const;

export type SettingKey = keyof typeof settingsCatalogue;
export type SettingValue<K extends SettingKey> = (typeof settingsCatalogue)[K]['default'];

export function isKnownSetting(key: string): key is SettingKey {
  return Object.hasOwn(settingsCatalogue, key);
}

/** Parses a stored text value; falls back to the default when it is missing or invalid. */
export function readSetting<K extends SettingKey>(key: K, raw: string | undefined | null): SettingValue<K> {
  const def = settingsCatalogue[key];
  if (raw === undefined || raw === null) return def.default as SettingValue<K>;
  const parsed = def.schema.safeParse(raw);
  return (parsed.success ? parsed.data : def.default) as SettingValue<K>;
}

/** Validates a value an admin submits; returns the error message naming the rule, or null. */
export function validateSetting(key: string, raw: string): string | null {
  if (!isKnownSetting(key)) return raw.length > 10_000 ? `${key}: at most 10000 characters` : null;
  const parsed = settingsCatalogue[key].schema.safeParse(raw);
  return parsed.success ? null : `${key}: ${parsed.error.issues[0]?.message ?? 'invalid value'}`;
}
