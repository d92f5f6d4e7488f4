import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { MAX_BATCH_CALLS } from '@innkeep/api-contract';

/** Every setting the server reads, validated once. Nothing else reads process.env. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_PATH: z.string().min(1).default('data/innkeep.db'),
  /** Where scheduled backups go (engine/backups.ts); relative paths from the repository root, as DATABASE_PATH. */
  BACKUP_DIR: z.string().min(1).default('data/backups'),
  /** Minutes between scheduled backups (fractions allowed); 0 turns the schedule off ("Back up now" still works). */
  BACKUP_INTERVAL_MINUTES: z.coerce.number().min(0).default(360),
  /** How many backups to keep; older ones are removed after each new one. */
  BACKUP_KEEP: z.coerce.number().int().min(1).default(28),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Secret for signing session tokens; when unset one is generated and kept beside the database. */
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  /** Comma-separated origins allowed to call the REST API from a browser on another origin. */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  /**
   * The address clients reach the server at (e.g. https://hotel.example), for absolute image URLs.
   * Unset: each request's own origin.
   */
  PUBLIC_URL: z
    .string()
    .default('')
    .refine(isBaseUrl, 'PUBLIC_URL must be an http:// or https:// URL without a trailing slash')
    .transform((v) => v || undefined),
  /** Sign-in and registration attempts per client address per minute; password and profile changes per address and account. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  /** Days a room's calendar feed link works after it is made (services/stays/room-feed.ts). */
  FEED_LINK_DAYS: z.coerce.number().int().min(1).default(180),
  /** Minutes between two syncs of one channel feed (services/stays/channels.ts); feeds are staggered within them. */
  FEED_SYNC_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** Seconds a channel feed has to answer in full. */
  FEED_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(60).default(10),
  /** Lets channel feeds live on loopback and private addresses (a LAN, tests); off, such feeds are refused. */
  FEED_ALLOW_PRIVATE_ADDRESSES: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** tRPC calls one WebSocket may make per second; a socket over it is closed (lib/ws-guard.ts). */
  WS_CALLS_PER_SECOND: z.coerce.number().int().min(MAX_BATCH_CALLS).default(50),
  /** Failed sign-ins one account may take per 15 minutes before addresses that failed are refused. */
  LOGIN_FAILURE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Whom to believe about the client address (X-Forwarded-For): Fastify's `trustProxy`. */
  TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
  /** Unpaid pending bookings one customer may hold at once. */
  MAX_PENDING_BOOKINGS: z.coerce.number().int().min(1).default(5),
  /** How many hotel days ahead of today a check-in may be. */
  BOOKING_HORIZON_DAYS: z.coerce.number().int().min(1).default(365),
  /** IANA time zone of the hotel: decides what "today" means for check-in dates. */
  HOTEL_TIMEZONE: z
    .string()
    .default('UTC')
    .transform((zone, ctx) => {
      const canonical = canonicalTimeZone(zone);
      if (!canonical) ctx.addIssue({ code: 'custom', message: `"${zone}" is not an IANA time zone (e.g. Europe/Lisbon, UTC)` });
      return canonical ?? zone;
    }),
  /**
   * Where mail goes: `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://user:pass@host:465`.
   * Unset: mails are kept in the outbox as not sent, for admins to read.
   */
  SMTP_URL: z
    .string()
    .default('')
    .refine((v) => v === '' || /^smtps?:\/\/[^\s]+$/.test(v), 'SMTP_URL must start with smtp:// or smtps://')
    .transform((v) => v || undefined),
  /** The sender of every mail, e.g. `"Harbour Hotel" <frontdesk@hotel.example>`. */
  MAIL_FROM: z.string().min(3).default('innkeep@localhost'),
  /** Used by `npm run create-admin` instead of prompting. */
  ADMIN_PASSWORD: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/**
 * The zone's canonical name, or null when Intl does not know it. Checked here because every date
 * call would otherwise throw later, one request at a time. (Intl.supportedValuesOf omits UTC.)
 */
function canonicalTimeZone(zone: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export type Env = z.output<typeof envSchema>;

/** Empty, or an http(s) URL that a path like /images/a.svg can follow: no trailing slash, query or fragment. */
function isBaseUrl(value: string): boolean {
  if (!value) return true;
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && !value.endsWith('/') && !/[?#]/.test(value);
  } catch {
    return false;
  }
}

// proxy-addr's names for address ranges, accepted by Fastify beside addresses and CIDRs.
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** `true`/`false`, a hop count, or comma-separated proxy addresses, CIDRs or range names. */
function parseTrustProxy(value: string, ctx: z.RefinementCtx): boolean | number | string[] {
  const text = value.trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  const proxies = text.split(',').map((s) => s.trim());
  const bad = proxies.find((p) => !PROXY_RANGES.has(p) && !isProxyAddress(p));
  if (bad !== undefined) {
    ctx.addIssue({ code: 'custom', message: `not an address, CIDR, hop count or true/false: "${bad}"` });
    return z.NEVER;
  }
  return proxies;
}

function isProxyAddress(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return {
    ...parsed.data,
    DATABASE_PATH: resolveDbPath(parsed.data.DATABASE_PATH),
    BACKUP_DIR: resolve(repoRoot(), parsed.data.BACKUP_DIR),
  };
}

function resolveDbPath(path: string): string {
  return path === ':memory:' ? path : resolve(repoRoot(), path);
}

/** Paths in the environment are relative to the repository root, wherever npm started us. */
export function repoRoot(): string {
  return resolve(import.meta.dirname, '../../..');
}
