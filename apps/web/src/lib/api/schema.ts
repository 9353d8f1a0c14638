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
    post: {
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
        /** @description Default Response */
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
      };
    };
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
    post: {
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
        /** @description Default Response */
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
      };
    };
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
    post: {
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
        /** @description Default Response */
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
      };
    };
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
     * @description 401 for an unknown address or a wrong password (same answer); 403 with code EMAIL_NOT_VERIFIED or for a blocked account; 429 with Retry-After after 5 failures per account or 30 per IP within 15 minutes.
     */
    post: {
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
        /** @description Default Response */
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
      };
    };
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
    post: {
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
        /** @description Default Response */
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
      };
    };
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
    get: {
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
        /** @description Default Response */
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
      };
    };
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
    post: {
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
        /** @description Default Response */
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
      };
    };
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
    post: {
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
        /** @description Default Response */
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
      };
    };
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
    post: {
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
        /** @description Default Response */
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
      };
    };
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
    get: {
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
        /** @description Default Response */
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
              role: {
                id: string;
                label: string;
              } | null;
              permissions: string[];
            };
          };
        };
      };
    };
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
    get: {
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
        /** @description Default Response */
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
      };
    };
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
    get: {
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
        /** @description Default Response */
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
      };
    };
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
    get: {
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
        /** @description Default Response */
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
      };
    };
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
    get: {
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
        /** @description Default Response */
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
      };
    };
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
    get: {
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
        /** @description Default Response */
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
      };
    };
    /** The company owner changes the company's name and address (403 for other users) */
    put: {
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
        /** @description Default Response */
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
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
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
    get: {
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
        /** @description Default Response */
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
      };
    };
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
    post: {
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
        /** @description Default Response */
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
      };
    };
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
    post: {
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
        /** @description Default Response */
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
      };
    };
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
    get: {
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
        /** @description Default Response */
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
      };
    };
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
    get: {
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
        /** @description Default Response */
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
      };
    };
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
    get: {
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
        /** @description Default Response */
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
      };
    };
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
    post: {
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
        /** @description Default Response */
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
      };
    };
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
    post: {
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
        /** @description Default Response */
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
      };
    };
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
    get: {
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
        /** @description Default Response */
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
                serialNumber: string | null;
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
                displayLog: {
                  action: string;
                  at: string;
                  actorName: string | null;
                }[];
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
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
    get: {
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
        /** @description Default Response */
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
      };
    };
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
    post: {
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
        /** @description Default Response */
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
      };
    };
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
    patch: {
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
        /** @description Default Response */
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
      };
    };
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
    patch: {
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
        /** @description Default Response */
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
      };
    };
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
    patch: {
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
        /** @description Default Response */
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
      };
    };
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
    patch: {
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
        /** @description Default Response */
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
      };
    };
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
    patch: {
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
        /** @description Default Response */
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
      };
    };
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
    patch: {
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
        /** @description Default Response */
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
      };
    };
    trace?: never;
  };
  '/api/displays/duplicate/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create 1..5 copies (status duplicated, not active), with their pictures */
    post: {
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
        /** @description Default Response */
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
      };
    };
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
    /** New player token, mailed to the given address (active displays only) */
    patch: {
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
        /** @description Default Response */
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
      };
    };
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
    get: {
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
        /** @description Default Response */
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
      };
    };
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
    post: {
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
        /** @description Default Response */
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
      };
    };
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
    get: {
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
        /** @description Default Response */
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
      };
    };
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
    post: {
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
        /** @description Default Response */
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
      };
    };
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
    put: {
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
        /** @description Default Response */
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
      };
    };
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
    put: {
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
        /** @description Default Response */
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
      };
    };
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
    put: {
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
        /** @description Default Response */
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
      };
    };
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
    put: {
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
        /** @description Default Response */
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
      };
    };
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
    /** Save the wizard step "player" (finishes a draft) */
    put: {
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
        /** @description Default Response */
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
      };
    };
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
    get: {
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
        /** @description Default Response */
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
                serialNumber: string | null;
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
                displayLog: {
                  action: string;
                  at: string;
                  actorName: string | null;
                }[];
                stepsDone: number;
              };
            };
          };
        };
      };
    };
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
    post: {
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
      requestBody?: never;
      responses: {
        /** @description Default Response */
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
      };
    };
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
    delete: {
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
        /** @description Default Response */
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
      };
    };
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
    get: {
      parameters: {
        query: {
          exp: number;
          sig: string;
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
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
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
    get: {
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
        /** @description Default Response */
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
      };
    };
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
    get: {
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
        /** @description Default Response */
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
        /** @description Default Response */
        503: {
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
      };
    };
    put?: never;
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
  schemas: never;
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
