import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths.ts';
import { breadcrumbTrail, crumbParents } from './breadcrumb-trail.ts';

/** Every route pattern of the paths table below /dashboard (functions give their pattern by default). */
function dashboardPatterns(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (typeof node === 'function') return [(node as () => string)()];
  return Object.values(node as Record<string, unknown>).flatMap(dashboardPatterns);
}

const titles: Record<string, string> = {
  '/dashboard': 'titles.dashboard',
  '/dashboard/display-management': 'titles.displayManagement',
  '/dashboard/display-management/own-list': 'titles.ownDisplays',
  '/dashboard/display-management/own-list/:id': 'titles.displayDetails',
  '/dashboard/user-management': 'titles.userManagement',
  '/dashboard/user-management/list': 'titles.userList',
  '/dashboard/user-management/edit-user/:userId': 'titles.editUser',
  '/dashboard/user-management/edit-user/display-assignment/:userId/:roleId': 'titles.displayAssignment',
  '*': 'titles.notFound',
};

describe('breadcrumbTrail', () => {
  it('every dashboard page has a parent that is itself a dashboard page, ending at the dashboard', () => {
    const patterns = dashboardPatterns(paths.dashboard).filter((p) => p !== paths.dashboard.notificationCenterAlias);
    for (const pattern of patterns) {
      if (pattern === paths.dashboard.root) continue;
      let step = pattern;
      for (let depth = 0; step !== paths.dashboard.root; depth++) {
        expect(crumbParents[step], `parent of ${step}`).toBeDefined();
        expect(depth).toBeLessThan(6);
        step = crumbParents[step];
      }
    }
  });

  it('Dashboard > Display management > Own display overview > the display', () => {
    expect(
      breadcrumbTrail(
        '/dashboard/display-management/own-list/:id',
        { id: '42' },
        titles,
        '/dashboard/display-management/own-list/42',
      ),
    ).toEqual([
      { title: 'titles.dashboard', href: '/dashboard' },
      { title: 'titles.displayManagement', href: '/dashboard/display-management' },
      { title: 'titles.ownDisplays', href: '/dashboard/display-management/own-list' },
      { title: 'titles.displayDetails', href: '/dashboard/display-management/own-list/42' },
    ]);
  });

  it('fills the parameters of parent pages', () => {
    const trail = breadcrumbTrail(
      '/dashboard/user-management/edit-user/display-assignment/:userId/:roleId',
      { userId: 'u1', roleId: 'r1' },
      titles,
      '/dashboard/user-management/edit-user/display-assignment/u1/r1',
    );
    expect(trail.map((c) => c.href)).toEqual([
      '/dashboard',
      '/dashboard/user-management',
      '/dashboard/user-management/list',
      '/dashboard/user-management/edit-user/u1',
      '/dashboard/user-management/edit-user/display-assignment/u1/r1',
    ]);
  });

  it('the not-found page hangs below the dashboard; pages outside the dashboard have no trail', () => {
    expect(breadcrumbTrail('*', { '*': 'x' }, titles, '/no/such/page').map((c) => c.title)).toEqual([
      'titles.dashboard',
      'titles.notFound',
    ]);
    expect(breadcrumbTrail('/companyRegistration', {}, titles, '/companyRegistration')).toEqual([]);
  });
});
