import { SESSION_COOKIE, STORAGE_KEYS } from '@innkeep/api-contract';

/**
 * The session token, kept in local storage under 'token' as the spec says; read synchronously by the API links.
 * It is mirrored in a cookie for one reader: the server's render of a signed-in guest's page (entry-server.tsx).
 * A browser-session cookie, written again on every page load (main.tsx), so it never outlives the stored token.
 */
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
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = token
      ? `${SESSION_COOKIE}=${encodeURIComponent(token)}; path=/; SameSite=Lax${secure}`
      : `${SESSION_COOKIE}=; path=/; max-age=0; SameSite=Lax${secure}`;
  },
};
