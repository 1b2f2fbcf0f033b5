import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import {
  canonicalJson,
  isPostgresError,
  type PageRequest,
  PG_UNIQUE_VIOLATION,
  platformError,
  SessionPrincipal,
  WebhookEmitter,
} from '@campo/platform';
import { fieldServiceError } from '../common/field-service-errors';
import { localDate } from '../common/local-date';
import { fluidEvent } from '../common/webhook-events';
import type { CorrectFluidEventDto } from './fluid-admin.dto';
import type { CaptureFluidEventDto } from './fluid-event.dto';
import {
  type FluidAuditEntry,
  type FluidEventKind,
  type FluidEventView,
  type RefrigerantGas,
} from '@campo/contracts';
import { FluidRepository } from './fluid.repository';

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
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: FluidRepository,
    private readonly webhooks: WebhookEmitter,
  ) {}

  async capture(
    session: SessionPrincipal,
    orderId: string | null,
    dto: CaptureFluidEventDto,
  ): Promise<{ created: boolean; event: FluidEventView }> {
    const order = orderId ? await this.events.order(session.companyId, orderId) : undefined;
    // A technician touches only the orders allocated to them: any other is not found, as in
    // the rest of the technician's app.
    const hidden =
      session.role === 'TECNICO' &&
      order &&
      !(await this.events.isAllocated(session.companyId, order.id, session.userId));
    if ((orderId && !order) || hidden)
      throw platformError('NAO_ENCONTRADO', 'Ordem de serviço não encontrada.');

    const problems: string[] = [];
    const { kind, gas, day } = await this.readValues(session, dto, problems);
    const equipmentId = dto.equipamentoId ?? order?.equipamentoId;
    const equipment = equipmentId
      ? await this.events.equipment(session.companyId, equipmentId)
      : undefined;
    if (equipmentId && !equipment) problems.push('equipamentoId: equipamento não encontrado');
    if (!equipmentId)
      problems.push('equipamentoId: a ordem não tem equipamento; informe equipamentoId');
    if (problems.length > 0 || !equipment || !kind || !gas || !day)
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
        const inserted = await this.events.insert(
          {
            id: dto.id,
            companyId: session.companyId,
            orderId,
            equipmentId: equipment.id,
            sector: equipment.setor ?? 'Sem setor',
            gas,
            kind,
            kg: dto.quantidadeKg,
            day,
            requestHash: hash,
            userId: session.userId,
          },
          manager,
        );
        if (inserted) {
          await this.events.insertAudit(
            {
              companyId: session.companyId,
              eventId: dto.id,
              action: 'CRIADO',
              userId: session.userId,
              before: null,
              after: body,
            },
            manager,
          );
          await this.webhooks.emit(
            manager,
            session.companyId,
            'fluido.registrado',
            fluidEvent(dto.id, body),
          );
        }
        return inserted;
      });
    // Two resends racing: the loser may meet the other unique index (empresa_id, id) instead of
    // the primary key ON CONFLICT names; either way the record exists and is compared below.
    const inserted = await insert().catch((error: unknown) => {
      if (isPostgresError(error, PG_UNIQUE_VIOLATION)) return false;
      throw error;
    });
    const stored = await this.events.stored(dto.id);
    if (
      !inserted &&
      (stored!.companyId !== session.companyId || !hash.equals(stored!.requestHash))
    ) {
      throw fieldServiceError(
        'FLUIDO_ID_REUTILIZADO',
        'Este id já foi usado para outro registro de fluido; gere um id novo.',
      );
    }
    return { created: inserted, event: await this.get(session.companyId, dto.id) };
  }

  async get(companyId: string, id: string): Promise<FluidEventView> {
    const event = await this.events.find(companyId, id);
    if (!event) throw fluidEventNotFound();
    return event;
  }

  async list(
    companyId: string,
    filter: { ano?: number; setor?: string; tipoGas?: string },
    page: PageRequest,
  ) {
    const { itens, total } = await this.events.list(
      companyId,
      { ano: filter.ano ?? null, setor: filter.setor ?? null, tipoGas: filter.tipoGas ?? null },
      page,
    );
    return { itens, total, pagina: page.pagina, porPagina: page.porPagina };
  }

  gases(): Promise<RefrigerantGas[]> {
    return this.events.gases();
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
    if (problems.length > 0 || !kind || !gas || !day)
      throw platformError('DADOS_INVALIDOS', `Dados inválidos: ${problems.join('; ')}.`, {
        detalhes: problems,
      });
    await this.dataSource.transaction(async (manager) => {
      await this.events.update(
        session.companyId,
        id,
        { gas, kind, kg: merged.quantidadeKg, day },
        manager,
      );
      await this.audit(
        session,
        id,
        'CORRIGIDO',
        before,
        { tipoGas: gas, tipoEvento: kind, quantidadeKg: merged.quantidadeKg, dataEvento: day },
        dto.motivo,
        manager,
      );
    });
    return this.get(session.companyId, id);
  }

  /** Deletion keeps the row (excluded from reports and lists) and records who, when and why. */
  async remove(session: SessionPrincipal, id: string, reason: string) {
    const before = await this.get(session.companyId, id);
    await this.dataSource.transaction(async (manager) => {
      await this.events.markDeleted(session.companyId, id, manager);
      await this.audit(session, id, 'EXCLUIDO', before, null, reason, manager);
    });
  }

  async auditTrail(companyId: string, id: string): Promise<FluidAuditEntry[]> {
    const entries = await this.events.auditTrail(companyId, id);
    if (entries.length === 0) throw fluidEventNotFound();
    return entries;
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
    const gases = await this.events.gasCodes();
    const gas = gases.find((code) => gasKey(code) === gasKey(dto.tipoGas));
    if (!gas)
      problems.push(`tipoGas: "${dto.tipoGas}" não está na tabela de gases (${gases.join(', ')})`);
    const day = readDay(dto.dataEvento);
    if (!day) problems.push('dataEvento: data inválida');
    else if (day > localDate(new Date(), session.timeZone))
      problems.push('dataEvento: não pode estar no futuro');
    return { kind, gas, day };
  }

  private audit(
    session: SessionPrincipal,
    id: string,
    action: string,
    before: object | null,
    after: object | null,
    reason: string,
    manager: EntityManager,
  ) {
    return this.events.insertAudit(
      {
        companyId: session.companyId,
        eventId: id,
        action,
        userId: session.userId,
        before,
        after: { ...(after ?? {}), motivo: reason },
      },
      manager,
    );
  }
}

export const fluidEventNotFound = () =>
  platformError('NAO_ENCONTRADO', 'Registro de fluido não encontrado.');

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
