import type { Permission } from '@plakat/shared';

/**
 * Who makes a request, as the access check (plugins/auth.ts) resolved it from the verified token and its session.
 * Every context reads it; the auth context produces it (its session cache). Here, so that both depend on it one way.
 */
export type CompanyActor = {
  kind: 'company';
  userId: string;
  sessionId: string;
  companyId: string | null;
  userType: 'companyOwner' | 'companyUser';
  isCompleted: boolean;
  language: 'en' | 'de';
  permissions: ReadonlySet<Permission>;
};
/** A company user whose company exists: routes with `completed` or a permission key (`tenantActor(request)`). */
export type TenantActor = CompanyActor & { companyId: string };
export type SuperpanelActor = { kind: 'superpanel'; adminId: string; sessionId: string };
export type Actor = CompanyActor | SuperpanelActor;

/** The two logins; each has a token audience of its own. */
export type Audience = Actor['kind'];

/** Resolves a session to its actor; null when the session is unusable (revoked, ended, its subject blocked). */
export type ActorSource = {
  get(sessionId: string, audience: Audience, subjectId: string): Promise<Actor | null>;
};
