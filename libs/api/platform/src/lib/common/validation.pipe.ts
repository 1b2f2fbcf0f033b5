import { ValidationError, ValidationPipe } from '@nestjs/common';
import { platformError } from './app-exception';

/**
 * class-validator for the session API's DTOs. Unknown properties are stripped,
 * and a failure lists every problem in `detalhes` under DADOS_INVALIDOS.
 */
export function createValidationPipe() {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    exceptionFactory: (errors: ValidationError[]) => {
      const detalhes = flatten(errors);
      return platformError('DADOS_INVALIDOS', `Dados inválidos: ${detalhes.join('; ')}.`, {
        detalhes,
      });
    },
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
