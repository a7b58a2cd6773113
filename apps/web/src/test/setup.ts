import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
// Loaded before any test renders, as a browser has long loaded it before anyone opens a
// menu: when the lazy notifications host finished loading in the middle of a test, an
// open Mantine menu closed (seen in the user-menu and sign-out tests).
import '../shared/notifications-host';

// Pages load several calls at once on a shared 2-core runner: give findBy and waitFor time
// to see them settle. Set here, once, because files share a worker (isolate: false) and a
// setting made in one file would reach the next anyway.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup. Test
// files share a worker's window (isolate: false), so what one test changes goes back here.
afterEach(() => {
  cleanup();
  notifications.clean();
  sessionStorage.clear();
  localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// jsdom lacks what Mantine and the router touch on mount.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): Partial<MediaQueryList> => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub implements ResizeObserver {
  observe(): void {
    // Layout never changes in jsdom.
  }
  unobserve(): void {
    // Nothing observed.
  }
  disconnect(): void {
    // Nothing observed.
  }
}
window.ResizeObserver = ResizeObserverStub;
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;
