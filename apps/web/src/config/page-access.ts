import type { Permission } from '@plakat/shared';
import { paths } from './paths.ts';

const d = paths.dashboard;
const um = d.userManagement;

const readMedia: Permission[] = ['GET_PUBLIC_MEDIA', 'GET_PRIVATE_MEDIA'];
const editMedia: Permission[] = [
  'EDIT_PUBLIC_MEDIA_GENERAL_INFO',
  'EDIT_PRIVATE_MEDIA_GENERAL_INFO',
  'EDIT_PUBLIC_MEDIA_INFOACCESS',
  'EDIT_PRIVATE_MEDIA_INFOACCESS',
  'SET_PUBLIC_MEDIA_MEDIATYPE',
  'SET_PRIVATE_MEDIA_MEDIATYPE',
  'EDIT_PUBLIC_MEDIA_MEDIATYPE',
  'EDIT_PRIVATE_MEDIA_MEDIATYPE',
];

/** The design editor's pages: opening one needs either key (the calls behind each action ask for their own). */
const editor: Permission[] = ['ADDSPOT_CREATE_IN_EDITOR', 'ADDSPOT_EDIT_IN_EDITOR'];

/**
 * The keys a page needs, by its route pattern: the user needs at least one of them (the page's own call answers 403
 * without). The router puts them on the route (`handle.requires`), the logged-in layout shows the no-permission page
 * instead of a page the user may not use, and the dashboard hides the tiles and sub-menu entries leading there.
 * A page missing here needs no key (the profile, the own display overview, the placeholders). Plain values, no zod:
 * the route table imports this file.
 */
export const pageAccess: Readonly<Record<string, readonly Permission[]>> = {
  [um.root]: ['GET_USERS'],
  [um.search]: ['GET_USERS'],
  [um.list]: ['GET_USERS'],
  [um.editUser()]: ['GET_USERS'],
  // The key of the assignment call (PATCH /userAssignedDisplays/…); its policy asks for more per user and file.
  [um.displayAssignment()]: ['ASSIGN_ROLE'],
  [um.mediaAssignment()]: ['ASSIGN_ROLE'],
  [um.roles]: ['GET_USERS'],
  [um.invitations]: ['INVITE_USERS', 'INVITE_EXTERNAL_USER'],
  [um.categories]: ['MANAGE_CATEGORY_LIST'],
  [um.departments]: ['GET_USERS'],
  [d.partnersManagement]: ['GET_PARTNERS'],
  [d.partnersInvitationConfirmation]: ['GET_PARTNERS'],
  [d.displayManagement.create]: ['CREATE_DISPLAY'],
  [d.displayManagement.edit()]: ['CREATE_DISPLAY', 'EDIT_DISPLAY'],
  [d.displayManagement.partnerList]: ['GET_PARTNER_DISPLAYS_INFO'],
  [d.displayManagement.partnerSearch]: ['GET_PARTNER_DISPLAYS_INFO'],
  [d.mediaPool.add]: ['UPLOAD_MEDIAPOOL_MEDIA'],
  [d.mediaPool.edit()]: editMedia,
  [d.mediaPool.search]: readMedia,
  [d.mediaPool.list]: readMedia,
  [d.mediaPool.details()]: readMedia,
  [d.editor]: editor,
  [d.editorCanvas()]: editor,
};

/** Whether `held` allows a page (or tile) that asks for `requires` (none: every user). */
export const allowsPage = (held: readonly string[] | undefined, requires: readonly Permission[] | undefined) =>
  !requires || requires.length === 0 || requires.some((key) => held?.includes(key) === true);
