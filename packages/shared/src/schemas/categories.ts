import { z } from 'zod';
import { requiredText, v } from './common.ts';
import { categoryItem, departmentItem } from './users.ts';

/**
 * The company's own classification lists, managed on /dashboard/user-management/categories and /departments: a
 * category (title and colour) for users, displays and media, a department (name) for users. Titles and names are
 * shared text: partners read them in the user overview's filters.
 */
export const categoryTitleMax = 60;
export const departmentNameMax = 100;

/** A colour as the web's colour picker writes it: `#rrggbb`, stored in lower case. */
export const colorSchema = z
  .string({ error: v.required })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, v.invalid)
  .transform((s) => s.toLowerCase());

export const categoryBody = z.strictObject({
  title: requiredText(categoryTitleMax, 'shared'),
  color: colorSchema,
});
export type CategoryBody = z.input<typeof categoryBody>;
/** PATCH: any of the fields, at least one. */
export const categoryPatchBody = categoryBody.partial().refine((b) => Object.keys(b).length > 0, v.invalid);
export type CategoryPatchBody = z.input<typeof categoryPatchBody>;
export const categoryResponse = categoryItem;
export const categorySavedResponse = categoryItem.extend({ message: z.string() });

export const departmentBody = z.strictObject({ name: requiredText(departmentNameMax, 'shared') });
export type DepartmentBody = z.input<typeof departmentBody>;
export const departmentSavedResponse = departmentItem.extend({ message: z.string() });
