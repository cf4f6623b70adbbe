import { abpTexts } from "@dutchpot/contract";

/**
 * Typed domain errors. Services throw these; the error plugin maps each to its HTTP status and the
 * ABP envelope (wire decision 2: business-rule failures are 4xx, 5xx only for real faults).
 */
export class AppError extends Error {
  /** Response headers the error handler sends with the envelope (e.g. `retry-after`). */
  headers: Record<string, string> = {};

  constructor(
    readonly statusCode: number,
    message: string,
    readonly details: string | null = null,
    readonly code = 0,
  ) {
    super(message);
  }
}

/** How a wait is said in an error's details. */
const seconds = (n: number) => (n === 1 ? "1 second" : `${n} seconds`);

/** 429 in the ABP envelope with `Retry-After` (whole seconds, at least 1). */
export class TooManyRequestsError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number, message: string = abpTexts.tooManyRequests) {
    const wait = Math.max(1, Math.ceil(retryAfterSeconds));
    super(429, message, `You have sent too many requests. Please wait ${seconds(wait)} and try again.`);
    this.retryAfterSeconds = wait;
    this.headers["retry-after"] = String(wait);
  }
}

/** 503 in the ABP envelope with `Retry-After`: a dependency (the database) is away; try again soon. */
export class ServiceUnavailableError extends AppError {
  constructor(retryAfterSeconds = 5, details: string | null = null) {
    super(503, "The service is temporarily unavailable. Please try again in a moment.", details);
    this.headers["retry-after"] = String(Math.max(1, Math.ceil(retryAfterSeconds)));
  }
}

export class NotFoundError extends AppError {
  constructor(entity: string, id: string | number) {
    super(404, `There is no entity ${entity} with id = ${id}!`);
  }
}

export class BusinessRuleError extends AppError {
  constructor(message: string, details: string | null = null) {
    super(400, message, details);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, details: string | null = null) {
    super(409, message, details);
  }
}

export class UnauthorizedError extends AppError {
  constructor() {
    super(401, "Current user did not login to the application!");
  }
}

export class ForbiddenError extends AppError {
  constructor(message = "Required permissions are not granted.") {
    super(403, message);
  }
}

export class PaymentDeclinedError extends AppError {
  constructor(message: string, details: string | null = null) {
    super(402, message, details);
  }
}

/** A field-level validation failure raised by a service (same shape as schema failures). */
export class FieldValidationError extends AppError {
  constructor(
    readonly member: string,
    readonly fieldMessage: string,
  ) {
    super(400, "Your request is not valid!");
  }
}
