/** Query keys of the registration feature: the company's own details (edited on the profile's company tab). */
export const registrationKeys = {
  companyDetails: () => ['company-details'] as const,
  departments: () => ['registration', 'departments'] as const,
};
