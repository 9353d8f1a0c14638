import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  type InvitationItem,
  type InvitationListQuery,
  type InviteBody,
  type Language,
  type Permission,
  invitationLimits,
} from '@plakat/shared';
import { ApiError, badRequest, forbidden, notFound } from '../../../lib/errors.ts';
import type { TenantActor } from '../../../lib/actor.ts';
import type { Core } from '../../../core.ts';
import { hashPassword, issueSession } from '../../auth/index.ts';
import { roleLabel } from '../companies.ts';
import { invitationLink, invitationMail, personName } from './mails.ts';
import { type InvitationRow, claimInvitation, insertMember, invitationByToken, invitationRepo } from './repository.ts';
import { sha256 } from './token.ts';

const validDaysMs = invitationLimits.validDays * 24 * 3_600_000;
const newToken = () => randomBytes(32).toString('base64url');
const expiry = (now = new Date()) => new Date(now.getTime() + validDaysMs);
const validEmail = z.email();

/** Nobody gives a role with a key they do not hold themselves (invitations, created users, their role select). */
export const grantsOnlyHeldKeys = (actor: TenantActor, role: { permissions: string[] }) =>
  role.permissions.every((key) => actor.permissions.has(key as Permission));

/**
 * The checks every way into the company shares (invitation and created user): the role is the company's and grants no
 * key the actor lacks (403), external users need INVITE_EXTERNAL_USER, the department is the company's (404).
 */
export async function checkGrant(
  deps: Core,
  actor: TenantActor,
  body: { roleId: string; affiliation: 'internal' | 'external'; departmentId?: string },
) {
  const repo = invitationRepo(deps.db, actor.companyId);
  if (body.affiliation === 'external' && !actor.permissions.has('INVITE_EXTERNAL_USER')) {
    throw forbidden('apiInvitations.externalNotAllowed');
  }
  const role = await repo.role(body.roleId);
  if (!role) throw notFound('apiInvitations.roleNotFound');
  if (!grantsOnlyHeldKeys(actor, role)) throw forbidden('apiInvitations.roleNotAllowed');
  if (body.departmentId && !(await repo.departmentExists(body.departmentId))) {
    throw notFound('apiInvitations.departmentNotFound');
  }
}

/** Lower-cased, trimmed, each once; 400 naming the first address that is not one. */
export function normalisedEmails(emails: string[]) {
  const seen = new Set<string>();
  for (const raw of emails) {
    const email = raw.trim().toLowerCase();
    if (!validEmail.safeParse(email).success) throw badRequest('apiInvitations.invalidEmail', { email: raw.trim() });
    seen.add(email);
  }
  return [...seen];
}

/** 409 naming the first address that has an account already: a member of this company, or of another one. */
export async function refuseExistingAccounts(deps: Core, actor: TenantActor, emails: string[]) {
  const existing = await invitationRepo(deps.db, actor.companyId).accountsByEmail(emails);
  const first = emails.map((email) => existing.find((a) => a.email === email)).find(Boolean);
  if (!first) return;
  const key = first.companyId === actor.companyId ? 'apiInvitations.alreadyMember' : 'apiInvitations.otherCompany';
  throw new ApiError(409, key, { email: first.email });
}

/**
 * Invites every address into the company with one role. Nothing is sent unless every address is fine. An address
 * with an open invitation gets it renewed (new role, token and 7 days). The mails are queued in the same transaction.
 */
export async function invite(deps: Core, actor: TenantActor, body: InviteBody, lang: Language) {
  const emails = normalisedEmails(body.emails);
  await checkGrant(deps, actor, body);
  await refuseExistingAccounts(deps, actor, emails);
  const context = await invitationRepo(deps.db, actor.companyId).mailContext(actor.userId);
  const facts = { company: context?.companyName ?? '', inviter: context ? (personName(context) ?? '') : '' };
  return deps.db.transaction(async (tx) => {
    const tokens = new Map(emails.map((email) => [email, newToken()]));
    const rows = await invitationRepo(tx, actor.companyId).upsertOpen(
      emails.map((email) => ({
        email,
        roleId: body.roleId,
        affiliation: body.affiliation,
        departmentId: body.departmentId ?? null,
        invitedBy: actor.userId,
        message: body.message ?? null,
        language: lang,
        tokenHash: sha256(tokens.get(email) as string),
        expiresAt: expiry(),
      })),
    );
    const mails = rows.map((row) =>
      invitationMail(lang, row.email, {
        ...facts,
        message: body.message ?? null,
        link: invitationLink(deps.config.publicUrl, tokens.get(row.email) as string),
      }),
    );
    await deps.mailQueue.enqueueMany(tx, mails);
    return rows.map((row) => row.id);
  });
}

const statusOf = (row: { acceptedAt: Date | null; expiresAt: Date }, now: Date) =>
  row.acceptedAt ? 'accepted' : row.expiresAt <= now ? 'expired' : 'pending';

export async function listInvitations(deps: Core, actor: TenantActor, query: InvitationListQuery, lang: Language) {
  const now = new Date();
  const [rows, totalCount] = await invitationRepo(deps.db, actor.companyId).page(
    query.status,
    query.page ?? 1,
    query.perPage ?? 20,
    now,
  );
  const items: InvitationItem[] = rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: { id: row.roleId, label: roleLabel(lang, { label: row.roleLabel, preset: row.rolePreset }) },
    affiliation: row.affiliation,
    department: row.departmentId ? { id: row.departmentId, name: row.departmentName ?? '' } : null,
    invitedBy: personName({ firstName: row.inviterFirstName, lastName: row.inviterLastName, email: row.inviterEmail }),
    status: statusOf(row, now),
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
  }));
  return { items, totalCount };
}

/** The company's invitation that is still open: 404 when unknown or withdrawn, 409 once accepted. */
async function openInvitation(deps: Core, actor: TenantActor, id: string): Promise<InvitationRow> {
  const row = await invitationRepo(deps.db, actor.companyId).find(id);
  if (!row) throw notFound('apiInvitations.notFound');
  if (row.acceptedAt) throw new ApiError(409, 'apiInvitations.alreadyAccepted');
  return row;
}

/** A new link valid 7 more days, mailed again (the old link stops working). */
export async function resendInvitation(deps: Core, actor: TenantActor, id: string) {
  const row = await openInvitation(deps, actor, id);
  const context = await invitationRepo(deps.db, actor.companyId).mailContext(row.invitedBy ?? actor.userId);
  const token = newToken();
  const renewed = await deps.db.transaction(async (tx) => {
    if (!(await invitationRepo(tx, actor.companyId).renew(id, sha256(token), expiry()))) return false;
    await deps.mailQueue.enqueue(
      tx,
      invitationMail(row.language, row.email, {
        company: context?.companyName ?? '',
        inviter: context ? (personName(context) ?? '') : '',
        message: row.message,
        link: invitationLink(deps.config.publicUrl, token),
      }),
    );
    return true;
  });
  if (!renewed) throw new ApiError(409, 'apiInvitations.alreadyAccepted');
}

export async function withdrawInvitation(deps: Core, actor: TenantActor, id: string) {
  await openInvitation(deps, actor, id);
  if (!(await invitationRepo(deps.db, actor.companyId).withdraw(id))) {
    throw new ApiError(409, 'apiInvitations.alreadyAccepted');
  }
}

type TokenState = 'valid' | 'expired' | 'used' | 'withdrawn';
const tokenState = (row: InvitationRow, now = new Date()): TokenState => {
  if (row.acceptedAt) return 'used';
  if (row.withdrawnAt) return 'withdrawn';
  return row.expiresAt <= now ? 'expired' : 'valid';
};

/** What the /register page shows of an invitation link; 404 for an unknown token or a withdrawn invitation. */
export async function invitationInfo(deps: Core, token: string) {
  const found = await invitationByToken(deps.db, sha256(token));
  if (!found) throw notFound('apiInvitations.tokenUnknown');
  const state = tokenState(found.invitation);
  if (state === 'withdrawn') throw new ApiError(410, 'apiInvitations.tokenWithdrawn');
  return {
    status: state,
    email: found.invitation.email,
    companyName: found.companyName,
    inviterName: personName({
      firstName: found.inviterFirstName,
      lastName: found.inviterLastName,
      email: found.inviterEmail,
    }),
  };
}

const refusals: Record<Exclude<TokenState, 'valid'>, ApiError> = {
  expired: new ApiError(410, 'apiInvitations.tokenExpired'),
  withdrawn: new ApiError(410, 'apiInvitations.tokenWithdrawn'),
  used: new ApiError(409, 'apiInvitations.tokenUsed'),
};

/**
 * Accepting: the invited address becomes a verified company user of the company with the invited role, affiliation
 * and department, and is logged in (the web continues at /userRegistration). Expired or withdrawn 410, used 409,
 * unknown 404; nothing changes then.
 */
export async function acceptInvitation(
  deps: Core,
  input: { token: string; password: string; language: Language; userAgent?: string },
) {
  const found = await invitationByToken(deps.db, sha256(input.token));
  if (!found) throw notFound('apiInvitations.tokenUnknown');
  const state = tokenState(found.invitation);
  if (state !== 'valid') throw refusals[state];
  const passwordHash = await hashPassword(input.password);
  const userId = await deps.db.transaction(async (tx) => {
    const invitation = await claimInvitation(tx, found.invitation.id);
    if (!invitation) throw refusals.used;
    const id = await insertMember(tx, {
      email: invitation.email,
      passwordHash,
      companyId: invitation.companyId,
      roleId: invitation.roleId,
      affiliation: invitation.affiliation,
      departmentId: invitation.departmentId,
      language: input.language,
      mustChangePassword: false,
    });
    if (!id) throw new ApiError(409, 'apiInvitations.emailTaken');
    return id;
  });
  const pair = await issueSession(deps, userId, 'company', input.userAgent);
  return { userId, ...pair };
}
