import { Injectable, Param, PipeTransform, Query } from '@nestjs/common';
import type { AppException } from './app-exception';
import { isUuid } from './ids';
import { readPaging } from './paging';

/**
 * A record id from the path. A value that cannot be an id is answered as the record
 * not being found (the same answer as a well-formed id of nobody's record), and is
 * never sent to PostgreSQL as a malformed uuid.
 */
export class ParseIdPipe implements PipeTransform<string, string> {
  constructor(private readonly notFound: () => AppException) {}

  transform(value: string): string {
    if (!isUuid(value)) throw this.notFound();
    return value;
  }
}

/** `@IdParam('id', () => fieldServiceError('RGM_NAO_ENCONTRADO', 'RGM não encontrado.'))` */
export function IdParam(name: string, notFound: () => AppException): ParameterDecorator {
  return Param(name, new ParseIdPipe(notFound));
}

export interface PageRequest {
  pagina: number;
  porPagina: number;
}

/** `pagina` and `porPagina` from the query string (see readPaging for the rules). */
@Injectable()
export class PagingPipe implements PipeTransform<Record<string, unknown>, PageRequest> {
  transform(query: Record<string, unknown>): PageRequest {
    return readPaging(query ?? {});
  }
}

/** The page a list route was asked for: `list(@Paging() page: PageRequest)`. */
export function Paging(): ParameterDecorator {
  return Query(PagingPipe);
}
