import { describe, expect, it } from 'vitest';
import { allPermissions } from '@plakat/shared';
import { paths } from '../../config/paths.ts';
import { dashboardSections, visibleSections } from './sections.ts';

const keysOf = (held: readonly string[]) =>
  visibleSections(held).map((s) => [s.key, (s.items ?? []).map((item) => item.key)] as const);

describe('visibleSections', () => {
  it('shows every tile and entry to a user holding every key', () => {
    expect(visibleSections(allPermissions)).toEqual(dashboardSections);
  });

  it('hides what needs a key the user lacks, and a sub-menu section without any entry left', () => {
    const shown = new Map(keysOf([]));
    expect(shown.has('userManagement')).toBe(false);
    expect(shown.has('mediaPool')).toBe(false);
    // The own display overview needs no key; creating and the partner overview do.
    expect(shown.get('displayManagement')).toEqual(['ownList']);
    expect(shown.has('userProfile')).toBe(true);
    expect(shown.has('broadcast')).toBe(true);
  });

  it('shows an entry for any one of its keys', () => {
    const shown = new Map(keysOf(['GET_PRIVATE_MEDIA']));
    expect(shown.get('mediaPool')).toEqual(['list', 'search']);
    expect(new Map(keysOf(['GET_USERS'])).get('userManagement')).toEqual(['list', 'roles', 'departments']);
  });

  it('takes each entry its keys from the page it leads to', () => {
    const media = dashboardSections.find((s) => s.path === paths.dashboard.mediaPool.root);
    expect(media?.items?.find((item) => item.key === 'add')?.requires).toEqual(['UPLOAD_MEDIAPOOL_MEDIA']);
  });
});
