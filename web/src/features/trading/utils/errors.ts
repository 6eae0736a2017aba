import { getErrorMessage, isApiError } from '@/lib/api-client';

/**
 * The server's message for a failed call, else `fallback`. Error bodies are `{ code, message }`
 * (packages/contracts/src/errors.ts); a body nesting it as `{ error: { message } }` is read too.
 */
export function getServerMessage(error: unknown, fallback: string): string {
  const message = getErrorMessage(error, '');
  if (message) return message;
  if (!isApiError(error)) return fallback;
  try {
    const parsed: unknown = JSON.parse(error.body);
    if (parsed && typeof parsed === 'object' && 'error' in parsed) {
      const inner: unknown = parsed.error;
      if (inner && typeof inner === 'object' && 'message' in inner) {
        const { message: nested } = inner;
        if (typeof nested === 'string' && nested.trim()) return nested;
      }
    }
  } catch {
    // Not JSON: the fallback is shown.
  }
  return fallback;
}
