import { ArgumentMetadata, ValidationError, ValidationPipe } from '@nestjs/common';
import { platformError } from './app-exception';
import { unsafeTextProblems } from './safe-text';

/**
 * class-validator for the session API's DTOs. Unknown properties are stripped,
 * and a failure lists every problem in `detalhes` under DADOS_INVALIDOS. Before the
 * DTO's own rules, every body, query and path value passes the rules of safe-text
 * (no NUL, no lone surrogate, no prototype keys), so a new DTO, or a route that takes
 * a free-form object, is covered without declaring anything.
 */
class InputValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata) {
    if (metadata.type !== 'custom') {
      const problems = unsafeTextProblems(value, metadata.data ?? '');
      if (problems.length > 0) throw invalid(problems);
    }
    return super.transform(value, metadata);
  }
}

export function createValidationPipe() {
  return new InputValidationPipe({
    whitelist: true,
    transform: true,
    exceptionFactory: (errors: ValidationError[]) => invalid(flatten(errors)),
  });
}

function invalid(detalhes: string[]) {
  return platformError('DADOS_INVALIDOS', `Dados inválidos: ${detalhes.join('; ')}.`, {
    detalhes,
  });
}

function flatten(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) =>
      message.startsWith(error.property)
        ? message.replace(error.property, path)
        : `${path}: ${message}`,
    );
    return [...own, ...flatten(error.children ?? [], path)];
  });
}
