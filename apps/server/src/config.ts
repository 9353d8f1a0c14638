import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseDuration } from './lib/duration.ts';
import { parseSize } from './lib/size.ts';
import { type RateLimitConfig, rateLimitConfig, rateLimitEnv } from './limits/config.ts';
import type { S3StorageConfig } from './storage/s3-storage.ts';

const duration = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((s, ctx) => {
      const seconds = parseDuration(s);
      if (seconds === null) {
        ctx.addIssue({
          code: 'custom',
          message: `"${s}" is not a duration: use seconds (900) or a unit (15m, 12h, 30d)`,
        });
        return z.NEVER;
      }
      return seconds;
    });

const size = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((s, ctx) => {
      const bytes = parseSize(s);
      if (bytes === null) {
        ctx.addIssue({ code: 'custom', message: `"${s}" is not a size: use bytes (1048576) or a unit (500MB, 2GB)` });
        return z.NEVER;
      }
      return bytes;
    });

/** An optional variable; an empty value (`S3_ENDPOINT=` in a compose file) counts as unset. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')),
  MAIL_FROM: z.string().default('Plakat <no-reply@plakat.local>'),
  ACCESS_TOKEN_TTL: duration('15m'),
  REFRESH_TOKEN_TTL: duration('30d'),
  REFRESH_GRACE_SECONDS: z.coerce.number('must be a number of seconds').int().min(0).max(300).default(10),
  SESSION_MAX_AGE_DAYS: z.coerce.number('must be a number of days').int().min(1).max(3650).default(90),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  DB_CONNECT_TIMEOUT: duration('5s'),
  DB_STATEMENT_TIMEOUT: duration('15s'),
  SHUTDOWN_TIMEOUT: duration('10s'),
  JOB_LEASE: duration('5m'),
  SEARCH_CACHE_ROWS: z.coerce.number('must be a number of rows').int().min(0).max(10_000_000).default(20_000),
  UNVERIFIED_ACCOUNT_DAYS: z.coerce.number('must be a number of days').int().min(1).max(3650).default(7),
  PLAYER_HEARTBEAT_SECONDS: z.coerce.number('must be a number of seconds').int().min(2).max(300).default(30),
  NOTIFICATION_STREAMS_PER_USER: z.coerce.number('must be a number of streams').int().min(1).max(100_000).default(10),
  MAIL_MAX_ATTEMPTS: z.coerce.number('must be a number of attempts').int().min(1).max(50).default(14),
  /** Largest picture accepted for upload, in pixels (width x height): 40 megapixels by default. */
  MEDIA_MAX_PIXELS: z.coerce.number('must be a number of pixels').int().min(1).max(268_402_689).default(40_000_000),
  MEDIA_MAX_FILE_SIZE: size('2GB'),
  MEDIA_COMPANY_QUOTA: size('20GB'),
  MEDIA_UPLOAD_EXPIRY: duration('24h'),
  MEDIA_UPLOAD_STORE: optional(z.enum(['disk', 's3'], 'must be disk or s3')),
  FFPROBE_PATH: z.string().min(1).optional(),
  FFMPEG_PATH: z.string().min(1).optional(),
  S3_BUCKET: optional(
    z
      .string()
      .regex(
        /^[A-Za-z0-9][A-Za-z0-9._-]{1,253}[A-Za-z0-9]$/,
        'must be a bucket name only (a folder inside it goes into S3_PREFIX)',
      ),
  ),
  S3_ENDPOINT: optional(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })),
  S3_REGION: optional(z.string().regex(/^[a-z0-9-]+$/, 'must be a region name such as us-east-1 or auto')),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_FORCE_PATH_STYLE: optional(z.enum(['true', 'false', '1', '0'], 'must be true or false')),
  S3_PREFIX: optional(
    z
      .string()
      .transform((s) => s.replace(/^\/+|\/+$/g, ''))
      .pipe(
        z
          .string()
          .regex(
            /^([A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*)?$/,
            'must be a folder such as plakat or media/plakat',
          ),
      ),
  ),
  ...rateLimitEnv,
});

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  /** Seconds in which a rotated refresh token presented again gets the same pair instead of ending the session. */
  refreshGraceSeconds: number;
  /** Days after its login a session can no longer be refreshed (419): the absolute session lifetime. */
  sessionMaxAgeDays: number;
  logLevel: string;
  production: boolean;
  webDist?: string;
  trustProxy: boolean;
  /** Seconds to open a PostgreSQL connection or wait for a free one; then the request answers 503. */
  dbConnectTimeout: number;
  /** Seconds one SQL statement may run before PostgreSQL cancels it (the request answers 503). */
  dbStatementTimeout: number;
  /** Seconds a SIGTERM/SIGINT waits for running requests before it closes their connections and exits. */
  shutdownTimeout: number;
  /**
   * Seconds a claimed job stays with its instance before another may take it (the first one crashed): longer than a
   * job may take, the SMTP timeouts (mail/mailer.ts) come to about two minutes.
   */
  jobLease: number;
  /** Rows each search result cache (own displays, media pool: src/lib/revision-cache.ts) may hold; 0 switches them off. */
  searchCacheRows: number;
  /** Accounts that never verified their address and have no company data are deleted after this many days. */
  unverifiedAccountDays: number;
  /** Live notification streams (browser tabs) one user may hold open on one instance; one more answers 429. */
  notificationStreamsPerUser: number;
  /** Seconds between a screen's heartbeats (the player is told); three missed make it offline. */
  playerHeartbeatSeconds: number;
  /** Delivery attempts of a mail before it counts as failed (jobs/backoff.ts: 14 is about two days). */
  mailMaxAttempts: number;
  /** Pictures with more pixels (width x height) are refused at upload (413) before they are decoded. */
  mediaMaxPixels: number;
  /** Largest file one resumable upload may be, in bytes (MEDIA_MAX_FILE_SIZE, default 2 GB). */
  mediaMaxFileSize: number;
  /** Bytes of stored media one company may hold (MEDIA_COMPANY_QUOTA, default 20 GB). */
  mediaCompanyQuota: number;
  /** Seconds after its creation an unfinished resumable upload is removed (MEDIA_UPLOAD_EXPIRY, default 24h). */
  mediaUploadExpiry: number;
  /**
   * Where the parts of unfinished resumable uploads live (MEDIA_UPLOAD_STORE): `disk` (DATA_DIR/tmp/resumable) or `s3`
   * (the S3 bucket, for several instances that share no disk); by default `s3` exactly when media storage is S3.
   */
  mediaUploadStore: 'disk' | 's3';
  /** ffprobe/ffmpeg binaries for video uploads; unset: the ones of @ffprobe-installer / @ffmpeg-installer. */
  ffprobePath?: string;
  ffmpegPath?: string;
  /** Set (by S3_BUCKET): uploaded files go to this bucket instead of DATA_DIR/storage. */
  s3?: S3StorageConfig;
  /** The abuse limits (RATE_LIMIT_*, limits/config.ts). */
  rateLimits: RateLimitConfig;
};

export class ConfigError extends Error {}

/** Reads and validates the environment; the JWT secret is generated once and kept in the data folder when unset. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const s3 = s3Config(e);
  if (e.MEDIA_UPLOAD_STORE === 's3' && !s3) {
    throw new ConfigError(
      'Invalid configuration:\n  MEDIA_UPLOAD_STORE: s3 needs S3_BUCKET (the unfinished uploads go to the media bucket)',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    refreshGraceSeconds: e.REFRESH_GRACE_SECONDS,
    sessionMaxAgeDays: e.SESSION_MAX_AGE_DAYS,
    logLevel: e.LOG_LEVEL,
    production: e.NODE_ENV === 'production',
    webDist: e.WEB_DIST,
    trustProxy: e.TRUST_PROXY,
    dbConnectTimeout: e.DB_CONNECT_TIMEOUT,
    dbStatementTimeout: e.DB_STATEMENT_TIMEOUT,
    shutdownTimeout: e.SHUTDOWN_TIMEOUT,
    jobLease: e.JOB_LEASE,
    searchCacheRows: e.SEARCH_CACHE_ROWS,
    unverifiedAccountDays: e.UNVERIFIED_ACCOUNT_DAYS,
    notificationStreamsPerUser: e.NOTIFICATION_STREAMS_PER_USER,
    playerHeartbeatSeconds: e.PLAYER_HEARTBEAT_SECONDS,
    mailMaxAttempts: e.MAIL_MAX_ATTEMPTS,
    mediaMaxPixels: e.MEDIA_MAX_PIXELS,
    mediaMaxFileSize: e.MEDIA_MAX_FILE_SIZE,
    mediaCompanyQuota: e.MEDIA_COMPANY_QUOTA,
    mediaUploadExpiry: e.MEDIA_UPLOAD_EXPIRY,
    mediaUploadStore: e.MEDIA_UPLOAD_STORE ?? (s3 ? 's3' : 'disk'),
    ffprobePath: e.FFPROBE_PATH,
    ffmpegPath: e.FFMPEG_PATH,
    s3,
    rateLimits: rateLimitConfig(e),
  };
}

/** S3 storage when S3_BUCKET is set; other S3_* variables without a bucket, or only half a key pair, are mistakes. */
function s3Config(e: z.infer<typeof envSchema>): S3StorageConfig | undefined {
  const problems: string[] = [];
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    problems.push(
      '  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither (neither: the AWS default credentials)',
    );
  }
  if (!e.S3_BUCKET) {
    const stray = (
      [
        'S3_ENDPOINT',
        'S3_REGION',
        'S3_ACCESS_KEY_ID',
        'S3_SECRET_ACCESS_KEY',
        'S3_FORCE_PATH_STYLE',
        'S3_PREFIX',
      ] as const
    ).filter((name) => e[name] !== undefined);
    if (stray.length > 0)
      problems.push(
        `  S3_BUCKET: required when ${stray.join(', ')} ${stray.length === 1 ? 'is' : 'are'} set (files are stored on the local disk without it)`,
      );
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  if (!e.S3_BUCKET) return undefined;
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION ?? 'us-east-1',
    endpoint: e.S3_ENDPOINT,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true' || e.S3_FORCE_PATH_STYLE === '1',
    prefix: e.S3_PREFIX ?? '',
  };
}

function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
