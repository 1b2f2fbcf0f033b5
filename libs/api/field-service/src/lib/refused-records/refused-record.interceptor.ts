import {
  type CallHandler,
  type ExecutionContext,
  HttpStatus,
  Injectable,
  Logger,
  type NestInterceptor,
} from '@nestjs/common';
import { catchError, concatMap, from, map, type Observable } from 'rxjs';
import { FIELD_RECORD_PATHS, type FieldRecordKind, type LedgerRecordKind } from '@campo/contracts';
import { renderError, type SessionRequest } from '@campo/platform';
import { RefusedRecordService } from './refused-record.service';

/** The statuses that are a definite answer about the record (the phone keeps it as refused). */
const RECORDED_STATUSES: ReadonlySet<number> = new Set([
  HttpStatus.BAD_REQUEST,
  HttpStatus.NOT_FOUND,
  HttpStatus.CONFLICT,
  HttpStatus.GONE,
  HttpStatus.PAYLOAD_TOO_LARGE,
  HttpStatus.UNPROCESSABLE_ENTITY,
]);

/**
 * An id reused for another body: the id already names an accepted record, so the ledger
 * (keyed by the phone's id) cannot hold it beside that record; the phone keeps it.
 */
const NOT_RECORDED_CODES: ReadonlySet<string> = new Set([
  'ACAO_ID_REUTILIZADO',
  'FLUIDO_ID_REUTILIZADO',
]);

const KIND_BY_PATH = new Map<string, FieldRecordKind>(
  Object.entries(FIELD_RECORD_PATHS).map(([kind, path]) => [path, kind as FieldRecordKind]),
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The segment of `DELETE /api/fs/app/os/:id/registros/:registroId`, a removal of any entry. */
const REMOVALS = 'registros';

/**
 * What a request to the app's write routes records, from its method and path: a record
 * (`POST …/os/:id/<kind>`), a correction of an entry (`PUT`/`PATCH …/os/:id/<kind>/:registroId`)
 * or a removal (`DELETE …/os/:id/registros/:registroId`), with the entry it names; or
 * nothing for any other route.
 */
function ledgerKindOf(
  method: string,
  path: string,
): { kind: LedgerRecordKind; entry: { tipo: FieldRecordKind | null; id: string } | null } | null {
  const segments = path.split('/').filter(Boolean);
  const last = segments.at(-1) ?? '';
  if (method === 'POST') {
    const kind = KIND_BY_PATH.get(last);
    return kind ? { kind, entry: null } : null;
  }
  if (!UUID.test(last)) return null;
  const entryKind = KIND_BY_PATH.get(segments.at(-2) ?? '');
  if ((method === 'PUT' || method === 'PATCH') && entryKind)
    return { kind: 'correcao', entry: { tipo: entryKind, id: last.toLowerCase() } };
  if (method === 'DELETE' && segments.at(-2) === REMOVALS)
    return { kind: 'exclusao', entry: { tipo: null, id: last.toLowerCase() } };
  return null;
}

/**
 * Keeps every refused write of the technician's app on the server: on the app's write
 * routes (records, corrections and removals: `ledgerKindOf`), a refusal about the record (400, 404, 409,
 * 410, 413, 422) is recorded in `registro_recusado` with the body as sent, after the
 * failed transaction rolled back, idempotent by the phone's id; a success of the same id
 * resolves it. 401, 403, 429 and 5xx are not about the record: the phone sends it again.
 * Recording never changes the answer the phone gets.
 */
@Injectable()
export class RefusedRecordInterceptor implements NestInterceptor {
  private readonly logger = new Logger('RegistrosRecusados');

  constructor(private readonly ledger: RefusedRecordService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context
      .switchToHttp()
      .getRequest<SessionRequest & { file?: { size: number; mimetype: string } }>();
    const ledger = ledgerKindOf(request.method, request.path);
    if (!ledger) return next.handle();
    const { kind, entry } = ledger;
    return next.handle().pipe(
      concatMap((answer) => {
        const actionId = actionIdOf(request.body);
        const session = request.session;
        if (!actionId || !session) return [answer];
        return from(this.safely(() => this.ledger.accepted(session, actionId))).pipe(
          map(() => answer),
        );
      }),
      catchError((error: unknown) => {
        const session = request.session;
        const actionId = actionIdOf(request.body);
        const rendered = renderError(error);
        const record =
          session &&
          actionId &&
          RECORDED_STATUSES.has(rendered.status) &&
          !NOT_RECORDED_CODES.has(rendered.body.codigo);
        const stored = record
          ? this.safely(() =>
              this.ledger.refused(session, {
                actionId,
                orderId: orderIdOf(request.params?.['id']),
                kind,
                body: {
                  ...bodyOf(request.body, request.file),
                  ...(entry ? { registro: entry } : {}),
                },
                status: rendered.status,
                codigo: rendered.body.codigo,
                erro: rendered.body.erro,
              }),
            )
          : Promise.resolve();
        return from(
          stored.then(() => {
            throw error;
          }),
        );
      }),
    );
  }

  /** The ledger must never turn the phone's answer into another one. */
  private async safely(work: () => Promise<void>) {
    try {
      await work();
    } catch (error) {
      this.logger.error({ err: error }, 'Falha ao registrar um registro recusado');
    }
  }
}

function orderIdOf(value: unknown): string | null {
  return typeof value === 'string' && UUID.test(value) ? value : null;
}

function actionIdOf(body: unknown): string | null {
  const id = (body as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' && UUID.test(id) ? id.toLowerCase() : null;
}

/** The body as sent; for a photo its fields and the file's size and type, never the image. */
function bodyOf(
  body: unknown,
  file: { size: number; mimetype: string } | undefined,
): Record<string, unknown> {
  const fields = body && typeof body === 'object' ? { ...(body as Record<string, unknown>) } : {};
  return file ? { ...fields, arquivo: { bytes: file.size, tipo: file.mimetype } } : fields;
}
