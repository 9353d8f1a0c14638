import { type NonIndexRouteObject, type RouteObject, createBrowserRouter, redirect } from 'react-router';
import * as auth from '../features/auth/index.ts';
import { pageAccess } from '../config/page-access.ts';
import { paths } from '../config/paths.ts';
import {
  loadAppTexts,
  loadDashboardTexts,
  loadMediaTexts,
  loadNotificationTexts,
  loadRegistrationTexts,
  loadSuperpanelTexts,
  loadUserTexts,
  loadWizardTexts,
} from '../lib/i18n.ts';
import { page, placeholder } from './route-page.ts';
import { userManagementPages } from './user-management-routes.ts';
import { partnerPages } from './partner-routes.ts';
import { editorPages } from './editor-routes.ts';
import { loadFrame } from './start-steps.ts';

/**
 * The route table of platform spec §2. Every page is loaded lazily per feature (`page`, route-page.ts), so the login
 * page never downloads the dashboard's code.
 */

/**
 * The layouts load lazily too (beside the page, in parallel): the login page does not download the logged-in top
 * bar and breadcrumbs, a logged-in page not the logged-out card. The logged-in screens' texts load with their layout.
 */
const loggedInLayout = {
  lazy: () =>
    Promise.all([import('./layouts/logged-in-layout.tsx'), loadAppTexts()]).then(([m]) => ({
      Component: m.LoggedInLayout,
    })),
};
const loggedOutLayout = {
  lazy: () => import('./layouts/logged-out-layout.tsx').then((m) => ({ Component: m.LoggedOutLayout })),
};
/** Not found and the e-mail change link: the logged-in layout's texts come along (its top bar's bell needs them). */
const sessionLayout = {
  lazy: () =>
    Promise.all([import('./layouts/session-layout.tsx'), loadAppTexts()]).then(([m]) => ({
      Component: m.SessionLayout,
    })),
};

/**
 * The root layout and the guards load lazily too, with the app's frame (start-steps.ts), so this route table, which
 * the entry needs to create the router at once, does not bring antd into the entry. The first render waits for the
 * router to have loaded them (main.tsx), so no fallback shows before.
 */
const rootLayout = {
  lazy: () => loadFrame().then((m) => ({ Component: m.RootLayout, ErrorBoundary: m.RouteErrorBoundary })),
};
const guard = (name: 'GuestOnly' | 'RequireLogin' | 'RequireSuperpanel') => ({
  lazy: () => loadFrame().then((m) => ({ Component: m[name] })),
});

const registration = () =>
  Promise.all([import('../features/registration/index.ts'), loadRegistrationTexts()]).then(([m]) => m);
const dashboard = () => Promise.all([import('../features/dashboard/index.ts'), loadDashboardTexts()]).then(([m]) => m);
const superpanel = () =>
  Promise.all([import('../features/superpanel/index.ts'), loadAppTexts(), loadSuperpanelTexts()]).then(([m]) => m);
const displays = () => import('../features/displays/index.ts');
const displayWizard = () =>
  Promise.all([import('../features/displays/wizard/index.ts'), loadWizardTexts()]).then(([m]) => m);
const profile = () =>
  Promise.all([import('../features/profile/index.ts'), loadUserTexts(), loadRegistrationTexts()]).then(([m]) => m);
const notifications = () =>
  Promise.all([import('../features/notifications/index.ts'), loadNotificationTexts()]).then(([m]) => m);
const mediaPool = () => Promise.all([import('../features/media-pool/index.ts'), loadMediaTexts()]).then(([m]) => m);

const notFound = () =>
  page('titles.notFound', () =>
    import('../components/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })),
  );

const d = paths.dashboard;

/**
 * /dashboard/user-profile: the profile page frame with the company tab of the registration feature (features do
 * not import each other; the app composes them).
 */
const userProfilePage = () =>
  Promise.all([profile(), registration()]).then(([p, r]) => ({
    Component: () => <p.UserProfilePage companyDetails={r.CompanyDetailsForm} />,
  }));

/** The pages inside the logged-in layout (needLoggedIn, platform spec §2). */
const loggedInPages: RouteObject[] = [
  {
    path: paths.companyRegistration,
    ...page('titles.companyRegistration', () => registration().then((m) => ({ Component: m.CompanyRegistrationPage }))),
  },
  {
    path: paths.initialPassword,
    ...page('titles.initialPassword', () => registration().then((m) => ({ Component: m.InitialPasswordPage }))),
  },
  {
    path: paths.userRegistration,
    ...page('titles.userRegistration', () => registration().then((m) => ({ Component: m.UserRegistrationPage }))),
  },
  {
    path: d.root,
    ...page('titles.dashboard', () => dashboard().then((m) => ({ Component: m.DashboardPage }))),
  },
  {
    path: d.displayManagement.root,
    ...page('titles.displayManagement', () => dashboard().then((m) => ({ Component: m.SectionMenuPage }))),
  },
  {
    path: d.mediaPool.root,
    ...page('titles.mediaPool', () => dashboard().then((m) => ({ Component: m.SectionMenuPage }))),
  },
  ...userManagementPages,
  { path: d.userProfile, ...page('titles.userProfile', userProfilePage) },
  {
    path: d.notificationCenter,
    ...page('titles.notificationCenter', () =>
      notifications().then(async (m) => ({ Component: await m.notificationCenterPage() })),
    ),
  },
  ...partnerPages,
  {
    path: d.displayManagement.create,
    ...page('titles.createDisplay', () => displayWizard().then((m) => ({ Component: m.DisplayWizardPage }))),
  },
  {
    path: d.displayManagement.edit(),
    ...page('titles.editDisplay', () => displayWizard().then((m) => ({ Component: m.DisplayWizardPage }))),
  },
  {
    path: d.displayManagement.ownList,
    ...page('titles.ownDisplays', () =>
      displays().then(async (m) => ({ Component: await m.ownDisplaysPage(), loader: m.ownListLoader })),
    ),
  },
  {
    path: d.displayManagement.ownSearch,
    ...page('titles.ownDisplaySearch', () =>
      displays().then(async (m) => ({ Component: await m.ownDisplaySearchPage() })),
    ),
  },
  {
    path: d.displayManagement.ownDetails(),
    ...page('titles.displayDetails', () => displays().then(async (m) => ({ Component: await m.displayDetailsPage() }))),
  },
  {
    path: d.displayManagement.partnerList,
    ...page('titles.partnerDisplays', () =>
      displays().then(async (m) => ({ Component: await m.partnerDisplaysPage(), loader: m.partnerListLoader })),
    ),
  },
  {
    path: d.displayManagement.partnerSearch,
    ...page('titles.partnerDisplaySearch', () =>
      displays().then(async (m) => ({ Component: await m.partnerDisplaySearchPage() })),
    ),
  },
  {
    path: d.mediaPool.add,
    ...page('titles.uploadMedia', () => mediaPool().then(async (m) => ({ Component: await m.uploadPage() }))),
  },
  {
    path: d.mediaPool.edit(),
    ...page('titles.editMedia', () => mediaPool().then(async (m) => ({ Component: await m.editPage() }))),
  },
  {
    path: d.mediaPool.search,
    ...page('titles.mediaSearch', () => mediaPool().then(async (m) => ({ Component: await m.mediaSearchPage() }))),
  },
  {
    path: d.mediaPool.list,
    ...page('titles.mediaList', () =>
      mediaPool().then(async (m) => ({ Component: await m.mediaListPage(), loader: m.mediaListLoader })),
    ),
  },
  {
    path: d.mediaPool.details(),
    ...page('titles.mediaDetails', () => mediaPool().then(async (m) => ({ Component: await m.mediaDetailsPage() }))),
  },
  ...editorPages,
  placeholder(d.broadcast, 'titles.broadcast'),
  placeholder(d.commercial, 'titles.commercial'),
  placeholder(d.advertisingBreak, 'titles.advertisingBreak'),
  placeholder(d.statistics, 'titles.statistics'),
  placeholder(d.credits, 'titles.credits'),
  placeholder(d.tariffAndPackages, 'titles.tariffAndPackages'),
  placeholder(d.account, 'titles.account'),
];

/**
 * Not found, and the link mailed to a new e-mail address (opened logged in or not): inside the logged-in layout for a
 * logged-in user, else in the logged-out one.
 */
const notFoundPages: RouteObject[] = [
  {
    path: paths.emailChange,
    ...page('titles.emailChange', () => auth.changeEmailPage().then((Component) => ({ Component }))),
  },
  { path: paths.notFound, ...notFound() },
  { path: '*', ...notFound() },
];

const breadcrumbTitles: Record<string, string> = Object.fromEntries(
  [...loggedInPages, ...notFoundPages]
    .filter((r) => r.path && r.handle?.title)
    .map((r) => [r.path, r.handle.title as string]),
);

/**
 * Each page's handle names its own route pattern and the keys it requires (`requires`, from config/page-access.ts:
 * the logged-in layout shows the no-permission page without one of them), its layout's handle the title key of every
 * page's pattern.
 */
function withBreadcrumbs(layout: NonIndexRouteObject, pages: RouteObject[]): NonIndexRouteObject {
  const children = pages.map(
    (r): RouteObject => ({ ...r, handle: { ...r.handle, pattern: r.path, requires: pageAccess[r.path ?? ''] } }),
  );
  return { ...layout, handle: { ...layout.handle, breadcrumbTitles }, children };
}

export const routes: RouteObject[] = [
  {
    ...rootLayout,
    children: [
      {
        ...guard('GuestOnly'),
        children: [
          {
            ...loggedOutLayout,
            children: [
              {
                path: paths.home,
                ...page('titles.login', () => auth.loginPage().then((Component) => ({ Component }))),
              },
              {
                path: paths.auth,
                ...page('titles.login', () => auth.loginPage().then((Component) => ({ Component }))),
              },
              {
                path: paths.login,
                ...page('titles.login', () => auth.loginPage().then((Component) => ({ Component }))),
              },
              {
                path: paths.register,
                ...page('titles.register', () => auth.registerPage().then((Component) => ({ Component }))),
              },
              {
                path: paths.emailVerification,
                ...page('titles.emailVerification', () => auth.verifyEmailPage().then((Component) => ({ Component }))),
              },
              {
                path: paths.passwordForgot,
                ...page('titles.passwordForgot', () => auth.forgotPasswordPage().then((Component) => ({ Component }))),
              },
              {
                path: paths.passwordReset,
                ...page('titles.passwordReset', () => auth.resetPasswordPage().then((Component) => ({ Component }))),
              },
              {
                path: paths.superpanelLogin,
                ...page('titles.superpanelLogin', () =>
                  auth.superpanelLoginPage().then((Component) => ({ Component })),
                ),
              },
            ],
          },
        ],
      },
      {
        ...guard('RequireSuperpanel'),
        children: [
          {
            path: paths.superpanel,
            ...page('titles.superpanel', () => superpanel().then((m) => ({ Component: m.SuperpanelPage }))),
          },
          {
            path: paths.superpanelCompany(),
            ...page('titles.superpanelCompany', () =>
              superpanel().then((m) => ({ Component: m.SuperpanelCompanyPage })),
            ),
          },
        ],
      },
      {
        ...guard('RequireLogin'),
        children: [withBreadcrumbs(loggedInLayout, loggedInPages)],
      },
      // The correct spelling of the notification center leads to the spec's path (with its query).
      {
        path: d.notificationCenterAlias,
        loader: ({ request }) => redirect(`${d.notificationCenter}${new URL(request.url).search}`),
      },
      withBreadcrumbs(sessionLayout, notFoundPages),
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
