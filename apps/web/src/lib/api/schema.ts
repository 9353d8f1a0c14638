/**
 * GENERATED FILE, do not edit: the types of the server's OpenAPI document (/api/openapi.json), made by
 * openapi-typescript. Regenerate with `npm run api:types` after changing a route's schema; CI runs
 * `npm run api:types:check` and fails when this file is stale. Source: scripts/gen-api-types.ts.
 */

export interface paths {
  '/api/auth/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Register a company owner and send the verification mail
     * @description An address that is already registered gets the same answer; its owner gets a notice mail instead.
     */
    post: operations['register'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/verifyEmail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirm the e-mail address with the token of the mailed link */
    post: operations['verifyEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/resendVerification': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send the verification mail again (same answer whether or not the account exists) */
    post: operations['resendVerification'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Log in a company user
     * @description 401 for an unknown address or a wrong password (same answer); 403 with code EMAIL_NOT_VERIFIED or for a blocked account; 429 with Retry-After after 5 failures for this address from this client (the wait starts at a minute and doubles up to an hour) or 30 failures from this client in 15 minutes. An address with many failures from anywhere is answered more slowly, never refused.
     */
    post: operations['login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/superpanelLogin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Log in a superpanel admin */
    post: operations['superpanelLogin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/refreshToken': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Rotate the refresh token (sent as the bearer token)
     * @description 400 without a bearer token. The same token sent again within REFRESH_GRACE_SECONDS (default 10) of its rotation gets the same pair; 419 for an unknown, expired or revoked token, a replay after that grace period (it ends the session), a session older than SESSION_MAX_AGE_DAYS (default 90) or a blocked user.
     */
    get: operations['refreshToken'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** End the session of the access token (also when it has expired) */
    post: operations['logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/password/forgot': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail a password reset link (same answer whether or not the account exists) */
    post: operations['forgotPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/password/reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new password with the token of the mailed link; ends every session */
    post: operations['resetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The logged-in user: completion state, type, company, role and effective permission keys */
    get: operations['getProfile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/companies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The own company and its active partner companies */
    get: operations['listCompanies'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/departments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The own company's departments */
    get: operations['listDepartments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/roles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The own company's roles, preset roles first */
    get: operations['listRoles'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/categories/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The own company's categories with their colours */
    get: operations['listCategories'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/companies/own': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The own company's name and address */
    get: operations['getOwnCompany'];
    /** The company owner changes the company's name and address (403 for other users) */
    put: operations['updateOwnCompany'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/userAssignedDisplays/userId={userId}/roleId={roleId}/resourceType={resourceType}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The displays or media files assigned to a user for one of its roles */
    get: operations['listAssignedResources'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Set the displays or media files assigned to a user for one of its roles (the whole set)
     * @description The ids become the assignments of the type: ids missing from the list are unassigned. ASSIGN_ROLE_EXTERNAL for an external user, ASSIGN_PRIVATE_FILES when a private file is added or removed.
     */
    patch: operations['assignResources'];
    trace?: never;
  };
  '/api/lookups/{group}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Reference data of one group (industries, countries, ...) labelled in the requested language */
    get: operations['listLookupItems'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/registration/company': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A company owner registers the company and completes the profile (403 for company users, 409 when done) */
    post: operations['registerCompany'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/registration/user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** An invited company user completes the profile (403 for company owners, 409 when done) */
    post: operations['registerUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/superpanel/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The logged-in superpanel admin */
    get: operations['getSuperpanelAdmin'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/superpanel/companies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** All companies, newest first, with owner e-mail and user count; keyword matches the name literally */
    get: operations['listAllCompanies'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/superpanel/mails/failed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Mails that used up their delivery attempts, most recently failed first, with the last error */
    get: operations['listFailedMails'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/superpanel/mails/{id}/retry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Queue a failed mail again, with a fresh set of delivery attempts (404 unknown, 409 not failed) */
    post: operations['retryFailedMail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/displays/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Own displays: quick/detailed search, paged and sorted */
    post: operations['searchOwnDisplays'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partnerDisplays/companies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Partner companies that share displays with my company (options of the company filter) */
    get: operations['listPartnerDisplayCompanies'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partnerDisplays/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Displays partner companies share with my company */
    post: operations['searchPartnerDisplays'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/displays/getExpandedInfo/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One display with media, log and company (owner, or a partner it is shared with) */
    get: operations['getDisplayExpandedInfo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/displays/changeInfoAccess/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Accessibility public/private with its cascade */
    patch: operations['changeDisplayInfoAccess'];
    trace?: never;
  };
  '/api/displays/changeLocation/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Location external/internal with its cascade */
    patch: operations['changeDisplayLocation'];
    trace?: never;
  };
  '/api/displays/changeAccessibility/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Share options share/notShare/restricted with its cascade */
    patch: operations['changeDisplayAccessibility'];
    trace?: never;
  };
  '/api/displays/changeStatus/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Activate or deactivate a completed display */
    patch: operations['changeDisplayStatus'];
    trace?: never;
  };
  '/api/displays/changeLockStatus': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Lock or unlock displays (bulk, all or nothing) */
    patch: operations['changeDisplayLockStatus'];
    trace?: never;
  };
  '/api/displays/shutdown': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Shut displays down for good (bulk, all or nothing) */
    patch: operations['shutDownDisplays'];
    trace?: never;
  };
  '/api/displays/duplicate/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create 1..5 copies (status duplicated, not active), with their pictures */
    post: operations['duplicateDisplay'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/displays/sendDisplayToken/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * New player token, mailed to the given address (active displays only)
     * @description 429 with Retry-After over the mail limits per client address and per recipient (RATE_LIMIT_MAIL_*).
     */
    patch: operations['sendDisplayToken'];
    trace?: never;
  };
  '/api/partners/{displayId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's active partners, isShared for the display */
    get: operations['listDisplayPartners'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partners/shareDisplay': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Restrict a display to exactly the given partners */
    post: operations['shareDisplay'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/displays/draftLimit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many drafts the company has and whether the draft limit is reached */
    get: operations['getDraftLimit'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/displays': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a draft display from the General information step (409 DRAFT_LIMIT at 3 drafts) */
    post: operations['createDisplay'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/displays/{id}/steps/general': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Save the wizard step "general" */
    put: operations['saveDisplayGeneralStep'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/displays/{id}/steps/specifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Save the wizard step "specifications" */
    put: operations['saveDisplaySpecificationsStep'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/displays/{id}/steps/location': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Save the wizard step "location" */
    put: operations['saveDisplayLocationStep'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/displays/{id}/steps/valuation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Save the wizard step "valuation" */
    put: operations['saveDisplayValuationStep'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/displays/{id}/steps/player': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Save the wizard step "player" (finishes a draft)
     * @description When it mails a new token: 429 with Retry-After over the mail limits per client address and per recipient (RATE_LIMIT_MAIL_*).
     */
    put: operations['saveDisplayPlayerStep'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/displays/{id}/edit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every field of a display for the wizard (edit and Finish setup) */
    get: operations['getDisplayForEdit'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/displays/{id}/media': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload one location medium or placeholder image (multipart, field "file") */
    post: operations['uploadDisplayMedia'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/displays/{id}/media/from-pool': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Take placeholder images from the media pool (copies of the files; the pool files become used)
     * @description Needs MANAGE_PLACEHOLDER_MEDIA and a pool file the user may read (GET_PUBLIC_MEDIA or GET_PRIVATE_MEDIA for its access level). Pictures only; at most five placeholders in all.
     */
    post: operations['addDisplayPlaceholdersFromPool'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/displays/{id}/media/{mediaId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete one medium of a display, with its files */
    delete: operations['deleteDisplayMedia'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/files/display-media/{mediaId}/{variant}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A display medium or its thumbnail, by the signed URL the API handed out (no bearer) */
    get: operations['getDisplayMediaFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Liveness: the process answers (no database access) */
    get: operations['checkLiveness'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Readiness: the database answers and the storage is usable (each checked within 2 s) */
    get: operations['checkReadiness'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mediapools/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Media pool: quick/detailed search, paged and sorted
     * @description The files of my company the user may see: public ones with GET_PUBLIC_MEDIA, private ones with GET_PRIVATE_MEDIA. `keyword` matches parts of words in title, description and keywords, case-insensitive (NFC). `sort`: firstUse, updatedAt, date (upload) or onlineId, `-` first for descending. Deleted files are never listed; `isArchived` left out lists archived and other files alike.
     */
    post: operations['searchMediaPool'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mediapools/files/getExpandedInfo/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One media file for the expanded row: its fields and the first log entry
     * @description Needs GET_PUBLIC_MEDIA or GET_PRIVATE_MEDIA for the file’s access level.
     */
    get: operations['getMediaFileExpandedInfo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mediapools/files/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One media file for the details page: the whole file log, where it is used, the original
     * @description Needs GET_PUBLIC_MEDIA or GET_PRIVATE_MEDIA for the file’s access level.
     */
    get: operations['getMediaFileDetails'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/files/media-pool/{id}/{variant}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A media pool file, its thumbnail, preview or original, by the signed URL the API handed out (no bearer)
     * @description Byte ranges (206) for video players, ETag and 304; cached privately until the URL expires. The preview is a video’s 6-second muted MP4 clip or a large picture’s 2560 px WebP; the original is answered as a download (Content-Disposition attachment) under the name it was uploaded with.
     */
    get: operations['getMediaPoolFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/files/edit/{fileId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Edit a media file: title, description, keywords, sound, category, access level
     * @description General info needs EDIT_PUBLIC_MEDIA_GENERAL_INFO or EDIT_PRIVATE_MEDIA_GENERAL_INFO (the file’s current level); infoAccess needs EDIT_<level>_MEDIA_INFOACCESS, and an access-only edit sends only infoAccess. Archived or deleted files answer 409.
     */
    patch: operations['editMediaFile'];
    trace?: never;
  };
  '/api/mediapools/files/setMediaType/{fileId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Set the media type: general, commercial or background
     * @description Needs SET_ or EDIT_<level>_MEDIA_MEDIATYPE for the file’s access level. 409: archived or deleted, a video as background, or commercial/background for a resolution other than HD, FullHD, 4KUHD, 8KUHD.
     */
    patch: operations['setMediaFileType'];
    trace?: never;
  };
  '/api/mediapools/files/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Delete media files (their stored files are removed by a background job)
     * @description Needs DELETE_MEDIAPOOL_MEDIA and read access to every file. All or nothing.
     */
    patch: operations['deleteMediaFiles'];
    trace?: never;
  };
  '/api/mediapools/files/changeStatus': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Archive or unarchive media files
     * @description Needs SET_<level>_MEDIA_STATUS for every file’s access level. All or nothing.
     */
    patch: operations['changeMediaFilesStatus'];
    trace?: never;
  };
  '/api/mediapools/storage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The company’s used pool space and its quota
     * @description Needs UPLOAD_MEDIAPOOL_MEDIA. Deleted files count until their bytes are removed.
     */
    get: operations['getMediaPoolStorage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mediapools/files/{id}/retryProcessing': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Process a file again whose processing failed (thumbnail, preview clip, rendition)
     * @description Needs EDIT_PUBLIC_MEDIA_GENERAL_INFO or EDIT_PRIVATE_MEDIA_GENERAL_INFO for the file’s access level. The file shows `processing` again until the queued job is done.
     */
    post: operations['retryMediaProcessing'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mediapools/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The company’s media pool settings
     * @description Any user of the company may read them.
     */
    get: operations['getMediaPoolSettings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change the company’s media pool settings (company owner only)
     * @description keepOriginals: uploads from now on keep their uploaded bytes as well (download on the details page; they count in the storage quota). Files uploaded before keep none.
     */
    patch: operations['changeMediaPoolSettings'];
    trace?: never;
  };
  '/api/mediapools/uploads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start a resumable upload (tus creation)
     * @description Reserves an upload of Upload-Length bytes within the size limit and the company quota (the company's other unfinished uploads count) and answers its address in Location. The bytes follow with PATCH.
     */
    post: operations['mediaPoolUploadCreate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mediapools/uploads/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What a finished upload became
     * @description The answer the completing PATCH gave (e.g. the file id), for a client that lost it; kept until the upload expiry. 409 while the upload is unfinished.
     */
    get: operations['mediaPoolUploadResult'];
    put?: never;
    post?: never;
    /**
     * Cancel an unfinished upload (tus termination)
     * @description Removes the upload and the bytes received so far.
     */
    delete: operations['mediaPoolUploadCancel'];
    options?: never;
    head?: never;
    /**
     * Send the next bytes of an upload (tus PATCH)
     * @description Appends the body (application/offset+octet-stream) at Upload-Offset. A wrong offset answers 409 and changes nothing; an interrupted body keeps what arrived. The chunk that completes the upload answers what became of the file (200).
     */
    patch: operations['mediaPoolUploadAppend'];
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    ApiError: {
      /** @description What went wrong, translated into the request language */
      message: string;
      /** @description 400 only: each invalid field */
      errors?: {
        /** @description The field, dot-separated (`address.zipCode`, `media`) */
        path: string;
        /** @description The field's problem, translated */
        message: string;
      }[];
      /** @description A stable code where a client acts on the reason: EMAIL_NOT_VERIFIED, DRAFT_LIMIT, COPY_LIMIT */
      code?: string;
    };
  };
  responses: {
    /** @description Invalid input: `message` says what is wrong, `errors` names each invalid field with a translated message. */
    InvalidInput: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiError'];
      };
    };
    /** @description The company registration is not completed yet. */
    RegistrationIncomplete: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiError'];
      };
    };
    /** @description No such record, or it belongs to a company the caller may not see (both answer the same). */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiError'];
      };
    };
    /** @description The body is larger than 1048576 bytes. */
    BodyTooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiError'];
      };
    };
    /** @description The body has a content type the server does not read (send application/json). */
    UnsupportedMediaType: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiError'];
      };
    };
    /** @description The access token has expired: get a new pair from GET /api/auth/refreshToken and call again. */
    AccessTokenExpired: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiError'];
      };
    };
    /** @description No usable session: the token is missing, invalid or of the other audience, or its session has ended (logout, password change, blocked user). Log in again. */
    SessionInvalid: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiError'];
      };
    };
    /** @description Too many requests from this client: wait the seconds of Retry-After. */
    TooManyRequests: {
      headers: {
        /** @description Seconds to wait before trying again */
        'Retry-After'?: number;
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiError'];
      };
    };
    /** @description The database or the storage cannot be reached, or the server is shutting down: try again after Retry-After. */
    ServiceUnavailable: {
      headers: {
        /** @description Seconds to wait before trying again */
        'Retry-After'?: number;
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiError'];
      };
    };
  };
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  register: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          password: string;
          repeatPassword: string;
          /** @enum {boolean} */
          acceptTerms: true;
          /** @enum {string} */
          lang?: 'en' | 'de';
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      413: components['responses']['BodyTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  verifyEmail: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      413: components['responses']['BodyTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  resendVerification: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          /** @enum {string} */
          lang?: 'en' | 'de';
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      413: components['responses']['BodyTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  login: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            userId: string;
            accessToken: string;
            refreshToken: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description Unknown address or wrong password (the same answer for both) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The e-mail address is not verified yet (code EMAIL_NOT_VERIFIED), or the account is blocked */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      413: components['responses']['BodyTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  superpanelLogin: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            userId: string;
            accessToken: string;
            refreshToken: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description Unknown address or wrong password (the same answer for both) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      413: components['responses']['BodyTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  refreshToken: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            accessToken: string;
            refreshToken: string;
          };
        };
      };
      /** @description No bearer token was sent */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The refresh token is unknown, expired, revoked or replayed, or the user is blocked */
      419: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  logout: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': Record<string, never> | null;
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      413: components['responses']['BodyTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      /** @description No token of a session this server signed */
      419: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  forgotPassword: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          /** @enum {string} */
          lang?: 'en' | 'de';
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      413: components['responses']['BodyTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  resetPassword: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
          password: string;
          repeatPassword: string;
          /** @enum {string} */
          lang?: 'en' | 'de';
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      413: components['responses']['BodyTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getProfile: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            isCompleted: boolean;
            /** @enum {string} */
            userType: 'companyOwner' | 'companyUser';
            email: string;
            firstName: string | null;
            lastName: string | null;
            language: string;
            company: {
              id: string;
              name: string;
            } | null;
            roles: {
              id: string;
              label: string;
            }[];
            permissions: string[];
          };
        };
      };
      400: components['responses']['InvalidInput'];
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listCompanies: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: string;
              label: string;
            }[];
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission GET_USERS, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listDepartments: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: string;
              name: string;
            }[];
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission GET_USERS, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listRoles: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: string;
              label: string;
            }[];
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission GET_USERS, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listCategories: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: string;
              title: string;
              color: string;
            }[];
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission MANAGE_CATEGORY_LIST, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getOwnCompany: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            companyName: string;
            street: string;
            houseNumber: string;
            postcode: string;
            town: string;
            federalState: string;
            country: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission GET_COMPANY_INFO, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The company no longer exists */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateOwnCompany: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          companyName: string;
          street: string;
          houseNumber: string;
          postcode: string;
          town: string;
          federalState: string;
          country: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            companyName: string;
            street: string;
            houseNumber: string;
            postcode: string;
            town: string;
            federalState: string;
            country: string;
            message: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user is not the company owner, or the company registration is not completed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The company no longer exists */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      413: components['responses']['BodyTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listAssignedResources: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        userId: string;
        roleId: string;
        resourceType: 'display' | 'media';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: string;
              onlineId: number;
              /** @description A display's title or a media file's name */
              name: string;
              /**
               * @description A media file's access level (null for displays)
               * @enum {string|null}
               */
              infoAccess: 'public' | 'private' | null;
            }[];
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission GET_USERS, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      404: components['responses']['NotFound'];
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  assignResources: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        userId: string;
        roleId: string;
        resourceType: 'display' | 'media';
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ids: string[];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description An external user without ASSIGN_ROLE_EXTERNAL, a private file without ASSIGN_PRIVATE_FILES, or oneself */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      404: components['responses']['NotFound'];
      413: components['responses']['BodyTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listLookupItems: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        group:
          | 'paymentMethods'
          | 'businessModels'
          | 'industries'
          | 'predefinedFilters'
          | 'federalStates'
          | 'salutations'
          | 'titles'
          | 'countries'
          | 'countryCallingCodes'
          | 'displayBrands'
          | 'signageCategories';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              code: string;
              label: string;
              extra: string | null;
            }[];
          };
        };
      };
      400: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  registerCompany: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          companyName: string;
          industry: string;
          businessModel: string;
          street: string;
          houseNumber: string;
          postcode: string;
          town: string;
          federalState: string;
          country: string;
          salutation: string;
          title?: string;
          firstName: string;
          lastName: string;
          position: string;
          phoneCountryCode: string;
          phone: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            companyId: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user is an invited company user, not a company owner */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The registration is completed already */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      413: components['responses']['BodyTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  registerUser: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          salutation: string;
          title?: string;
          firstName: string;
          lastName: string;
          position: string;
          phoneCountryCode: string;
          phone: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user is a company owner, not an invited company user */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The registration is completed already, or the invitation names no company */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      413: components['responses']['BodyTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getSuperpanelAdmin: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            email: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listAllCompanies: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
        keyword?: string;
        lang?: 'en' | 'de';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: string;
              name: string;
              ownerEmail: string | null;
              userCount: number;
              createdAt: string;
            }[];
            totalCount: number;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listFailedMails: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
        lang?: 'en' | 'de';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: string;
              to: string;
              subject: string;
              attempts: number;
              lastError: string | null;
              createdAt: string;
              failedAt: string | null;
            }[];
            totalCount: number;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  retryFailedMail: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      404: components['responses']['NotFound'];
      /** @description The mail has not failed (it is queued, running or sent) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      413: components['responses']['BodyTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  searchOwnDisplays: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
        keyword?: string;
        page?: number;
        limit?: number;
        sort?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          alignment?: 'horizontal' | 'vertical' | 'other';
          availableDays?: ('mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun')[];
          /** Format: uuid */
          categoryId?: string;
          date?: 7 | 14 | 21 | 31 | 62 | 93 | 365;
          /** @enum {string} */
          displayType?:
            | 'LCDScreen'
            | 'LCDFloorstand'
            | 'Tablet'
            | 'LEDVideoWall'
            | 'LCDVideoWall'
            | 'Smartphone'
            | 'Custom';
          /** @enum {string} */
          infoAccess?: 'public' | 'private';
          /** @enum {string} */
          location?: 'external' | 'internal';
          maxDisplaySize?: number;
          minDisplaySize?: number;
          number?: string;
          postCode?: string;
          /** @enum {string} */
          resolution?: 'HD' | 'FullHD' | '4KUHD' | '8KUHD' | 'other';
          /** @enum {string} */
          share?: 'share' | 'notShare' | 'restricted';
          /** @enum {string} */
          status?: 'active' | 'inactive' | 'draft' | 'duplicated';
          street?: string;
          town?: string;
          keywords?: string;
          isLocked?: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            displays: {
              id: string;
              onlineId: number;
              title: string;
              description: string;
              categoryId: string | null;
              categoryTitle: string | null;
              categoryColor: string | null;
              displayType: string | null;
              resolution: string | null;
              alignment: string | null;
              size: number | null;
              visibilityRate: number | null;
              visitorCount: number | null;
              priceCredits: number | null;
              availableDays: string[];
              /** @enum {string} */
              status: 'draft' | 'duplicated' | 'completed';
              /** @enum {string} */
              accessibility: 'public' | 'private';
              /** @enum {string} */
              location: 'external' | 'internal';
              /** @enum {string} */
              shareOptions: 'share' | 'notShare' | 'restricted';
              isActive: boolean;
              isLocked: boolean;
              canManageToken: boolean;
              email: string | null;
              createDate: string;
              street: string | null;
              zipCode: string | null;
              city: string | null;
              district: string | null;
              thumbUrl: string | null;
            }[];
            totalCount: number;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      403: components['responses']['RegistrationIncomplete'];
      413: components['responses']['BodyTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listPartnerDisplayCompanies: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            companies: {
              id: string;
              name: string;
            }[];
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission GET_PARTNER_DISPLAYS_INFO, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  searchPartnerDisplays: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
        page?: number;
        perPage?: number;
        sort?: string;
        sortOrder?: 'asce' | 'desc';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          companyId?: string;
          visibility?: number;
          visitorCount?: number;
          rating?: number;
          priceCategory?: number;
          /** @enum {string} */
          alignment?: 'horizontal' | 'vertical' | 'other';
          availableDays?: ('mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun')[];
          /** @enum {string} */
          displayType?:
            | 'LCDScreen'
            | 'LCDFloorstand'
            | 'Tablet'
            | 'LEDVideoWall'
            | 'LCDVideoWall'
            | 'Smartphone'
            | 'Custom';
          number?: string;
          postCode?: string;
          /** @enum {string} */
          resolution?: 'HD' | 'FullHD' | '4KUHD' | '8KUHD' | 'other';
          IdOrTitle?: string;
          street?: string;
          town?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            displays: {
              id: string;
              onlineId: number;
              title: string;
              description: string;
              categoryId: string | null;
              categoryTitle: string | null;
              categoryColor: string | null;
              displayType: string | null;
              resolution: string | null;
              alignment: string | null;
              size: number | null;
              visibilityRate: number | null;
              visitorCount: number | null;
              priceCredits: number | null;
              availableDays: string[];
              /** @enum {string} */
              status: 'draft' | 'duplicated' | 'completed';
              /** @enum {string} */
              accessibility: 'public' | 'private';
              /** @enum {string} */
              location: 'external' | 'internal';
              /** @enum {string} */
              shareOptions: 'share' | 'notShare' | 'restricted';
              isActive: boolean;
              isLocked: boolean;
              createDate: string;
              street: string | null;
              zipCode: string | null;
              city: string | null;
              district: string | null;
              thumbUrl: string | null;
              companyId: string;
              companyName: string;
            }[];
            totalCount: number;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission GET_PARTNER_DISPLAYS_INFO, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      413: components['responses']['BodyTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getDisplayExpandedInfo: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              onlineId: number;
              title: string;
              description: string;
              categoryId: string | null;
              categoryTitle: string | null;
              categoryColor: string | null;
              displayType: string | null;
              resolution: string | null;
              alignment: string | null;
              size: number | null;
              visibilityRate: number | null;
              visitorCount: number | null;
              priceCredits: number | null;
              availableDays: string[];
              /** @enum {string} */
              status: 'draft' | 'duplicated' | 'completed';
              /** @enum {string} */
              accessibility: 'public' | 'private';
              /** @enum {string} */
              location: 'external' | 'internal';
              /** @enum {string} */
              shareOptions: 'share' | 'notShare' | 'restricted';
              isActive: boolean;
              isLocked: boolean;
              canManageToken: boolean;
              email: string | null;
              createDate: string;
              street: string | null;
              zipCode: string | null;
              city: string | null;
              district: string | null;
              thumbUrl: string | null;
              companyId: string;
              companyName: string;
              excludedIndustries: string[];
              predefinedFilters: string[];
              brand: string | null;
              model: string | null;
              serialNumber?: string | null;
              sound: boolean | null;
              operatingSystem: string | null;
              screens: string | null;
              widthCm: number | null;
              heightCm: number | null;
              resolutionWidth: number | null;
              resolutionHeight: number | null;
              aspectRatio: string | null;
              availability: {
                [key: string]: number[];
              };
              houseNumber: string | null;
              federalState: string | null;
              country: string | null;
              placement: string | null;
              locationDescription: string | null;
              latitude: number | null;
              longitude: number | null;
              peakTimes: {
                [key: string]: number;
              };
              keywords: string[];
              displayMedias: {
                uid: string;
                url: string;
                thumbUrl: string;
                type: string;
                durationSeconds: number | null;
              }[];
              displayPlaceMedias: {
                uid: string;
                url: string;
                thumbUrl: string;
                type: string;
                durationSeconds: number | null;
              }[];
              displayLog?: {
                action: string;
                at: string;
                actorName: string | null;
              }[];
            };
          };
        };
      };
      400: components['responses']['InvalidInput'];
      403: components['responses']['RegistrationIncomplete'];
      404: components['responses']['NotFound'];
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  changeDisplayInfoAccess: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          infoAccess: 'public' | 'private';
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission SET_DISPLAY_ACCESS_CONTROLS, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      404: components['responses']['NotFound'];
      /** @description The display is locked, or (status) not completed */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      413: components['responses']['BodyTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  changeDisplayLocation: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          location: 'external' | 'internal';
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission SET_DISPLAY_ACCESS_CONTROLS, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      404: components['responses']['NotFound'];
      /** @description The display is locked, or (status) not completed */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      413: components['responses']['BodyTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  changeDisplayAccessibility: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          share: 'share' | 'notShare' | 'restricted';
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission SET_DISPLAY_ACCESS_CONTROLS, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      404: components['responses']['NotFound'];
      /** @description The display is locked, or (status) not completed */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      413: components['responses']['BodyTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  changeDisplayStatus: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status: 'active' | 'inactive';
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission SET_DISPLAY_STATUS, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      404: components['responses']['NotFound'];
      /** @description The display is locked, or (status) not completed */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      413: components['responses']['BodyTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  changeDisplayLockStatus: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          displayIds: string[];
          /** @enum {string} */
          action: 'lock' | 'unlock';
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission SET_DISPLAY_LOCK, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An id names no display of the company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      413: components['responses']['BodyTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  shutDownDisplays: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          displayIds: string[];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission DELETE_DISPLAY, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An id names no display of the company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description A display is locked */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      413: components['responses']['BodyTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  duplicateDisplay: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
        duplicateCount?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            displays: {
              id: string;
              onlineId: number;
              title: string;
            }[];
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission DUPLICATE_DISPLAY, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      404: components['responses']['NotFound'];
      /** @description The display is locked or not completed, or the copies would pass the limit of unfinished copies (code COPY_LIMIT) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      413: components['responses']['BodyTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  sendDisplayToken: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          repeatEmail: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission SEND_DISPLAY_TOKEN, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      404: components['responses']['NotFound'];
      /** @description The display is locked, or not completed and active */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      413: components['responses']['BodyTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listDisplayPartners: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        displayId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            partners: {
              id: string;
              companyName: string;
              logoThumbUrl: string | null;
              isShared: boolean;
            }[];
            totalCount: number;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission GET_PARTNERS, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      404: components['responses']['NotFound'];
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  shareDisplay: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          displayId: string;
          /** @default  */
          message?: string;
          partnerIds: string[];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission SET_DISPLAY_ACCESS_CONTROLS, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such display, or a partner id is not an active partner of the company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The display is locked */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      413: components['responses']['BodyTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getDraftLimit: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            drafts: number;
            limit: number;
            reached: boolean;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission CREATE_DISPLAY, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  createDisplay: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          description: string;
          keywords: string[];
          /** Format: uuid */
          categoryId?: string | null;
          /** @enum {string} */
          accessibility: 'public' | 'private';
          /** @enum {string} */
          location: 'external' | 'internal';
          /** @enum {string} */
          shareOptions: 'share' | 'notShare' | 'restricted';
          /** @default [] */
          excludedIndustries?: string[];
          /** @default [] */
          predefinedFilters?: string[];
          partnerIds?: string[];
          partnerMessage?: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            id: string;
            onlineId: number;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission CREATE_DISPLAY, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description A partner id is not an active partner of the company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The company has reached the draft limit (code DRAFT_LIMIT) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      413: components['responses']['BodyTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  saveDisplayGeneralStep: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          description: string;
          keywords: string[];
          /** Format: uuid */
          categoryId?: string | null;
          /** @enum {string} */
          accessibility: 'public' | 'private';
          /** @enum {string} */
          location: 'external' | 'internal';
          /** @enum {string} */
          shareOptions: 'share' | 'notShare' | 'restricted';
          /** @default [] */
          excludedIndustries?: string[];
          /** @default [] */
          predefinedFilters?: string[];
          partnerIds?: string[];
          partnerMessage?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            id: string;
            onlineId: number;
            stepsDone: number;
            /** @enum {string} */
            status: 'draft' | 'duplicated' | 'completed';
            isActive: boolean;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the wizard key the display or a changed field needs */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      404: components['responses']['NotFound'];
      /** @description The display is locked */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      413: components['responses']['BodyTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  saveDisplaySpecificationsStep: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          displayType:
            | 'LCDScreen'
            | 'LCDFloorstand'
            | 'Tablet'
            | 'LEDVideoWall'
            | 'LCDVideoWall'
            | 'Smartphone'
            | 'Custom';
          brand?: string | null;
          model: string;
          serialNumber: string;
          sound: boolean;
          /** @enum {string|null} */
          operatingSystem?: 'microsoftWindows' | 'googleAndroid' | 'appleIos' | null;
          /** @enum {string} */
          alignment: 'horizontal' | 'vertical' | 'other';
          /** @enum {string|null} */
          screens?: 'one' | 'two' | null;
          sizeInches?: number | null;
          widthCm?: number | null;
          heightCm?: number | null;
          /** @enum {string} */
          resolution: 'HD' | 'FullHD' | '4KUHD' | '8KUHD' | 'other';
          resolutionWidth?: number | null;
          resolutionHeight?: number | null;
          /** @enum {string|null} */
          aspectRatio?: '16:9' | '4:3' | '21:9' | '2.39:1' | '3:2' | '5:4' | '1:1' | '9:16' | '32:9' | '16:10' | null;
          availability: {
            [key: string]: number[];
          };
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            id: string;
            onlineId: number;
            stepsDone: number;
            /** @enum {string} */
            status: 'draft' | 'duplicated' | 'completed';
            isActive: boolean;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the wizard key the display or a changed field needs */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      404: components['responses']['NotFound'];
      /** @description The display is locked */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      413: components['responses']['BodyTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  saveDisplayLocationStep: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          street: string;
          houseNumber: string;
          postcode: string;
          town: string;
          district: string;
          federalState: string;
          country: string;
          placement: string;
          locationDescription: string;
          latitude: number;
          longitude: number;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            id: string;
            onlineId: number;
            stepsDone: number;
            /** @enum {string} */
            status: 'draft' | 'duplicated' | 'completed';
            isActive: boolean;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the wizard key the display or a changed field needs */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      404: components['responses']['NotFound'];
      /** @description The display is locked */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      413: components['responses']['BodyTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  saveDisplayValuationStep: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          visibilityRate: number;
          visitorCount: number;
          priceCredits: number;
          peakTimes: {
            [key: string]: number;
          };
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            id: string;
            onlineId: number;
            stepsDone: number;
            /** @enum {string} */
            status: 'draft' | 'duplicated' | 'completed';
            isActive: boolean;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the wizard key the display or a changed field needs */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      404: components['responses']['NotFound'];
      /** @description The display is locked */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      413: components['responses']['BodyTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  saveDisplayPlayerStep: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          isActive: boolean;
          email: string;
          repeatEmail: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            id: string;
            onlineId: number;
            stepsDone: number;
            /** @enum {string} */
            status: 'draft' | 'duplicated' | 'completed';
            isActive: boolean;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the wizard key the display or a changed field needs */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      404: components['responses']['NotFound'];
      /** @description The display is locked */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      413: components['responses']['BodyTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getDisplayForEdit: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              onlineId: number;
              title: string;
              description: string;
              categoryId: string | null;
              categoryTitle: string | null;
              categoryColor: string | null;
              displayType: string | null;
              resolution: string | null;
              alignment: string | null;
              size: number | null;
              visibilityRate: number | null;
              visitorCount: number | null;
              priceCredits: number | null;
              availableDays: string[];
              /** @enum {string} */
              status: 'draft' | 'duplicated' | 'completed';
              /** @enum {string} */
              accessibility: 'public' | 'private';
              /** @enum {string} */
              location: 'external' | 'internal';
              /** @enum {string} */
              shareOptions: 'share' | 'notShare' | 'restricted';
              isActive: boolean;
              isLocked: boolean;
              canManageToken: boolean;
              email: string | null;
              createDate: string;
              street: string | null;
              zipCode: string | null;
              city: string | null;
              district: string | null;
              thumbUrl: string | null;
              companyId: string;
              companyName: string;
              excludedIndustries: string[];
              predefinedFilters: string[];
              brand: string | null;
              model: string | null;
              serialNumber?: string | null;
              sound: boolean | null;
              operatingSystem: string | null;
              screens: string | null;
              widthCm: number | null;
              heightCm: number | null;
              resolutionWidth: number | null;
              resolutionHeight: number | null;
              aspectRatio: string | null;
              availability: {
                [key: string]: number[];
              };
              houseNumber: string | null;
              federalState: string | null;
              country: string | null;
              placement: string | null;
              locationDescription: string | null;
              latitude: number | null;
              longitude: number | null;
              peakTimes: {
                [key: string]: number;
              };
              keywords: string[];
              displayMedias: {
                uid: string;
                url: string;
                thumbUrl: string;
                type: string;
                durationSeconds: number | null;
              }[];
              displayPlaceMedias: {
                uid: string;
                url: string;
                thumbUrl: string;
                type: string;
                durationSeconds: number | null;
              }[];
              displayLog?: {
                action: string;
                at: string;
                actorName: string | null;
              }[];
              stepsDone: number;
            };
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user has neither CREATE_DISPLAY nor EDIT_DISPLAY */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      404: components['responses']['NotFound'];
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  uploadDisplayMedia: {
    parameters: {
      query: {
        lang?: 'en' | 'de';
        kind: 'location' | 'placeholder';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * Format: binary
           * @description The file
           */
          file: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            media: {
              uid: string;
              url: string;
              thumbUrl: string;
              type: string;
              durationSeconds: number | null;
            };
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user may not manage media of this kind */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      404: components['responses']['NotFound'];
      /** @description The display is locked */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The file is larger than 104857600 bytes */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not multipart/form-data, or a file type the kind does not take */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  addDisplayPlaceholdersFromPool: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          fileIds: string[];
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            media: {
              uid: string;
              url: string;
              thumbUrl: string;
              type: string;
              durationSeconds: number | null;
            }[];
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user may not manage placeholder images */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such display, or a pool file that is foreign, unknown or not readable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The display is locked, or a pool file is archived or deleted */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      413: components['responses']['BodyTooLarge'];
      /** @description A pool file is a video: placeholders are pictures */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  deleteDisplayMedia: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        id: string;
        mediaId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user may not manage media of this kind */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      404: components['responses']['NotFound'];
      /** @description The display is locked, or the medium is the last one a completed display needs */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      413: components['responses']['BodyTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getDisplayMediaFile: {
    parameters: {
      query: {
        exp: number;
        sig: string;
        for?: string;
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        mediaId: string;
        variant: 'file' | 'thumb';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The whole file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/*': string;
          'video/*': string;
        };
      };
      /** @description The byte range the Range header asked for */
      206: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/*': string;
          'video/*': string;
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The link is invalid or has expired */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  checkLiveness: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok';
          };
        };
      };
      400: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  checkReadiness: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ready' | 'unavailable';
            checks: {
              /** @enum {string} */
              database: 'ok' | 'unavailable';
              /** @enum {string} */
              storage: 'ok' | 'unavailable';
            };
            queue: {
              /** @description Jobs not finished yet (queued or running) */
              depth: number;
              /** @description Jobs that used up their attempts */
              failed: number;
              /** @description Age of the oldest unfinished job */
              oldestPendingSeconds: number;
            } | null;
            message?: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
      /** @description Not ready: the database or the storage cannot be used */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ready' | 'unavailable';
            checks: {
              /** @enum {string} */
              database: 'ok' | 'unavailable';
              /** @enum {string} */
              storage: 'ok' | 'unavailable';
            };
            queue: {
              /** @description Jobs not finished yet (queued or running) */
              depth: number;
              /** @description Jobs that used up their attempts */
              failed: number;
              /** @description Age of the oldest unfinished job */
              oldestPendingSeconds: number;
            } | null;
            message?: string;
          };
        };
      };
    };
  };
  searchMediaPool: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
        keyword?: string;
        page?: number;
        limit?: number;
        sort?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          alignment?: 'horizontal' | 'vertical' | 'other';
          /** @enum {string} */
          type?: 'image' | 'video';
          /** @enum {string} */
          infoAccess?: 'public' | 'private';
          /** @enum {string} */
          mediaType?: 'general' | 'commercial' | 'background';
          /** @enum {string} */
          status?: 'used' | 'notUsed';
          isArchived?: boolean;
          /** @enum {string} */
          resolution?: 'HD' | 'FullHD' | '4KUHD' | '8KUHD' | 'other';
          /** Format: uuid */
          categoryId?: string;
          date?: 7 | 14 | 21 | 31 | 62 | 93 | 365;
          keywords?: string;
          IdOrTitle?: string;
          /** Format: uuid */
          uploadedBy?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            files: {
              id: string;
              onlineId: number;
              /** @description The mime type, from the bytes */
              type: string;
              /** @description Signed, short-lived URL of the stored file */
              url: string;
              /** @description Signed URL of the WebP thumbnail; null while processing or failed */
              thumbUrl: string | null;
              /** @description Signed URL of the preview: a video’s 6-second muted MP4 clip (480 px wide), a picture’s 2560 px WebP rendition where it is larger than 3840 px; null for other pictures and while processing or failed */
              previewUrl: string | null;
              title: string;
              description: string;
              keywords: string[];
              categoryId: string | null;
              categoryTitle: string | null;
              categoryColor: string | null;
              /** @enum {string} */
              resolution: 'HD' | 'FullHD' | '4KUHD' | '8KUHD' | 'other';
              width: number | null;
              height: number | null;
              /** @enum {string} */
              alignment: 'horizontal' | 'vertical' | 'other';
              /** @description Bytes of the stored file */
              size: number;
              /** @description The same as size (the spec reads both) */
              fileSize: number;
              /** @description Seconds, videos only */
              duration: number | null;
              /** @enum {string} */
              mediaType: 'general' | 'commercial' | 'background';
              /** @enum {string} */
              status: 'used' | 'notUsed';
              isArchived: boolean;
              /** @enum {string} */
              infoAccess: 'public' | 'private';
              /** @description Videos only */
              hasSound: boolean | null;
              uploadedOn: string;
              firstUse: string | null;
              lastChange: string;
              /** @enum {string} */
              processing: 'ready' | 'processing' | 'failed';
              /** @description The first entry in lists and the expanded info; all on the details call */
              fileLog: {
                at: string;
                /** @description upload, edit, mediaType, archive, unArchive, delete, used */
                action: string;
                /** @description The action in the request language */
                text: string;
                userId: string | null;
                userName: string | null;
                details: {
                  [key: string]: unknown;
                };
              }[];
            }[];
            totalCount: number;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user has neither GET_PUBLIC_MEDIA nor GET_PRIVATE_MEDIA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      413: components['responses']['BodyTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getMediaFileExpandedInfo: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              onlineId: number;
              /** @description The mime type, from the bytes */
              type: string;
              /** @description Signed, short-lived URL of the stored file */
              url: string;
              /** @description Signed URL of the WebP thumbnail; null while processing or failed */
              thumbUrl: string | null;
              /** @description Signed URL of the preview: a video’s 6-second muted MP4 clip (480 px wide), a picture’s 2560 px WebP rendition where it is larger than 3840 px; null for other pictures and while processing or failed */
              previewUrl: string | null;
              title: string;
              description: string;
              keywords: string[];
              categoryId: string | null;
              categoryTitle: string | null;
              categoryColor: string | null;
              /** @enum {string} */
              resolution: 'HD' | 'FullHD' | '4KUHD' | '8KUHD' | 'other';
              width: number | null;
              height: number | null;
              /** @enum {string} */
              alignment: 'horizontal' | 'vertical' | 'other';
              /** @description Bytes of the stored file */
              size: number;
              /** @description The same as size (the spec reads both) */
              fileSize: number;
              /** @description Seconds, videos only */
              duration: number | null;
              /** @enum {string} */
              mediaType: 'general' | 'commercial' | 'background';
              /** @enum {string} */
              status: 'used' | 'notUsed';
              isArchived: boolean;
              /** @enum {string} */
              infoAccess: 'public' | 'private';
              /** @description Videos only */
              hasSound: boolean | null;
              uploadedOn: string;
              firstUse: string | null;
              lastChange: string;
              /** @enum {string} */
              processing: 'ready' | 'processing' | 'failed';
              /** @description The first entry in lists and the expanded info; all on the details call */
              fileLog: {
                at: string;
                /** @description upload, edit, mediaType, archive, unArchive, delete, used */
                action: string;
                /** @description The action in the request language */
                text: string;
                userId: string | null;
                userName: string | null;
                details: {
                  [key: string]: unknown;
                };
              }[];
            };
          };
        };
      };
      400: components['responses']['InvalidInput'];
      403: components['responses']['RegistrationIncomplete'];
      /** @description No such file in my company, deleted, or private without GET_PRIVATE_MEDIA */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getMediaFileDetails: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              onlineId: number;
              /** @description The mime type, from the bytes */
              type: string;
              /** @description Signed, short-lived URL of the stored file */
              url: string;
              /** @description Signed URL of the WebP thumbnail; null while processing or failed */
              thumbUrl: string | null;
              /** @description Signed URL of the preview: a video’s 6-second muted MP4 clip (480 px wide), a picture’s 2560 px WebP rendition where it is larger than 3840 px; null for other pictures and while processing or failed */
              previewUrl: string | null;
              title: string;
              description: string;
              keywords: string[];
              categoryId: string | null;
              categoryTitle: string | null;
              categoryColor: string | null;
              /** @enum {string} */
              resolution: 'HD' | 'FullHD' | '4KUHD' | '8KUHD' | 'other';
              width: number | null;
              height: number | null;
              /** @enum {string} */
              alignment: 'horizontal' | 'vertical' | 'other';
              /** @description Bytes of the stored file */
              size: number;
              /** @description The same as size (the spec reads both) */
              fileSize: number;
              /** @description Seconds, videos only */
              duration: number | null;
              /** @enum {string} */
              mediaType: 'general' | 'commercial' | 'background';
              /** @enum {string} */
              status: 'used' | 'notUsed';
              isArchived: boolean;
              /** @enum {string} */
              infoAccess: 'public' | 'private';
              /** @description Videos only */
              hasSound: boolean | null;
              uploadedOn: string;
              firstUse: string | null;
              lastChange: string;
              /** @enum {string} */
              processing: 'ready' | 'processing' | 'failed';
              /** @description The first entry in lists and the expanded info; all on the details call */
              fileLog: {
                at: string;
                /** @description upload, edit, mediaType, archive, unArchive, delete, used */
                action: string;
                /** @description The action in the request language */
                text: string;
                userId: string | null;
                userName: string | null;
                details: {
                  [key: string]: unknown;
                };
              }[];
              usage: {
                /** @enum {string} */
                kind: 'displayPlaceholder';
                resourceId: string;
                onlineId: number | null;
                title: string | null;
                since: string;
              }[];
              /** @description Signed download URL of the uploaded bytes where the company keeps originals; null otherwise */
              originalUrl: string | null;
            };
          };
        };
      };
      400: components['responses']['InvalidInput'];
      403: components['responses']['RegistrationIncomplete'];
      /** @description No such file in my company, deleted, or private without GET_PRIVATE_MEDIA */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getMediaPoolFile: {
    parameters: {
      query: {
        exp: number;
        sig: string;
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        id: string;
        variant: 'file' | 'thumb' | 'preview' | 'original';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The whole file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/*': string;
          'video/*': string;
        };
      };
      /** @description The byte range the Range header asked for */
      206: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/*': string;
          'video/*': string;
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The link is invalid or has expired */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  editMediaFile: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        fileId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title?: string;
          description?: string;
          keywords?: string[];
          hasSound?: boolean;
          /** Format: uuid */
          categoryId?: string | null;
          /** @enum {string} */
          infoAccess?: 'public' | 'private';
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the key for these fields at the file’s access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such file in my company, or private without GET_PRIVATE_MEDIA; or a foreign category */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The file is archived or deleted */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      413: components['responses']['BodyTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  setMediaFileType: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        fileId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          mediaType: 'general' | 'commercial' | 'background';
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the media type key at the file’s access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such file in my company, or private without GET_PRIVATE_MEDIA; or a foreign category */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description A rule of spec 02 §4 forbids this media type for the file */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      413: components['responses']['BodyTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  deleteMediaFiles: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          fileIds: string[];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks DELETE_MEDIAPOOL_MEDIA */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An id is missing, another company’s, or one the user may not read or change (nothing changed) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description A file is archived or already deleted */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      413: components['responses']['BodyTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  changeMediaFilesStatus: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          fileIds: string[];
          /** @enum {string} */
          action: 'archive' | 'unArchive';
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user has no SET_…_MEDIA_STATUS key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An id is missing, another company’s, or one the user may not read or change (nothing changed) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description A file is deleted */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      413: components['responses']['BodyTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getMediaPoolStorage: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Bytes the company’s pool takes in storage */
            usedBytes: number;
            /** @description MEDIA_COMPANY_QUOTA: what the company may store */
            quotaBytes: number;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission UPLOAD_MEDIAPOOL_MEDIA, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  retryMediaProcessing: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the general info key at the file’s access level */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such file in my company, or private without GET_PRIVATE_MEDIA */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The file’s processing has not failed (it is ready or still running), or it was deleted */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      413: components['responses']['BodyTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getMediaPoolSettings: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Uploads keep their uploaded bytes too, for download (owner only; default off) */
            keepOriginals: boolean;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      403: components['responses']['RegistrationIncomplete'];
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  changeMediaPoolSettings: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          keepOriginals: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            data: {
              /** @description Uploads keep their uploaded bytes too, for download (owner only; default off) */
              keepOriginals: boolean;
            };
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user is not the company owner */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      413: components['responses']['BodyTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  mediaPoolUploadCreate: {
    parameters: {
      query?: never;
      header?: {
        /** @description The protocol version: 1.0.0 (412 without it) */
        'tus-resumable'?: string;
        /** @description Creation: the size of the whole file in bytes */
        'upload-length'?: string;
        /** @description PATCH: the byte position the body starts at */
        'upload-offset'?: string;
        /** @description Creation: filename and filetype, base64 */
        'upload-metadata'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Created: Location names the upload */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': null;
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission UPLOAD_MEDIAPOOL_MEDIA, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Over the size limit or the company quota; the upload is removed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      415: components['responses']['UnsupportedMediaType'];
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  mediaPoolUploadResult: {
    parameters: {
      query?: never;
      header?: {
        /** @description The protocol version: 1.0.0 (412 without it) */
        'tus-resumable'?: string;
        /** @description Creation: the size of the whole file in bytes */
        'upload-length'?: string;
        /** @description PATCH: the byte position the body starts at */
        'upload-offset'?: string;
        /** @description Creation: filename and filetype, base64 */
        'upload-metadata'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description What the feature made of the upload */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            [key: string]: unknown;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission UPLOAD_MEDIAPOOL_MEDIA, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such upload of this user: unknown, expired, finished or of another user or company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The upload is not finished yet */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  mediaPoolUploadCancel: {
    parameters: {
      query?: never;
      header?: {
        /** @description The protocol version: 1.0.0 (412 without it) */
        'tus-resumable'?: string;
        /** @description Creation: the size of the whole file in bytes */
        'upload-length'?: string;
        /** @description PATCH: the byte position the body starts at */
        'upload-offset'?: string;
        /** @description Creation: filename and filetype, base64 */
        'upload-metadata'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': null;
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission UPLOAD_MEDIAPOOL_MEDIA, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such upload of this user: unknown, expired, finished or of another user or company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      413: components['responses']['BodyTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  mediaPoolUploadAppend: {
    parameters: {
      query?: never;
      header?: {
        /** @description The protocol version: 1.0.0 (412 without it) */
        'tus-resumable'?: string;
        /** @description Creation: the size of the whole file in bytes */
        'upload-length'?: string;
        /** @description PATCH: the byte position the body starts at */
        'upload-offset'?: string;
        /** @description Creation: filename and filetype, base64 */
        'upload-metadata'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The upload is complete: what the feature made of it (e.g. the file id) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            [key: string]: unknown;
          };
        };
      };
      /** @description The bytes were stored; Upload-Offset tells the new position */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': null;
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission UPLOAD_MEDIAPOOL_MEDIA, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such upload of this user: unknown, expired, finished or of another user or company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Upload-Offset is not the position the upload has reached */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Over the size limit or the company quota; the upload is removed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      415: components['responses']['UnsupportedMediaType'];
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      /** @description An earlier request still holds the upload (its connection died unnoticed): try again */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
}
