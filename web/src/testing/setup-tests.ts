import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

import { clearToasts } from '@/lib/toast';

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

afterEach(() => {
  cleanup();
  clearToasts();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
