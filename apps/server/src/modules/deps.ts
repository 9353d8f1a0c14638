import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { JwtSigner } from '../lib/jwt.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { SessionCache } from './auth/index.ts';
import type { DisplaySearchCache, MediaUrlSigner } from './displays/index.ts';

/** What every module's service gets: passed explicitly, so tests can build an app with their own pieces. */
export type AppDeps = {
  config: Config;
  db: Db;
  jwt: JwtSigner;
  sessions: SessionCache;
  mailer: Mailer;
  mediaUrls: MediaUrlSigner;
  displaySearchCache: DisplaySearchCache;
};
