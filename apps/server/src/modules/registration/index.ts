/** Completing the profile after the first login: an owner registers the company, an invited user the person data. */
export { registrationRoutes } from './routes.ts';
