import type { Language, UserEditBody, UserMessageBody } from '@plakat/shared';
import { ApiError, notFound } from '../../../lib/errors.ts';
import { t } from '../../../lib/i18n.ts';
import type { TenantActor } from '../../../lib/actor.ts';
import { revokeAllSessions } from '../../auth/index.ts';
import { notifyUser } from '../../notifications/index.ts';
import type { Core } from '../../../core.ts';
import { canDeleteUser, canEditUser } from '../policy.ts';
import { presentUserDetails } from '../presenter.ts';
import { userAdminRepo } from '../repository/admin.ts';
import { findUserDetails } from '../repository/search.ts';
import { asUserAdmin, enforce, findUserTarget, keepAnOwner } from '../service.ts';

/** One user of the own company for the edit-user page; 404 for a deleted user or one of another company. */
export async function userDetailsFor(deps: Core, actor: TenantActor, userId: string, lang: Language) {
  const row = await findUserDetails(deps.db, actor.companyId, userId);
  if (!row) throw notFound();
  return presentUserDetails(row, lang);
}

async function targetOf(deps: Core, actor: TenantActor, userId: string) {
  const target = await findUserTarget(deps.db, actor.companyId, userId);
  if (!target) throw notFound();
  return target;
}

/** Category and department (null clears); another company's user, department or category answers 404. */
export async function editUser(deps: Core, actor: TenantActor, userId: string, body: UserEditBody, lang: Language) {
  enforce(canEditUser(await asUserAdmin(deps.db, actor), await targetOf(deps, actor, userId)));
  const repo = userAdminRepo(deps.db, actor.companyId);
  if (!(await repo.ownsGroups(body.departmentId, body.categoryId))) throw notFound();
  await repo.update(userId, { departmentId: body.departmentId, categoryId: body.categoryId });
  return userDetailsFor(deps, actor, userId, lang);
}

/**
 * Soft delete (DELETE_USER, DELETE_EXTERNAL_USER for external users): never oneself, an owner only by an owner, and
 * never the last active owner (409). Every session of the user ends.
 */
export async function deleteUser(deps: Core, actor: TenantActor, userId: string) {
  if (userId === actor.userId) throw new ApiError(403, 'apiUsers.notYourself');
  const admin = await asUserAdmin(deps.db, actor);
  await deps.db.transaction(async (tx) => {
    const target = await findUserTarget(tx, actor.companyId, userId);
    if (!target) throw notFound();
    enforce(canDeleteUser(admin, target));
    await keepAnOwner(tx, actor.companyId, [userId]);
    await userAdminRepo(tx, actor.companyId).softDelete(userId);
  });
  await revokeAllSessions(deps, userId, 'user deleted');
}

/**
 * A message to a user of the own company: a notification row for that user and a mail in the user's language, both
 * written in one transaction (the mail is queued and sent only if it commits).
 */
export async function sendMessage(deps: Core, actor: TenantActor, userId: string, body: UserMessageBody) {
  const contact = await userAdminRepo(deps.db, actor.companyId).contact(userId);
  if (!contact) throw notFound();
  const sender = await userAdminRepo(deps.db, actor.companyId).contact(actor.userId);
  const senderName = [sender?.firstName, sender?.lastName].filter(Boolean).join(' ') || sender?.email || '';
  const params = { sender: senderName, subject: body.subject, message: body.message };
  await deps.db.transaction(async (tx) => {
    await notifyUser(tx, {
      companyId: actor.companyId,
      recipientUserId: userId,
      senderUserId: actor.userId,
      type: 'userMessage',
      key: 'userMessage',
      params,
    });
    await deps.mailQueue.enqueue(tx, {
      to: contact.email,
      subject: t(contact.language, 'apiUsers.messageMail.subject', params),
      text: t(contact.language, 'apiUsers.messageMail.text', params),
    });
  });
}
