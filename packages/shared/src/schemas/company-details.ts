import { z } from 'zod';
import { companyRegistrationBody } from './registration.ts';

/**
 * The company's name and address as the owner may change them after registration (GET/PUT /api/companies/own):
 * the fields, rules and messages of the company registration step.
 */
export const companyDetailsBody = companyRegistrationBody.pick({
  companyName: true,
  street: true,
  houseNumber: true,
  postcode: true,
  town: true,
  federalState: true,
  country: true,
});
export type CompanyDetailsBody = z.input<typeof companyDetailsBody>;

export const companyDetailsResponse = z.object({
  id: z.string(),
  companyName: z.string(),
  street: z.string(),
  houseNumber: z.string(),
  postcode: z.string(),
  town: z.string(),
  federalState: z.string(),
  country: z.string(),
});
export type CompanyDetails = z.infer<typeof companyDetailsResponse>;

/** PUT /api/companies/own answers the saved details and a translated message. */
export const companyDetailsSavedResponse = companyDetailsResponse.extend({ message: z.string() });
export type CompanyDetailsSaved = z.infer<typeof companyDetailsSavedResponse>;
