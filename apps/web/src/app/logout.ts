import { paths } from '../config/paths.ts';
import { logoutOnServer } from '../lib/api-client.ts';
import { clearLoginData } from '../lib/auth-storage.ts';
import { notify } from '../lib/notify.ts';
import { queryClient } from '../lib/query-client.ts';

let leaving = false;

/**
 * True while the user logs out on purpose: the login guard then sends to plain /login instead of remembering the
 * page as `next` (that is for sessions that ended on their own, and for deep links).
 */
export const isLoggingOut = () => leaving;

/**
 * Logout (platform spec §2): tell the server (errors ignored), clear the login data and the cached data, say
 * 'Logged out!' and go to /login.
 */
export async function logout(navigate: (to: string) => void, message: string) {
  await logoutOnServer('company');
  leaving = true;
  clearLoginData();
  navigate(paths.login);
  // After the guards have unmounted the screens that read the cache (see providers.tsx).
  setTimeout(() => {
    leaving = false;
    queryClient.clear();
  }, 0);
  notify.success(message);
}
