import { z } from 'zod';
import { affiliations, perPageOptions, periodDays, userSortFields, userStatuses, userTypes } from '../constants.ts';

export const profileResponse = z.object({
  id: z.string(),
  isCompleted: z.boolean(),
  userType: z.enum(userTypes),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  salutation: z.string().nullable(),
  title: z.string().nullable(),
  phoneCountryCode: z.string().nullable(),
  phone: z.string().nullable(),
  language: z.string(),
  /** Created with a one-time password (CREATE_USER): the web asks for an own password before anything else. */
  mustChangePassword: z.boolean(),
  company: z.object({ id: z.string(), name: z.string() }).nullable(),
  roles: z.array(z.object({ id: z.string(), label: z.string() })),
  permissions: z.array(z.string()),
});
export type Profile = z.infer<typeof profileResponse>;

export const companyItem = z.object({ id: z.string(), label: z.string() });
export const departmentItem = z.object({ id: z.string(), name: z.string() });
export const roleItem = z.object({ id: z.string(), label: z.string() });
export const categoryItem = z.object({ id: z.string(), title: z.string(), color: z.string() });
export type CompanyItem = z.infer<typeof companyItem>;
export type DepartmentItem = z.infer<typeof departmentItem>;
export type RoleItem = z.infer<typeof roleItem>;
export type CategoryItem = z.infer<typeof categoryItem>;

/**
 * User-overview filter (platform spec §3) as it lives in the address bar. Parsing is lenient field by field:
 * an unknown status or affiliation, or a page that is not a positive integer, is dropped rather than failing the page.
 */
const dropInvalid = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const positiveInt = z.coerce.number().int().positive().max(1_000_000);
export const userOverviewFilter = z.object({
  fullText: dropInvalid(z.string().trim().min(1).max(200)),
  companyName: dropInvalid(z.string().trim().min(1).max(200)),
  status: dropInvalid(z.enum(userStatuses)),
  affiliation: dropInvalid(z.enum(affiliations)),
  categoryId: dropInvalid(z.string().min(1).max(64)),
  companyId: dropInvalid(z.string().min(1).max(64)),
  departmentId: dropInvalid(z.string().min(1).max(64)),
  entryDate: dropInvalid(z.coerce.number().pipe(z.union(periodDays.map((d) => z.literal(d))))),
  lastActivity: dropInvalid(z.coerce.number().pipe(z.union(periodDays.map((d) => z.literal(d))))),
  position: dropInvalid(z.string().trim().min(1).max(200)),
  roles: dropInvalid(z.string().min(1).max(64)),
  page: dropInvalid(positiveInt),
  perPage: dropInvalid(z.coerce.number().pipe(z.union(perPageOptions.map((n) => z.literal(n))))),
  sort: dropInvalid(z.enum(userSortFields)),
  sortOrder: dropInvalid(z.enum(['asce', 'desc'])),
});
export type UserOverviewFilter = z.infer<typeof userOverviewFilter>;

/** GET /api/companies, /api/departments, /api/roles, /api/categories/list. */
export const companyListResponse = z.object({ items: z.array(companyItem) });
export const departmentListResponse = z.object({ items: z.array(departmentItem) });
export const roleListResponse = z.object({ items: z.array(roleItem) });
export const categoryListResponse = z.object({ items: z.array(categoryItem) });
