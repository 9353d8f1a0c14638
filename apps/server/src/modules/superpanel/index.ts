/** The operator's panel (superpanel audience): the admin's own account and the list of all companies. */
export { superpanelRoutes } from './routes.ts';
export { failedMailRoutes } from './failed-mails.routes.ts';
