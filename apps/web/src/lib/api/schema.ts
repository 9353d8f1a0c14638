/**
 * GENERATED FILE, do not edit: the types of the server's OpenAPI document (/api/openapi.json), made by
 * openapi-typescript. Regenerate with `npm run api:types` after changing a route's schema; CI runs
 * `npm run api:types:check` and fails when this file is stale. Source: scripts/gen-api-types.ts.
 */

export interface paths {
  '/api/events/ticket': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A ticket that opens one live event stream (EventSource cannot send the access token) */
    post: operations['createEventStreamTicket'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
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
  '/api/auth/confirmEmailChange': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change the e-mail address to the one the token of the mailed link was asked for
     * @description The previous address gets a notice. 409 when the address was taken meanwhile.
     */
    post: operations['confirmEmailChange'];
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
     * @description 401 for an unknown address or a wrong password (same answer); 403 with code EMAIL_NOT_VERIFIED, with code COMPANY_BLOCKED for a user of a company the superpanel blocked, or for a blocked account; 429 with Retry-After after 5 failures for this address from this client (the wait starts at a minute and doubles up to an hour) or 30 failures from this client in 15 minutes. An address with many failures from anywhere is answered more slowly, never refused.
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
    /** The logged-in user: completion state, type, person data, company, role and effective permission keys */
    get: operations['getProfile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change the own salutation, title, names, phone and language (only the fields sent)
     * @description The answer is written in the new language when the language changes.
     */
    patch: operations['updateProfile'];
    trace?: never;
  };
  '/api/users/profile/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change the own password; the user's other sessions end, this one stays
     * @description A wrong current password answers 400 and counts as a failed login.
     */
    post: operations['changeOwnPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/profile/email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask for a new e-mail address: a confirmation link goes to it; the address changes when it is opened
     * @description The repeat must match; the current password is required. 409 when the address is in use.
     */
    post: operations['requestEmailChange'];
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
    /** Create a department (name unique in the company) */
    post: operations['createDepartment'];
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
    /** Create a custom role with keys the user holds */
    post: operations['createRole'];
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
  '/api/categories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a category with a title (unique in the company) and a colour */
    post: operations['createCategory'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/categories/{categoryId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One category of the own company */
    get: operations['getCategory'];
    put?: never;
    post?: never;
    /** Delete a category; the users, displays and media files that had it keep no category */
    delete: operations['deleteCategory'];
    options?: never;
    head?: never;
    /** Change a category's title or colour (only the fields sent) */
    patch: operations['updateCategory'];
    trace?: never;
  };
  '/api/departments/{departmentId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a department; its users keep no department */
    delete: operations['deleteDepartment'];
    options?: never;
    head?: never;
    /** Rename a department */
    patch: operations['updateDepartment'];
    trace?: never;
  };
  '/api/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * User overview: the users of my company, filtered, sorted and paged
     * @description The user-overview filter of platform spec §3. `fullText` matches parts of the user ID, e-mail address, first, last and full name, case-insensitive. `sort`: onlineId, name, email, company, department, category, affiliation, status, entryDate, lastActivity; `sortOrder` asce or desc. Deleted users are never listed; `companyId` of another company lists none.
     */
    get: operations['searchUsers'];
    put?: never;
    /** Create a user of the own company with one role; a one-time password is mailed to them */
    post: operations['createUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One user of my company: the overview row and contact data */
    get: operations['getUser'];
    put?: never;
    post?: never;
    /**
     * Deletes a user of my company (soft delete); its sessions end and its e-mail address is free again
     * @description DELETE_USER; an external user needs DELETE_EXTERNAL_USER as well; never oneself.
     */
    delete: operations['deleteUser'];
    options?: never;
    head?: never;
    /**
     * Sets a user's category and department (null clears)
     * @description EDIT_USER; an external user needs EDIT_EXTERNAL_USER as well.
     */
    patch: operations['editUser'];
    trace?: never;
  };
  '/api/users/status': {
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
     * Sets the status of users of my company: active, paused or notActive
     * @description EDIT_USER_STATUS (external users: EDIT_EXTERNAL_USER as well; an owner only by an owner). Paused and deactivated users lose every session at once. The batch is all or nothing: one 404 for any missing, foreign or untouchable id (the caller's own included), 409 for the last active owner.
     */
    patch: operations['setUserStatuses'];
    trace?: never;
  };
  '/api/users/{userId}/message': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sends a user of my company a message: a notification and a mail */
    post: operations['sendUserMessage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{userId}/activity': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A user's activity report: what the display and media file logs record it did, newest first
     * @description The activity report filter of platform spec §3: `resourceId` a display or media file id or number, `activityORAdditionalInfo` part of the action or its details, `rangeTime` the last N days, `roleLabel` a role the user holds (else nothing), `companyId` the own company (else nothing).
     */
    get: operations['getUserActivity'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invitations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's invitations (pending, expired, accepted; withdrawn ones left out), newest first */
    get: operations['listInvitations'];
    put?: never;
    /**
     * Invite e-mail addresses into the own company with one role; one mail each, all or nothing
     * @description An address with an open invitation gets it renewed (new role, link and 7 days). 400 names the first invalid address; 409 the first one that has an account already.
     */
    post: operations['inviteUsers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invitations/{id}/resend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail an open invitation again with a new link, valid 7 more days (the old link stops working) */
    post: operations['resendInvitation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invitations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Withdraw an open invitation: its link stops working */
    delete: operations['withdrawInvitation'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invitations/accept-info': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What the /register page shows of an invitation link: company, inviter, address and the link's state */
    get: operations['invitationInfo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invitations/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Accept an invitation with a password: a verified company user with the invited role, logged in
     * @description The web continues at /userRegistration, where the person data is completed.
     */
    post: operations['acceptInvitation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invitations/roles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The roles the caller may give an invited or created user (none with a key the caller lacks) */
    get: operations['listGrantableRoles'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invitations/departments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The departments an invited or created user may be put into */
    get: operations['listGrantableDepartments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/initialPassword': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A user created with a one-time password sets an own one (profile.mustChangePassword) */
    post: operations['setInitialPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{userId}/roles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Replaces the roles a user of my company holds
     * @description ASSIGN_ROLE (external users: ASSIGN_ROLE_EXTERNAL as well). Nobody grants a role with a key they do not hold, the Owner role and the roles of an owner change only by an owner, nobody changes their own roles (403); the last active owner keeps the Owner role (409). Roles taken away drop their display and media assignments.
     */
    put: operations['setUserRoles'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/roles/overview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every role of the own company with its keys, scopes and holder count, preset roles first */
    get: operations['roleOverview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/roles/{roleId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete a custom role; its holders get the replacement role
     * @description A role with holders needs `replacementRoleId` (another role of the company, not the owner preset, with keys the user holds): without it 409 with code ROLE_HAS_HOLDERS and the holder count in the message.
     */
    delete: operations['deleteRole'];
    options?: never;
    head?: never;
    /** Rename a custom role */
    patch: operations['renameRole'];
    trace?: never;
  };
  '/api/roles/{roleId}/duplicate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A new custom role with the keys and scopes of a role (preset roles included) */
    post: operations['duplicateRole'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/roles/{roleId}/permissions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** A custom role's keys and scopes; its holders' next request runs with them */
    put: operations['setRolePermissions'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/roles/{roleId}/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The users holding a role, by name, paged */
    get: operations['roleHolders'];
    put?: never;
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
  '/api/registration/departments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The own company's departments, for the department select of the user registration */
    get: operations['registrationDepartments'];
    put?: never;
    post?: never;
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
    /**
     * All companies with owner e-mail, user and display counts, media storage and status
     * @description Newest first unless `sort` names a field (`-` first: descending). `keyword` matches the name literally, `status` keeps active or blocked companies.
     */
    get: operations['listAllCompanies'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/superpanel/companies/{companyId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A company's read-only overview: data, owner, members by status, roles, displays, media */
    get: operations['getSuperpanelCompany'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/superpanel/companies/{companyId}/block': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Block a company: its users' sessions end at once and their logins are refused (idempotent) */
    post: operations['blockCompany'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/superpanel/companies/{companyId}/unblock': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Unblock a company: its users can log in again (idempotent) */
    post: operations['unblockCompany'];
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
  '/api/displays/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Own displays: the current search as CSV (every page, streamed, in the request’s language) */
    post: operations['exportOwnDisplays'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/displays/map': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Own displays: every display of the current search that has coordinates, for the map */
    post: operations['mapOwnDisplays'];
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
  '/api/displays/{displayId}/program': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The pictures, videos and designs the display’s screen plays, in order
     * @description Whoever of the company sees the display’s details (a role reaching it). A display without a program answers no items: its screen plays its placeholder pictures. Items whose pool file was deleted since are `missing`.
     */
    get: operations['getDisplayProgram'];
    /**
     * Replace the display’s program (the whole list, in order)
     * @description Needs EDIT_DISPLAY on the display. Each item is a media pool file of the company the user may read: not deleted, not archived (unless it was archived while in the program: it stays), processed, a picture or a video (a published design is a picture); a video plays its own length, so it takes no duration. A refused item answers 400 with the field error on `items.N.fileId` (or `items.N.durationSeconds`). An empty list removes the program.
     */
    put: operations['replaceDisplayProgram'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partners/invitations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Partner invitations the company sent and received, newest first */
    get: operations['listPartnerInvitations'];
    put?: never;
    /** Invite another company by its administrator's e-mail address */
    post: operations['invitePartner'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partners/invitations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A received invitation as the confirmation page shows it (the invited company only) */
    get: operations['getPartnerInvitation'];
    put?: never;
    post?: never;
    /** Withdraw a sent, open invitation */
    delete: operations['withdrawPartnerInvitation'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partners/invitations/{id}/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Accept a received invitation: the companies become partners of each other */
    post: operations['acceptPartnerInvitation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partners/invitations/{id}/decline': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Decline a received invitation */
    post: operations['declinePartnerInvitation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partners/invitations/{id}/resend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a sent, open invitation again, valid for 14 days from now */
    post: operations['resendPartnerInvitation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partners': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's partners (either status), filtered, sorted by company name, paged */
    get: operations['listPartners'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partners/{partnerId}/details': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One partner as the partner list shows it */
    get: operations['getPartner'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partners/{partnerId}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Block or unblock a partner (my direction of the partnership) */
    post: operations['setPartnerStatus'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partners/{partnerId}/ending': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What deleting the partner would end (for the confirmation) */
    get: operations['getPartnerEnding'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partners/{partnerId}/partnership': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** End the partnership both ways: shares both ways and ad spots go too */
    delete: operations['deletePartner'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partners/{partnerId}/message': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a message to the partner's administrators (notification and mail) */
    post: operations['messagePartner'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
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
  '/api/partners/{partnerId}/displays': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My displays shared with a partner (byMe), or its displays I see (withMe, favourites first) */
    get: operations['listPartnerSharedDisplays'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partners/{partnerId}/displays/{displayId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Stop sharing my display with a partner (the share cascade: its ad spots go, it is told) */
    delete: operations['unsharePartnerDisplay'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partners/favorites/{displayId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Mark a partner display as a favourite */
    put: operations['addFavoriteDisplay'];
    post?: never;
    /** Unmark a favourite partner display */
    delete: operations['removeFavoriteDisplay'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/company/logo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The own company's logo address (null: none) */
    get: operations['getCompanyLogo'];
    /** Upload the company logo (multipart, field "file"; the owner only) */
    put: operations['uploadCompanyLogo'];
    post?: never;
    /** Remove the company logo (the owner only) */
    delete: operations['removeCompanyLogo'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/files/company-logos/{companyId}/{version}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A company logo (WebP), at the versioned address the lists hand out; cached for good */
    get: operations['getCompanyLogoFile'];
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
  '/api/designs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The company's designs (or templates): search by name, sorted by last change or name, paged
     * @description Needs ADDSPOT_CREATE_IN_EDITOR or ADDSPOT_EDIT_IN_EDITOR. `keyword` matches part of the name literally, case-insensitive. Thumbnail URLs are signed, versioned and null until the browser sent a thumbnail.
     */
    get: operations['listDesigns'];
    put?: never;
    /**
     * Create a design: an empty white artboard of a preset or custom size, or a copy of a template
     * @description Needs ADDSPOT_CREATE_IN_EDITOR. `from` is `{ preset, orientation }` (hd, fullHd, uhd4k, uhd8k; landscape or portrait), `{ width, height }` (16 to 7680 px each) or `{ templateId }` (a template of the own company: its draft is copied). Answers the design with its first revision.
     */
    post: operations['createDesign'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/designs/{id}/duplicate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Duplicate a design (or template): a new design "<name> (copy)" with a copy of its draft
     * @description Needs ADDSPOT_CREATE_IN_EDITOR. The copy is a design, also of a template.
     */
    post: operations['duplicateDesign'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/designs/{id}/template': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Save a design as a company template: a new template with a copy of its draft
     * @description Needs ADDSPOT_CREATE_IN_EDITOR. New designs can start from it (POST /designs).
     */
    post: operations['saveDesignAsTemplate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/designs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One design with its draft document (in the current schemaVersion) and the draft’s revision number
     * @description Needs ADDSPOT_CREATE_IN_EDITOR or ADDSPOT_EDIT_IN_EDITOR. Older documents are migrated on read.
     */
    get: operations['getDesign'];
    put?: never;
    post?: never;
    /**
     * Delete a design or template with its revisions
     * @description Needs ADDSPOT_EDIT_IN_EDITOR. The media pool file it was published into stays in the pool, no longer used by the design.
     */
    delete: operations['deleteDesign'];
    options?: never;
    head?: never;
    /**
     * Rename a design or template
     * @description Needs ADDSPOT_EDIT_IN_EDITOR.
     */
    patch: operations['renameDesign'];
    trace?: never;
  };
  '/api/designs/{id}/document': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Save the document as a new revision, if baseRevision is still the draft’s number
     * @description Needs ADDSPOT_EDIT_IN_EDITOR. 409 (with currentRevision, updatedBy, updatedAt) when the draft moved on: nothing is overwritten. A document of an unknown or future schemaVersion is 400; over 1000000 bytes or 2000 elements 413 (checked before the document is validated); media ids that are not files of the own pool 404 (missingMediaIds). A document equal to the draft makes no revision (saved: false).
     */
    put: operations['saveDesignDocument'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/designs/{id}/thumbnail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Store the thumbnail of the draft (multipart, field "file": PNG or JPEG, rendered by the browser)
     * @description Needs ADDSPOT_EDIT_IN_EDITOR. At most 2097152 bytes, typed by its bytes, resized to 480 px wide. `revision` must be the draft's number (409 otherwise: a newer save sends its own).
     */
    put: operations['uploadDesignThumbnail'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/files/designs/{id}/{version}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A design’s thumbnail (WebP) by the signed, versioned URL the list handed out (no bearer) */
    get: operations['getDesignThumbnail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/designs/{id}/publish': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Publish a revision into the media pool (multipart, field "file": a PNG at the design’s size)
     * @description Needs ADDSPOT_EDIT_IN_EDITOR. The server never renders: the browser sends revision N rendered at the design’s width × height (checked by the PNG’s own pixels, 400 otherwise). The first publish creates a media pool file (media type general, used by the design); a later one replaces that file’s content and bumps its version, so its URLs and thumbnail change with it.
     */
    post: operations['publishDesign'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/player/pairings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A pairing code for an unpaired screen
     * @description Public (the screen has no credential yet), limited per client address. The code is valid for 10 minutes and claimed once; the secret stays on the screen, which polls with it.
     */
    post: operations['startPlayerPairing'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/player/pairings/poll': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Whether a pairing code was claimed; the credential, once
     * @description Public. `pending` while the code waits; `paired` with the bearer credential for /api/player/* when a user entered the code on a display (answered once: the pairing is gone after it).
     */
    post: operations['pollPlayerPairing'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/displays/{displayId}/player': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Pair a screen with a display by the code it shows
     * @description Needs EDIT_DISPLAY on the display. A wrong, expired or used code answers 400 (no hint whether it existed); 409 for a locked, draft or deactivated display. Limited per company.
     */
    post: operations['claimPlayerPairing'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/player/token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A player credential for the player token of a display’s token mail
     * @description Public, limited per client address like pairing codes. 404 for an unknown token and for a display that does not play (shut down, deactivated, locked), the same for both. A new token for the display ends the credentials made before it.
     */
    post: operations['exchangePlayerToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/player/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The display this player plays for
     * @description The player credential as bearer token. 401 when the credential is unknown or its display no longer plays (shut down, deactivated, locked): the screen shows its pairing code again.
     */
    get: operations['getPlayerSelf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/player/displays/{displayId}/manifest': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What the screen plays: the program (or the placeholders), its items and files
     * @description The player credential as bearer token. ETag is the manifest version in quotes: `If-None-Match` with it answers 304 without a body. The player asks every 60 s and when the stream says `manifest`.
     */
    get: operations['getPlayerManifest'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/player/displays/{displayId}/files/{fileId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A file of the screen’s current manifest
     * @description The player credential as bearer token. Only files the display’s manifest names now (404 otherwise). ETag is the file’s SHA-256 in quotes; byte ranges (206) for videos; cached privately.
     */
    get: operations['getPlayerFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/player/displays/{displayId}/stream': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Nudges when the screen’s manifest changes (Server-Sent Events)
     * @description The player credential as bearer token (the player reads it with fetch streaming). Sends `event: manifest` with `{ version }` at once and whenever the manifest changes on any instance (program replaced, placeholders changed, a program file re-published or deleted), and a comment line as heartbeat. It ends when the credential does (display locked, deactivated, shut down, or a new player token).
     */
    get: operations['streamPlayerManifest'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/player/displays/{displayId}/heartbeat': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The screen reports what it plays and how it is (every 30 s by default)
     * @description Three missed heartbeats (90 s by default) make the display offline; `heartbeatSeconds` says when the next is due (the server’s PLAYER_HEARTBEAT_SECONDS). `serverTime` is the server’s clock: the player plays by it, with the offset it measures on every heartbeat. `screenshotRequested`: upload a screenshot now (POST …/screenshot).
     */
    post: operations['sendPlayerHeartbeat'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/displays/{displayId}/screenshot': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The latest screenshot of the display’s screen, and a request it has not answered yet */
    get: operations['getDisplayScreenshot'];
    put?: never;
    /** Ask the display’s screen for a screenshot (it sends one after its next heartbeat) */
    post: operations['requestDisplayScreenshot'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/player/displays/{displayId}/screenshot': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The screen’s picture of what it shows (the body: a JPEG, PNG or WebP)
     * @description Only while a request is open (409 otherwise). At most 8388608 bytes, typed by its bytes; stored as WebP at most 1920 px wide or high.
     */
    post: operations['uploadPlayerScreenshot'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/files/screenshots/{displayId}/{takenAt}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A screenshot (WebP) by the signed URL GET …/screenshot handed out (no bearer) */
    get: operations['getScreenshotFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/player/displays/{displayId}/plays': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The screen reports what it played (a batch of up to 500)
     * @description Each play names its own uuid: a batch sent again (after a lost answer) counts once. A play counts when at least 75 % of the item played (`share` >= 0.75); counted plays are summed per item and hour.
     */
    post: operations['sendPlayerPlays'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/displays/{displayId}/plays': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Counted plays of the display per item and day
     * @description Default: the last 7 days up to today; at most 92 days. `tz` (an IANA time zone, default UTC) says whose days. Items are named by their pool file’s title (null when the file is gone).
     */
    get: operations['getDisplayPlays'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/player/displays/{displayId}/problems': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The screen reports problems for the display’s log (up to 100 at once)
     * @description `fileHashMismatch`: a downloaded file’s SHA-256 is not the manifest’s; the screen keeps what it had and fetches the file again. `itemFailed`: the screen could not play an item and skipped it. The log gets one entry per kind and file a day, however often a screen reports it.
     */
    post: operations['sendPlayerProblems'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/company/display-alerts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Minutes a display’s screen is offline before the company is told */
    get: operations['getDisplayAlertSettings'];
    /**
     * Change the offline alert delay (company owner; 0 to 1440 minutes)
     * @description A screen counts as offline after three missed heartbeats (90 s by default); the company is told (notification, and a mail to users with screen mails on) once it has been offline this many minutes more.
     */
    put: operations['setDisplayAlertSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Notification center: my notifications, filtered, sorted and paged
     * @description The notification filter of platform spec §3: notifications of my company addressed to the company or to me, not deleted by me. `message` matches part of the text in the answer language, `sender` part of the sending company's or user's name (both case-insensitive); `rangeTime` one of 7, 14, 21, 31, 62, 93, 365 days; `type` one of displayPrivate, commercialsRemoved, displayUnshared, displayDeactivated, displayShutdown, displayShared, userMessage, partnerInvited, partnerAccepted, partnerDeclined, partnerWithdrawn, partnerBlocked, partnerUnblocked, partnerDeleted, partnerMessage, displayOffline, displayOnline; `status` read or unread for me. Partner events (partnerInvited, partnerAccepted, partnerDeclined, partnerWithdrawn, partnerBlocked, partnerUnblocked, partnerDeleted, partnerMessage) are listed only with GET_PARTNERS. Newest first by default.
     */
    get: operations['listNotifications'];
    put?: never;
    post?: never;
    /**
     * Deletes notifications (up to 100) for me only; my colleagues still see them
     * @description All or nothing: one id that is not mine answers 404 and changes nothing. Answers my unread count.
     */
    delete: operations['deleteNotifications'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/unread-count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many of my notifications I have not read (the bell and the dashboard tile) */
    get: operations['countUnreadNotifications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Marks some (`ids`, up to 100) or all (`all: true`) of my notifications read, for me only
     * @description All or nothing: one id that is not mine answers 404 and changes nothing. Answers my unread count.
     */
    post: operations['markNotificationsRead'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/unread': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Marks some (`ids`, up to 100) or all (`all: true`) of my notifications unread, for me only
     * @description All or nothing: one id that is not mine answers 404 and changes nothing. Answers my unread count.
     */
    post: operations['markNotificationsUnread'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/stream': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Live notification stream (Server-Sent Events) of the user a stream ticket stands for
     * @description Opened by an EventSource with a ticket of `POST /events/ticket` (no bearer token). Sends the rows after `lastEventId` (or the `Last-Event-ID` header) the user may see, then each new one as it commits on any instance, and `unread` when the read state changes in another tab. Without an id it starts from now.
     */
    get: operations['streamNotifications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/mail-preferences': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Which notification groups I also get by mail (defaults filled in) */
    get: operations['getNotificationMailPreferences'];
    /**
     * Switches mails per notification group on or off, for me only
     * @description `partnerEvents`: answers to invitations, blocks, unblocks, deletions, a display shared with me; `messages`: messages from partners and colleagues; `displayEvents`: the other display changes; `screenEvents`: an own display’s screen went offline or came back online. Partner events reach only users holding GET_PARTNERS. Invitations themselves are always mailed.
     */
    put: operations['setNotificationMailPreferences'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
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
    /** @description The player credential is missing, unknown or ended (its display was shut down, deactivated, locked or got a new player token): the screen shows its pairing code again. */
    PlayerCredentialEnded: {
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
  createEventStreamTicket: {
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
            /** @description Opens one event stream within 60 s: the stream URL carries it as `ticket` */
            ticket: string;
            /** @description ISO 8601; after it the ticket opens nothing */
            expiresAt: string;
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
  confirmEmailChange: {
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
            newEmail: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The address was taken meanwhile */
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
      /** @description The e-mail address is not verified yet (code EMAIL_NOT_VERIFIED), the company is blocked (code COMPANY_BLOCKED), or the account is blocked */
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
            salutation: string | null;
            title: string | null;
            phoneCountryCode: string | null;
            phone: string | null;
            language: string;
            mustChangePassword: boolean;
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
  updateProfile: {
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
          salutation?: string;
          title?: string | null;
          firstName?: string;
          lastName?: string;
          phoneCountryCode?: string;
          phone?: string;
          /** @enum {string} */
          language?: 'en' | 'de';
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
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  changeOwnPassword: {
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
          currentPassword: string;
          newPassword: string;
          repeatPassword: string;
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
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  requestEmailChange: {
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
          newEmail: string;
          repeatEmail: string;
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
            message: string;
            newEmail: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The address belongs to another account */
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
  createDepartment: {
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
          name: string;
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
            id: string;
            name: string;
            message: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission EDIT_USER, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The company has a department with this name already */
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
  createRole: {
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
          label: string;
          permissions: (
            | 'CREATE_DISPLAY'
            | 'DUPLICATE_DISPLAY'
            | 'DELETE_DISPLAY'
            | 'SET_DISPLAY_LOCK'
            | 'GET_PARTNER_DISPLAYS_INFO'
            | 'GET_PARTNERS_DISPLAYS_INFO'
            | 'SET_DISPLAY_ACCESS_CONTROLS'
            | 'SET_DISPLAY_CATEGORY'
            | 'SET_DISPLAY_SPECIFICATION'
            | 'MANAGE_DISPLAY_CONTENT_FILTERS'
            | 'EDIT_DISPLAY'
            | 'SET_DISPLAY_GENERAL_INFO'
            | 'SET_DISPLAY_AVAILABLE_TIMES'
            | 'SET_DISPLAY_LOCATION_ADDRESS'
            | 'SET_DISPLAY_VALUATION'
            | 'SET_DISPLAY_PRICE_RATE'
            | 'MANAGE_LOCATION_MEDIA'
            | 'MANAGE_PLACEHOLDER_MEDIA'
            | 'SET_DISPLAY_STATUS'
            | 'SEND_DISPLAY_TOKEN'
            | 'SET_PARTNER_FAVORITE_DISPLAY'
            | 'UPLOAD_MEDIAPOOL_MEDIA'
            | 'DELETE_MEDIAPOOL_MEDIA'
            | 'GET_PUBLIC_MEDIA'
            | 'GET_PRIVATE_MEDIA'
            | 'EDIT_PUBLIC_MEDIA_GENERAL_INFO'
            | 'EDIT_PRIVATE_MEDIA_GENERAL_INFO'
            | 'SET_PUBLIC_MEDIA_STATUS'
            | 'SET_PRIVATE_MEDIA_STATUS'
            | 'EDIT_PUBLIC_MEDIA_MEDIATYPE'
            | 'EDIT_PRIVATE_MEDIA_MEDIATYPE'
            | 'EDIT_PUBLIC_MEDIA_INFOACCESS'
            | 'EDIT_PRIVATE_MEDIA_INFOACCESS'
            | 'SET_PUBLIC_MEDIA_MEDIATYPE'
            | 'SET_PRIVATE_MEDIA_MEDIATYPE'
            | 'ASSIGN_PRIVATE_FILES'
            | 'ADDSPOT_GENERAL_INFORMATION'
            | 'ADDSPOT_ASSIGN_CATEGORIES'
            | 'ADDSPOT_EDIT_CATEGORIES'
            | 'ADDSPOT_SET_TO_PRIVATE'
            | 'ADDSPOT_UPLOAD_FINISHED_SPOTS'
            | 'ADDSPOT_USE_FINISHED_SPOTS'
            | 'ADDSPOT_CREATE_IN_EDITOR'
            | 'ADDSPOT_EDIT_IN_EDITOR'
            | 'ADDSPOT_EDIT_WITHOUT_APPROVAL'
            | 'ADDSPOT_SAVE_COMMERCIAL_AS_DRAFT'
            | 'ADDSPOT_SAVE_COMMERCIAL'
            | 'ADDSPOT_APPROVE_COMMERCIAL'
            | 'ADDSPOT_SYNC_COMMERCIAL'
            | 'ADDSPOT_ARCHIVE_COMMERCIAL'
            | 'ADDSPOT_DELETE_COMMERCIAL'
            | 'ADDSPOT_BLOCK'
            | 'ADDSPOT_UNBLOCK'
            | 'ADDSPOT_SWAP_COMMERCIALS'
            | 'CREATE_ADBLOCK'
            | 'DELETE_ADBLOCK'
            | 'GET_ADBLOCK'
            | 'EDIT_ADBLOCK_GENERAL_INFO'
            | 'EDIT_ADBLOCK_INUSE'
            | 'EDIT_ADBLOCK_DRAFT'
            | 'SAVE_ADBLOCK'
            | 'CREATE_AD'
            | 'DELETE_AD'
            | 'GET_AD'
            | 'EDIT_AD_GENERAL_INFO'
            | 'SET_AD_LOCK'
            | 'SET_AD_ARCHIVE'
            | 'SET_AD_COMMERCIAL'
            | 'SWAP_AD'
            | 'SET_AD_CONFIRMED_SYNC_COMMERCIAL'
            | 'SET_AD_SYNC_COMMERCIAL'
            | 'SAVE_AD_DRAFT'
            | 'CONFIRM_AD'
            | 'CONFIRM_AD_COMMERCIAL'
            | 'CREATE_SCHEDULE'
            | 'DELETE_SCHEDULE_SHIPMENT'
            | 'GET_SCHEDULE'
            | 'EDIT_SCHEDULE_GENERAL_INFO'
            | 'COMPILE_SCHEDULE_BROADCAST'
            | 'SAVE_SCHEDUAL_SHIPMENT_TEMPLATE'
            | 'SET_SCHEDUAL_PLACE_SHIPMENT'
            | 'SET_SCHEDUAL_PROGRAM_OWN_DISPLAY'
            | 'SET_SCHEDUAL_PROGRAM_PARTNER_DISPLAY'
            | 'SAVE_SCHEDUAL_SHIPMENT'
            | 'INVITE_USERS'
            | 'CREATE_CUSTOM_ROLE'
            | 'DUPLICATE_ROLE'
            | 'CREATE_USER'
            | 'INVITE_EXTERNAL_USER'
            | 'SEND_MESSAGE'
            | 'DELETE_USER'
            | 'DELETE_EXTERNAL_USER'
            | 'DELETE_CUSTOM_ROLE'
            | 'GET_USERS'
            | 'GET_USER_EXTENDED'
            | 'GET_COMPANY_INFO'
            | 'GET_USER_ROLE_DETAILS'
            | 'ASSIGN_ROLE'
            | 'EDIT_CUSTOM_ROLE_PERMISSION'
            | 'RENAME_CUSTOM_ROLE'
            | 'EDIT_USER_STATUS'
            | 'EDIT_USER'
            | 'EDIT_EXTERNAL_USER'
            | 'ASSIGN_ROLE_EXTERNAL'
            | 'INVITE_PARTNER'
            | 'SEND_MESSAGE_PARTNER_ADMIN'
            | 'DELETE_PARTNER'
            | 'UNSHARE_DISPLAY'
            | 'GET_PARTNERS'
            | 'GET_PARTNER_COMPANY_INFO'
            | 'GET_PARTNER_ADMIN_INFO'
            | 'GET_SHARED_DISPLAYS'
            | 'SET_PARTNER_STATUS'
            | 'MANAGE_CATEGORY_CREATE'
            | 'MANAGE_CATEGORY_DELETE'
            | 'MANAGE_CATEGORY_INFO'
            | 'MANAGE_CATEGORY_LIST'
            | 'MANAGE_CATEGORY_EDIT'
          )[];
          /**
           * @default all
           * @enum {string}
           */
          displayScope?: 'all' | 'assigned';
          /**
           * @default all
           * @enum {string}
           */
          mediaScope?: 'all' | 'assigned';
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
            id: string;
            label: string;
            /** @enum {string|null} */
            preset: 'owner' | 'administrator' | 'editor' | 'viewer' | null;
            permissions: string[];
            /** @enum {string} */
            displayScope: 'all' | 'assigned';
            /** @enum {string} */
            mediaScope: 'all' | 'assigned';
            holderCount: number;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description Without CREATE_CUSTOM_ROLE, or the role would get a key the user does not hold (or a scope wider than theirs) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Another role of the company has this name (case-insensitively) */
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
  createCategory: {
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
          color: string;
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
            id: string;
            title: string;
            color: string;
            message: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission MANAGE_CATEGORY_CREATE, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The company has a category with this title already */
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
  getCategory: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        categoryId: string;
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
            id: string;
            title: string;
            color: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission MANAGE_CATEGORY_INFO, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No category of the own company has this id */
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
  deleteCategory: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        categoryId: string;
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
      /** @description The user lacks the permission MANAGE_CATEGORY_DELETE, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No category of the own company has this id */
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
  updateCategory: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        categoryId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title?: string;
          color?: string;
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
            title: string;
            color: string;
            message: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission MANAGE_CATEGORY_EDIT, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No category of the own company has this id */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The company has a category with this title already */
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
  deleteDepartment: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        departmentId: string;
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
      /** @description The user lacks the permission EDIT_USER, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No department of the own company has this id */
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
  updateDepartment: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        departmentId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
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
            name: string;
            message: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission EDIT_USER, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No department of the own company has this id */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The company has a department with this name already */
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
  searchUsers: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
        fullText?: string;
        companyId?: string;
        companyName?: string;
        departmentId?: string;
        roles?: string;
        categoryId?: string;
        affiliation?: 'internal' | 'external';
        status?: 'active' | 'paused' | 'notActive';
        entryDate?: number;
        lastActivity?: number;
        position?: string;
        page?: number;
        perPage?: number;
        sort?:
          | 'onlineId'
          | 'name'
          | 'email'
          | 'company'
          | 'department'
          | 'category'
          | 'affiliation'
          | 'status'
          | 'entryDate'
          | 'lastActivity';
        sortOrder?: 'asce' | 'desc';
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
              onlineId: number;
              email: string;
              firstName: string | null;
              lastName: string | null;
              /** @enum {string} */
              userType: 'companyOwner' | 'companyUser';
              company: {
                id: string;
                name: string;
              };
              department: {
                id: string;
                name: string;
              } | null;
              roles: {
                id: string;
                label: string;
              }[];
              category: {
                id: string;
                title: string;
                color: string;
              } | null;
              /** @enum {string} */
              affiliation: 'internal' | 'external';
              /** @enum {string} */
              status: 'active' | 'paused' | 'notActive';
              position: string | null;
              entryDate: string | null;
              lastActivityAt: string | null;
            }[];
            totalCount: number;
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
  createUser: {
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
          firstName: string;
          lastName: string;
          /** Format: uuid */
          roleId: string;
          /** @enum {string} */
          affiliation: 'internal' | 'external';
          /** Format: uuid */
          departmentId?: string;
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
            userId: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description Without CREATE_USER; external users also need INVITE_EXTERNAL_USER; the role holds keys the actor lacks */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The role or department is not one of the company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The address has an account already */
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
  getUser: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        userId: string;
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
            id: string;
            onlineId: number;
            email: string;
            firstName: string | null;
            lastName: string | null;
            /** @enum {string} */
            userType: 'companyOwner' | 'companyUser';
            company: {
              id: string;
              name: string;
            };
            department: {
              id: string;
              name: string;
            } | null;
            roles: {
              id: string;
              label: string;
            }[];
            category: {
              id: string;
              title: string;
              color: string;
            } | null;
            /** @enum {string} */
            affiliation: 'internal' | 'external';
            /** @enum {string} */
            status: 'active' | 'paused' | 'notActive';
            position: string | null;
            entryDate: string | null;
            lastActivityAt: string | null;
            salutation: string | null;
            title: string | null;
            phone: string | null;
            /** @enum {string} */
            language: 'en' | 'de';
            createdAt: string;
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
      /** @description No such user in my company (or a department or category of another company) */
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
  deleteUser: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        userId: string;
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
      /** @description Without DELETE_USER, oneself, or an external user without DELETE_EXTERNAL_USER */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such user in my company (or a department or category of another company) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The last active owner */
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
  editUser: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        userId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          categoryId?: string | null;
          /** Format: uuid */
          departmentId?: string | null;
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
            onlineId: number;
            email: string;
            firstName: string | null;
            lastName: string | null;
            /** @enum {string} */
            userType: 'companyOwner' | 'companyUser';
            company: {
              id: string;
              name: string;
            };
            department: {
              id: string;
              name: string;
            } | null;
            roles: {
              id: string;
              label: string;
            }[];
            category: {
              id: string;
              title: string;
              color: string;
            } | null;
            /** @enum {string} */
            affiliation: 'internal' | 'external';
            /** @enum {string} */
            status: 'active' | 'paused' | 'notActive';
            position: string | null;
            entryDate: string | null;
            lastActivityAt: string | null;
            salutation: string | null;
            title: string | null;
            phone: string | null;
            /** @enum {string} */
            language: 'en' | 'de';
            createdAt: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description Without EDIT_USER, or an external user without EDIT_EXTERNAL_USER */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such user in my company (or a department or category of another company) */
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
  setUserStatuses: {
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
          ids: string[];
          /** @enum {string} */
          status: 'active' | 'paused' | 'notActive';
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
            ids: string[];
            message: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission EDIT_USER_STATUS, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An id that is missing, of another company or not allowed */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The last active owner would be paused or deactivated */
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
  sendUserMessage: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        userId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          subject: string;
          message: string;
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
      /** @description The user lacks the permission SEND_MESSAGE, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such user in my company (or a department or category of another company) */
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
  getUserActivity: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
        companyId?: string;
        roleLabel?: string;
        resourceId?: string;
        activityORAdditionalInfo?: string;
        rangeTime?: number;
        page?: number;
        perPage?: number;
      };
      header?: never;
      path: {
        userId: string;
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
              at: string;
              /** @enum {string} */
              resourceType: 'display' | 'media';
              resourceId: string;
              resourceOnlineId: number | null;
              resourceTitle: string | null;
              action: string;
              actionText: string;
              details: {
                [key: string]: unknown;
              };
            }[];
            totalCount: number;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission GET_USER_EXTENDED, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such user in my company */
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
  listInvitations: {
    parameters: {
      query?: {
        status?: 'pending' | 'expired' | 'accepted';
        page?: number;
        perPage?: number;
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
              email: string;
              role: {
                id: string;
                label: string;
              };
              /** @enum {string} */
              affiliation: 'internal' | 'external';
              department: {
                id: string;
                name: string;
              } | null;
              invitedBy: string | null;
              /** @enum {string} */
              status: 'pending' | 'expired' | 'accepted';
              expiresAt: string;
              createdAt: string;
              acceptedAt: string | null;
            }[];
            totalCount: number;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission INVITE_USERS, or the company registration is not completed. */
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
  inviteUsers: {
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
          emails: string[];
          /** Format: uuid */
          roleId: string;
          /** @enum {string} */
          affiliation: 'internal' | 'external';
          /** Format: uuid */
          departmentId?: string;
          message?: string;
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
            invited: string[];
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description Without INVITE_USERS; external users also need INVITE_EXTERNAL_USER; the role holds keys the inviter lacks */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The role or department is not one of the company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An address belongs to a member of this or another company */
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
  resendInvitation: {
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
      /** @description The user lacks the permission INVITE_USERS, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such invitation in the company, or it was withdrawn */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The invitation was accepted already */
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
  withdrawInvitation: {
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
      /** @description The user lacks the permission INVITE_USERS, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such invitation in the company, or it was withdrawn */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The invitation was accepted already */
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
  invitationInfo: {
    parameters: {
      query: {
        token: string;
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
            status: 'valid' | 'expired' | 'used';
            email: string;
            companyName: string;
            inviterName: string | null;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The link is not an invitation */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The invitation was withdrawn */
      410: {
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
  acceptInvitation: {
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
      /** @description Created */
      201: {
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
      /** @description The link is not an invitation */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The invitation was used already, or the address has an account meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The invitation expired or was withdrawn */
      410: {
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
  listGrantableRoles: {
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
      /** @description Without INVITE_USERS and without CREATE_USER */
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
  listGrantableDepartments: {
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
      /** @description Without INVITE_USERS and without CREATE_USER */
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
  setInitialPassword: {
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
          password: string;
          repeatPassword: string;
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
      /** @description The password was set already */
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
  setUserRoles: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        userId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          roleIds: string[];
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
            roles: {
              id: string;
              label: string;
            }[];
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description Without ASSIGN_ROLE (ASSIGN_ROLE_EXTERNAL for an external user), a key the caller lacks, the Owner role or an owner (by a non-owner), or oneself */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description A user or role that is not of my company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The last active owner would lose the Owner role */
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
  roleOverview: {
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
              /** @enum {string|null} */
              preset: 'owner' | 'administrator' | 'editor' | 'viewer' | null;
              permissions: string[];
              /** @enum {string} */
              displayScope: 'all' | 'assigned';
              /** @enum {string} */
              mediaScope: 'all' | 'assigned';
              holderCount: number;
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
  deleteRole: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        roleId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          replacementRoleId?: string;
        } | null;
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
      /** @description Without DELETE_CUSTOM_ROLE, or the role would get a key the user does not hold (or a scope wider than theirs) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such role (or replacement role) in my company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description A preset role, holders without a replacement, or the owner role as replacement */
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
  renameRole: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        roleId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          label: string;
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
            label: string;
            /** @enum {string|null} */
            preset: 'owner' | 'administrator' | 'editor' | 'viewer' | null;
            permissions: string[];
            /** @enum {string} */
            displayScope: 'all' | 'assigned';
            /** @enum {string} */
            mediaScope: 'all' | 'assigned';
            holderCount: number;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission RENAME_CUSTOM_ROLE, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such role in my company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description A preset role (read-only), or another role of the company has this name */
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
  duplicateRole: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        roleId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          label: string;
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
            id: string;
            label: string;
            /** @enum {string|null} */
            preset: 'owner' | 'administrator' | 'editor' | 'viewer' | null;
            permissions: string[];
            /** @enum {string} */
            displayScope: 'all' | 'assigned';
            /** @enum {string} */
            mediaScope: 'all' | 'assigned';
            holderCount: number;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description Without DUPLICATE_ROLE, or the role would get a key the user does not hold (or a scope wider than theirs) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such role in my company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Another role of the company has this name (case-insensitively) */
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
  setRolePermissions: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        roleId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          permissions: (
            | 'CREATE_DISPLAY'
            | 'DUPLICATE_DISPLAY'
            | 'DELETE_DISPLAY'
            | 'SET_DISPLAY_LOCK'
            | 'GET_PARTNER_DISPLAYS_INFO'
            | 'GET_PARTNERS_DISPLAYS_INFO'
            | 'SET_DISPLAY_ACCESS_CONTROLS'
            | 'SET_DISPLAY_CATEGORY'
            | 'SET_DISPLAY_SPECIFICATION'
            | 'MANAGE_DISPLAY_CONTENT_FILTERS'
            | 'EDIT_DISPLAY'
            | 'SET_DISPLAY_GENERAL_INFO'
            | 'SET_DISPLAY_AVAILABLE_TIMES'
            | 'SET_DISPLAY_LOCATION_ADDRESS'
            | 'SET_DISPLAY_VALUATION'
            | 'SET_DISPLAY_PRICE_RATE'
            | 'MANAGE_LOCATION_MEDIA'
            | 'MANAGE_PLACEHOLDER_MEDIA'
            | 'SET_DISPLAY_STATUS'
            | 'SEND_DISPLAY_TOKEN'
            | 'SET_PARTNER_FAVORITE_DISPLAY'
            | 'UPLOAD_MEDIAPOOL_MEDIA'
            | 'DELETE_MEDIAPOOL_MEDIA'
            | 'GET_PUBLIC_MEDIA'
            | 'GET_PRIVATE_MEDIA'
            | 'EDIT_PUBLIC_MEDIA_GENERAL_INFO'
            | 'EDIT_PRIVATE_MEDIA_GENERAL_INFO'
            | 'SET_PUBLIC_MEDIA_STATUS'
            | 'SET_PRIVATE_MEDIA_STATUS'
            | 'EDIT_PUBLIC_MEDIA_MEDIATYPE'
            | 'EDIT_PRIVATE_MEDIA_MEDIATYPE'
            | 'EDIT_PUBLIC_MEDIA_INFOACCESS'
            | 'EDIT_PRIVATE_MEDIA_INFOACCESS'
            | 'SET_PUBLIC_MEDIA_MEDIATYPE'
            | 'SET_PRIVATE_MEDIA_MEDIATYPE'
            | 'ASSIGN_PRIVATE_FILES'
            | 'ADDSPOT_GENERAL_INFORMATION'
            | 'ADDSPOT_ASSIGN_CATEGORIES'
            | 'ADDSPOT_EDIT_CATEGORIES'
            | 'ADDSPOT_SET_TO_PRIVATE'
            | 'ADDSPOT_UPLOAD_FINISHED_SPOTS'
            | 'ADDSPOT_USE_FINISHED_SPOTS'
            | 'ADDSPOT_CREATE_IN_EDITOR'
            | 'ADDSPOT_EDIT_IN_EDITOR'
            | 'ADDSPOT_EDIT_WITHOUT_APPROVAL'
            | 'ADDSPOT_SAVE_COMMERCIAL_AS_DRAFT'
            | 'ADDSPOT_SAVE_COMMERCIAL'
            | 'ADDSPOT_APPROVE_COMMERCIAL'
            | 'ADDSPOT_SYNC_COMMERCIAL'
            | 'ADDSPOT_ARCHIVE_COMMERCIAL'
            | 'ADDSPOT_DELETE_COMMERCIAL'
            | 'ADDSPOT_BLOCK'
            | 'ADDSPOT_UNBLOCK'
            | 'ADDSPOT_SWAP_COMMERCIALS'
            | 'CREATE_ADBLOCK'
            | 'DELETE_ADBLOCK'
            | 'GET_ADBLOCK'
            | 'EDIT_ADBLOCK_GENERAL_INFO'
            | 'EDIT_ADBLOCK_INUSE'
            | 'EDIT_ADBLOCK_DRAFT'
            | 'SAVE_ADBLOCK'
            | 'CREATE_AD'
            | 'DELETE_AD'
            | 'GET_AD'
            | 'EDIT_AD_GENERAL_INFO'
            | 'SET_AD_LOCK'
            | 'SET_AD_ARCHIVE'
            | 'SET_AD_COMMERCIAL'
            | 'SWAP_AD'
            | 'SET_AD_CONFIRMED_SYNC_COMMERCIAL'
            | 'SET_AD_SYNC_COMMERCIAL'
            | 'SAVE_AD_DRAFT'
            | 'CONFIRM_AD'
            | 'CONFIRM_AD_COMMERCIAL'
            | 'CREATE_SCHEDULE'
            | 'DELETE_SCHEDULE_SHIPMENT'
            | 'GET_SCHEDULE'
            | 'EDIT_SCHEDULE_GENERAL_INFO'
            | 'COMPILE_SCHEDULE_BROADCAST'
            | 'SAVE_SCHEDUAL_SHIPMENT_TEMPLATE'
            | 'SET_SCHEDUAL_PLACE_SHIPMENT'
            | 'SET_SCHEDUAL_PROGRAM_OWN_DISPLAY'
            | 'SET_SCHEDUAL_PROGRAM_PARTNER_DISPLAY'
            | 'SAVE_SCHEDUAL_SHIPMENT'
            | 'INVITE_USERS'
            | 'CREATE_CUSTOM_ROLE'
            | 'DUPLICATE_ROLE'
            | 'CREATE_USER'
            | 'INVITE_EXTERNAL_USER'
            | 'SEND_MESSAGE'
            | 'DELETE_USER'
            | 'DELETE_EXTERNAL_USER'
            | 'DELETE_CUSTOM_ROLE'
            | 'GET_USERS'
            | 'GET_USER_EXTENDED'
            | 'GET_COMPANY_INFO'
            | 'GET_USER_ROLE_DETAILS'
            | 'ASSIGN_ROLE'
            | 'EDIT_CUSTOM_ROLE_PERMISSION'
            | 'RENAME_CUSTOM_ROLE'
            | 'EDIT_USER_STATUS'
            | 'EDIT_USER'
            | 'EDIT_EXTERNAL_USER'
            | 'ASSIGN_ROLE_EXTERNAL'
            | 'INVITE_PARTNER'
            | 'SEND_MESSAGE_PARTNER_ADMIN'
            | 'DELETE_PARTNER'
            | 'UNSHARE_DISPLAY'
            | 'GET_PARTNERS'
            | 'GET_PARTNER_COMPANY_INFO'
            | 'GET_PARTNER_ADMIN_INFO'
            | 'GET_SHARED_DISPLAYS'
            | 'SET_PARTNER_STATUS'
            | 'MANAGE_CATEGORY_CREATE'
            | 'MANAGE_CATEGORY_DELETE'
            | 'MANAGE_CATEGORY_INFO'
            | 'MANAGE_CATEGORY_LIST'
            | 'MANAGE_CATEGORY_EDIT'
          )[];
          /** @enum {string} */
          displayScope: 'all' | 'assigned';
          /** @enum {string} */
          mediaScope: 'all' | 'assigned';
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
            label: string;
            /** @enum {string|null} */
            preset: 'owner' | 'administrator' | 'editor' | 'viewer' | null;
            permissions: string[];
            /** @enum {string} */
            displayScope: 'all' | 'assigned';
            /** @enum {string} */
            mediaScope: 'all' | 'assigned';
            holderCount: number;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description Without EDIT_CUSTOM_ROLE_PERMISSION, or the role would get a key the user does not hold (or a scope wider than theirs) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such role in my company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Preset roles are read-only */
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
  roleHolders: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
        page?: number;
        perPage?: number;
      };
      header?: never;
      path: {
        roleId: string;
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
              name: string;
              email: string;
              /** @enum {string} */
              status: 'active' | 'paused' | 'notActive';
            }[];
            totalCount: number;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission GET_USER_ROLE_DETAILS, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such role in my company */
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
          /** Format: uuid */
          departmentId?: string;
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
  registrationDepartments: {
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
        status?: 'active' | 'blocked';
        sort?: string;
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
              /** @description Displays not shut down */
              displayCount: number;
              /** @description Bytes the media pool takes in storage (as GET /mediapools/storage) */
              storageBytes: number;
              /** @enum {string} */
              status: 'active' | 'blocked';
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
  getSuperpanelCompany: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        companyId: string;
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
            id: string;
            name: string;
            /** @enum {string} */
            status: 'active' | 'blocked';
            industry: string;
            businessModel: string;
            address: {
              street: string;
              houseNumber: string;
              postcode: string;
              town: string;
              federalState: string;
              country: string;
            };
            phone: string;
            createdAt: string;
            owner: {
              email: string;
              name: string | null;
            } | null;
            users: {
              total: number;
              byStatus: {
                active: number;
                paused: number;
                notActive: number;
              };
              /** @description The first 50 members, owners first */
              items: {
                id: string;
                email: string;
                name: string | null;
                /** @enum {string} */
                userType: 'companyOwner' | 'companyUser';
                /** @enum {string} */
                status: 'active' | 'paused' | 'notActive';
                /** @description The labels of the member's roles */
                roleLabels: string[];
                lastActivityAt: string | null;
              }[];
            };
            roleCount: number;
            displays: {
              /** @description Displays not shut down */
              total: number;
              byStatus: {
                draft: number;
                duplicated: number;
                completed: number;
              };
              active: number;
              shutDown: number;
            };
            media: {
              count: number;
              storageBytes: number;
            };
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description There is no company with this ID */
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
  blockCompany: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        companyId: string;
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
            id: string;
            /** @enum {string} */
            status: 'active' | 'blocked';
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description There is no company with this ID */
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
  unblockCompany: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        companyId: string;
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
            id: string;
            /** @enum {string} */
            status: 'active' | 'blocked';
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description There is no company with this ID */
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
          /** @enum {string} */
          connection?: 'online' | 'offline';
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
              online: boolean | null;
              lastSeenAt: string | null;
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
          favorite?: boolean;
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
              logoThumbUrl: string | null;
              isFavorite: boolean;
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
  exportOwnDisplays: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
        keyword?: string;
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
          /** @enum {string} */
          connection?: 'online' | 'offline';
        };
      };
    };
    responses: {
      /** @description The CSV file (attachment) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
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
  mapOwnDisplays: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
        keyword?: string;
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
          /** @enum {string} */
          connection?: 'online' | 'offline';
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
            pins: {
              id: string;
              onlineId: number;
              title: string;
              latitude: number;
              longitude: number;
              online: boolean;
            }[];
            truncated: boolean;
            withoutCoordinates: number;
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
              playingNow?: {
                title: string;
                since: string;
              } | null;
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
              playingNow?: {
                title: string;
                since: string;
              } | null;
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
  getDisplayProgram: {
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
            items: {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              fileId: string;
              /** @description The pool file’s number */
              onlineId: number;
              title: string;
              /** @enum {string} */
              kind: 'image' | 'video' | 'design';
              /** Format: uuid */
              designId: string | null;
              thumbUrl: string | null;
              durationSeconds: number | null;
              playSeconds: number;
              days: number[];
              hours: {
                from: string;
                to: string;
              } | null;
              missing: boolean;
            }[];
            loopSeconds: number;
            updatedAt: string | null;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      403: components['responses']['RegistrationIncomplete'];
      /** @description No such display in my company, or not reachable */
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
  replaceDisplayProgram: {
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
    requestBody: {
      content: {
        'application/json': {
          items: {
            /**
             * Format: uuid
             * @description A media pool file of the display’s company: picture, video or published design
             */
            fileId: string;
            /** @default null */
            durationSeconds?: number | null;
            /** @default [] */
            days?: number[];
            /** @default null */
            hours?: {
              /** @description Local time of day, 'HH:MM' */
              from: string;
              /** @description Local time of day, 'HH:MM' */
              to: string;
            } | null;
          }[];
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
            items: {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              fileId: string;
              /** @description The pool file’s number */
              onlineId: number;
              title: string;
              /** @enum {string} */
              kind: 'image' | 'video' | 'design';
              /** Format: uuid */
              designId: string | null;
              thumbUrl: string | null;
              durationSeconds: number | null;
              playSeconds: number;
              days: number[];
              hours: {
                from: string;
                to: string;
              } | null;
              missing: boolean;
            }[];
            loopSeconds: number;
            updatedAt: string | null;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission EDIT_DISPLAY, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such display in my company, or not reachable with EDIT_DISPLAY */
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
  listPartnerInvitations: {
    parameters: {
      query?: {
        direction?: 'sent' | 'received';
        state?: 'pending' | 'expired' | 'accepted' | 'declined' | 'withdrawn';
        page?: number;
        perPage?: number;
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
              /** @enum {string} */
              direction: 'sent' | 'received';
              company: {
                id: string;
                name: string;
              } | null;
              email: string;
              invitedBy: string | null;
              message: string | null;
              /** @enum {string} */
              state: 'pending' | 'expired' | 'accepted' | 'declined' | 'withdrawn';
              expiresAt: string;
              createdAt: string;
              answeredAt: string | null;
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
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  invitePartner: {
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
          message?: string;
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
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission INVITE_PARTNER, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Already partners, or an invitation between the two companies is open */
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
  getPartnerInvitation: {
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
            id: string;
            /** @enum {string} */
            direction: 'sent' | 'received';
            company: {
              id: string;
              name: string;
            } | null;
            email: string;
            invitedBy: string | null;
            message: string | null;
            /** @enum {string} */
            state: 'pending' | 'expired' | 'accepted' | 'declined' | 'withdrawn';
            expiresAt: string;
            createdAt: string;
            answeredAt: string | null;
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
      /** @description No such invitation among the company's sent or received ones (or not on this side) */
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
  withdrawPartnerInvitation: {
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
      /** @description The user lacks the permission INVITE_PARTNER, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such invitation among the company's sent or received ones (or not on this side) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The invitation was withdrawn or answered already */
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
  acceptPartnerInvitation: {
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
      /** @description The user lacks the permission INVITE_PARTNER, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such invitation among the company's sent or received ones (or not on this side) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The invitation was withdrawn or answered already */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The invitation expired */
      410: {
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
  declinePartnerInvitation: {
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
      /** @description The user lacks the permission INVITE_PARTNER, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such invitation among the company's sent or received ones (or not on this side) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The invitation was withdrawn or answered already */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The invitation expired */
      410: {
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
  resendPartnerInvitation: {
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
      /** @description The user lacks the permission INVITE_PARTNER, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such invitation among the company's sent or received ones (or not on this side) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The invitation was withdrawn or answered already */
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
  listPartners: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
        idORNameOREmail?: string;
        displayId?: string;
        period?: number;
        status?: 'unblocked' | 'blocked';
        page?: number;
        perPage?: number;
        sort?: 'companyName' | 'partnerSince';
        sortOrder?: 'asce' | 'desc';
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
              companyName: string;
              logoThumbUrl: string | null;
              partnerSince: string;
              /** @enum {string} */
              status: 'unblocked' | 'blocked';
              blockedByPartner: boolean;
              sharedByMe: number;
              sharedWithMe: number;
              admin?: {
                name: string | null;
                email: string;
                phone: string | null;
              } | null;
              company?: {
                industry: string;
                businessModel: string;
                street: string;
                houseNumber: string;
                postcode: string;
                town: string;
                federalState: string;
                country: string;
                phone: string;
              };
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
      418: components['responses']['AccessTokenExpired'];
      419: components['responses']['SessionInvalid'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getPartner: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        partnerId: string;
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
            id: string;
            companyName: string;
            logoThumbUrl: string | null;
            partnerSince: string;
            /** @enum {string} */
            status: 'unblocked' | 'blocked';
            blockedByPartner: boolean;
            sharedByMe: number;
            sharedWithMe: number;
            admin?: {
              name: string | null;
              email: string;
              phone: string | null;
            } | null;
            company?: {
              industry: string;
              businessModel: string;
              street: string;
              houseNumber: string;
              postcode: string;
              town: string;
              federalState: string;
              country: string;
              phone: string;
            };
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
      /** @description The company is not a partner of the caller */
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
  setPartnerStatus: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        partnerId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status: 'unblocked' | 'blocked';
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
            changed: boolean;
            partner: {
              id: string;
              companyName: string;
              logoThumbUrl: string | null;
              partnerSince: string;
              /** @enum {string} */
              status: 'unblocked' | 'blocked';
              blockedByPartner: boolean;
              sharedByMe: number;
              sharedWithMe: number;
              admin?: {
                name: string | null;
                email: string;
                phone: string | null;
              } | null;
              company?: {
                industry: string;
                businessModel: string;
                street: string;
                houseNumber: string;
                postcode: string;
                town: string;
                federalState: string;
                country: string;
                phone: string;
              };
            };
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission SET_PARTNER_STATUS, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The company is not a partner of the caller */
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
  getPartnerEnding: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        partnerId: string;
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
            companyName: string;
            ending: {
              sharesByMe: number;
              sharesWithMe: number;
              adSpots: number;
            };
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission DELETE_PARTNER, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The company is not a partner of the caller */
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
  deletePartner: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        partnerId: string;
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
            ended: {
              sharesByMe: number;
              sharesWithMe: number;
              adSpots: number;
            };
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission DELETE_PARTNER, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The company is not a partner of the caller */
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
  messagePartner: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        partnerId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          message: string;
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
      /** @description The user lacks the permission SEND_MESSAGE_PARTNER_ADMIN, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The company is not a partner of the caller */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Either side blocks the partnership */
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
  listPartnerSharedDisplays: {
    parameters: {
      query?: {
        direction?: 'byMe' | 'withMe';
        page?: number;
        perPage?: number;
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        partnerId: string;
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
              title: string;
              /** @enum {string} */
              status: 'draft' | 'duplicated' | 'completed';
              isActive: boolean;
              /** @enum {string} */
              shareOptions: 'share' | 'notShare' | 'restricted';
              thumbUrl: string | null;
              isFavorite: boolean;
            }[];
            totalCount: number;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      403: components['responses']['RegistrationIncomplete'];
      /** @description The company is not a partner */
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
  unsharePartnerDisplay: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        partnerId: string;
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
            message: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission UNSHARE_DISPLAY, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not a partner, or not my display shared with it */
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
  addFavoriteDisplay: {
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
            message: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission SET_PARTNER_FAVORITE_DISPLAY, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not a partner display the company sees now */
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
  removeFavoriteDisplay: {
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
            message: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission SET_PARTNER_FAVORITE_DISPLAY, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not a partner display the company sees now */
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
  getCompanyLogo: {
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
            logoThumbUrl: string | null;
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
  uploadCompanyLogo: {
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
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            logoThumbUrl: string | null;
            message: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description Only the company owner changes the logo */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Larger than 5242880 bytes, or too many pixels */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not multipart/form-data */
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
  removeCompanyLogo: {
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
            logoThumbUrl: string | null;
            message: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description Only the company owner changes the logo */
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
  getCompanyLogoFile: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        companyId: string;
        version: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The logo */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/webp': string;
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description No such logo */
      404: {
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
                kind: 'displayPlaceholder' | 'design' | 'displayProgram';
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
        v?: number;
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
  listDesigns: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
        keyword?: string;
        kind?: 'designs' | 'templates';
        sort?: 'updatedAt' | 'name';
        sortOrder?: 'asce' | 'desc';
        page?: number;
        perPage?: number;
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
              width: number;
              height: number;
              /** @enum {string} */
              orientation: 'landscape' | 'portrait';
              isTemplate: boolean;
              revision: number;
              updatedAt: string;
              updatedBy: string | null;
              thumbnailUrl: string | null;
              published: {
                /** @description The media pool file the design was published into */
                fileId: string;
                /** @description The revision number that was published */
                revision: number;
              } | null;
            }[];
            totalCount: number;
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
  createDesign: {
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
          name: string;
          from:
            | {
                /** @enum {string} */
                preset: 'hd' | 'fullHd' | 'uhd4k' | 'uhd8k';
                /** @enum {string} */
                orientation: 'landscape' | 'portrait';
              }
            | {
                width: number;
                height: number;
              }
            | {
                /** Format: uuid */
                templateId: string;
              };
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
            message?: string;
            design: {
              id: string;
              name: string;
              width: number;
              height: number;
              /** @enum {string} */
              orientation: 'landscape' | 'portrait';
              isTemplate: boolean;
              revision: number;
              updatedAt: string;
              updatedBy: string | null;
              thumbnailUrl: string | null;
              published: {
                /** @description The media pool file the design was published into */
                fileId: string;
                /** @description The revision number that was published */
                revision: number;
              } | null;
              /** @description The design document in the current schemaVersion (docs/api/designs.md) */
              document: {
                schemaVersion: number;
                width: number;
                height: number;
                /** @enum {string} */
                orientation: 'landscape' | 'portrait';
                background: {
                  /** @enum {string} */
                  type: 'color' | 'image';
                } & {
                  [key: string]: unknown;
                };
                safeArea: {
                  x: number;
                  y: number;
                } & {
                  [key: string]: unknown;
                };
                slides: ({
                  id: string;
                  elements: ({
                    type: string;
                  } & {
                    [key: string]: unknown;
                  })[];
                } & {
                  [key: string]: unknown;
                })[];
              } & {
                [key: string]: unknown;
              };
            };
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission ADDSPOT_CREATE_IN_EDITOR, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such template in my company */
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
  duplicateDesign: {
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
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message?: string;
            design: {
              id: string;
              name: string;
              width: number;
              height: number;
              /** @enum {string} */
              orientation: 'landscape' | 'portrait';
              isTemplate: boolean;
              revision: number;
              updatedAt: string;
              updatedBy: string | null;
              thumbnailUrl: string | null;
              published: {
                /** @description The media pool file the design was published into */
                fileId: string;
                /** @description The revision number that was published */
                revision: number;
              } | null;
              /** @description The design document in the current schemaVersion (docs/api/designs.md) */
              document: {
                schemaVersion: number;
                width: number;
                height: number;
                /** @enum {string} */
                orientation: 'landscape' | 'portrait';
                background: {
                  /** @enum {string} */
                  type: 'color' | 'image';
                } & {
                  [key: string]: unknown;
                };
                safeArea: {
                  x: number;
                  y: number;
                } & {
                  [key: string]: unknown;
                };
                slides: ({
                  id: string;
                  elements: ({
                    type: string;
                  } & {
                    [key: string]: unknown;
                  })[];
                } & {
                  [key: string]: unknown;
                })[];
              } & {
                [key: string]: unknown;
              };
            };
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission ADDSPOT_CREATE_IN_EDITOR, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such design in my company */
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
  saveDesignAsTemplate: {
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
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message?: string;
            design: {
              id: string;
              name: string;
              width: number;
              height: number;
              /** @enum {string} */
              orientation: 'landscape' | 'portrait';
              isTemplate: boolean;
              revision: number;
              updatedAt: string;
              updatedBy: string | null;
              thumbnailUrl: string | null;
              published: {
                /** @description The media pool file the design was published into */
                fileId: string;
                /** @description The revision number that was published */
                revision: number;
              } | null;
              /** @description The design document in the current schemaVersion (docs/api/designs.md) */
              document: {
                schemaVersion: number;
                width: number;
                height: number;
                /** @enum {string} */
                orientation: 'landscape' | 'portrait';
                background: {
                  /** @enum {string} */
                  type: 'color' | 'image';
                } & {
                  [key: string]: unknown;
                };
                safeArea: {
                  x: number;
                  y: number;
                } & {
                  [key: string]: unknown;
                };
                slides: ({
                  id: string;
                  elements: ({
                    type: string;
                  } & {
                    [key: string]: unknown;
                  })[];
                } & {
                  [key: string]: unknown;
                })[];
              } & {
                [key: string]: unknown;
              };
            };
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission ADDSPOT_CREATE_IN_EDITOR, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such design in my company */
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
  getDesign: {
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
            message?: string;
            design: {
              id: string;
              name: string;
              width: number;
              height: number;
              /** @enum {string} */
              orientation: 'landscape' | 'portrait';
              isTemplate: boolean;
              revision: number;
              updatedAt: string;
              updatedBy: string | null;
              thumbnailUrl: string | null;
              published: {
                /** @description The media pool file the design was published into */
                fileId: string;
                /** @description The revision number that was published */
                revision: number;
              } | null;
              /** @description The design document in the current schemaVersion (docs/api/designs.md) */
              document: {
                schemaVersion: number;
                width: number;
                height: number;
                /** @enum {string} */
                orientation: 'landscape' | 'portrait';
                background: {
                  /** @enum {string} */
                  type: 'color' | 'image';
                } & {
                  [key: string]: unknown;
                };
                safeArea: {
                  x: number;
                  y: number;
                } & {
                  [key: string]: unknown;
                };
                slides: ({
                  id: string;
                  elements: ({
                    type: string;
                  } & {
                    [key: string]: unknown;
                  })[];
                } & {
                  [key: string]: unknown;
                })[];
              } & {
                [key: string]: unknown;
              };
            };
          };
        };
      };
      400: components['responses']['InvalidInput'];
      403: components['responses']['RegistrationIncomplete'];
      /** @description No such design in my company */
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
  deleteDesign: {
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
      /** @description The user lacks the permission ADDSPOT_EDIT_IN_EDITOR, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such design in my company */
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
  renameDesign: {
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
          name: string;
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
      /** @description The user lacks the permission ADDSPOT_EDIT_IN_EDITOR, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such design in my company */
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
  saveDesignDocument: {
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
          baseRevision: number;
          document: unknown;
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
            /** @description The draft revision after the save */
            revision: number;
            saved: boolean;
            updatedAt: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission ADDSPOT_EDIT_IN_EDITOR, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such design in my company, or media ids that are not files of its pool (listed in missingMediaIds) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The draft is no longer baseRevision (currentRevision, updatedBy, updatedAt say who and when): reload, or save as a copy */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The document is over the size or element limit */
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
  uploadDesignThumbnail: {
    parameters: {
      query: {
        lang?: 'en' | 'de';
        revision: number;
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
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            thumbnailUrl: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission ADDSPOT_EDIT_IN_EDITOR, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such design in my company */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The revision is no longer the draft */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Larger than the thumbnail limit, or too many pixels */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not multipart/form-data */
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
  getDesignThumbnail: {
    parameters: {
      query: {
        exp: number;
        sig: string;
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        id: string;
        version: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The thumbnail */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/webp': string;
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
      /** @description No such thumbnail (a newer one replaced it) */
      404: {
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
  publishDesign: {
    parameters: {
      query: {
        lang?: 'en' | 'de';
        revision: number;
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
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            fileId: string;
            revision: number;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The user lacks the permission ADDSPOT_EDIT_IN_EDITOR, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such design in my company, or no such revision */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Larger than the publish limit, too many pixels, or over the company quota */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not multipart/form-data */
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
  startPlayerPairing: {
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
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            pairingId: string;
            /** @description 6 characters without 0, O, 1 or I; shown as ABC-234 */
            code: string;
            /** @description Kept by the player, never shown: it polls with it */
            secret: string;
            /** @description ISO time after which the code cannot be claimed */
            expiresAt: string;
            /** @description How often the player asks */
            pollSeconds: number;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      413: components['responses']['BodyTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      /** @description Too many codes from this address */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      503: components['responses']['ServiceUnavailable'];
    };
  };
  pollPlayerPairing: {
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
          pairingId: string;
          secret: string;
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
          'application/json':
            | {
                /** @enum {string} */
                status: 'pending';
                expiresAt: string;
              }
            | {
                /** @enum {string} */
                status: 'paired';
                /** @description The player’s bearer token for /api/player/*; answered once */
                credential: string;
                /** Format: uuid */
                displayId: string;
              };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description Unknown, expired, already answered, or the secret does not match */
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
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  claimPlayerPairing: {
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
    requestBody: {
      content: {
        'application/json': {
          code: string;
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
      /** @description The user lacks the permission EDIT_DISPLAY, or the company registration is not completed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such display in my company, or not reachable with EDIT_DISPLAY */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The display is locked, a draft or deactivated */
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
      /** @description Too many codes entered by this company */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      503: components['responses']['ServiceUnavailable'];
    };
  };
  exchangePlayerToken: {
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
            /** @description The player’s bearer token for /api/player/* */
            credential: string;
            /** Format: uuid */
            displayId: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description Unknown token, or its display does not play */
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
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getPlayerSelf: {
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
            /** Format: uuid */
            displayId: string;
            onlineId: number;
            title: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      401: components['responses']['PlayerCredentialEnded'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getPlayerManifest: {
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
            /** @description Changes whenever anything the screen plays changes */
            version: string;
            /** Format: uuid */
            displayId: string;
            /** @enum {string} */
            source: 'program' | 'placeholders';
            items: {
              /** @description The program item (or placeholder) this entry plays; proof of play names it */
              id: string;
              /** Format: uuid */
              fileId: string;
              title: string | null;
              /** @enum {string} */
              kind: 'image' | 'video' | 'design';
              durationMs: number;
              days: number[];
              hours: {
                from: string;
                to: string;
              } | null;
              live: {
                width: number;
                height: number;
                elements: (
                  | {
                      /** @enum {string} */
                      type: 'clock';
                      id: string;
                      /** @default  */
                      name: string;
                      x: number;
                      y: number;
                      w: number;
                      h: number;
                      /** @default 0 */
                      rotation: number;
                      /** @default 1 */
                      opacity: number;
                      /** @default false */
                      locked: boolean;
                      /** @default true */
                      visible: boolean;
                      /**
                       * @default inter
                       * @enum {string}
                       */
                      fontFamily:
                        | 'inter'
                        | 'roboto'
                        | 'openSans'
                        | 'montserrat'
                        | 'lato'
                        | 'oswald'
                        | 'playfairDisplay'
                        | 'merriweather'
                        | 'bebasNeue'
                        | 'lobster'
                        | 'robotoMono';
                      fontSize: number;
                      /** @default 400 */
                      fontWeight: 400 | 700;
                      /** @default false */
                      italic: boolean;
                      /** @description A colour: #rrggbb or #rrggbbaa */
                      color: string;
                      /**
                       * @default left
                       * @enum {string}
                       */
                      align: 'left' | 'center' | 'right';
                      /**
                       * @default top
                       * @enum {string}
                       */
                      verticalAlign: 'top' | 'middle' | 'bottom';
                      /** @default 1.2 */
                      lineHeight: number;
                      /**
                       * @default h23
                       * @enum {string}
                       */
                      hourCycle: 'h23' | 'h12';
                      /** @default false */
                      showSeconds: boolean;
                      /** @default local */
                      timeZone: string;
                    }
                  | {
                      /** @enum {string} */
                      type: 'date';
                      id: string;
                      /** @default  */
                      name: string;
                      x: number;
                      y: number;
                      w: number;
                      h: number;
                      /** @default 0 */
                      rotation: number;
                      /** @default 1 */
                      opacity: number;
                      /** @default false */
                      locked: boolean;
                      /** @default true */
                      visible: boolean;
                      /**
                       * @default inter
                       * @enum {string}
                       */
                      fontFamily:
                        | 'inter'
                        | 'roboto'
                        | 'openSans'
                        | 'montserrat'
                        | 'lato'
                        | 'oswald'
                        | 'playfairDisplay'
                        | 'merriweather'
                        | 'bebasNeue'
                        | 'lobster'
                        | 'robotoMono';
                      fontSize: number;
                      /** @default 400 */
                      fontWeight: 400 | 700;
                      /** @default false */
                      italic: boolean;
                      /** @description A colour: #rrggbb or #rrggbbaa */
                      color: string;
                      /**
                       * @default left
                       * @enum {string}
                       */
                      align: 'left' | 'center' | 'right';
                      /**
                       * @default top
                       * @enum {string}
                       */
                      verticalAlign: 'top' | 'middle' | 'bottom';
                      /** @default 1.2 */
                      lineHeight: number;
                      /**
                       * @default long
                       * @enum {string}
                       */
                      format: 'short' | 'medium' | 'long' | 'full';
                      /**
                       * @default en
                       * @enum {string}
                       */
                      language: 'en' | 'de';
                      /** @default local */
                      timeZone: string;
                    }
                )[];
              } | null;
            }[];
            placeholders: {
              /** @description The program item (or placeholder) this entry plays; proof of play names it */
              id: string;
              /** Format: uuid */
              fileId: string;
              title: string | null;
              /** @enum {string} */
              kind: 'image' | 'video' | 'design';
              durationMs: number;
              days: number[];
              hours: {
                from: string;
                to: string;
              } | null;
              live: {
                width: number;
                height: number;
                elements: (
                  | {
                      /** @enum {string} */
                      type: 'clock';
                      id: string;
                      /** @default  */
                      name: string;
                      x: number;
                      y: number;
                      w: number;
                      h: number;
                      /** @default 0 */
                      rotation: number;
                      /** @default 1 */
                      opacity: number;
                      /** @default false */
                      locked: boolean;
                      /** @default true */
                      visible: boolean;
                      /**
                       * @default inter
                       * @enum {string}
                       */
                      fontFamily:
                        | 'inter'
                        | 'roboto'
                        | 'openSans'
                        | 'montserrat'
                        | 'lato'
                        | 'oswald'
                        | 'playfairDisplay'
                        | 'merriweather'
                        | 'bebasNeue'
                        | 'lobster'
                        | 'robotoMono';
                      fontSize: number;
                      /** @default 400 */
                      fontWeight: 400 | 700;
                      /** @default false */
                      italic: boolean;
                      /** @description A colour: #rrggbb or #rrggbbaa */
                      color: string;
                      /**
                       * @default left
                       * @enum {string}
                       */
                      align: 'left' | 'center' | 'right';
                      /**
                       * @default top
                       * @enum {string}
                       */
                      verticalAlign: 'top' | 'middle' | 'bottom';
                      /** @default 1.2 */
                      lineHeight: number;
                      /**
                       * @default h23
                       * @enum {string}
                       */
                      hourCycle: 'h23' | 'h12';
                      /** @default false */
                      showSeconds: boolean;
                      /** @default local */
                      timeZone: string;
                    }
                  | {
                      /** @enum {string} */
                      type: 'date';
                      id: string;
                      /** @default  */
                      name: string;
                      x: number;
                      y: number;
                      w: number;
                      h: number;
                      /** @default 0 */
                      rotation: number;
                      /** @default 1 */
                      opacity: number;
                      /** @default false */
                      locked: boolean;
                      /** @default true */
                      visible: boolean;
                      /**
                       * @default inter
                       * @enum {string}
                       */
                      fontFamily:
                        | 'inter'
                        | 'roboto'
                        | 'openSans'
                        | 'montserrat'
                        | 'lato'
                        | 'oswald'
                        | 'playfairDisplay'
                        | 'merriweather'
                        | 'bebasNeue'
                        | 'lobster'
                        | 'robotoMono';
                      fontSize: number;
                      /** @default 400 */
                      fontWeight: 400 | 700;
                      /** @default false */
                      italic: boolean;
                      /** @description A colour: #rrggbb or #rrggbbaa */
                      color: string;
                      /**
                       * @default left
                       * @enum {string}
                       */
                      align: 'left' | 'center' | 'right';
                      /**
                       * @default top
                       * @enum {string}
                       */
                      verticalAlign: 'top' | 'middle' | 'bottom';
                      /** @default 1.2 */
                      lineHeight: number;
                      /**
                       * @default long
                       * @enum {string}
                       */
                      format: 'short' | 'medium' | 'long' | 'full';
                      /**
                       * @default en
                       * @enum {string}
                       */
                      language: 'en' | 'de';
                      /** @default local */
                      timeZone: string;
                    }
                )[];
              } | null;
            }[];
            files: {
              /** Format: uuid */
              id: string;
              sha256: string;
              size: number;
              mime: string;
              /** @description GET with the player credential; answers ranges */
              url: string;
            }[];
          };
        };
      };
      /** @description Unchanged since the version the player has: no body */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': null;
        };
      };
      400: components['responses']['InvalidInput'];
      401: components['responses']['PlayerCredentialEnded'];
      /** @description Not the display of this player credential, or not a file of its manifest */
      404: {
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
  getPlayerFile: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
        v?: number;
      };
      header?: never;
      path: {
        displayId: string;
        fileId: string;
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
      401: components['responses']['PlayerCredentialEnded'];
      /** @description Not the display of this player credential, or not a file of its manifest */
      404: {
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
  streamPlayerManifest: {
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
      /** @description The event stream */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': string;
        };
      };
      400: components['responses']['InvalidInput'];
      401: components['responses']['PlayerCredentialEnded'];
      /** @description Not the display this credential plays for */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description This credential holds the most open streams allowed on this instance */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      503: components['responses']['ServiceUnavailable'];
    };
  };
  sendPlayerHeartbeat: {
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
    requestBody: {
      content: {
        'application/json': {
          /** @default null */
          currentItemId?: string | null;
          /** @default null */
          currentTitle?: string | null;
          /** @default null */
          manifestVersion?: string | null;
          cacheBytes: number;
          uptimeSeconds: number;
          clockOffsetMs: number;
          heapBytes: number;
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
            /** @description The server’s clock (ISO); the player measures its clock offset with it */
            serverTime: string;
            /** @description A user asked for a screenshot: upload one now */
            screenshotRequested: boolean;
            /** @description Seconds until the next heartbeat is due (the server’s setting); three missed make the display offline */
            heartbeatSeconds: number;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      401: components['responses']['PlayerCredentialEnded'];
      /** @description Not the display this credential plays for */
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
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getDisplayScreenshot: {
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
            screenshot: {
              /** @description Signed, short-lived image URL */
              url: string;
              takenAt: string;
              sizeBytes: number;
            } | null;
            /** @description A request the screen has not answered yet */
            requestedAt: string | null;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      403: components['responses']['RegistrationIncomplete'];
      /** @description No such display in my company, or not reachable by my roles */
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
  requestDisplayScreenshot: {
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
            screenshot: {
              /** @description Signed, short-lived image URL */
              url: string;
              takenAt: string;
              sizeBytes: number;
            } | null;
            /** @description A request the screen has not answered yet */
            requestedAt: string | null;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      403: components['responses']['RegistrationIncomplete'];
      /** @description No such display in my company, or not reachable by my roles */
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
  uploadPlayerScreenshot: {
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
    /** @description The picture */
    requestBody: {
      content: {
        'image/jpeg': string;
        'image/png': string;
        'image/webp': string;
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
            takenAt: string;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      401: components['responses']['PlayerCredentialEnded'];
      /** @description Not the display this credential plays for */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No screenshot was asked for */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Larger than the screenshot limit, or too many pixels */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not a JPEG, PNG or WebP picture */
      415: {
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
  getScreenshotFile: {
    parameters: {
      query: {
        exp: number;
        sig: string;
        lang?: 'en' | 'de';
      };
      header?: never;
      path: {
        displayId: string;
        takenAt: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The picture */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/webp': string;
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
      /** @description No such screenshot (a newer one replaced it) */
      404: {
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
  sendPlayerPlays: {
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
    requestBody: {
      content: {
        'application/json': {
          plays: {
            /** Format: uuid */
            uuid: string;
            itemId: string;
            /** Format: uuid */
            fileId: string | null;
            /** Format: date-time */
            startedAt: string;
            /** Format: date-time */
            endedAt: string;
            share: number;
          }[];
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
            /** @description Plays new to the server (a uuid it had already is not counted again) */
            accepted: number;
            /** @description Of those, the ones that played at least 75 % */
            counted: number;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      401: components['responses']['PlayerCredentialEnded'];
      /** @description Not the display this credential plays for */
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
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getDisplayPlays: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
        from?: string;
        to?: string;
        tz?: string;
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
            from: string;
            to: string;
            /** @description Every day of the range, oldest first */
            days: string[];
            items: {
              itemId: string;
              fileId: string | null;
              title: string | null;
              total: number;
              perDay: {
                [key: string]: number;
              };
            }[];
          };
        };
      };
      400: components['responses']['InvalidInput'];
      403: components['responses']['RegistrationIncomplete'];
      /** @description No such display in my company, or not reachable by my roles */
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
  sendPlayerProblems: {
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
    requestBody: {
      content: {
        'application/json': {
          problems: {
            /** @enum {string} */
            kind: 'fileHashMismatch' | 'itemFailed';
            /** @default null */
            fileId?: string | null;
            /** Format: date-time */
            at: string;
          }[];
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
            /** @description Problems written to the display log (one per kind and file a day) */
            logged: number;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      401: components['responses']['PlayerCredentialEnded'];
      /** @description Not the display this credential plays for */
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
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getDisplayAlertSettings: {
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
            offlineAlertMinutes: number;
            /** @description Seconds without a heartbeat after which a screen counts as offline */
            offlineAfterSeconds: number;
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
  setDisplayAlertSettings: {
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
          offlineAlertMinutes: number;
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
            offlineAlertMinutes: number;
            /** @description Seconds without a heartbeat after which a screen counts as offline */
            offlineAfterSeconds: number;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description Only the company owner changes it */
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
  listNotifications: {
    parameters: {
      query?: {
        lang?: 'en' | 'de';
        message?: string;
        sender?: string;
        resourceId?: string;
        rangeTime?: number;
        type?:
          | 'displayPrivate'
          | 'commercialsRemoved'
          | 'displayUnshared'
          | 'displayDeactivated'
          | 'displayShutdown'
          | 'displayShared'
          | 'userMessage'
          | 'partnerInvited'
          | 'partnerAccepted'
          | 'partnerDeclined'
          | 'partnerWithdrawn'
          | 'partnerBlocked'
          | 'partnerUnblocked'
          | 'partnerDeleted'
          | 'partnerMessage'
          | 'displayOffline'
          | 'displayOnline';
        status?: 'read' | 'unread';
        page?: number;
        limit?: number;
        sort?: 'date';
        sortOrder?: 'asce' | 'desc';
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
              /** @enum {string} */
              type:
                | 'displayPrivate'
                | 'commercialsRemoved'
                | 'displayUnshared'
                | 'displayDeactivated'
                | 'displayShutdown'
                | 'displayShared'
                | 'userMessage'
                | 'partnerInvited'
                | 'partnerAccepted'
                | 'partnerDeclined'
                | 'partnerWithdrawn'
                | 'partnerBlocked'
                | 'partnerUnblocked'
                | 'partnerDeleted'
                | 'partnerMessage'
                | 'displayOffline'
                | 'displayOnline';
              message: string;
              sender: {
                companyId: string | null;
                companyName: string | null;
                userId: string | null;
                userName: string | null;
              };
              resource: {
                /** @enum {string} */
                type: 'display' | 'user' | 'partner' | 'invitation';
                id: string | null;
                path: string | null;
              };
              createdAt: string;
              read: boolean;
            }[];
            totalCount: number;
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
  deleteNotifications: {
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
            unreadCount: number;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      403: components['responses']['RegistrationIncomplete'];
      /** @description An id that is not one of my notifications (another company, another user, deleted, or a partner event without GET_PARTNERS): nothing changed */
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
  countUnreadNotifications: {
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
            unreadCount: number;
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
  markNotificationsRead: {
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
        'application/json':
          | {
              ids: string[];
            }
          | {
              /** @enum {boolean} */
              all: true;
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
            unreadCount: number;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      403: components['responses']['RegistrationIncomplete'];
      /** @description An id that is not one of my notifications (another company, another user, deleted, or a partner event without GET_PARTNERS): nothing changed */
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
  markNotificationsUnread: {
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
        'application/json':
          | {
              ids: string[];
            }
          | {
              /** @enum {boolean} */
              all: true;
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
            unreadCount: number;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      403: components['responses']['RegistrationIncomplete'];
      /** @description An id that is not one of my notifications (another company, another user, deleted, or a partner event without GET_PARTNERS): nothing changed */
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
  streamNotifications: {
    parameters: {
      query: {
        lang?: 'en' | 'de';
        lastEventId?: string;
        /** @description From `POST /events/ticket`: opens one stream within 60 s */
        ticket: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The event stream */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': string;
        };
      };
      400: components['responses']['InvalidInput'];
      /** @description The ticket is invalid, expired or used, or its session has ended */
      419: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The user holds the most open streams allowed on this instance */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getNotificationMailPreferences: {
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
            partnerEvents: boolean;
            messages: boolean;
            displayEvents: boolean;
            screenEvents: boolean;
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
  setNotificationMailPreferences: {
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
          partnerEvents: boolean;
          messages: boolean;
          displayEvents: boolean;
          screenEvents: boolean;
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
            partnerEvents: boolean;
            messages: boolean;
            displayEvents: boolean;
            screenEvents: boolean;
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
}
