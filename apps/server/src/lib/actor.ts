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
  /** Every key of every role the user holds: what a route's `permission` asks for. */
  permissions: ReadonlySet<Permission>;
  /** How far the keys reach over displays and private media files (modules/roles `access.ts` decides with it). */
  reach: { displays: Reach; media: Reach };
};
/**
 * `all`: some role reaches every resource of the kind; `keys`: the keys of such roles. Keys beyond `keys` reach only
 * the resources assigned to the user for the role that holds them.
 */
export type Reach = { all: boolean; keys: ReadonlySet<Permission> };
/** Keys that reach every display and every private file (tests and actors built outside the session cache). */
export const reachEverywhere = (keys: ReadonlySet<Permission>): CompanyActor['reach'] => ({
  displays: { all: true, keys },
  media: { all: true, keys },
});
/** A company user whose company exists: routes with `completed` or a permission key (`tenantActor(request)`). */
export type TenantActor = CompanyActor & { companyId: string };
export type SuperpanelActor = { kind: 'superpanel'; adminId: string; sessionId: string };
/** A paired screen (issue 25): its credential plays for one display of one company and reaches /api/player/* only. */
export type PlayerActor = { kind: 'player'; credentialId: string; companyId: string; displayId: string };
export type Actor = CompanyActor | SuperpanelActor | PlayerActor;

/** Who may call a route: the two logins and the paired player, each with credentials of its own. */
export type Audience = Actor['kind'];
/** The two logins (sessions with JWT access tokens). */
export type LoginAudience = Exclude<Audience, 'player'>;

/** Resolves a login session to its actor; null when the session is unusable (revoked, ended, its subject blocked). */
export type ActorSource = {
  get(sessionId: string, audience: LoginAudience, subjectId: string): Promise<CompanyActor | SuperpanelActor | null>;
};
