// Setup for the web client's tests (jsdom): Testing Library's matchers and clean-up, and the
// browser APIs Mantine needs that jsdom lacks.
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { FakeWebSocket } from './fakeWebSocket';

// findBy*/waitFor return as soon as the state is reached; the default 1 s is too short for a busy
// two-core machine rendering Mantine.
configure({ asyncUtilTimeout: 15_000 });

// No test talks to a real server: sockets are fakes the test opens, fails or feeds.
globalThis.WebSocket = FakeWebSocket as unknown as typeof WebSocket;

if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

// Mantine's autosizing Textarea listens for web fonts loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

// Mantine's ScrollArea and Combobox scroll options into view.
if (!('scrollIntoView' in Element.prototype)) Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => {} });

afterEach(() => {
  cleanup();
  // Toasts live in a module-level store: none may leak into the next test.
  notifications.clean();
  localStorage.clear();
});
