import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { LedgerRecordKind, RefusedRecordState } from '@campo/contracts';

export interface RefusedRecordRow {
  id: string;
  acaoId: string;
  tipo: LedgerRecordKind;
  ordemId: string | null;
  ordemCodigo: string | null;
  equipamentoId: string | null;
  equipamentoCodigo: string | null;
  tecnicoId: string;
  tecnicoNome: string;
  corpo: Record<string, unknown>;
  status: number;
  codigo: string;
  erro: string;
  primeiraRecusaEm: Date;
  ultimaRecusaEm: Date;
  tentativas: number;
  situacao: RefusedRecordState;
  resolvidoEm: Date | null;
  resolvidoPor: string | null;
  nota: string | null;
}

export interface RefusalInput {
  companyId: string;
  actionId: string;
  orderId: string | null;
  userId: string;
  kind: LedgerRecordKind;
  body: Record<string, unknown>;
  status: number;
  codigo: string;
  erro: string;
}

const SELECT = `
  SELECT r.id, r.acao_id AS "acaoId", r.tipo, o.id AS "ordemId", o.codigo AS "ordemCodigo",
         q.id AS "equipamentoId", q.codigo AS "equipamentoCodigo",
         r.tecnico_id AS "tecnicoId", t.name AS "tecnicoNome", r.corpo, r.status, r.codigo, r.erro,
         r.primeira_recusa_em AS "primeiraRecusaEm", r.ultima_recusa_em AS "ultimaRecusaEm",
         r.tentativas, r.situacao, r.resolvido_em AS "resolvidoEm", u.name AS "resolvidoPor", r.nota
    FROM registro_recusado r
    JOIN users t ON t.id = r.tecnico_id
    LEFT JOIN users u ON u.id = r.resolvido_por
    LEFT JOIN ordem_servico o ON o.empresa_id = r.empresa_id AND o.id = r.ordem_id
    LEFT JOIN equipamento q ON q.empresa_id = r.empresa_id
         AND q.id = coalesce(o.equipamento_id, nullif(r.corpo->>'equipamentoId', '')::uuid)`;

/** The ledger of refused phone writes (`registro_recusado`). */
@Injectable()
export class RefusedRecordRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Records a refusal (a new one, or one more attempt of the same phone id: the latest
   * body, reason and time win). A record already resolved opens again when refused again.
   */
  async refused(input: RefusalInput): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO registro_recusado
              (empresa_id, acao_id, ordem_id, tecnico_id, tipo, corpo, status, codigo, erro)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9)
       ON CONFLICT (empresa_id, acao_id) DO UPDATE
          SET corpo = excluded.corpo, status = excluded.status, codigo = excluded.codigo,
              erro = excluded.erro, ultima_recusa_em = now(),
              tentativas = registro_recusado.tentativas + 1, situacao = 'ABERTO',
              resolvido_em = NULL, resolvido_por = NULL, nota = NULL`,
      [
        input.companyId,
        input.actionId,
        input.orderId,
        input.userId,
        input.kind,
        JSON.stringify(input.body),
        input.status,
        input.codigo,
        input.erro,
      ],
    );
  }

  /** Closes an open refusal of `actionId` as `state` (by `userId`, with a note); whether one was open. */
  async resolve(
    companyId: string,
    where: { id?: string; actionId?: string; technicianId?: string },
    state: Exclude<RefusedRecordState, 'ABERTO'>,
    userId: string | null,
    note: string | null,
  ): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `WITH resolved AS (
         UPDATE registro_recusado
            SET situacao = $5, resolvido_em = now(), resolvido_por = $6, nota = $7
          WHERE empresa_id = $1 AND situacao = 'ABERTO'
            AND ($2::uuid IS NULL OR id = $2) AND ($3::uuid IS NULL OR acao_id = $3)
            AND ($4::uuid IS NULL OR tecnico_id = $4)
          RETURNING id)
       SELECT id FROM resolved`,
      [
        companyId,
        where.id ?? null,
        where.actionId ?? null,
        where.technicianId ?? null,
        state,
        userId,
        note,
      ],
    );
    return rows.length > 0;
  }

  async find(
    companyId: string,
    where: { id?: string; actionId?: string },
  ): Promise<RefusedRecordRow | undefined> {
    const [row] = await this.dataSource.query(
      `${SELECT} WHERE r.empresa_id = $1 AND ($2::uuid IS NULL OR r.id = $2)
                   AND ($3::uuid IS NULL OR r.acao_id = $3)`,
      [companyId, where.id ?? null, where.actionId ?? null],
    );
    return row;
  }

  /** The open refusals (or every one), the latest first. */
  async list(companyId: string, open: boolean): Promise<RefusedRecordRow[]> {
    return this.dataSource.query(
      `${SELECT} WHERE r.empresa_id = $1 AND ($2::boolean = false OR r.situacao = 'ABERTO')
        ORDER BY r.ultima_recusa_em DESC LIMIT 500`,
      [companyId, open],
    );
  }

  async openCount(companyId: string): Promise<number> {
    const [row] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM registro_recusado WHERE empresa_id = $1 AND situacao = 'ABERTO'`,
      [companyId],
    );
    return row.total;
  }
}
