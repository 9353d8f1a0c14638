import { useSyncExternalStore } from 'react';
import { storageKeys } from '@plakat/shared';

/** Login data kept in the browser (platform spec §3): the user id and the current token pair. */
export type LoginData = { userId: string; userToken: string; refreshToken: string };
export type SessionKind = 'company' | 'superpanel';

const keyOf = (kind: SessionKind) => (kind === 'company' ? storageKeys.login : storageKeys.superpanelLogin);

const isLoginData = (value: unknown): value is LoginData => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.userId === 'string' &&
    typeof v.userToken === 'string' &&
    typeof v.refreshToken === 'string' &&
    v.userToken.length > 0 &&
    v.refreshToken.length > 0
  );
};

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled by the browser
  }
};

/**
 * Parsed values are cached per raw string, so `useSyncExternalStore` gets the same object until the stored text
 * changes (in this tab or in another one).
 */
const cache = new Map<SessionKind, { raw: string | null; value: LoginData | null }>();

export function readLoginData(kind: SessionKind): LoginData | null {
  const raw = storage()?.getItem(keyOf(kind)) ?? null;
  const cached = cache.get(kind);
  if (cached && cached.raw === raw) return cached.value;
  let value: LoginData | null = null;
  if (raw !== null) {
    try {
      const parsed: unknown = JSON.parse(raw);
      value = isLoginData(parsed)
        ? { userId: parsed.userId, userToken: parsed.userToken, refreshToken: parsed.refreshToken }
        : null;
    } catch {
      value = null;
    }
  }
  cache.set(kind, { raw, value });
  return value;
}

const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of [...listeners]) listener();
};

export function writeLoginData(kind: SessionKind, data: LoginData | null) {
  const s = storage();
  if (s) {
    if (data)
      s.setItem(
        keyOf(kind),
        JSON.stringify({ userId: data.userId, userToken: data.userToken, refreshToken: data.refreshToken }),
      );
    else s.removeItem(keyOf(kind));
  }
  emit();
}

/** Listens to login changes of this tab and of other tabs (the `storage` event only fires in the other tabs). */
export function subscribeLoginData(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKeys.login || event.key === storageKeys.superpanelLogin) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

export const getLoginData = () => readLoginData('company');
export const setLoginData = (data: LoginData) => writeLoginData('company', data);
export const clearLoginData = () => writeLoginData('company', null);

export const getSuperpanelLogin = () => readLoginData('superpanel');
export const setSuperpanelLogin = (data: LoginData) => writeLoginData('superpanel', data);
export const clearSuperpanelLogin = () => writeLoginData('superpanel', null);

/** The company login data, re-rendering on login, logout and token rotation in any tab. */
export function useLoginData(): LoginData | null {
  return useSyncExternalStore(subscribeLoginData, getLoginData, () => null);
}

export function useSuperpanelLogin(): LoginData | null {
  return useSyncExternalStore(subscribeLoginData, getSuperpanelLogin, () => null);
}
