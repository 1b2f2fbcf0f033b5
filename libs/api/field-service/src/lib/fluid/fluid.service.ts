import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { canonicalJson, platformError, SessionPrincipal } from '@campo/platform';
import { fieldServiceError } from '../common/field-service-errors';
import { localDate } from '../rgm-closing/closing-calendar';
import type { CaptureFluidEventDto } from './fluid-event.dto';

export type FluidEventKind = 'RECARGA' | 'RETIRADA' | 'VAZAMENTO';

const EVENT_KINDS: Record<string, FluidEventKind> = {
  recarga: 'RECARGA', reposicao: 'RECARGA', carga: 'RECARGA', complemento: 'RECARGA',
  retirada: 'RETIRADA', recolhimento: 'RETIRADA', recuperacao: 'RETIRADA',
  vazamento: 'VAZAMENTO', fuga: 'VAZAMENTO', perda: 'VAZAMENTO',
};

export interface FluidEventView {
  id: string;
  ordemServicoId: string | null;
  equipamentoId: string | null;
  setor: string;
  tipoGas: string;
  tipoEvento: FluidEventKind;
  quantidadeKg: number;
  dataEvento: string;
  registradoEm: string;
}

/**
 * Captures refrigerant gas events from the field. The client generates the id,
 * so a phone that resends after a lost answer creates nothing twice: the same id
 * and body give back the same record, the same id with another body is refused.
 * The sector is copied from the equipment at capture time.
 */
@Injectable()
export class FluidService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async capture(session: SessionPrincipal, orderId: string, dto: CaptureFluidEventDto): Promise<{ created: boolean; event: FluidEventView }> {
    const [order] = /^[0-9a-f-]{36}$/i.test(orderId)
      ? await this.dataSource.query(`SELECT id, equipamento_id FROM ordem_servico WHERE empresa_id = $1 AND id = $2`, [session.companyId, orderId])
      : [];
    if (!order) throw platformError('NAO_ENCONTRADO', 'Ordem de serviço não encontrada.');
    if (session.role === 'TECNICO') {
      const [allocated] = await this.dataSource.query(
        `SELECT 1 FROM alocacao WHERE empresa_id = $1 AND ordem_servico_id = $2 AND tecnico_id = $3`,
        [session.companyId, orderId, session.userId],
      );
      if (!allocated) throw platformError('ACESSO_NEGADO', 'Só um técnico alocado à ordem pode registrar fluido nela.');
    }

    const problems: string[] = [];
    const kind = EVENT_KINDS[normalize(dto.tipoEvento)] ?? (['RECARGA', 'RETIRADA', 'VAZAMENTO'].includes(dto.tipoEvento.toUpperCase()) ? (dto.tipoEvento.toUpperCase() as FluidEventKind) : undefined);
    if (!kind) problems.push(`tipoEvento: "${dto.tipoEvento}" não reconhecido; use Recarga, Retirada ou Vazamento`);
    const gases: Array<{ codigo: string }> = await this.dataSource.query(`SELECT codigo FROM gas_refrigerante ORDER BY codigo`);
    const gas = gases.find((candidate) => gasKey(candidate.codigo) === gasKey(dto.tipoGas))?.codigo;
    if (!gas) problems.push(`tipoGas: "${dto.tipoGas}" não está na tabela de gases (${gases.map((row) => row.codigo).join(', ')})`);
    const day = readDay(dto.dataEvento);
    const today = localDate(new Date(), session.timeZone);
    if (!day) problems.push('dataEvento: data inválida');
    else if (day > today) problems.push('dataEvento: não pode estar no futuro');
    const equipmentId = dto.equipamentoId ?? order.equipamento_id;
    const [equipment] = equipmentId
      ? await this.dataSource.query(`SELECT id, setor FROM equipamento WHERE empresa_id = $1 AND id = $2`, [session.companyId, equipmentId])
      : [];
    if (equipmentId && !equipment) problems.push('equipamentoId: equipamento não encontrado');
    if (!equipmentId) problems.push('equipamentoId: a ordem não tem equipamento; informe equipamentoId');
    if (problems.length > 0) throw platformError('DADOS_INVALIDOS', `Dados inválidos: ${problems.join('; ')}.`, { detalhes: problems });

    const body = { ordem: orderId, tipoGas: gas, tipoEvento: kind, quantidadeKg: dto.quantidadeKg, dataEvento: day, equipamentoId: equipment.id };
    const hash = createHash('sha256').update(canonicalJson(body)).digest();
    const inserted = await this.dataSource.transaction(async (manager) => {
      const rows = await manager.query(
        `INSERT INTO fluido_evento (id, empresa_id, ordem_servico_id, equipamento_id, setor, tipo_gas, tipo_evento, quantidade_kg, data_evento, request_hash, registrado_por)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (id) DO NOTHING RETURNING id`,
        [dto.id, session.companyId, orderId, equipment.id, equipment.setor ?? 'Sem setor', gas, kind, dto.quantidadeKg, day, hash, session.userId],
      );
      if (rows.length > 0) {
        await manager.query(`INSERT INTO fluido_evento_auditoria (empresa_id, evento_id, acao, usuario_id, depois) VALUES ($1, $2, 'CRIADO', $3, $4)`, [
          session.companyId, dto.id, session.userId, body,
        ]);
      }
      return rows.length > 0;
    });
    const [stored] = await this.dataSource.query(`SELECT empresa_id, request_hash FROM fluido_evento WHERE id = $1`, [dto.id]);
    if (!inserted && (stored.empresa_id !== session.companyId || !hash.equals(stored.request_hash))) {
      throw fieldServiceError('FLUIDO_ID_REUTILIZADO', 'Este id já foi usado para outro registro de fluido; gere um id novo.');
    }
    return { created: inserted, event: await this.get(session.companyId, dto.id) };
  }

  async get(companyId: string, id: string): Promise<FluidEventView> {
    const [row] = await this.dataSource.query(
      `SELECT id, ordem_servico_id, equipamento_id, setor, tipo_gas, tipo_evento, quantidade_kg, data_evento, registrado_em
         FROM fluido_evento WHERE empresa_id = $1 AND id = $2`,
      [companyId, id],
    );
    if (!row) throw platformError('NAO_ENCONTRADO', 'Registro de fluido não encontrado.');
    return {
      id: row.id,
      ordemServicoId: row.ordem_servico_id,
      equipamentoId: row.equipamento_id,
      setor: row.setor,
      tipoGas: row.tipo_gas,
      tipoEvento: row.tipo_evento,
      quantidadeKg: Number(row.quantidade_kg),
      dataEvento: row.data_evento,
      registradoEm: row.registrado_em.toISOString(),
    };
  }
}

function normalize(text: string) {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase();
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
