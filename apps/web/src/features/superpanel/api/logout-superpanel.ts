import { logoutOnServer } from '../../../lib/api-client.ts';

/** POST /api/auth/logout with the superpanel token: ends the session on the server; a refused session is ignored. */
export const logoutSuperpanel = () => logoutOnServer('superpanel');
