import { randomBytes } from 'node:crypto';
import type { CreateUserBody, InitialPasswordBody, Language } from '@plakat/shared';
import { ApiError } from '../../../lib/errors.ts';
import type { CompanyActor, TenantActor } from '../../../lib/actor.ts';
import type { Core } from '../../../core.ts';
import { hashPassword } from '../../auth/index.ts';
import { oneTimePasswordMail } from '../invitations/mails.ts';
import { insertMember, invitationRepo } from '../invitations/repository.ts';
import { checkGrant, refuseExistingAccounts } from '../invitations/service.ts';
import { setInitialPassword } from './repository.ts';

/** 16 characters of letters, digits, '-' and '_': about 96 bits. */
const oneTimePassword = () => randomBytes(12).toString('base64url');

/**
 * CREATE_USER: a verified company user with one role and a one-time password, mailed to them in the same transaction.
 * At the first login the web asks for an own password (`mustChangePassword`), then the person data (/userRegistration).
 */
export async function createUser(deps: Core, actor: TenantActor, body: CreateUserBody, lang: Language) {
  const email = body.email.trim().toLowerCase();
  await checkGrant(deps, actor, body);
  await refuseExistingAccounts(deps, actor, [email]);
  const password = oneTimePassword();
  const passwordHash = await hashPassword(password);
  const context = await invitationRepo(deps.db, actor.companyId).mailContext(actor.userId);
  const mailLang = body.lang ?? lang;
  return deps.db.transaction(async (tx) => {
    const userId = await insertMember(tx, {
      email,
      passwordHash,
      companyId: actor.companyId,
      roleId: body.roleId,
      affiliation: body.affiliation,
      departmentId: body.departmentId ?? null,
      language: mailLang,
      firstName: body.firstName,
      lastName: body.lastName,
      mustChangePassword: true,
    });
    if (!userId) throw new ApiError(409, 'apiInvitations.emailExists', { email });
    await deps.mailQueue.enqueue(
      tx,
      oneTimePasswordMail(mailLang, email, {
        company: context?.companyName ?? '',
        password,
        loginLink: `${deps.config.publicUrl}/login`,
      }),
    );
    return userId;
  });
}

/** The first own password of a created user; 409 once it is set. */
export async function changeInitialPassword(deps: Core, actor: CompanyActor, body: InitialPasswordBody) {
  const passwordHash = await hashPassword(body.password);
  if (!(await setInitialPassword(deps.db, actor.userId, passwordHash))) {
    throw new ApiError(409, 'apiInvitations.noInitialPassword');
  }
}
