/** The permission keys of the specification (platform spec §6), grouped as the spec groups them. */
export const permissionGroups = {
  display: [
    'CREATE_DISPLAY',
    'DUPLICATE_DISPLAY',
    'DELETE_DISPLAY',
    'SET_DISPLAY_LOCK',
    'GET_PARTNER_DISPLAYS_INFO',
    'GET_PARTNERS_DISPLAYS_INFO',
    'SET_DISPLAY_ACCESS_CONTROLS',
    'SET_DISPLAY_CATEGORY',
    'SET_DISPLAY_SPECIFICATION',
    'MANAGE_DISPLAY_CONTENT_FILTERS',
    'EDIT_DISPLAY',
    'SET_DISPLAY_GENERAL_INFO',
    'SET_DISPLAY_AVAILABLE_TIMES',
    'SET_DISPLAY_LOCATION_ADDRESS',
    'SET_DISPLAY_VALUATION',
    'SET_DISPLAY_PRICE_RATE',
    'MANAGE_LOCATION_MEDIA',
    'MANAGE_PLACEHOLDER_MEDIA',
    'SET_DISPLAY_STATUS',
    'SEND_DISPLAY_TOKEN',
    'SET_PARTNER_FAVORITE_DISPLAY',
  ],
  mediaPool: [
    'UPLOAD_MEDIAPOOL_MEDIA',
    'DELETE_MEDIAPOOL_MEDIA',
    'GET_PUBLIC_MEDIA',
    'GET_PRIVATE_MEDIA',
    'EDIT_PUBLIC_MEDIA_GENERAL_INFO',
    'EDIT_PRIVATE_MEDIA_GENERAL_INFO',
    'SET_PUBLIC_MEDIA_STATUS',
    'SET_PRIVATE_MEDIA_STATUS',
    'EDIT_PUBLIC_MEDIA_MEDIATYPE',
    'EDIT_PRIVATE_MEDIA_MEDIATYPE',
    'EDIT_PUBLIC_MEDIA_INFOACCESS',
    'EDIT_PRIVATE_MEDIA_INFOACCESS',
    'SET_PUBLIC_MEDIA_MEDIATYPE',
    'SET_PRIVATE_MEDIA_MEDIATYPE',
    'ASSIGN_PRIVATE_FILES',
  ],
  adSpot: [
    'ADDSPOT_GENERAL_INFORMATION',
    'ADDSPOT_ASSIGN_CATEGORIES',
    'ADDSPOT_EDIT_CATEGORIES',
    'ADDSPOT_SET_TO_PRIVATE',
    'ADDSPOT_UPLOAD_FINISHED_SPOTS',
    'ADDSPOT_USE_FINISHED_SPOTS',
    'ADDSPOT_CREATE_IN_EDITOR',
    'ADDSPOT_EDIT_IN_EDITOR',
    'ADDSPOT_EDIT_WITHOUT_APPROVAL',
    'ADDSPOT_SAVE_COMMERCIAL_AS_DRAFT',
    'ADDSPOT_SAVE_COMMERCIAL',
    'ADDSPOT_APPROVE_COMMERCIAL',
    'ADDSPOT_SYNC_COMMERCIAL',
    'ADDSPOT_ARCHIVE_COMMERCIAL',
    'ADDSPOT_DELETE_COMMERCIAL',
    'ADDSPOT_BLOCK',
    'ADDSPOT_UNBLOCK',
    'ADDSPOT_SWAP_COMMERCIALS',
  ],
  smallPlaylist: [
    'CREATE_ADBLOCK',
    'DELETE_ADBLOCK',
    'GET_ADBLOCK',
    'EDIT_ADBLOCK_GENERAL_INFO',
    'EDIT_ADBLOCK_INUSE',
    'EDIT_ADBLOCK_DRAFT',
    'SAVE_ADBLOCK',
  ],
  advertisement: [
    'CREATE_AD',
    'DELETE_AD',
    'GET_AD',
    'EDIT_AD_GENERAL_INFO',
    'SET_AD_LOCK',
    'SET_AD_ARCHIVE',
    'SET_AD_COMMERCIAL',
    'SWAP_AD',
    'SET_AD_CONFIRMED_SYNC_COMMERCIAL',
    'SET_AD_SYNC_COMMERCIAL',
    'SAVE_AD_DRAFT',
    'CONFIRM_AD',
    'CONFIRM_AD_COMMERCIAL',
  ],
  scheduling: [
    'CREATE_SCHEDULE',
    'DELETE_SCHEDULE_SHIPMENT',
    'GET_SCHEDULE',
    'EDIT_SCHEDULE_GENERAL_INFO',
    'COMPILE_SCHEDULE_BROADCAST',
    'SAVE_SCHEDUAL_SHIPMENT_TEMPLATE',
    'SET_SCHEDUAL_PLACE_SHIPMENT',
    'SET_SCHEDUAL_PROGRAM_OWN_DISPLAY',
    'SET_SCHEDUAL_PROGRAM_PARTNER_DISPLAY',
    'SAVE_SCHEDUAL_SHIPMENT',
  ],
  userManagement: [
    'INVITE_USERS',
    'CREATE_CUSTOM_ROLE',
    'DUPLICATE_ROLE',
    'CREATE_USER',
    'INVITE_EXTERNAL_USER',
    'SEND_MESSAGE',
    'DELETE_USER',
    'DELETE_EXTERNAL_USER',
    'DELETE_CUSTOM_ROLE',
    'GET_USERS',
    'GET_USER_EXTENDED',
    'GET_COMPANY_INFO',
    'GET_USER_ROLE_DETAILS',
    'ASSIGN_ROLE',
    'EDIT_CUSTOM_ROLE_PERMISSION',
    'RENAME_CUSTOM_ROLE',
    'EDIT_USER_STATUS',
    'EDIT_USER',
    'EDIT_EXTERNAL_USER',
    'ASSIGN_ROLE_EXTERNAL',
  ],
  partnerManagement: [
    'INVITE_PARTNER',
    'SEND_MESSAGE_PARTNER_ADMIN',
    'DELETE_PARTNER',
    'UNSHARE_DISPLAY',
    'GET_PARTNERS',
    'GET_PARTNER_COMPANY_INFO',
    'GET_PARTNER_ADMIN_INFO',
    'GET_SHARED_DISPLAYS',
    'SET_PARTNER_STATUS',
  ],
  category: [
    'MANAGE_CATEGORY_CREATE',
    'MANAGE_CATEGORY_DELETE',
    'MANAGE_CATEGORY_INFO',
    'MANAGE_CATEGORY_LIST',
    'MANAGE_CATEGORY_EDIT',
  ],
} as const;

export type PermissionGroup = keyof typeof permissionGroups;
export type Permission = (typeof permissionGroups)[PermissionGroup][number];
export const allPermissions: readonly Permission[] = Object.values(permissionGroups).flat();
const permissionSet = new Set<string>(allPermissions);
export const isPermission = (key: string): key is Permission => permissionSet.has(key);

const group = (name: PermissionGroup): Permission[] => [...permissionGroups[name]];
const readOnly = (keys: readonly Permission[]) => keys.filter((k) => /^(GET_|MANAGE_CATEGORY_(INFO|LIST)$)/.test(k));

/**
 * Preset roles every company gets; docs/roles.md gives the reasoning behind each set.
 * Owner: every key. Administrator: everything except changing or deleting custom roles' permissions.
 * Editor: creates and edits content, no deleting, locking, access control or user administration.
 * Viewer: every reading key (GET_*, category info and list), nothing that changes data.
 */
export const presetRoles = {
  owner: allPermissions,
  administrator: allPermissions.filter((k) => k !== 'DELETE_CUSTOM_ROLE' && k !== 'EDIT_CUSTOM_ROLE_PERMISSION'),
  editor: [
    ...group('display').filter(
      (k) => !['DELETE_DISPLAY', 'SET_DISPLAY_LOCK', 'SET_DISPLAY_ACCESS_CONTROLS', 'SEND_DISPLAY_TOKEN'].includes(k),
    ),
    ...group('mediaPool').filter((k) => k !== 'DELETE_MEDIAPOOL_MEDIA' && k !== 'ASSIGN_PRIVATE_FILES'),
    ...group('adSpot').filter(
      (k) =>
        ![
          'ADDSPOT_APPROVE_COMMERCIAL',
          'ADDSPOT_EDIT_WITHOUT_APPROVAL',
          'ADDSPOT_DELETE_COMMERCIAL',
          'ADDSPOT_BLOCK',
          'ADDSPOT_UNBLOCK',
        ].includes(k),
    ),
    ...group('smallPlaylist').filter((k) => k !== 'DELETE_ADBLOCK'),
    ...group('advertisement').filter(
      (k) => !['DELETE_AD', 'CONFIRM_AD', 'CONFIRM_AD_COMMERCIAL', 'SET_AD_LOCK'].includes(k),
    ),
    ...group('scheduling').filter((k) => k !== 'DELETE_SCHEDULE_SHIPMENT'),
    'GET_USERS',
    'GET_COMPANY_INFO',
    'GET_PARTNERS',
    'GET_SHARED_DISPLAYS',
    'MANAGE_CATEGORY_INFO',
    'MANAGE_CATEGORY_LIST',
  ],
  viewer: readOnly(allPermissions),
} satisfies Record<string, readonly Permission[]>;

export type PresetRole = keyof typeof presetRoles;
export const presetRoleOrder: PresetRole[] = ['owner', 'administrator', 'editor', 'viewer'];
