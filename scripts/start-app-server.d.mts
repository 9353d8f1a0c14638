/** The real server on a free port with a temporary data folder and the demo data (start-app-server.mjs). */
export function startAppServer(options: {
  webDist: string;
  env?: Record<string, string>;
}): Promise<{ base: string; stop: () => Promise<void> }>;

/** A demo user's login data as the web app keeps it in localStorage (key `loginData`). */
export function demoLogin(
  base: string,
  email?: string,
): Promise<{ userId: string; userToken: string; refreshToken: string }>;
