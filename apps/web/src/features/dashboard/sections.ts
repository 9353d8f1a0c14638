import {
  ApartmentOutlined,
  BarChartOutlined,
  BellOutlined,
  CloudUploadOutlined,
  DesktopOutlined,
  FieldTimeOutlined,
  GiftOutlined,
  HighlightOutlined,
  MailOutlined,
  PictureOutlined,
  PlusCircleOutlined,
  SafetyOutlined,
  SettingOutlined,
  SearchOutlined,
  ShareAltOutlined,
  TagsOutlined,
  TeamOutlined,
  UnorderedListOutlined,
  UserOutlined,
  VideoCameraOutlined,
  WalletOutlined,
  WifiOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import type { Permission } from '@plakat/shared';
import { allowsPage, pageAccess } from '../../config/page-access.ts';
import { paths } from '../../config/paths.ts';

type Icon = ComponentType<{ className?: string; style?: React.CSSProperties }>;

export interface SubMenuItem {
  /** i18n key below `dashboard:sections.<section>.items.` */
  key: string;
  path: string;
  icon: Icon;
  /** The keys the entry's page requires, one of which the user must hold (config/page-access.ts). */
  requires?: readonly Permission[];
}

export interface DashboardSection {
  /** i18n key below `dashboard:sections.` */
  key: string;
  path: string;
  icon: Icon;
  /** accent colour of the tile's icon */
  color: string;
  /** a placeholder section of platform spec §1 ('Future section') */
  future?: boolean;
  items?: SubMenuItem[];
  /** The keys the section's own page requires (config/page-access.ts). */
  requires?: readonly Permission[];
}

const d = paths.dashboard;

/** The 14 dashboard tiles of platform spec §2, in the spec's order. */
const sections: DashboardSection[] = [
  { key: 'userProfile', path: d.userProfile, icon: UserOutlined, color: '#1677ff' },
  { key: 'notificationCenter', path: d.notificationCenter, icon: BellOutlined, color: '#fa8c16' },
  {
    key: 'userManagement',
    path: d.userManagement.root,
    icon: TeamOutlined,
    color: '#722ed1',
    items: [
      { key: 'list', path: d.userManagement.list, icon: UnorderedListOutlined },
      { key: 'roles', path: d.userManagement.roles, icon: SafetyOutlined },
      { key: 'categories', path: d.userManagement.categories, icon: TagsOutlined },
      { key: 'departments', path: d.userManagement.departments, icon: ApartmentOutlined },
      { key: 'invitations', path: d.userManagement.invitations, icon: MailOutlined },
    ],
  },
  { key: 'partnersManagement', path: d.partnersManagement, icon: ApartmentOutlined, color: '#13c2c2' },
  {
    key: 'displayManagement',
    path: d.displayManagement.root,
    icon: DesktopOutlined,
    color: '#2f54eb',
    items: [
      { key: 'create', path: d.displayManagement.create, icon: PlusCircleOutlined },
      { key: 'ownList', path: d.displayManagement.ownList, icon: UnorderedListOutlined },
      { key: 'partnerList', path: d.displayManagement.partnerList, icon: ShareAltOutlined },
    ],
  },
  { key: 'broadcast', path: d.broadcast, icon: WifiOutlined, color: '#eb2f96', future: true },
  {
    key: 'mediaPool',
    path: d.mediaPool.root,
    icon: PictureOutlined,
    color: '#52c41a',
    items: [
      { key: 'add', path: d.mediaPool.add, icon: CloudUploadOutlined },
      { key: 'list', path: d.mediaPool.list, icon: UnorderedListOutlined },
      { key: 'search', path: d.mediaPool.search, icon: SearchOutlined },
    ],
  },
  { key: 'commercial', path: d.commercial, icon: VideoCameraOutlined, color: '#fa541c', future: true },
  { key: 'advertisingBreak', path: d.advertisingBreak, icon: FieldTimeOutlined, color: '#faad14', future: true },
  { key: 'editor', path: d.editor, icon: HighlightOutlined, color: '#9254de' },
  { key: 'statistics', path: d.statistics, icon: BarChartOutlined, color: '#08979c', future: true },
  { key: 'credits', path: d.credits, icon: WalletOutlined, color: '#d4b106', future: true },
  { key: 'tariffAndPackages', path: d.tariffAndPackages, icon: GiftOutlined, color: '#c41d7f', future: true },
  { key: 'account', path: d.account, icon: SettingOutlined, color: '#595959', future: true },
];

/** Every tile and sub-menu entry carries the keys of the page it leads to (one list: config/page-access.ts). */
export const dashboardSections: DashboardSection[] = sections.map((section) => ({
  ...section,
  requires: pageAccess[section.path],
  items: section.items?.map((item) => ({ ...item, requires: pageAccess[item.path] })),
}));

/**
 * The tiles and sub-menu entries a user holding `held` may use: entries whose page the keys allow, sections whose
 * own page they allow and, for a section with a sub-menu, at least one entry. The rest is hidden, not disabled: a
 * tile that cannot be opened is noise, and the no-permission page explains a direct address.
 */
export function visibleSections(held: readonly string[] | undefined): DashboardSection[] {
  return dashboardSections.flatMap((section) => {
    if (!allowsPage(held, section.requires)) return [];
    if (!section.items) return [section];
    const items = section.items.filter((item) => allowsPage(held, item.requires));
    return items.length > 0 ? [{ ...section, items }] : [];
  });
}

/** The section whose own page is `pathname` (trailing slash tolerated). */
export const sectionByPath = (pathname: string) => {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return dashboardSections.find((s) => s.path === clean);
};
