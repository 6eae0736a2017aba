import { AsyncLocalStorage } from 'node:async_hooks';

/** What we know about the work under way: the request, or the event being handled. */
export interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

/** The id of the request (or of the event's correlation) this code runs for, if any. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
