import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

import { clearToasts } from '@/lib/toast';

// jsdom has no canvas: every file gets the trading charts' stand-ins (testing/chart-stubs.tsx).
// Here, not per file: the files of a worker share one module cache (isolate: false), so a file
// that mocked them alone could meet the real charts already loaded by an earlier file.
vi.mock(
  '@/features/trading/components/lazy-charts',
  () => import('@/features/trading/testing/chart-stubs'),
);

// The machines these run on are shared and sometimes busy: a lazy chunk or a first render may
// take more than testing-library's default second to appear.
configure({ asyncUtilTimeout: 5_000 });

// Dates are written in the reader's locale and time zone (lib/dates.ts): the tests read them as a
// reader in the US on UTC would, whatever the machine's own settings.
process.env.TZ = 'UTC';
function defaultingToEnglish<T extends new (...args: never[]) => object>(Format: T): T {
  return new Proxy(Format, {
    construct: (target, [locales, ...rest]: unknown[]) =>
      Reflect.construct(target, [locales ?? 'en-US', ...rest]) as object,
  });
}
// Once per worker: the environment may be reused by the next file, and this file runs again.
if (new Intl.DateTimeFormat().resolvedOptions().locale !== 'en-US') {
  Object.defineProperty(Intl, 'DateTimeFormat', {
    value: defaultingToEnglish(Intl.DateTimeFormat),
  });
  Object.defineProperty(Intl, 'RelativeTimeFormat', {
    value: defaultingToEnglish(Intl.RelativeTimeFormat),
  });
}

// jsdom lacks a few browser APIs that Radix primitives call.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
const elementProto: Partial<Element> = Element.prototype;
if (!('ResizeObserver' in globalThis)) globalThis.ResizeObserver = ResizeObserverStub;
elementProto.scrollIntoView ??= () => {};
elementProto.hasPointerCapture ??= () => false;
elementProto.releasePointerCapture ??= () => {};
// jsdom's window.scrollTo only reports an error (it lays nothing out); react-router's scroll restoration calls it.
Object.defineProperty(window, 'scrollTo', { value: () => {}, writable: true });

afterEach(() => {
  cleanup();
  clearToasts();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
