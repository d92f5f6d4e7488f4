import { useEffect } from 'react';

const HIGHLIGHT_MS = 2500;

/**
 * Scrolls the element marked `data-item-id={id}` into view and marks it `data-highlight` for a moment
 * (global.css), so a booking or order just made is the first thing the guest sees.
 */
export function useHighlight(id: string | null): void {
  useEffect(() => {
    if (!id) return;
    const element = document.querySelector(`[data-item-id="${CSS.escape(id)}"]`);
    if (!element) return;
    element.scrollIntoView({ block: 'center' });
    element.setAttribute('data-highlight', '');
    const timer = setTimeout(() => element.removeAttribute('data-highlight'), HIGHLIGHT_MS);
    return () => {
      clearTimeout(timer);
      element.removeAttribute('data-highlight');
    };
  }, [id]);
}
