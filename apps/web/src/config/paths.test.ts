import { describe, expect, it } from 'vitest';
import { loginPath, safeNextPath } from './paths.ts';

describe('safeNextPath: only same-origin pages under /dashboard are honoured', () => {
  it('keeps a dashboard page with its query and hash', () => {
    expect(safeNextPath('/dashboard/display-management/own-list?sort=title&sortOrder=desc')).toBe(
      '/dashboard/display-management/own-list?sort=title&sortOrder=desc',
    );
    expect(safeNextPath('/dashboard')).toBe('/dashboard');
    expect(safeNextPath('/dashboard/user-profile#company')).toBe('/dashboard/user-profile#company');
  });

  it('refuses other hosts, protocol-relative and backslash tricks', () => {
    for (const raw of [
      'https://evil.example/dashboard',
      '//evil.example/dashboard',
      '/\\evil.example/dashboard',
      '\\\\evil.example',
      '/\t/evil.example/dashboard',
      'javascript:alert(1)',
      'dashboard',
    ]) {
      expect(safeNextPath(raw), raw).toBeNull();
    }
  });

  it('refuses paths outside /dashboard, also after normalisation', () => {
    for (const raw of ['/login', '/dashboards', '/dashboard/../superpanel', '/dashboard/%2e%2e/superpanel', '/']) {
      expect(safeNextPath(raw), raw).toBeNull();
    }
    expect(safeNextPath(null)).toBeNull();
    expect(safeNextPath('')).toBeNull();
    expect(safeNextPath(`/dashboard/${'a'.repeat(2100)}`)).toBeNull();
  });
});

describe('loginPath', () => {
  it('names the page to return to', () => {
    expect(
      loginPath({ pathname: '/dashboard/display-management/own-list', search: '?sort=title&sortOrder=desc' }),
    ).toBe('/login?next=%2Fdashboard%2Fdisplay-management%2Fown-list%3Fsort%3Dtitle%26sortOrder%3Ddesc');
  });

  it('is plain /login for the dashboard itself, for pages outside it and without a page', () => {
    expect(loginPath({ pathname: '/dashboard' })).toBe('/login');
    expect(loginPath({ pathname: '/companyRegistration' })).toBe('/login');
    expect(loginPath()).toBe('/login');
  });
});
