/** The notifications context: other contexts tell companies about changes inside their own transaction. */
export { type NotificationType, type NotifyInput, notifyCompanies, notifyUser } from './service.ts';
