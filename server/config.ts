import { resolve } from 'node:path';
import { z } from 'zod';
import { LOG_LEVELS, type LogLevel } from './http/logger.ts';

const optionalSecret = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  ADMIN_PASSWORD: optionalSecret,
  SESSION_SECRET: optionalSecret.refine((value) => value === undefined || value.length >= 32, 'Must be at least 32 characters'),
  SITE_DIR: z.string().min(1).default('dist/site'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
});

export interface ServerConfig {
  port: number;
  dataDir: string;
  adminPassword?: string;
  sessionSecret?: string;
  siteDir: string;
  logLevel: LogLevel;
}

/** Reads the environment once at start; a bad value stops the server with a message naming it. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const { PORT, DATA_DIR, ADMIN_PASSWORD, SESSION_SECRET, SITE_DIR, LOG_LEVEL } = result.data;
  return {
    port: PORT,
    dataDir: resolve(DATA_DIR),
    adminPassword: ADMIN_PASSWORD,
    sessionSecret: SESSION_SECRET,
    siteDir: resolve(SITE_DIR),
    logLevel: LOG_LEVEL,
  };
}
