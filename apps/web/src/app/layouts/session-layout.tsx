import { useLoginData } from '../../lib/auth-storage.ts';
import { LoggedInLayout } from './logged-in-layout.tsx';
import { LoggedOutLayout } from './logged-out-layout.tsx';

/** Public pages (not found) in the layout of the visitor: the logged-in one for a logged-in user. */
export function SessionLayout() {
  const login = useLoginData();
  return login ? <LoggedInLayout /> : <LoggedOutLayout />;
}
