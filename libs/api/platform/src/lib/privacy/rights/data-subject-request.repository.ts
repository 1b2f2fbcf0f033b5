import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSubjectRequestOrigin, DataSubjectRequestView } from '@campo/contracts';
import { DataSource, EntityManager } from 'typeorm';

export interface NewDataSubjectRequest {
  origin: DataSubjectRequestOrigin;
  reference: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  request: string;
}

const COLUMNS = `id, origem, referencia, nome, email, telefone, pedido, criado_em AS "criadoEm",
                 prazo_em AS "prazoEm", atendido_em AS "atendidoEm", resposta`;

type Row = Omit<DataSubjectRequestView, 'criadoEm' | 'prazoEm' | 'atendidoEm'> & {
  criadoEm: Date;
  prazoEm: Date;
  atendidoEm: Date | null;
};

const view = (row: Row): DataSubjectRequestView => ({
  ...row,
  criadoEm: row.criadoEm.toISOString(),
  prazoEm: row.prazoEm.toISOString(),
  atendidoEm: row.atendidoEm?.toISOString() ?? null,
});

/** The SQL of a person's requests about their data (`titular_pedido`). */
@Injectable()
export class DataSubjectRequestRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Opens the request, or returns the one still open for the same origin and reference. */
  async open(companyId: string, request: NewDataSubjectRequest, deadlineDays: number) {
    const [row]: Row[] = await this.dataSource.query(
      `WITH inserted AS (
         INSERT INTO titular_pedido (empresa_id, origem, referencia, nome, email, telefone, pedido, prazo_em)
         VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(days => $8))
         ON CONFLICT (empresa_id, origem, referencia) WHERE atendido_em IS NULL DO NOTHING
         RETURNING ${COLUMNS})
       SELECT * FROM inserted
       UNION ALL
       SELECT ${COLUMNS} FROM titular_pedido
        WHERE empresa_id = $1 AND origem = $2 AND referencia = $3 AND atendido_em IS NULL
          AND NOT EXISTS (SELECT 1 FROM inserted)`,
      [
        companyId,
        request.origin,
        request.reference,
        request.name,
        request.email,
        request.phone,
        request.request,
        deadlineDays,
      ],
    );
    return view(row);
  }

  async list(companyId: string): Promise<DataSubjectRequestView[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM titular_pedido WHERE empresa_id = $1
        ORDER BY atendido_em IS NULL DESC, prazo_em, criado_em DESC LIMIT 500`,
      [companyId],
    );
    return rows.map(view);
  }

  async find(companyId: string, id: string, db: EntityManager | DataSource = this.dataSource) {
    const [row]: Row[] = await db.query(
      `SELECT ${COLUMNS} FROM titular_pedido WHERE empresa_id = $1 AND id = $2`,
      [companyId, id],
    );
    return row ? view(row) : undefined;
  }

  /** Records the answer; false when the request was already answered. */
  async answer(db: EntityManager, companyId: string, id: string, userId: string, answer: string) {
    const [, count] = await db.query(
      `UPDATE titular_pedido SET atendido_em = now(), atendido_por = $3, resposta = $4
        WHERE empresa_id = $1 AND id = $2 AND atendido_em IS NULL`,
      [companyId, id, userId, answer],
    );
    return Number(count) === 1;
  }
}
