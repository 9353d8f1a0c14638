import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import type { BreadcrumbStep } from '../../components/page-breadcrumbs.tsx';
import { breadcrumbTrail } from '../breadcrumb-trail.ts';

/** Set by the router: the layout route knows every page's title key, each page its own route pattern. */
export type LayoutHandle = { breadcrumbTitles?: Record<string, string> };
export type PageHandle = { title?: string; pattern?: string };

/** The breadcrumb steps of the current page, translated; none on the dashboard itself and outside it. */
export function useBreadcrumbSteps(): BreadcrumbStep[] {
  const { t } = useTranslation('common');
  const matches = useMatches();
  const { pathname } = useLocation();
  const titles = matches.map((m) => (m.handle as LayoutHandle | undefined)?.breadcrumbTitles).find(Boolean);
  const leaf = matches.at(-1);
  const pattern = (leaf?.handle as PageHandle | undefined)?.pattern;
  if (!titles || !pattern || !leaf) return [];
  const trail = breadcrumbTrail(pattern, leaf.params, titles, pathname);
  if (trail.length < 2) return [];
  return trail.map((crumb) => ({ label: t(crumb.title), href: crumb.href }));
}
