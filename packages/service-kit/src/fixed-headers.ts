import type { Request, RequestHandler, Response } from 'express';

/**
 * A middleware such as helmet(...) whose headers depend on its options only, never on the
 * request, as one that sets them all in one call: they are worked out once, by running it
 * against a response that records them. On a hot path (docs/performance.md) that replaces a dozen
 * middleware functions per request with one.
 */
export function fixedHeaders(middleware: RequestHandler): RequestHandler {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name, value),
    removeHeader: () => undefined,
    locals: {},
  };
  let isDone = false;
  void middleware({} as Request, recorder as unknown as Response, () => {
    isDone = true;
  });
  if (!isDone) throw new Error('the fixed headers could not be worked out');
  return (_req, res, next) => {
    res.setHeaders(headers);
    next();
  };
}
