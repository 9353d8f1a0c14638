import { type Params, generatePath } from 'react-router';
import { paths } from '../config/paths.ts';

const d = paths.dashboard;
const um = d.userManagement;
const dm = d.displayManagement;
const mp = d.mediaPool;

/**
 * The breadcrumb parent of every logged-in page under /dashboard (route pattern → parent pattern): the sections hang
 * below the dashboard, sub-pages below their section or overview. '*' is the not-found page inside the layout.
 */
export const crumbParents: Record<string, string> = {
  [d.userProfile]: d.root,
  [d.notificationCenter]: d.root,
  [um.root]: d.root,
  [um.list]: um.root,
  [um.search]: um.root,
  [um.invitations]: um.root,
  [um.roles]: um.root,
  [um.categories]: um.root,
  [um.departments]: um.root,
  [um.editUser()]: um.list,
  [um.displayAssignment()]: um.editUser(),
  [um.mediaAssignment()]: um.editUser(),
  [d.partnersManagement]: d.root,
  [d.partnersInvitationConfirmation]: d.partnersManagement,
  [dm.root]: d.root,
  [dm.create]: dm.root,
  [dm.edit()]: dm.ownList,
  [dm.ownList]: dm.root,
  [dm.ownDetails()]: dm.ownList,
  [dm.ownSearch]: dm.ownList,
  [dm.partnerList]: dm.root,
  [dm.partnerSearch]: dm.partnerList,
  [mp.root]: d.root,
  [mp.add]: mp.root,
  [mp.edit()]: mp.list,
  [mp.search]: mp.list,
  [mp.list]: mp.root,
  [mp.details()]: mp.list,
  [d.editor]: d.root,
  [d.editorCanvas()]: d.editor,
  [d.broadcast]: d.root,
  [d.commercial]: d.root,
  [d.advertisingBreak]: d.root,
  [d.statistics]: d.root,
  [d.credits]: d.root,
  [d.tariffAndPackages]: d.root,
  [d.account]: d.root,
  [paths.notFound]: d.root,
  '*': d.root,
};

export type Crumb = { title: string; href: string };

/**
 * Dashboard > Section > ... > the page: the trail of `pattern` (the current route's path) with each step's title key
 * (from `titles`, route pattern → i18n key) and address (the pattern filled with the current parameters). Pages
 * outside the dashboard have no trail.
 */
export function breadcrumbTrail(
  pattern: string,
  params: Params,
  titles: Record<string, string>,
  currentHref: string,
): Crumb[] {
  if (!(pattern in crumbParents) && pattern !== d.root) return [];
  const trail: Crumb[] = [];
  let step: string | undefined = pattern;
  const seen = new Set<string>();
  while (step && !seen.has(step)) {
    seen.add(step);
    const title = titles[step];
    if (title) trail.unshift({ title, href: step === pattern ? currentHref : generatePath(step, params) });
    step = crumbParents[step];
  }
  return trail;
}
