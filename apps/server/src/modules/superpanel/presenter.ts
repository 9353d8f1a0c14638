import {
  type SuperpanelCompanyDetails,
  type SuperpanelCompanyMember,
  displayStatuses,
  userStatuses,
} from '@plakat/shared';
import type { CompanyOverviewRows } from './repository/company-overview.ts';

const zeroes = <Key extends string>(keys: readonly Key[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<Key, number>;

const fullName = (m: { firstName: string | null; lastName: string | null }) =>
  [m.firstName, m.lastName].filter(Boolean).join(' ') || null;

const toMember = (m: CompanyOverviewRows['members'][number]): SuperpanelCompanyMember => ({
  id: m.id,
  email: m.email,
  name: fullName(m),
  userType: m.userType,
  status: m.status,
  roleLabels: m.roleLabels,
  lastActivityAt: m.lastActivityAt?.toISOString() ?? null,
});

/** What the superpanel's read-only company overview shows. */
export function toCompanyDetails(rows: CompanyOverviewRows): SuperpanelCompanyDetails {
  const { company } = rows;
  const usersByStatus = zeroes(userStatuses);
  for (const { status, n } of rows.userStatuses) usersByStatus[status] += n;
  const displays = { total: 0, byStatus: zeroes(displayStatuses), active: 0, shutDown: 0 };
  for (const { status, shutDown, active, n } of rows.displayStates) {
    if (shutDown) {
      displays.shutDown += n;
      continue;
    }
    displays.total += n;
    displays.byStatus[status] += n;
    if (active) displays.active += n;
  }
  const owner = rows.members.find((m) => m.userType === 'companyOwner');
  return {
    id: company.id,
    name: company.name,
    status: company.status,
    industry: company.industry,
    businessModel: company.businessModel,
    address: {
      street: company.street,
      houseNumber: company.houseNumber,
      postcode: company.postcode,
      town: company.town,
      federalState: company.federalState,
      country: company.country,
    },
    phone: `${company.phoneCountryCode} ${company.phone}`.trim(),
    createdAt: company.createdAt.toISOString(),
    owner: owner ? { email: owner.email, name: fullName(owner) } : null,
    users: {
      total: Object.values(usersByStatus).reduce((a, b) => a + b, 0),
      byStatus: usersByStatus,
      items: rows.members.map(toMember),
    },
    roleCount: rows.roleCount,
    displays,
    media: rows.media,
  };
}
