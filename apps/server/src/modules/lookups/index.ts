/** Reference data (industries, countries, salutations, ...): the public lookup route and the code check of forms. */
export { lookupRoutes } from './routes.ts';
export { type CodeCheck, assertLookupCodes } from './service.ts';
