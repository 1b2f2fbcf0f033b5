import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { type GasDeclaration, gasKey, localDate } from '@campo/contracts';
import {
  canonicalJson,
  isPostgresError,
  PG_UNIQUE_VIOLATION,
  platformError,
  type SessionPrincipal,
} from '@campo/platform';
import { fieldServiceError } from '../common/field-service-errors';
import type { GasDeclarationDto } from './gas-declaration.dto';
import { GasDeclarationRepository } from './gas-declaration.repository';
import { FluidRepository } from './fluid.repository';
import { GasService } from './gas.service';

/**
 * A unit's gas declared by the technician from the phone (the unit had none registered):
 * stored waiting for the supervisor, and meanwhile the unit's gas events with that gas are
 * accepted flagged GAS_A_CONFIRMAR (the report and the log hold them). Confirming records
 * the unit's gas as the admin's gas change does and closes those events' review;
 * rejecting keeps them in the fluid review for the supervisor to correct or delete.
 */
@Injectable()
export class GasDeclarationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly declarations: GasDeclarationRepository,
    private readonly events: FluidRepository,
    private readonly gas: GasService,
  ) {}

  /** The phone's write, idempotent by its id: created false when the same id and body came again. */
  async declare(
    session: SessionPrincipal,
    orderId: string,
    dto: GasDeclarationDto,
  ): Promise<{ created: boolean; declaration: GasDeclaration }> {
    const order = await this.events.order(session.companyId, orderId);
    if (!order || !(await this.events.isAllocated(session.companyId, orderId, session.userId)))
      throw platformError('NAO_ENCONTRADO', 'Ordem de serviço não encontrada.');
    const codes = await this.events.gasCodes();
    const gas = codes.find((code) => gasKey(code) === gasKey(dto.tipoGas));
    if (!gas)
      throw platformError(
        'DADOS_INVALIDOS',
        `Dados inválidos: tipoGas: "${dto.tipoGas}" não está na tabela de gases (${codes.join(', ')}).`,
        { detalhes: [`tipoGas: "${dto.tipoGas}" não está na tabela de gases`] },
      );
    if (!order.equipamentoId)
      throw platformError(
        'DADOS_INVALIDOS',
        'Dados inválidos: a ordem não tem equipamento para declarar o gás.',
        { detalhes: ['ordem: sem equipamento'] },
      );
    const body = {
      ordem: orderId,
      tipoGas: gas,
      cargaGasKg: dto.cargaGasKg ?? null,
      observacao: dto.observacao?.trim() || null,
    };
    const hash = createHash('sha256').update(canonicalJson(body)).digest();
    const stored = await this.declarations.find(dto.id);
    if (stored) return { created: false, declaration: this.same(stored, session, hash) };

    const equipment = (await this.events.equipment(session.companyId, order.equipamentoId))!;
    if (equipment.tipoGas)
      throw fieldServiceError(
        'GAS_JA_CADASTRADO',
        `O equipamento ${equipment.codigo} já tem o gás ${equipment.tipoGas} cadastrado; não é preciso informá-lo.`,
      );
    const pending = await this.declarations.pending(session.companyId, equipment.id);
    if (pending && gasKey(pending.tipoGas) !== gasKey(gas))
      throw fieldServiceError(
        'GAS_JA_DECLARADO',
        `Já foi informado o gás ${pending.tipoGas} para o equipamento ${equipment.codigo} ` +
          `(${pending.tecnico.nome}); ele aguarda a confirmação do supervisor.`,
      );
    if (pending) return { created: false, declaration: strip(pending) };
    const inserted = await this.dataSource
      .transaction((manager) =>
        this.declarations.insert(
          {
            id: dto.id,
            companyId: session.companyId,
            equipmentId: equipment.id,
            orderId,
            userId: session.userId,
            gas,
            chargeKg: body.cargaGasKg,
            note: body.observacao,
            requestHash: hash,
          },
          manager,
        ),
      )
      .catch((error: unknown) => {
        if (isPostgresError(error, PG_UNIQUE_VIOLATION)) return false;
        throw error;
      });
    const now = await this.declarations.find(dto.id);
    if (now) return { created: inserted, declaration: this.same(now, session, hash) };
    // Another declaration of the same unit won the race: answer it (same gas) or refuse.
    return this.declare(session, orderId, dto);
  }

  list(companyId: string, pendingOnly: boolean): Promise<GasDeclaration[]> {
    return this.declarations.list(companyId, pendingOnly);
  }

  /** The supervisor confirms: the unit's gas is recorded from the declaration's day on. */
  async confirm(session: SessionPrincipal, id: string, reason: string): Promise<GasDeclaration> {
    const declaration = await this.waiting(session, id);
    const equipment = (await this.events.equipment(session.companyId, declaration.equipamento.id))!;
    await this.dataSource.transaction(async (manager) => {
      if (
        !(await this.declarations.decide(
          manager,
          session.companyId,
          id,
          'CONFIRMADA',
          session.userId,
          reason.trim(),
        ))
      )
        throw decided();
      await this.gas.recordChange(manager, session, equipment, {
        gas: declaration.tipoGas,
        chargeKg: declaration.cargaGasKg,
        day: localDate(new Date(declaration.declaradoEm), session.timeZone),
        reason:
          `Gás informado por ${declaration.tecnico.nome}` +
          `${declaration.ordem ? ` no atendimento ${declaration.ordem.codigo}` : ''}; ` +
          `confirmado: ${reason.trim()}`,
      });
      const confirmed = await this.declarations.confirmFlaggedEvents(
        manager,
        session.companyId,
        equipment.id,
        declaration.tipoGas,
        session.userId,
      );
      for (const eventId of confirmed)
        await this.events.insertAudit(
          {
            companyId: session.companyId,
            eventId,
            action: 'CONFIRMADO',
            userId: session.userId,
            before: null,
            after: { revisao: 'CONFIRMADO', declaracaoGas: id, motivo: reason.trim() },
          },
          manager,
        );
    });
    return strip((await this.declarations.find(id))!);
  }

  /** The supervisor rejects, with the reason: the unit's gas stays unknown. */
  async reject(session: SessionPrincipal, id: string, reason: string): Promise<GasDeclaration> {
    await this.waiting(session, id);
    await this.dataSource.transaction(async (manager) => {
      if (
        !(await this.declarations.decide(
          manager,
          session.companyId,
          id,
          'REJEITADA',
          session.userId,
          reason.trim(),
        ))
      )
        throw decided();
    });
    return strip((await this.declarations.find(id))!);
  }

  private async waiting(session: SessionPrincipal, id: string) {
    const declaration = await this.declarations.find(id);
    if (!declaration || declaration.empresaId !== session.companyId) throw declarationNotFound();
    if (declaration.situacao !== 'PENDENTE') throw decided();
    return declaration;
  }

  private same(
    stored: Awaited<ReturnType<GasDeclarationRepository['find']>> & object,
    session: SessionPrincipal,
    hash: Buffer,
  ): GasDeclaration {
    if (stored.empresaId !== session.companyId || !hash.equals(stored.requestHash))
      throw fieldServiceError(
        'ACAO_ID_REUTILIZADO',
        'Este id já foi usado para outro registro; gere um id novo.',
      );
    return strip(stored);
  }
}

function strip(
  declaration: GasDeclaration & { empresaId?: string; requestHash?: Buffer },
): GasDeclaration {
  const { empresaId: _company, requestHash: _hash, ...view } = declaration;
  return view;
}

export const declarationNotFound = () =>
  fieldServiceError('DECLARACAO_GAS_NAO_ENCONTRADA', 'Declaração de gás não encontrada.');
const decided = () =>
  fieldServiceError(
    'DECLARACAO_GAS_JA_DECIDIDA',
    'Esta declaração de gás já foi confirmada ou rejeitada.',
  );
