// The one place environment variables are read (DESIGN §2). A bad value stops the start with one
// line naming the variable.
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '#shared/i18n/languages.ts';
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const urlWithProtocols = (protocols: string[], example: string) =>
  optionalString.refine(
    (v) => {
      if (v === undefined) return true;
      try {
        const url = new URL(v);
        return protocols.includes(url.protocol) && url.hostname !== '';
      } catch {
        return false;
      }
    },
    { message: `must be a URL like ${example}` },
  );

/** Emergency numbers are short (112, 15, 000); E.164 allows 15 digits. Nothing else reaches `tel:`. */
const EMERGENCY_NUMBER_PATTERN = /^\+?\d{2,15}$/;
/** The European emergency number; also answered by most GSM phones elsewhere. */
const DEFAULT_EMERGENCY_NUMBER = '112';
/** Long enough for a load balancer polling /readyz every second or two to take the instance out. */
const DEFAULT_SHUTDOWN_DRAIN_MS = 5000;
/** A bearer token: visible ASCII without spaces (it travels in a header), long enough not to be guessed. */
const METRICS_TOKEN_PATTERN = /^[\x21-\x7e]{32,}$/;
const MAX_SHUTDOWN_DRAIN_MS = 600_000;
/** Issue 34 part 3: "Is the information still right?" every six months unless set otherwise. */
const DEFAULT_FRESHNESS_REMINDER_MONTHS = 6;
const MAX_FRESHNESS_REMINDER_MONTHS = 24;

/**
 * Whose X-Forwarded-For to believe (decision 003): nobody, the nearest `n` hops, or proxies at
 * these addresses/ranges. Never everybody: a client could then forge its address past every limit.
 */
export type TrustProxy = false | number | string[];

const TRUST_PROXY_TRUE =
  '=true would trust any X-Forwarded-For a client sends; write the number of proxies in front (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.0/8,127.0.0.1)';

/** An IPv4 or IPv6 address, or a range of them with a prefix length of at least 1 (/0 is everybody). */
function isProxyAddress(entry: string): boolean {
  const slash = entry.indexOf('/');
  if (slash < 0) return ipaddr.IPv4.isValidFourPartDecimal(entry) || ipaddr.IPv6.isValid(entry);
  if (!/^[1-9]\d*$/.test(entry.slice(slash + 1))) return false;
  return ipaddr.IPv4.isValidCIDRFourPartDecimal(entry) || ipaddr.IPv6.isValidCIDR(entry);
}

const trustProxySchema = optionalString.transform((v, ctx): TrustProxy => {
  if (v === undefined || v.toLowerCase() === 'false' || /^0+$/.test(v)) return false;
  if (/^\d+$/.test(v)) return Number(v);
  const entries = v.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries;
  ctx.addIssue({
    code: z.ZodIssueCode.custom,
    message: 'must be the number of proxies in front (1) or their addresses (10.0.0.0/8,127.0.0.1)',
  });
  return z.NEVER;
});

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z
    .string()
    .default('5000')
    .refine((v) => /^\d+$/.test(v) && Number(v) >= 0 && Number(v) <= 65535, {
      message: 'must be a port number between 0 and 65535',
    })
    .transform(Number),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: urlWithProtocols(['http:', 'https:'], 'https://safekid.example'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:'], 'postgres://user@host:5432/db'),
  // PostgreSQL itself when DATABASE_URL goes through a pooler in transaction mode: LISTEN, the
  // migration lock and the backup tools need a session of their own (docs/OPERATIONS.md §6).
  DATABASE_DIRECT_URL: urlWithProtocols(['postgres:', 'postgresql:'], 'postgres://user@host:5432/db'),
  SESSION_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:'], 'smtp://user:pass@host:587'),
  MAIL_FROM: optionalString,
  ADMIN_USERNAME: optionalString,
  ADMIN_PASSWORD: optionalString.refine((v) => v === undefined || v.length >= 6, {
    message: 'must be at least 6 characters',
  }),
  ADMIN_EMAIL: optionalString.refine((v) => v === undefined || z.string().email().safeParse(v).success, {
    message: 'must be an e-mail address',
  }),
  PAYPAL_CLIENT_ID: optionalString,
  PAYPAL_CLIENT_SECRET: optionalString,
  PAYPAL_API_BASE: urlWithProtocols(['http:', 'https:'], 'https://api-m.sandbox.paypal.com'),
  PAYPAL_WEBHOOK_ID: optionalString,
  S3_BUCKET: optionalString,
  S3_ENDPOINT: urlWithProtocols(['http:', 'https:'], 'https://s3.eu-west-1.amazonaws.com'),
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  SUPPORT_EMAIL: z
    .string()
    .trim()
    .email({ message: 'must be an e-mail address' })
    .default('support@safekid.example'),
  // Dialled by the public page's first button: 112, 911, 999, 000, 15, +…
  SHOP_LANGUAGE: optionalString.refine((v) => v === undefined || isLanguage(v), {
    message: `must be one of ${LANGUAGES.join(', ')}`,
  }),
  EMERGENCY_NUMBER: optionalString.refine((v) => v === undefined || EMERGENCY_NUMBER_PATTERN.test(v), {
    message: 'must be a phone number of 2 to 15 digits, with an optional leading +, like 112 or 911',
  }),
  CLIENT_DIST_DIR: z.string().min(1).optional(),
  TRUST_PROXY: trustProxySchema,
  // On SIGTERM/SIGINT, /readyz answers 503 at once while everything else is served this long (ms).
  SHUTDOWN_DRAIN_MS: optionalString
    .transform((v) => v ?? String(DEFAULT_SHUTDOWN_DRAIN_MS))
    .refine((v) => /^\d+$/.test(v) && Number(v) <= MAX_SHUTDOWN_DRAIN_MS, {
      message: `must be a number of milliseconds from 0 to ${MAX_SHUTDOWN_DRAIN_MS}`,
    })
    .transform(Number),
  // /metrics on the main port answers only `Authorization: Bearer <METRICS_TOKEN>`.
  METRICS_TOKEN: optionalString.refine((v) => v === undefined || METRICS_TOKEN_PATTERN.test(v), {
    message: 'must be at least 32 visible characters without spaces (e.g. openssl rand -hex 32)',
  }),
  // A second listener on 127.0.0.1 serving /metrics alone, without a token.
  METRICS_PORT: optionalString
    .refine((v) => v === undefined || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 65535), {
      message: 'must be a port number between 1 and 65535',
    })
    .transform((v) => (v === undefined ? undefined : Number(v))),
  // Months after a parent's last check before the "still right?" mail; 0 sends none.
  FRESHNESS_REMINDER_MONTHS: optionalString
    .transform((v) => v ?? String(DEFAULT_FRESHNESS_REMINDER_MONTHS))
    .refine((v) => /^\d{1,2}$/.test(v) && Number(v) <= MAX_FRESHNESS_REMINDER_MONTHS, {
      message: `must be a number of months from 1 to ${MAX_FRESHNESS_REMINDER_MONTHS}, or 0 for no reminders`,
    })
    .transform(Number),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { errorMap: () => ({ message: `must be one of ${LOG_LEVELS.join(', ')}` }) })
    .default('info'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL without a pooler, for sessions (LISTEN, the migration lock, dumps); else databaseUrl. */
  databaseDirectUrl: string | undefined;
  sessionSecret: string;
  /** SESSION_SECRET is unset: the secret is the one generated into DATA_DIR/session-secret. */
  sessionSecretGenerated: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  admin: { username: string; password: string; email: string | undefined } | undefined;
  paypal: {
    clientId: string | undefined;
    clientSecret: string | undefined;
    apiBase: string;
    webhookId: string | undefined;
  };
  s3:
    | {
        bucket: string;
        endpoint: string | undefined;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
      }
    | undefined;
  supportEmail: string;
  /** The number the public page's emergency button calls (`tel:`), digits with an optional '+'. */
  emergencyNumber: string;
  /** The language of a visitor with no choice and no Accept-Language match, and of the landing tables. */
  shopLanguage: Language;
  logLevel: (typeof LOG_LEVELS)[number];
  /** The Vite build to serve (default dist/client; tests and parallel builds use their own). */
  clientDistDir: string;
  /** Behind a load balancer: which proxies' X-Forwarded-For gives the client address (per-IP limits). */
  trustProxy: TrustProxy;
  /** After SIGTERM/SIGINT: how long the instance keeps serving with /readyz at 503 before it closes. */
  shutdownDrainMs: number;
  /** With it, /metrics on the main port answers a request bearing it; without, /metrics is absent there. */
  metricsToken: string | undefined;
  /** With it, a second listener on 127.0.0.1 at this port serves /metrics alone. */
  metricsPort: number | undefined;
  /** Months after a parent's last check before the "still right?" reminder; 0: no reminders. */
  freshnessReminderMonths: number;
};

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    // A detail starting '=' quotes the value itself: 'TRUST_PROXY=true would …'.
    super(`Invalid configuration: ${variable}${detail.startsWith('=') ? '' : ' '}${detail}`);
  }
}

/** What S3 storage needs (S3_ENDPOINT only for storage other than AWS). */
const S3_SETTINGS = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** The S3 settings not set (blank counts as unset), in S3_SETTINGS order. */
export function missingS3Settings(env: Record<string, unknown> = process.env): string[] {
  return S3_SETTINGS.filter((name) => typeof env[name] !== 'string' || env[name].trim() === '');
}

const DEFAULT_CLIENT_DIST = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../dist/client');

/** The client build to serve; `npm start` and `npm run build` read it before the full configuration. */
export function clientDistDir(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.CLIENT_DIST_DIR?.trim();
  return path.resolve(configured ? configured : DEFAULT_CLIENT_DIST);
}
const PAYPAL_SANDBOX = 'https://api-m.sandbox.paypal.com';

/**
 * Parse and validate the environment. Throws ConfigError naming the first bad variable.
 * `generateSecret: false` leaves DATA_DIR alone: without SESSION_SECRET the secret is '' (a restore
 * brings the backed-up one, decision 043).
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  options: { generateSecret?: boolean } = {},
): Config {
  // What TRUST_PROXY=true meant before hop counts: say what to write instead.
  if (env.TRUST_PROXY?.trim().toLowerCase() === 'true')
    throw new ConfigError('TRUST_PROXY', TRUST_PROXY_TRUE);
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = String(issue.path[0] ?? 'environment');
    const shown = env[variable];
    const secret = /SECRET|PASSWORD|TOKEN|DATABASE_URL|DATABASE_DIRECT_URL|SMTP_URL/.test(variable);
    const value = shown === undefined || secret ? '' : ` (got ${JSON.stringify(shown)})`;
    throw new ConfigError(variable, `${issue.message}${value}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);

  if (isProduction && !e.SESSION_SECRET) {
    throw new ConfigError('SESSION_SECRET', 'is required when NODE_ENV=production');
  }
  if ((e.ADMIN_USERNAME === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError(e.ADMIN_USERNAME ? 'ADMIN_PASSWORD' : 'ADMIN_USERNAME', 'must be set together');
  }
  if (e.DATABASE_DIRECT_URL && !e.DATABASE_URL) {
    throw new ConfigError('DATABASE_DIRECT_URL', 'needs DATABASE_URL (the pooled connection) as well');
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    throw new ConfigError('METRICS_PORT', `must differ from PORT (both ${e.PORT})`);
  }
  const s3Missing = missingS3Settings(e);
  if (s3Missing.length > 0 && s3Missing.length < S3_SETTINGS.length) {
    throw new ConfigError(s3Missing[0]!, 'is required when other S3_* variables are set');
  }

  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseDirectUrl: e.DATABASE_DIRECT_URL,
    sessionSecret: e.SESSION_SECRET ?? (options.generateSecret === false ? '' : readOrCreateSecret(dataDir)),
    sessionSecretGenerated: e.SESSION_SECRET === undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'SafeKid Tag <no-reply@safekid.example>',
    admin: e.ADMIN_USERNAME
      ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD!, email: e.ADMIN_EMAIL }
      : undefined,
    paypal: {
      clientId: e.PAYPAL_CLIENT_ID,
      clientSecret: e.PAYPAL_CLIENT_SECRET,
      apiBase: (e.PAYPAL_API_BASE ?? PAYPAL_SANDBOX).replace(/\/+$/, ''),
      webhookId: e.PAYPAL_WEBHOOK_ID,
    },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION!,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
        }
      : undefined,
    supportEmail: e.SUPPORT_EMAIL,
    emergencyNumber: e.EMERGENCY_NUMBER ?? DEFAULT_EMERGENCY_NUMBER,
    shopLanguage: (e.SHOP_LANGUAGE as Language | undefined) ?? DEFAULT_LANGUAGE,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    clientDistDir: clientDistDir(env),
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
    freshnessReminderMonths: e.FRESHNESS_REMINDER_MONTHS,
  };
}

/**
 * Development convenience: a random secret generated once and kept in DATA_DIR. Several processes may
 * start at once on one DATA_DIR: the secret is written aside and linked into place (link fails if the
 * file exists), so exactly one wins, nobody reads a half-written file, and all of them use the winner.
 */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  const read = () => (existsSync(file) ? readFileSync(file, 'utf8').trim() : '');
  const existing = read();
  if (existing.length >= 32) return existing;
  mkdirSync(dataDir, { recursive: true });
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(temp, randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    // A file too short to be a secret (edited by hand) is replaced; otherwise the first one stays.
    if (existing) renameSync(temp, file);
    else linkSync(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(temp, { force: true });
  }
  return read();
}
