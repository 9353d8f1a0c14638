import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Finished jobs are kept this long: sent mails for a week (delivery questions), failed ones for a month. */
export const jobRetention = { doneDays: 7, failedDays: 30 } as const;

const count = async (db: Pick<Db, 'execute'>, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: unknown[] }).rows.length;

/**
 * Removes what can no longer be used: e-mail tokens (verification, password reset) past their expiry, refresh
 * tokens past theirs (rotated ones included: they are kept until then only to detect a replay), and sessions that
 * were ended a day ago or whose every refresh token has expired (an access token lives minutes, so none is left).
 */
export async function deleteExpiredTokensAndSessions(db: Pick<Db, 'execute'>) {
  const emailTokens = await count(db, sql`DELETE FROM email_tokens WHERE expires_at < now() RETURNING id`);
  const refreshTokens = await count(db, sql`DELETE FROM refresh_tokens WHERE expires_at < now() RETURNING id`);
  const sessions = await count(
    db,
    sql`DELETE FROM sessions s
        WHERE s.created_at < now() - interval '1 day'
          AND (s.revoked_at < now() - interval '1 day'
            OR NOT EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.session_id = s.id))
        RETURNING id`,
  );
  return { emailTokens, refreshTokens, sessions };
}

/**
 * Deletes accounts that registered `days` ago or earlier and never verified their address, only while they have no
 * company data (no company, profile not completed): such an account holds nothing but an address and a password
 * hash, and keeps the address from being registered by its real owner. Their e-mail tokens go with them.
 */
export async function deleteUnverifiedAccounts(db: Pick<Db, 'execute'>, days: number) {
  return count(
    db,
    sql`WITH gone AS (
          DELETE FROM users
          WHERE email_verified_at IS NULL AND company_id IS NULL AND NOT is_completed
            AND created_at < now() - (${days}::double precision * interval '1 day')
          RETURNING id
        ), tokens AS (
          DELETE FROM email_tokens WHERE user_id IN (SELECT id FROM gone) RETURNING id
        )
        SELECT id FROM gone`,
  );
}

/** Deletes finished jobs past their retention (see jobRetention). */
export async function deleteFinishedJobs(db: Pick<Db, 'execute'>, retention = jobRetention) {
  return count(
    db,
    sql`DELETE FROM jobs
        WHERE (status = 'done' AND finished_at < now() - (${retention.doneDays}::double precision * interval '1 day'))
           OR (status = 'failed' AND finished_at < now() - (${retention.failedDays}::double precision * interval '1 day'))
        RETURNING id`,
  );
}
