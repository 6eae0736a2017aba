/**
 * The web app's log: the browser console. The one place allowed to use it, so
 * that a stray console.log elsewhere still fails the lint.
 */
export const logger = {
  // eslint-disable-next-line no-console -- the browser console is where the web app logs
  error: (...details: unknown[]) => console.error(...details),
  // eslint-disable-next-line no-console -- as above
  warn: (...details: unknown[]) => console.warn(...details),
};
