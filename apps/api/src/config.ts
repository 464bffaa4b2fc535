import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export type Config = {
  port: number;
  host: string;
  nodeEnv: 'development' | 'production' | 'test';
  /** PGlite's data directory; null keeps the embedded database in memory (tests). */
  dataDir: string | null;
  databaseUrl: string | null;
  /** A streaming replica of DATABASE_URL; the public reads go to it (issue 25 §2). */
  databaseReplicaUrl: string | null;
  demo: boolean;
  /** The demo plays a match of its current tour live while the site runs (issue 22 §5). */
  demoLive: boolean;
  adminLogin: string | null;
  adminPassword: string | null;
  adminEmail: string;
  logLevel: string;
  webDist: string;
  /** The built back office (apps/admin), served under /admin/. */
  adminDist: string;
  /**
   * Which proxies in front may name the client in X-Forwarded-For: false (none), a hop count (1: the
   * one proxy in front), or their addresses. Never "every hop": the client would pick its own IP.
   */
  trustProxy: false | number | string[];
  /** smtp(s)://… ; without it mail goes to the development outbox. */
  smtpUrl: string | null;
  mailFrom: string;
  /** Sign-in, registration and recovery attempts allowed per minute, per IP and per account. */
  authRateLimit: number;
  /** API requests allowed per minute from one client IP; 0 turns the limit off. */
  requestRateLimit: number;
  /** How long a stop (SIGTERM) waits for requests in flight before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** Seconds the server keeps each public read (ratings, players, active league) it answered; 0 turns it off. */
  publicReadCacheSeconds: number;
  /** Origin the browser reaches us at; the partner redirects back to it, emails link to it. */
  publicUrl: string;
  /**
   * The job worker (reminders, emails): `on` inside this API process (the default), `only` the
   * worker without the HTTP server, `off` the HTTP server without the worker (larger sites).
   */
  worker: 'on' | 'only' | 'off';
  /** Other origins whose pages may call the API from a browser (CORS); none by default. */
  corsOrigins: string[];
  partner: {
    /**
     * The built-in sandbox partner plays the partner (development and the demo only): on with the
     * demo or PARTNER_SANDBOX=1, never beside a real partner or under NODE_ENV=production.
     */
    sandbox: boolean;
    authorizeUrl: string | null;
    tokenUrl: string | null;
    clientId: string;
    /** The real partner's secrets; the sandbox's are generated per data folder (partner/sandbox-secrets.ts). */
    clientSecret: string | null;
    /** Shared secret of the signed bet feed (HMAC-SHA256). */
    webhookSecret: string | null;
  };
};

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

function flag(name: string, value: string | undefined, fallback: boolean, problems: string[]): boolean {
  if (value === undefined || value === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(value.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  problems.push(`${name} must be 1 or 0 (got "${value}")`);
  return fallback;
}

const IP_OR_CIDR = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-fA-F:]*:[0-9a-fA-F:.]*)(\/\d{1,3})?$/;

function trustedProxies(value: string | undefined, problems: string[]): Config['trustProxy'] {
  const text = (value ?? '').trim();
  if (text === '' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const addresses = text.split(',').map((a) => a.trim());
  if (addresses.every((a) => IP_OR_CIDR.test(a))) return addresses;
  problems.push(
    `TRUST_PROXY must be the number of proxies in front (1 for one nginx) or their addresses, comma-separated (got "${value}")`,
  );
  return false;
}

/**
 * Every environment variable the API reads: loadConfig is the one place in apps/api/src that reads the
 * environment. README's Configuration table and .env.example list exactly these
 * (test/config-documented.test.ts); a variable loadConfig reads must be added here, or it does not typecheck.
 */
export const CONFIG_VARIABLES = [
  'PORT',
  'HOST',
  'NODE_ENV',
  'DATA_DIR',
  'DATABASE_URL',
  'DATABASE_REPLICA_URL',
  'DEMO',
  'DEMO_LIVE',
  'ADMIN_LOGIN',
  'ADMIN_PASSWORD',
  'ADMIN_EMAIL',
  'LOG_LEVEL',
  'TRUST_PROXY',
  'REQUEST_RATE_LIMIT',
  'AUTH_RATE_LIMIT',
  'SMTP_URL',
  'MAIL_FROM',
  'PUBLIC_URL',
  'PARTNER_SANDBOX',
  'PARTNER_AUTHORIZE_URL',
  'PARTNER_TOKEN_URL',
  'PARTNER_CLIENT_ID',
  'PARTNER_CLIENT_SECRET',
  'PARTNER_WEBHOOK_SECRET',
  'SHUTDOWN_TIMEOUT_MS',
  'PUBLIC_READ_CACHE_SECONDS',
  'CORS_ORIGINS',
  'WORKER',
  'WEB_DIST',
  'ADMIN_DIST',
] as const;

export type ConfigVariable = (typeof CONFIG_VARIABLES)[number];

/** The environment as loadConfig sees it: only the variables above (process.env fits). */
export type ConfigEnv = Readonly<Partial<Record<ConfigVariable, string | undefined>>>;

/** Reads the environment once; every problem is reported together so a start fails readably. */
export function loadConfig(env: ConfigEnv = process.env): Config {
  const problems: string[] = [];

  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    problems.push(`PORT must be a port number (got "${env.PORT}")`);

  const nodeEnv = env.NODE_ENV ?? 'development';
  if (nodeEnv !== 'development' && nodeEnv !== 'production' && nodeEnv !== 'test') {
    problems.push(`NODE_ENV must be development, production or test (got "${nodeEnv}")`);
  }

  const databaseUrl = env.DATABASE_URL || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const databaseReplicaUrl = env.DATABASE_REPLICA_URL || null;
  if (databaseReplicaUrl && !/^postgres(ql)?:\/\//.test(databaseReplicaUrl))
    problems.push('DATABASE_REPLICA_URL must start with postgres:// or postgresql://');
  if (databaseReplicaUrl && !databaseUrl)
    problems.push(
      'DATABASE_REPLICA_URL is a replica of DATABASE_URL: set both (the embedded database has none)',
    );

  const adminLogin = env.ADMIN_LOGIN || null;
  const adminPassword = env.ADMIN_PASSWORD || null;
  if (Boolean(adminLogin) !== Boolean(adminPassword))
    problems.push('ADMIN_LOGIN and ADMIN_PASSWORD go together');

  const authRateLimit = Number(env.AUTH_RATE_LIMIT ?? 10);
  if (!Number.isInteger(authRateLimit) || authRateLimit < 1)
    problems.push('AUTH_RATE_LIMIT must be a positive integer');
  const requestRateLimit = Number(env.REQUEST_RATE_LIMIT ?? 1200);
  if (!Number.isInteger(requestRateLimit) || requestRateLimit < 0)
    problems.push('REQUEST_RATE_LIMIT must be a whole number of requests per minute (0 turns it off)');
  const shutdownTimeoutMs = Number(env.SHUTDOWN_TIMEOUT_MS ?? 10_000);
  if (!Number.isInteger(shutdownTimeoutMs) || shutdownTimeoutMs < 1)
    problems.push('SHUTDOWN_TIMEOUT_MS must be a positive number of milliseconds');
  const publicReadCacheSeconds = Number(env.PUBLIC_READ_CACHE_SECONDS ?? (nodeEnv === 'test' ? 0 : 15));
  if (!Number.isInteger(publicReadCacheSeconds) || publicReadCacheSeconds < 0 || publicReadCacheSeconds > 60)
    problems.push('PUBLIC_READ_CACHE_SECONDS must be a whole number of seconds from 0 to 60');
  if (env.WORKER && !['on', 'only', 'off'].includes(env.WORKER))
    problems.push('WORKER must be on, only or off');
  if (env.SMTP_URL && !/^smtps?:\/\//.test(env.SMTP_URL))
    problems.push('SMTP_URL must start with smtp:// or smtps://');

  const corsOrigins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    const url = URL.canParse(origin) ? new URL(origin) : null;
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== origin)
      problems.push(`CORS_ORIGINS must list origins like https://example.org (got "${origin}")`);
  }

  const demo = flag('DEMO', env.DEMO, true, problems);
  const demoLive = flag('DEMO_LIVE', env.DEMO_LIVE, demo && nodeEnv === 'development', problems);
  if (demoLive && nodeEnv === 'production')
    problems.push('DEMO_LIVE=1 replays a demo match: it cannot run under NODE_ENV=production');
  const partnerUrls = [env.PARTNER_AUTHORIZE_URL, env.PARTNER_TOKEN_URL].filter(Boolean);
  if (partnerUrls.length === 1) problems.push('PARTNER_AUTHORIZE_URL and PARTNER_TOKEN_URL go together');
  if (partnerUrls.some((u) => !/^https?:\/\//.test(u!)))
    problems.push('PARTNER_* URLs must start with http(s)://');
  if (partnerUrls.length > 0 && !env.PARTNER_CLIENT_SECRET)
    problems.push('PARTNER_CLIENT_SECRET is needed with PARTNER_AUTHORIZE_URL and PARTNER_TOKEN_URL');
  const realPartner = [
    env.PARTNER_AUTHORIZE_URL,
    env.PARTNER_TOKEN_URL,
    env.PARTNER_CLIENT_SECRET,
    env.PARTNER_WEBHOOK_SECRET,
  ].some(Boolean);
  const sandboxAsked = env.PARTNER_SANDBOX
    ? flag('PARTNER_SANDBOX', env.PARTNER_SANDBOX, false, problems)
    : null;
  if (sandboxAsked && realPartner)
    problems.push(
      'PARTNER_SANDBOX=1 cannot run beside a real partner (a PARTNER_* URL or secret is set): choose one',
    );
  if (sandboxAsked && nodeEnv === 'production')
    problems.push(
      'PARTNER_SANDBOX=1 is for development and the demo: it cannot run under NODE_ENV=production',
    );
  const sandbox = sandboxAsked ?? (demo && !realPartner && nodeEnv !== 'production');

  const config: Config = {
    port,
    host: env.HOST || '0.0.0.0',
    nodeEnv: nodeEnv as Config['nodeEnv'],
    dataDir: resolve(env.DATA_DIR || 'data'),
    databaseUrl,
    databaseReplicaUrl,
    demo,
    demoLive: demo && demoLive,
    adminLogin,
    adminPassword,
    adminEmail: env.ADMIN_EMAIL || `${adminLogin ?? 'admin'}@mliga.local`,
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'warn' : 'info'),
    webDist: resolve(repoRoot, env.WEB_DIST || 'apps/web/dist'),
    adminDist: resolve(repoRoot, env.ADMIN_DIST || 'apps/admin/dist'),
    trustProxy: trustedProxies(env.TRUST_PROXY, problems),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Медиалига <noreply@mliga.local>',
    authRateLimit,
    requestRateLimit,
    shutdownTimeoutMs,
    publicReadCacheSeconds,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    corsOrigins,
    worker: (env.WORKER || 'on') as Config['worker'],
    partner: {
      sandbox,
      authorizeUrl: env.PARTNER_AUTHORIZE_URL || null,
      tokenUrl: env.PARTNER_TOKEN_URL || null,
      clientId: env.PARTNER_CLIENT_ID || 'mliga',
      clientSecret: env.PARTNER_CLIENT_SECRET || null,
      webhookSecret: env.PARTNER_WEBHOOK_SECRET || null,
    },
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
