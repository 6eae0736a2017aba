import { useSyncExternalStore } from 'react';

/**
 * The app's notifications. One toast answers what the user did at a time (docs/product.md
 * section 2): a new one replaces the current one. A notice heard from the live stream (an
 * achievement, an order filled: toastNotice) shows beside it instead, so it never takes the
 * place of the answer to what the user just did; a newer notice replaces an older one.
 * <Toaster /> renders them.
 */

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
  /** From the live stream (toastNotice), not an answer to what the user did. */
  isNotice?: boolean;
}

/** Long enough for Radix's exit animation to finish before the toast leaves the tree. */
const REMOVE_DELAY_MS = 300;

let toasts: readonly ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();

function setToasts(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function toast(options: ToastOptions): { id: string; dismiss: () => void } {
  return show(options, false);
}

/** A toast about something the user did not just do (see above): shown beside the answer. */
export function toastNotice(options: ToastOptions): { id: string; dismiss: () => void } {
  return show(options, true);
}

function show(options: ToastOptions, isNotice: boolean): { id: string; dismiss: () => void } {
  nextId += 1;
  const id = String(nextId);
  const kept = toasts.filter((item) => item.open && Boolean(item.isNotice) !== isNotice);
  setToasts([...kept, { ...options, id, open: true, ...(isNotice ? { isNotice } : {}) }]);
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id: string): void {
  if (!toasts.some((item) => item.id === id)) return;
  setToasts(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
  setTimeout(() => {
    setToasts(toasts.filter((item) => item.id !== id));
  }, REMOVE_DELAY_MS);
}

/** Removes every toast at once (used between tests). */
export function clearToasts(): void {
  setToasts([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): readonly ToastItem[] {
  return toasts;
}

export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

export function useToast(): { toast: typeof toast; dismiss: typeof dismissToast } {
  return { toast, dismiss: dismissToast };
}
