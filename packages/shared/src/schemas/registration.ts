import { z } from 'zod';
import { limits } from '../constants.ts';
import { postcodeSchema, requiredText, v } from './common.ts';
import { withoutRefusedCharacters } from './text.ts';

/** A code of a lookup group (salutation, title, country calling code, ...); the server checks it exists. */
export const lookupCode = z
  .string({ error: v.required })
  .trim()
  .min(1, v.required)
  .max(64, v.invalid)
  .refine(withoutRefusedCharacters('line'), v.invalidCharacters);
/** A phone number without its country calling code. */
export const phoneNumber = z
  .string({ error: v.required })
  .trim()
  .min(1, v.required)
  .max(30, v.tooLong)
  .regex(/^[0-9 ()/-]{3,30}$/, v.invalid);

const person = {
  salutation: lookupCode,
  title: lookupCode.optional(),
  firstName: requiredText(limits.nameMax, 'shared'),
  lastName: requiredText(limits.nameMax, 'shared'),
  position: requiredText(),
  phoneCountryCode: lookupCode,
  phone: phoneNumber,
};

export const companyRegistrationBody = z.strictObject({
  companyName: requiredText(200, 'shared'),
  industry: lookupCode,
  businessModel: lookupCode,
  street: requiredText(200, 'shared'),
  houseNumber: requiredText(20, 'shared'),
  postcode: postcodeSchema,
  town: requiredText(limits.nameMax, 'shared'),
  federalState: lookupCode,
  country: lookupCode,
  ...person,
});
export type CompanyRegistrationBody = z.input<typeof companyRegistrationBody>;

/** An invited user's person data; the department (of the own company) may be chosen or changed here. */
export const userRegistrationBody = z.strictObject({
  ...person,
  departmentId: z.uuid({ error: v.invalid }).optional(),
});
export type UserRegistrationBody = z.input<typeof userRegistrationBody>;

/** POST /api/registration/company answers the new company's id; POST /api/registration/user only a message. */
export const companyRegistrationResponse = z.object({ message: z.string(), companyId: z.string() });
export type CompanyRegistrationResponse = z.infer<typeof companyRegistrationResponse>;
export const userRegistrationResponse = z.object({ message: z.string() });
export type UserRegistrationResponse = z.infer<typeof userRegistrationResponse>;
