/**
 * Partner management (issue 23): the partner list with its expandable rows and actions, the invitations, and the
 * invitation confirmation page. The router loads this feature lazily with its texts (group 'partners').
 */
export { PartnersPage } from './routes/partners-page.tsx';
export { PartnerInvitationConfirmationPage } from './confirmation/confirmation-page.tsx';
