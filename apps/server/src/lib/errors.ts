/**
 * Typed errors with stable codes. Services throw these; the central error handler
 * (http/error-handler.ts) turns them into `{ message, code }` replies.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(message: string, fieldErrors?: Record<string, string[]>, code = 'BAD_REQUEST') {
    super(400, code, message, fieldErrors);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Please sign in to continue.', code = 'UNAUTHORIZED') {
    super(401, code, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do this.', code = 'FORBIDDEN') {
    super(403, code, message);
  }
}

export class NotFoundError extends AppError {
  constructor(what = 'Resource', code = 'NOT_FOUND') {
    super(404, code, `${what} not found.`);
  }
}

/** The payment the request relies on has not (or not yet) been completed. */
export class PaymentRequiredError extends AppError {
  constructor(message: string, code = 'PAYMENT_REQUIRED') {
    super(402, code, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code = 'CONFLICT') {
    super(409, code, message);
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(message = 'The service is temporarily unavailable. Please try again shortly.') {
    super(503, 'SERVICE_UNAVAILABLE', message);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message: string, code = 'PAYLOAD_TOO_LARGE') {
    super(413, code, message);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(message: string, code = 'UNSUPPORTED_MEDIA_TYPE') {
    super(415, code, message);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    message = 'Too many attempts. Please wait a few minutes and try again.',
    /** Seconds until the caller may try again; the error handler sends it as Retry-After. */
    readonly retryAfterSeconds?: number,
    code = 'RATE_LIMITED',
  ) {
    super(429, code, message);
  }
}
