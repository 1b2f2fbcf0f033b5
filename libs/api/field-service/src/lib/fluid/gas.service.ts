import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import {
  type FluidSettings,
  type GasChange,
  gasKey,
  GWP_SET_LABELS,
  type GwpSet,
  localDate,
} from '@campo/contracts';
import { actorOf, AuditService, platformError, SessionPrincipal } from '@campo/platform';
import { fieldServiceError } from '../common/field-service-errors';
import type { GasChangeDto } from './fluid-admin.dto';
import { FluidRepository } from './fluid.repository';
import { GasRepository } from './gas.repository';

/**
 * The gas side of the log: the company's GWP set (ADMIN, audited) and the change of an
 * equipment's gas (a retrofit, or its gas registered when unknown), which the capture
 * checks read: a gas event must carry the equipment's gas of its day.
 */
@Injectable()
export class GasService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly gas: GasRepository,
    private readonly events: FluidRepository,
    private readonly audit: AuditService,
  ) {}

  async settings(companyId: string): Promise<FluidSettings> {
    return {
      conjuntoGwp: await this.gas.gwpSet(companyId),
      ctfApp: await this.gas.ctfApp(companyId),
    };
  }

  /** The GWP set and, when sent, the CTF/APP number (empty: removed); each change audited. */
  async writeSettings(
    admin: SessionPrincipal,
    next: { conjuntoGwp: FluidSettings['conjuntoGwp']; ctfApp?: string | null },
  ): Promise<FluidSettings> {
    await this.dataSource.transaction(async (manager) => {
      await this.gas.lockCompany(manager, admin.companyId);
      if (next.ctfApp !== undefined) {
        const number = next.ctfApp?.trim() || null;
        const previous = await this.gas.ctfApp(admin.companyId, manager);
        if (number !== previous) {
          await this.gas.writeCtfApp(manager, admin.companyId, number);
          await this.audit.record(manager, {
            companyId: admin.companyId,
            actor: actorOf(admin),
            action: 'PARAMETROS_ALTERADOS',
            summary: number
              ? `Registrou o número do CTF/APP (Ibama) da empresa: ${number}.`
              : 'Removeu o número do CTF/APP (Ibama) da empresa.',
            details: { ctfApp: { de: previous, para: number } },
          });
        }
      }
      const before = await this.gas.gwpSet(admin.companyId, manager);
      if (before === next.conjuntoGwp) return;
      await this.gas.writeGwpSet(manager, admin.companyId, next.conjuntoGwp);
      await this.audit.record(manager, {
        companyId: admin.companyId,
        actor: actorOf(admin),
        action: 'PARAMETROS_ALTERADOS',
        summary: `Alterou o conjunto de GWP dos relatórios de fluidos de ${label(before)} para ${label(next.conjuntoGwp)}.`,
        details: { conjuntoGwp: { de: before, para: next.conjuntoGwp } },
      });
    });
    return this.settings(admin.companyId);
  }

  /** Changes an equipment's gas from a day on, with the reason; recorded (trigger) and audited. */
  async changeGas(
    session: SessionPrincipal,
    equipmentId: string,
    dto: GasChangeDto,
  ): Promise<GasChange[]> {
    const equipment = await this.events.equipment(session.companyId, equipmentId);
    if (!equipment)
      throw fieldServiceError('EQUIPAMENTO_NAO_ENCONTRADO', 'Equipamento não encontrado.');
    const problems: string[] = [];
    const codes = await this.events.gasCodes();
    const gas = codes.find((code) => gasKey(code) === gasKey(dto.tipoGas));
    if (!gas)
      problems.push(`tipoGas: "${dto.tipoGas}" não está na tabela de gases (${codes.join(', ')})`);
    else if (equipment.tipoGas && gasKey(equipment.tipoGas) === gasKey(gas))
      problems.push(`tipoGas: o equipamento ${equipment.codigo} já usa ${equipment.tipoGas}`);
    const day = /^\d{2}\/\d{2}\/\d{4}$/.test(dto.data)
      ? `${dto.data.slice(6)}-${dto.data.slice(3, 5)}-${dto.data.slice(0, 2)}`
      : dto.data;
    if (Number.isNaN(new Date(`${day}T00:00:00Z`).getTime())) problems.push('data: data inválida');
    else if (day > localDate(new Date(), session.timeZone))
      problems.push('data: não pode estar no futuro');
    if (problems.length > 0 || !gas)
      throw platformError('DADOS_INVALIDOS', `Dados inválidos: ${problems.join('; ')}.`, {
        detalhes: problems,
      });
    await this.dataSource.transaction((manager) =>
      this.recordChange(manager, session, equipment, {
        gas,
        chargeKg: dto.cargaGasKg ?? null,
        day,
        reason: dto.motivo.trim(),
      }),
    );
    return this.gas.changes(session.companyId, equipmentId);
  }

  /**
   * Records a change of the equipment's gas inside the caller's transaction (the trigger
   * keeps its history) and audits it: the admin's change and a confirmed declaration.
   */
  async recordChange(
    manager: EntityManager,
    session: SessionPrincipal,
    equipment: { id: string; codigo: string; tipoGas: string | null; cargaGasKg: number | null },
    change: { gas: string; chargeKg: number | null; day: string; reason: string },
  ): Promise<void> {
    await this.gas.changeGas(manager, {
      companyId: session.companyId,
      equipmentId: equipment.id,
      gas: change.gas,
      chargeKg: change.chargeKg,
      day: change.day,
      reason: change.reason,
      userId: session.userId,
    });
    await this.audit.record(manager, {
      companyId: session.companyId,
      actor: actorOf(session),
      action: 'GAS_DO_EQUIPAMENTO_ALTERADO',
      targetId: equipment.id,
      summary:
        `Trocou o gás do equipamento ${equipment.codigo} de ${equipment.tipoGas ?? 'não informado'} ` +
        `para ${change.gas} a partir de ${change.day}: ${change.reason}`,
      details: {
        equipamentoId: equipment.id,
        gas: { de: equipment.tipoGas, para: change.gas },
        cargaKg: { de: equipment.cargaGasKg, para: change.chargeKg ?? equipment.cargaGasKg },
        data: change.day,
      },
    });
  }

  async changes(companyId: string, equipmentId: string): Promise<GasChange[]> {
    if (!(await this.events.equipment(companyId, equipmentId)))
      throw fieldServiceError('EQUIPAMENTO_NAO_ENCONTRADO', 'Equipamento não encontrado.');
    return this.gas.changes(companyId, equipmentId);
  }
}

function label(set: GwpSet) {
  return GWP_SET_LABELS[set];
}
