import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import {
  canonicalJson,
  isPostgresError,
  isUuid,
  PG_UNIQUE_VIOLATION,
  platformError,
  SessionPrincipal,
} from '@campo/platform';
import { fieldServiceError } from '../common/field-service-errors';
import { localDate } from '../rgm-closing/closing-calendar';
import {
  FLUID_EVENT_KIND_LABELS,
  type FluidAuditEntry,
  type FluidEventKind,
  type FluidEventView,
  type RefrigerantGas,
} from '@campo/contracts';
import type { CorrectFluidEventDto } from './fluid-admin.dto';
import type { CaptureFluidEventDto } from './fluid-event.dto';

export type { FluidEventKind };

/** What each event kind reads as, in the CSV and the PDF. */
export const KIND_LABELS = FLUID_EVENT_KIND_LABELS;

const EVENT_KINDS: Record<string, FluidEventKind> = {
  recarga: 'RECARGA',
  reposicao: 'RECARGA',
  carga: 'RECARGA',
  complemento: 'RECARGA',
  retirada: 'RETIRADA',
  recolhimento: 'RETIRADA',
  recuperacao: 'RETIRADA',
  vazamento: 'VAZAMENTO',
  fuga: 'VAZAMENTO',
  perda: 'VAZAMENTO',
};

/**
 * Captures refrigerant gas events from the field. The client generates the id,
 * so a phone that resends after a lost answer creates nothing twice: the same id
 * and body give back the same record, the same id with another body is refused.
 * The sector is copied from the equipment at capture time.
 */
@Injectable()
export class FluidService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async capture(
    session: SessionPrincipal,
    orderId: string | null,
    dto: CaptureFluidEventDto,
  ): Promise<{ created: boolean; event: FluidEventView }> {
    const [order] =
      orderId && isUuid(orderId)
        ? await this.dataSource.query(
            `SELECT id, equipamento_id FROM ordem_servico WHERE empresa_id = $1 AND id = $2`,
            [session.companyId, orderId],
          )
        : [];
    if (orderId && !order)
      throw platformError('NAO_ENCONTRADO', 'Ordem de serviço não encontrada.');
    if (session.role === 'TECNICO' && order) {
      const [allocated] = await this.dataSource.query(
        `SELECT 1 FROM alocacao WHERE empresa_id = $1 AND ordem_servico_id = $2 AND tecnico_id = $3`,
        [session.companyId, orderId, session.userId],
      );
      if (!allocated)
        throw platformError(
          'ACESSO_NEGADO',
          'Só um técnico alocado à ordem pode registrar fluido nela.',
        );
    }

    const problems: string[] = [];
    const { kind, gas, day } = await this.readValues(session, dto, problems);
    const equipmentId = dto.equipamentoId ?? order?.equipamento_id;
    const [equipment] = equipmentId
      ? await this.dataSource.query(
          `SELECT id, setor FROM equipamento WHERE empresa_id = $1 AND id = $2`,
          [session.companyId, equipmentId],
        )
      : [];
    if (equipmentId && !equipment) problems.push('equipamentoId: equipamento não encontrado');
    if (!equipmentId)
      problems.push('equipamentoId: a ordem não tem equipamento; informe equipamentoId');
    if (problems.length > 0)
      throw platformError('DADOS_INVALIDOS', `Dados inválidos: ${problems.join('; ')}.`, {
        detalhes: problems,
      });

    const body = {
      ordem: orderId,
      tipoGas: gas,
      tipoEvento: kind,
      quantidadeKg: dto.quantidadeKg,
      dataEvento: day,
      equipamentoId: equipment.id,
    };
    const hash = createHash('sha256').update(canonicalJson(body)).digest();
    const insert = () =>
      this.dataSource.transaction(async (manager) => {
        const rows = await manager.query(
          `INSERT INTO fluido_evento (id, empresa_id, ordem_servico_id, equipamento_id, setor, tipo_gas, tipo_evento, quantidade_kg, data_evento, request_hash, registrado_por)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (id) DO NOTHING RETURNING id`,
          [
            dto.id,
            session.companyId,
            orderId,
            equipment.id,
            equipment.setor ?? 'Sem setor',
            gas,
            kind,
            dto.quantidadeKg,
            day,
            hash,
            session.userId,
          ],
        );
        if (rows.length > 0) {
          await manager.query(
            `INSERT INTO fluido_evento_auditoria (empresa_id, evento_id, acao, usuario_id, depois) VALUES ($1, $2, 'CRIADO', $3, $4)`,
            [session.companyId, dto.id, session.userId, body],
          );
        }
        return rows.length > 0;
      });
    // Two resends racing: the loser may meet the other unique index (empresa_id, id) instead of
    // the primary key ON CONFLICT names; either way the record exists and is compared below.
    const inserted = await insert().catch((error: unknown) => {
      if (isPostgresError(error, PG_UNIQUE_VIOLATION)) return false;
      throw error;
    });
    const [stored] = await this.dataSource.query(
      `SELECT empresa_id, request_hash FROM fluido_evento WHERE id = $1`,
      [dto.id],
    );
    if (
      !inserted &&
      (stored.empresa_id !== session.companyId || !hash.equals(stored.request_hash))
    ) {
      throw fieldServiceError(
        'FLUIDO_ID_REUTILIZADO',
        'Este id já foi usado para outro registro de fluido; gere um id novo.',
      );
    }
    return { created: inserted, event: await this.get(session.companyId, dto.id) };
  }

  async get(companyId: string, id: string): Promise<FluidEventView> {
    const [row] = isUuid(id)
      ? await this.dataSource.query(
          `${VIEW} WHERE e.empresa_id = $1 AND e.id = $2 AND e.excluido_em IS NULL`,
          [companyId, id],
        )
      : [];
    if (!row) throw platformError('NAO_ENCONTRADO', 'Registro de fluido não encontrado.');
    return toView(row);
  }

  async list(
    companyId: string,
    filter: { ano?: number; setor?: string; tipoGas?: string; pagina: number; porPagina: number },
  ) {
    const where = `e.empresa_id = $1 AND e.excluido_em IS NULL AND ($2::int IS NULL OR extract(year FROM e.data_evento) = $2)
                   AND ($3::text IS NULL OR e.setor = $3) AND ($4::text IS NULL OR e.tipo_gas = $4)`;
    const params = [companyId, filter.ano ?? null, filter.setor ?? null, filter.tipoGas ?? null];
    const [{ total }] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM fluido_evento e WHERE ${where}`,
      params,
    );
    const rows = await this.dataSource.query(
      `${VIEW} WHERE ${where} ORDER BY e.data_evento DESC, e.registrado_em DESC LIMIT ${filter.porPagina} OFFSET ${(filter.pagina - 1) * filter.porPagina}`,
      params,
    );
    return { itens: rows.map(toView), total, pagina: filter.pagina, porPagina: filter.porPagina };
  }

  gases(): Promise<RefrigerantGas[]> {
    return this.dataSource.query(
      `SELECT codigo, gwp::float AS gwp, fonte FROM gas_refrigerante ORDER BY codigo`,
    );
  }

  /** A correction by a supervisor or administrator, recorded with the values before and after and the reason. */
  async correct(session: SessionPrincipal, id: string, dto: CorrectFluidEventDto) {
    const before = await this.get(session.companyId, id);
    const problems: string[] = [];
    const merged = {
      tipoGas: dto.tipoGas ?? before.tipoGas,
      tipoEvento: dto.tipoEvento ?? before.tipoEvento,
      quantidadeKg: dto.quantidadeKg ?? before.quantidadeKg,
      dataEvento: dto.dataEvento ?? before.dataEvento,
    };
    const { kind, gas, day } = await this.readValues(session, merged, problems);
    if (problems.length > 0)
      throw platformError('DADOS_INVALIDOS', `Dados inválidos: ${problems.join('; ')}.`, {
        detalhes: problems,
      });
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `UPDATE fluido_evento SET tipo_gas = $3, tipo_evento = $4, quantidade_kg = $5, data_evento = $6 WHERE empresa_id = $1 AND id = $2`,
        [session.companyId, id, gas, kind, merged.quantidadeKg, day],
      );
      await this.audit(
        manager,
        session,
        id,
        'CORRIGIDO',
        before,
        { tipoGas: gas, tipoEvento: kind, quantidadeKg: merged.quantidadeKg, dataEvento: day },
        dto.motivo,
      );
    });
    return this.get(session.companyId, id);
  }

  /** Deletion keeps the row (excluded from reports and lists) and records who, when and why. */
  async remove(session: SessionPrincipal, id: string, reason: string) {
    const before = await this.get(session.companyId, id);
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `UPDATE fluido_evento SET excluido_em = now() WHERE empresa_id = $1 AND id = $2`,
        [session.companyId, id],
      );
      await this.audit(manager, session, id, 'EXCLUIDO', before, null, reason);
    });
  }

  async auditTrail(companyId: string, id: string): Promise<FluidAuditEntry[]> {
    const rows = await this.dataSource.query(
      `SELECT a.acao, u.name AS usuario, a.em, a.antes, a.depois, a.depois->>'motivo' AS motivo
         FROM fluido_evento_auditoria a LEFT JOIN users u ON u.id = a.usuario_id
        WHERE a.empresa_id = $1 AND a.evento_id = $2 ORDER BY a.em, a.id`,
      [companyId, id],
    );
    if (rows.length === 0)
      throw platformError('NAO_ENCONTRADO', 'Registro de fluido não encontrado.');
    return rows.map((row: Omit<FluidAuditEntry, 'em'> & { em: Date }) => ({
      ...row,
      em: row.em.toISOString(),
    }));
  }

  /** Event kind, gas and date read with the same rules everywhere; problems are appended to the list. */
  private async readValues(
    session: SessionPrincipal,
    dto: { tipoGas: string; tipoEvento: string; dataEvento: string },
    problems: string[],
  ) {
    const kind =
      EVENT_KINDS[normalize(dto.tipoEvento)] ??
      (['RECARGA', 'RETIRADA', 'VAZAMENTO'].includes(dto.tipoEvento.toUpperCase())
        ? (dto.tipoEvento.toUpperCase() as FluidEventKind)
        : undefined);
    if (!kind)
      problems.push(
        `tipoEvento: "${dto.tipoEvento}" não reconhecido; use Recarga, Retirada ou Vazamento`,
      );
    const gases: Array<{ codigo: string }> = await this.dataSource.query(
      `SELECT codigo FROM gas_refrigerante ORDER BY codigo`,
    );
    const gas = gases.find((candidate) => gasKey(candidate.codigo) === gasKey(dto.tipoGas))?.codigo;
    if (!gas)
      problems.push(
        `tipoGas: "${dto.tipoGas}" não está na tabela de gases (${gases.map((row) => row.codigo).join(', ')})`,
      );
    const day = readDay(dto.dataEvento);
    if (!day) problems.push('dataEvento: data inválida');
    else if (day > localDate(new Date(), session.timeZone))
      problems.push('dataEvento: não pode estar no futuro');
    return { kind, gas, day };
  }

  private audit(
    manager: EntityManager,
    session: SessionPrincipal,
    id: string,
    action: string,
    before: object | null,
    after: object | null,
    reason: string,
  ) {
    return manager.query(
      `INSERT INTO fluido_evento_auditoria (empresa_id, evento_id, acao, usuario_id, antes, depois) VALUES ($1, $2, $3, $4, $5, $6)`,
      [session.companyId, id, action, session.userId, before, { ...(after ?? {}), motivo: reason }],
    );
  }
}

const VIEW = `SELECT e.id, e.ordem_servico_id, o.codigo AS ordem_codigo, e.equipamento_id, q.codigo AS equipamento_codigo, e.setor,
                     e.tipo_gas, e.tipo_evento, e.quantidade_kg, e.data_evento, e.registrado_em, u.name AS registrado_por
                FROM fluido_evento e
                LEFT JOIN ordem_servico o ON o.id = e.ordem_servico_id
                LEFT JOIN equipamento q ON q.id = e.equipamento_id
                LEFT JOIN users u ON u.id = e.registrado_por`;

function toView(row: Record<string, unknown>): FluidEventView {
  return {
    id: row.id as string,
    ordemServicoId: row.ordem_servico_id as string | null,
    ordemServicoCodigo: row.ordem_codigo as string | null,
    equipamentoId: row.equipamento_id as string | null,
    equipamentoCodigo: row.equipamento_codigo as string | null,
    setor: row.setor as string,
    tipoGas: row.tipo_gas as string,
    tipoEvento: row.tipo_evento as FluidEventKind,
    quantidadeKg: Number(row.quantidade_kg),
    dataEvento: row.data_evento as string,
    registradoEm: (row.registrado_em as Date).toISOString(),
    registradoPor: row.registrado_por as string | null,
  };
}

function normalize(text: string) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
}

/** `r410a`, `R 410A`, `R-410A` are the same gas. */
function gasKey(code: string) {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

function readDay(text: string): string | undefined {
  const br = /^(\d{2})\/(\d{2})\/(\d{4})/.exec(text);
  const day = br ? `${br[3]}-${br[2]}-${br[1]}` : text.slice(0, 10);
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day ? day : undefined;
}
