/**
 * The thumbnail URL of a partner company's logo (spec 02 §3 `logoThumbUrl`). Companies have no logo yet: the
 * partners-extras work fills this in when it adds the logo upload; every list and item here asks this one function.
 */
export function companyLogoThumbUrl(_companyId: string): string | null {
  return null;
}
