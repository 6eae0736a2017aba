import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import type { ErrorBody, ErrorCode } from '@fc/contracts/errors';
// req.log and req.id: pino-http's additions to express's Request (request-logging.ts).
import type {} from 'pino-http';

/** The one error type services throw: a string code, an HTTP status and a message for people. */
export class AppError extends Error {
  override name = 'AppError';
  /** For 429 and 503: how many seconds to wait before trying again (the Retry-After header). */
  retryAfterSeconds?: number;
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
  }

  withRetryAfter(seconds: number): this {
    this.retryAfterSeconds = Math.max(1, Math.ceil(seconds));
    return this;
  }
}

export const httpErrors = {
  badRequest: (
    message: string,
    code: ErrorCode = 'BAD_REQUEST',
    fields?: Record<string, string[]>,
  ) => new AppError(400, code, message, fields),
  unauthorized: (message = 'Please sign in to continue', code: ErrorCode = 'UNAUTHENTICATED') =>
    new AppError(401, code, message),
  forbidden: (message = 'You do not have permission to do that', code: ErrorCode = 'FORBIDDEN') =>
    new AppError(403, code, message),
  notFound: (message = 'Not found', code: ErrorCode = 'NOT_FOUND') =>
    new AppError(404, code, message),
  conflict: (message: string, code: ErrorCode = 'CONFLICT') => new AppError(409, code, message),
  tooManyRequests: (message: string, code: ErrorCode = 'TOO_MANY_REQUESTS') =>
    new AppError(429, code, message),
  unavailable: (
    message = 'Service temporarily unavailable, please try again',
    code: ErrorCode = 'UNAVAILABLE',
  ) => new AppError(503, code, message),
};

/** Turns a zod error into a 400: one readable message and the failing fields. */
export function validationError(error: ZodError): AppError {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    (fields[key] ??= []).push(issue.message);
  }
  const messages = [...new Set(error.issues.map((issue) => issue.message))];
  return new AppError(400, 'VALIDATION_FAILED', messages.join('; '), fields);
}

/** Body parser failures (bad JSON, too large) carry a status and a type. */
interface HttpLikeError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
  message?: string;
}

function fromBodyParser(error: HttpLikeError): AppError | undefined {
  const status = error.status ?? error.statusCode;
  if (!status || status < 400 || status >= 500) return undefined;
  if (error.type === 'entity.parse.failed') {
    return new AppError(400, 'INVALID_JSON', 'The request body is not valid JSON');
  }
  if (error.type === 'entity.too.large') {
    return new AppError(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large');
  }
  if (error.type === 'encoding.unsupported' || error.type === 'charset.unsupported') {
    return new AppError(415, 'UNSUPPORTED_ENCODING', 'The request body encoding is not supported');
  }
  return new AppError(
    status,
    'BAD_REQUEST',
    error.expose && error.message ? error.message : 'Bad request',
  );
}

export function toErrorBody(error: AppError, requestId?: string): ErrorBody {
  return {
    code: error.code,
    message: error.message,
    ...(error.fields ? { fields: error.fields } : {}),
    ...(requestId ? { requestId } : {}),
  };
}

/**
 * The database was too busy to serve the request in time: Prisma could not start the
 * transaction within its wait (P2028) or get a connection from the pool (P2024), or the pool
 * itself gave up waiting. Nothing was written (the transaction never began or was rolled back),
 * so the honest answer is 503 with a moment to wait, not a 500.
 */
function isDatabaseBusy(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === 'P2028' || code === 'P2024') return true;
  return typeof message === 'string' && message.includes('timeout exceeded when trying to connect');
}

export const BUSY_MESSAGE = 'The club is very busy right now; please try again in a moment';

/** Registered last: known errors pass through; anything else is a logged 500 with no details. */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  let appError: AppError;
  if (error instanceof AppError) appError = error;
  else if (error instanceof ZodError) appError = validationError(error);
  else {
    const fromParser =
      typeof error === 'object' && error !== null ? fromBodyParser(error) : undefined;
    if (fromParser) appError = fromParser;
    else if (isDatabaseBusy(error)) {
      req.log.warn({ err: error }, 'database busy: answered 503');
      appError = httpErrors.unavailable(BUSY_MESSAGE, 'BUSY').withRetryAfter(1);
    } else {
      req.log.error({ err: error }, 'unhandled error');
      appError = new AppError(500, 'INTERNAL', 'Something went wrong');
    }
  }
  if (res.headersSent) return;
  if (appError.retryAfterSeconds !== undefined)
    res.setHeader('Retry-After', String(appError.retryAfterSeconds));
  res.status(appError.status).json(toErrorBody(appError, req.id as string));
};

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(httpErrors.notFound(`No route for ${req.method} ${req.path}`, 'ROUTE_NOT_FOUND'));
};
