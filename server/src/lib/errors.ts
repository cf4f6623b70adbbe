/**
 * Typed domain errors. Services throw these; the error plugin maps each to its HTTP status and the
 * ABP envelope (wire decision 2: business-rule failures are 4xx, 5xx only for real faults).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details: string | null = null,
    readonly code = 0,
  ) {
    super(message);
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
