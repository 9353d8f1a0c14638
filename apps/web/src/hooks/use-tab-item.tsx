import type { ComponentType, ReactNode } from 'react';
import { breakpoints, useMinWidth } from '../lib/use-min-width.ts';

type TabIcon = ComponentType<{ 'aria-hidden'?: boolean; 'aria-label'?: string }>;

/**
 * The maker of antd Tabs items for a page with several labelled tabs. Below 576 px they do not fit: antd would put the
 * rest behind an unnamed 'more' button inside the tab list (an axe violation), so phones show each tab as its icon,
 * named by the label.
 */
export function useTabItem() {
  const wide = useMinWidth(breakpoints.sm);
  return <Key extends string>(key: Key, label: string, Icon: TabIcon, children: ReactNode) =>
    wide ? { key, label, icon: <Icon aria-hidden />, children } : { key, label: <Icon aria-label={label} />, children };
}
