import type { ApiQuery } from '../../../lib/api-client.ts';

export type SuperpanelCompaniesFilter = ApiQuery<'/api/superpanel/companies'>;

/** Query keys of the superpanel; all of them are dropped when the superpanel admin logs out. */
export const superpanelKeys = {
  all: ['superpanel'] as const,
  me: () => [...superpanelKeys.all, 'me'] as const,
  companyLists: () => [...superpanelKeys.all, 'companies'] as const,
  companies: (filter: SuperpanelCompaniesFilter) => [...superpanelKeys.companyLists(), filter] as const,
  company: (companyId: string) => [...superpanelKeys.all, 'company', companyId] as const,
  failedMailLists: () => [...superpanelKeys.all, 'mails', 'failed'] as const,
  failedMails: (filter: { page?: number; limit?: number }) => [...superpanelKeys.failedMailLists(), filter] as const,
};
