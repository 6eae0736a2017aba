import { useSyncExternalStore } from 'react';

/** docs/product.md section 3: guest mode is a browser-stored flag named guestMode with the value 'true'. */
const GUEST_MODE_KEY = 'guestMode';
const CHANGE_EVENT = 'finance-club:guest-mode';

function readStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be blocked (privacy settings); the app then simply has no guest mode memory.
    return null;
  }
}

export function isGuestMode(): boolean {
  return readStorage()?.getItem(GUEST_MODE_KEY) === 'true';
}

export function enterGuestMode(): void {
  readStorage()?.setItem(GUEST_MODE_KEY, 'true');
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function clearGuestMode(): void {
  readStorage()?.removeItem(GUEST_MODE_KEY);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  // 'storage' covers other tabs; the custom event covers this one.
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** Whether guest mode is on, re-rendering when it changes. */
export function useGuestMode(): boolean {
  return useSyncExternalStore(subscribe, isGuestMode, () => false);
}
