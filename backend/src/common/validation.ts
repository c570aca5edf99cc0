import {
  type ArgumentMetadata,
  BadRequestException,
  ValidationPipe,
  type ValidationError,
} from '@nestjs/common';

function firstMessage(error: ValidationError, prefix = ''): string | undefined {
  const field = prefix + error.property;
  if (error.constraints) {
    if (error.constraints.whitelistValidation) return `Unknown field "${field}".`;
    if (error.value === undefined || error.value === null) return `${field} is required.`;
    const message = Object.values(error.constraints)[0];
    return message.endsWith('.') ? message : `${message}.`;
  }
  for (const child of error.children ?? []) {
    const message = firstMessage(child, `${field}.`);
    if (message) return message;
  }
  return undefined;
}

/** Validation errors name the field and the rule: "email must be a valid email address." */
export function formatValidationErrors(errors: ValidationError[]): string {
  for (const error of errors) {
    const message = firstMessage(error);
    if (message) return message;
  }
  return 'The request is not valid.';
}

/**
 * Nest's validation pipe, except that a path parameter stays the text it is: its own pipe parses
 * it (PagePipe), where the stock pipe would first make a number of it ("1e3" as 1000, " 7" as 7).
 */
class ApiValidationPipe extends ValidationPipe {
  protected override transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    return metadata.type === 'param' ? value : super.transformPrimitive(value, metadata);
  }
}

/** The pipe every API route's parameters go through (app.module's APP_PIPE). */
export function createValidationPipe(): ValidationPipe {
  return new ApiValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    // value stays on the error object only to tell a missing field from a wrong one; it is never sent.
    validationError: { target: false, value: true },
    exceptionFactory: (errors) => new BadRequestException(formatValidationErrors(errors)),
  });
}
