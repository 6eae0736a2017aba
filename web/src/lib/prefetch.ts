// docs/development.md "Web performance": code a student is likely to need next, fetched when it
// costs them nothing.

export const PREFETCH_DELAY_MS = 1_000;

/** Loads each of `loads` in turn while the browser has nothing else to do, after the page loaded. */
export function prefetchWhenIdle(loads: readonly (() => Promise<unknown>)[]): () => void {
  const idle =
    window.requestIdleCallback?.bind(window) ??
    ((callback: () => void) => window.setTimeout(callback, 200));
  const cancelIdle = window.cancelIdleCallback?.bind(window) ?? window.clearTimeout.bind(window);
  let handle: number | undefined;
  let isCancelled = false;
  const next = (index: number) => {
    const load = loads[index];
    if (!load || isCancelled) return;
    handle = idle(() => {
      void load()
        .catch(() => undefined)
        .then(() => next(index + 1));
    });
  };
  let delay: number | undefined;
  const start = () => {
    delay = window.setTimeout(() => next(0), PREFETCH_DELAY_MS);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    isCancelled = true;
    window.removeEventListener('load', start);
    window.clearTimeout(delay);
    if (handle !== undefined) cancelIdle(handle);
  };
}
