import { isApiError } from '@/lib/api-client';

/** Whether a call failed because the thing asked for does not exist (or is not the user's). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
