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
import { fluidEvent } from '../common/webhook-events';
import type { CorrectFluidEventDto } from './fluid-admin.dto';
import type { CaptureFluidEventDto } from './fluid-event.dto';
import {
  type FluidAuditEntry,
  type FluidEventKind,
  type FluidEventView,
  gasKey,
  RECOVERY_DESTINATIONS,
  type RefrigerantGas,
  localDate,
} from '@campo/contracts';
import { FluidCaptureHooks, type OrderFluidCapture } from './fluid-capture-hooks';
import { FluidCylinderService } from './fluid-cylinder.service';
import { captureFlags, gasRefusal } from './fluid-checks';
import { FluidRepository, type RecoveryFields } from './fluid.repository';
import { GasDeclarationRepository } from './gas-declaration.repository';

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
    private readonly declarations: GasDeclarationRepository,
    private readonly webhooks: WebhookEmitter,
    private readonly hooks: FluidCaptureHooks,
    private readonly cylinders: FluidCylinderService,
  ) {}

  /**
   * `fromPhone`: recorded by the technician's app on the order's visit, so the visit report's
   * hooks judge it (`FluidCaptureHooks`); an event added by hand is the log's own record.
   */
  async capture(
    session: SessionPrincipal,
    orderId: string | null,
    dto: CaptureFluidEventDto,
    { fromPhone = false }: { fromPhone?: boolean } = {},
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
    const recovery = this.readRecovery(kind, dto, problems);
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
      ...(recovery ?? {}),
      // Only when picked, so a record queued before cylinders existed hashes as it did.
      ...(dto.cilindroId ? { cilindroId: dto.cilindroId } : {}),
    };
    const hash = createHash('sha256').update(canonicalJson(body)).digest();
    // A resend of a stored id is answered from what is stored, whatever the checks say now.
    let gasToConfirm: { tecnico: string } | null = null;
    if (!(await this.events.stored(dto.id))) {
      const accepted = await this.events.gasesOnDay(session.companyId, equipment.id, day);
      const declared = accepted.some((code) => code?.trim())
        ? undefined
        : await this.declarations.pending(session.companyId, equipment.id);
      const refusal = gasRefusal(equipment, accepted, gas, day, declared?.tipoGas ?? null);
      if (refusal) throw fieldServiceError(refusal.codigo, refusal.erro);
      if (declared) gasToConfirm = { tecnico: declared.tecnico.nome };
      if (dto.cilindroId)
        await this.cylinders.forEvent(session.companyId, dto.cilindroId, { kind, gas });
    }
    const window = orderId
      ? await this.events.orderWindow(session.companyId, orderId, session.timeZone)
      : undefined;
    const visitCapture: OrderFluidCapture | null =
      fromPhone && orderId
        ? {
            companyId: session.companyId,
            orderId,
            event: {
              id: dto.id,
              tipoGas: gas,
              tipoEvento: kind,
              quantidadeKg: dto.quantidadeKg,
              dataEvento: day,
            },
          }
        : null;
    const insert = () =>
      this.dataSource.transaction(async (manager) => {
        // A resend of a stored event is not judged again (it is answered below as stored).
        if (visitCapture && !(await this.events.stored(dto.id, manager)))
          await this.hooks.guard(visitCapture, manager);
        // One capture per equipment at a time, so two copies sent together see each other.
        await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [equipment.id]);
        // And one charge per supply cylinder at a time, so its remaining mass is read exactly.
        const supplyId = kind === 'RECARGA' ? dto.cilindroId : undefined;
        if (supplyId) await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [supplyId]);
        const cylinder = supplyId
          ? await this.cylinders.remaining(session.companyId, supplyId, manager)
          : null;
        const flags = captureFlags({
          kind,
          gas,
          kg: dto.quantidadeKg,
          day,
          chargeKg: equipment.cargaGasKg,
          order: window ?? null,
          sameDay: await this.events.sameDay(session.companyId, equipment.id, day, dto.id, manager),
          gasToConfirm,
          cylinder,
        });
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
            flags,
            recovery,
            cylinderId: dto.cilindroId ?? null,
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
              after: flags.length > 0 ? { ...body, sinais: flags } : body,
            },
            manager,
          );
          await this.webhooks.emit(
            manager,
            session.companyId,
            'fluido.registrado',
            fluidEvent(dto.id, body),
          );
          if (visitCapture) await this.hooks.stored(visitCapture, manager);
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
    filter: {
      ano?: number;
      setor?: string;
      tipoGas?: string;
      clienteId?: string;
      contratoId?: string;
    },
    page: PageRequest,
  ) {
    const { itens, total } = await this.events.list(
      companyId,
      {
        ano: filter.ano ?? null,
        setor: filter.setor ?? null,
        tipoGas: filter.tipoGas ?? null,
        clienteId: filter.clienteId ?? null,
        contratoId: filter.contratoId ?? null,
      },
      page,
    );
    return { itens, total, pagina: page.pagina, porPagina: page.porPagina };
  }

  gases(): Promise<RefrigerantGas[]> {
    return this.events.gases();
  }

  /**
   * A correction by a supervisor or administrator, recorded with the values before and after
   * and the reason. The gas is checked as at capture; a correction closes a pending review.
   */
  async correct(session: SessionPrincipal, id: string, dto: CorrectFluidEventDto) {
    const before = await this.get(session.companyId, id);
    const problems: string[] = [];
    const merged = {
      tipoGas: dto.tipoGas ?? before.tipoGas,
      tipoEvento: dto.tipoEvento ?? before.tipoEvento,
      quantidadeKg: dto.quantidadeKg ?? before.quantidadeKg,
      dataEvento: dto.dataEvento ?? before.dataEvento,
      destino: dto.destino ?? before.destino ?? undefined,
      cilindro: dto.cilindro ?? before.cilindro ?? undefined,
      certificado: dto.certificado ?? before.certificado ?? undefined,
      cilindroId: before.cilindroId ?? undefined,
    };
    const { kind, gas, day } = await this.readValues(session, merged, problems);
    const recoveryChanged =
      dto.destino !== undefined || dto.cilindro !== undefined || dto.certificado !== undefined;
    const recovery =
      kind === 'RETIRADA' && (recoveryChanged || before.tipoEvento !== 'RETIRADA')
        ? this.readRecovery(kind, merged, problems)
        : kind === 'RETIRADA'
          ? undefined
          : { destino: null, cilindro: null, certificado: null };
    if (problems.length > 0 || !kind || !gas || !day)
      throw platformError('DADOS_INVALIDOS', `Dados inválidos: ${problems.join('; ')}.`, {
        detalhes: problems,
      });
    const equipment = before.equipamentoId
      ? await this.events.equipment(session.companyId, before.equipamentoId)
      : undefined;
    if (equipment && (gas !== before.tipoGas || day !== before.dataEvento)) {
      const refusal = gasRefusal(
        equipment,
        await this.events.gasesOnDay(session.companyId, equipment.id, day),
        gas,
        day,
      );
      if (refusal) throw fieldServiceError(refusal.codigo, refusal.erro);
    }
    // A picked cylinder keeps fitting the event: same gas, same purpose.
    if (before.cilindroId && (gas !== before.tipoGas || kind !== before.tipoEvento))
      await this.cylinders.forEvent(session.companyId, before.cilindroId, { kind, gas });
    await this.dataSource.transaction(async (manager) => {
      await this.events.update(
        session.companyId,
        id,
        { gas, kind, kg: merged.quantidadeKg, day, recovery },
        manager,
      );
      await this.events.closeReview(session.companyId, id, 'CORRIGIDO', session.userId, manager);
      await this.audit(
        session,
        id,
        'CORRIGIDO',
        before,
        {
          tipoGas: gas,
          tipoEvento: kind,
          quantidadeKg: merged.quantidadeKg,
          dataEvento: day,
          ...(recovery ?? {}),
        },
        dto.motivo,
        manager,
      );
    });
    return this.get(session.companyId, id);
  }

  /** A supervisor confirms a flagged event as it is, with the reason (audited); only a pending one. */
  async confirm(session: SessionPrincipal, id: string, reason: string) {
    const before = await this.get(session.companyId, id);
    await this.dataSource.transaction(async (manager) => {
      const closed = await this.events.closeReview(
        session.companyId,
        id,
        'CONFIRMADO',
        session.userId,
        manager,
      );
      if (!closed)
        throw fieldServiceError(
          'FLUIDO_SEM_REVISAO_PENDENTE',
          'Este registro de fluido não está aguardando revisão.',
        );
      await this.audit(
        session,
        id,
        'CONFIRMADO',
        before,
        { revisao: 'CONFIRMADO' },
        reason,
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
      await this.events.closeReview(session.companyId, id, 'EXCLUIDO', session.userId, manager);
      await this.audit(session, id, 'EXCLUIDO', before, null, reason, manager);
    });
  }

  /** The review list: flagged events waiting (or every flagged one), newest first. */
  async flagged(companyId: string, pendentes: boolean, page: PageRequest) {
    const { itens, total } = await this.events.flagged(companyId, { pendentes }, page);
    return { itens, total, pagina: page.pagina, porPagina: page.porPagina };
  }

  async auditTrail(companyId: string, id: string): Promise<FluidAuditEntry[]> {
    const entries = await this.events.auditTrail(companyId, id);
    if (entries.length === 0) throw fluidEventNotFound();
    return entries;
  }

  /**
   * A withdrawal's cylinder and destination; none for other kinds. With a registered
   * recovery cylinder (`cilindroId`) the destination is optional: it is recorded on the
   * cylinder when the gas leaves it. Without one (records made before cylinders were
   * registered) the free-text cylinder and the destination are required, as before.
   */
  private readRecovery(
    kind: FluidEventKind | undefined,
    dto: { destino?: string; cilindro?: string; certificado?: string; cilindroId?: string },
    problems: string[],
  ): RecoveryFields | undefined {
    if (kind !== 'RETIRADA') return undefined;
    const destino = RECOVERY_DESTINATIONS.find((value) => value === dto.destino);
    if (!destino && !dto.cilindroId)
      problems.push(
        'destino: informe para onde foi o gás recolhido (REUTILIZADO_NO_LOCAL, REGENERACAO ou DESTRUICAO)',
      );
    const cilindro = dto.cilindro?.trim();
    if (!cilindro && !dto.cilindroId)
      problems.push('cilindroId: escolha o cilindro de recolhimento que recebeu o gás');
    return {
      destino: destino ?? null,
      cilindro: cilindro ?? null,
      certificado: dto.certificado?.trim() || null,
    };
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

function readDay(text: string): string | undefined {
  const br = /^(\d{2})\/(\d{2})\/(\d{4})/.exec(text);
  const day = br ? `${br[3]}-${br[2]}-${br[1]}` : text.slice(0, 10);
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day ? day : undefined;
}
