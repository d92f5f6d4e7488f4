import { STORAGE_KEYS } from '@innkeep/api-contract';

/** The session token, kept in local storage under 'token' as the spec says; read synchronously by the API links. */
export const tokenStore = {
  get(): string | null {
    try {
      return localStorage.getItem(STORAGE_KEYS.token);
    } catch {
      return null;
    }
  },
  set(token: string | null): void {
    try {
      if (token) localStorage.setItem(STORAGE_KEYS.token, token);
      else localStorage.removeItem(STORAGE_KEYS.token);
    } catch {
      // Private mode without storage: the session lasts as long as the tab.
    }
  },
};
