/** Every route of the web app (platform spec §2); links and redirects are built from here only. */
export const paths = {
  home: '/',
  auth: '/auth',
  login: '/login',
  register: '/register',
  emailVerification: '/email/verification',
  emailChange: '/email/change',
  passwordForgot: '/password/forgot',
  passwordReset: '/password/reset',
  superpanelLogin: '/superpanelLogin',
  superpanel: '/superpanel',
  /** The read-only overview of one company in the superpanel. */
  superpanelCompany: (companyId = ':companyId') => `/superpanel/companies/${companyId}`,
  userRegistration: '/userRegistration',
  /** A user created with a one-time password chooses an own one first (beyond the spec, docs/api/users.md). */
  initialPassword: '/password/new',
  companyRegistration: '/companyRegistration',
  notFound: '/not-found',
  dashboard: {
    root: '/dashboard',
    userProfile: '/dashboard/user-profile',
    notificationCenter: '/dashboard/notification-canter',
    /** The correct spelling leads to the spec's path. */
    notificationCenterAlias: '/dashboard/notification-center',
    userManagement: {
      root: '/dashboard/user-management',
      list: '/dashboard/user-management/list',
      search: '/dashboard/user-management/search',
      editUser: (userId = ':userId') => `/dashboard/user-management/edit-user/${userId}`,
      displayAssignment: (userId = ':userId', roleId = ':roleId') =>
        `/dashboard/user-management/edit-user/display-assignment/${userId}/${roleId}`,
      mediaAssignment: (userId = ':userId', roleId = ':roleId') =>
        `/dashboard/user-management/edit-user/media-assignment/${userId}/${roleId}`,
      /** Beyond the spec's routes (docs/decisions.md): roles, invitations, categories and departments. */
      roles: '/dashboard/user-management/roles',
      invitations: '/dashboard/user-management/invitations',
      categories: '/dashboard/user-management/categories',
      departments: '/dashboard/user-management/departments',
    },
    partnersManagement: '/dashboard/partners-management',
    partnersInvitationConfirmation: '/dashboard/partnersInvitationConfirmation',
    displayManagement: {
      root: '/dashboard/display-management',
      create: '/dashboard/display-management/create-display',
      edit: (displayId = ':displayId') => `/dashboard/display-management/edit-display/${displayId}`,
      ownList: '/dashboard/display-management/own-list',
      ownDetails: (id = ':id') => `/dashboard/display-management/own-list/${id}`,
      ownSearch: '/dashboard/display-management/own-list/search',
      partnerList: '/dashboard/display-management/partner-list',
      partnerSearch: '/dashboard/display-management/partner-list/search',
    },
    mediaPool: {
      root: '/dashboard/media-pool',
      add: '/dashboard/media-pool/add-media-pool',
      edit: (id = ':id') => `/dashboard/media-pool/add-media-pool/${id}`,
      search: '/dashboard/media-pool/search',
      list: '/dashboard/media-pool/list',
      details: (id = ':id') => `/dashboard/media-pool/list/${id}`,
    },
    editor: '/dashboard/editor',
    editorCanvas: (id = ':id') => `/dashboard/editor/canva-design/${id}`,
    broadcast: '/dashboard/broadcast',
    commercial: '/dashboard/commercial',
    advertisingBreak: '/dashboard/advertising-break',
    statistics: '/dashboard/statistics',
    credits: '/dashboard/credits',
    tariffAndPackages: '/dashboard/tariff-and-packages',
    account: '/dashboard/account',
  },
} as const;

/** The editor canvas hides the footer and un-sticks the top bar. */
export const isEditorCanvasPath = (pathname: string) => pathname.startsWith('/dashboard/editor/canva-design/');

/** The login page's parameter that names the page to return to after logging in. */
export const nextParam = 'next';

const origin = 'http://plakat.invalid';

/**
 * The page a `next` parameter asks for, when it may be honoured: a same-origin path under /dashboard, answered
 * normalised (`..` resolved) with its query and hash. Anything else (other hosts, `//host`, backslashes, other paths)
 * answers null, so the parameter can never redirect away from the app.
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000 || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const root = paths.dashboard.root;
  if (url.pathname !== root && !url.pathname.startsWith(`${root}/`)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * /login, with `next` naming `from` when it is a page worth returning to (under /dashboard, the dashboard itself
 * aside: that is where a login leads anyway).
 */
export function loginPath(from?: { pathname: string; search?: string; hash?: string }): string {
  if (!from) return paths.login;
  const next = safeNextPath(`${from.pathname}${from.search ?? ''}${from.hash ?? ''}`);
  if (!next || next === paths.dashboard.root) return paths.login;
  return `${paths.login}?${new URLSearchParams({ [nextParam]: next }).toString()}`;
}
