import { eq } from 'drizzle-orm';
import type { UserStatus } from '@plakat/shared';
import { users } from '../../db/schema/index.ts';
import { revokeAllSessions } from '../auth/tokens.ts';
import type { AppDeps } from '../deps.ts';

/**
 * Sets a user's status. Pausing blocks the user (docs/decisions.md): every session ends, so the user's next request
 * answers 419 whatever token it carries. The user-management routes (EDIT_USER_STATUS) call this.
 */
export async function setUserStatus(deps: AppDeps, userId: string, status: UserStatus) {
  await deps.db.update(users).set({ status }).where(eq(users.id, userId));
  if (status === 'paused') await revokeAllSessions(deps, userId, 'user paused');
  else deps.sessions.forgetUser(userId);
}
