import type { RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { loadPartnerTexts } from '../lib/i18n.ts';
import { page } from './route-page.ts';

const partners = () => Promise.all([import('../features/partners/index.ts'), loadPartnerTexts()]).then(([m]) => m);

const d = paths.dashboard;

/** Partner management (issue 23): the partner list with the invitations, and the invitation confirmation page. */
export const partnerPages: RouteObject[] = [
  {
    path: d.partnersManagement,
    ...page('titles.partnersManagement', () => partners().then((m) => ({ Component: m.PartnersPage }))),
  },
  {
    path: d.partnersInvitationConfirmation,
    ...page('titles.partnersInvitationConfirmation', () =>
      partners().then((m) => ({ Component: m.PartnerInvitationConfirmationPage })),
    ),
  },
];
