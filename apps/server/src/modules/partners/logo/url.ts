/**
 * The address of a company's logo (null: none): versioned, so a changed logo is a new address and an answer may be
 * cached for good. Every list that shows companies (the share modal's partners, the partner display overview, the
 * partner list) builds it from these columns.
 */
export function logoThumbUrlOf(company: { id: string; logoKey: string | null; logoVersion: number }): string | null {
  return company.logoKey ? `/api/files/company-logos/${company.id}/${company.logoVersion}.webp` : null;
}

/** The storage key of a logo version. */
export const logoStorageKey = (companyId: string, version: number) => `company-logos/${companyId}/${version}.webp`;
