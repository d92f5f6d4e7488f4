import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import { STORAGE_KEYS, THEME_COLORS } from '@innkeep/api-contract';

/**
 * Stores 'light' or 'dark' under the hotel theme key; choosing 'system' (Mantine's 'auto') removes
 * the stored choice so the system preference is followed again.
 */
export function hotelColorSchemeManager(): MantineColorSchemeManager {
  let listener: ((event: StorageEvent) => void) | undefined;
  return {
    get: (defaultValue) => {
      try {
        const stored = localStorage.getItem(STORAGE_KEYS.theme);
        return stored === 'light' || stored === 'dark' ? stored : defaultValue;
      } catch {
        return defaultValue;
      }
    },
    set: (value: MantineColorScheme) => {
      try {
        if (value === 'auto') localStorage.removeItem(STORAGE_KEYS.theme);
        else localStorage.setItem(STORAGE_KEYS.theme, value);
      } catch {
        // Storage unavailable: the choice lasts for this page only.
      }
    },
    subscribe: (onUpdate) => {
      // Keeps several open tabs in step.
      listener = (event) => {
        if (event.key !== STORAGE_KEYS.theme) return;
        onUpdate(event.newValue === 'light' || event.newValue === 'dark' ? event.newValue : 'auto');
      };
      window.addEventListener('storage', listener);
    },
    unsubscribe: () => {
      if (listener) window.removeEventListener('storage', listener);
    },
    clear: () => {
      try {
        localStorage.removeItem(STORAGE_KEYS.theme);
      } catch {
        // nothing stored
      }
    },
  };
}

/** The page-root dark marker and the browser theme colour follow the computed scheme. */
export function applyThemeMarkers(scheme: 'light' | 'dark'): void {
  document.documentElement.classList.toggle('dark', scheme === 'dark');
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[scheme]);
}
