import { Injectable } from '@nestjs/common';
import { type LeakRepair, localDate } from '@campo/contracts';
import { actorOf, AuditService, platformError, SessionPrincipal } from '@campo/platform';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { fieldServiceError } from '../common/field-service-errors';
import type { LeakRepairDto } from './fluid-admin.dto';
import { FluidRepository } from './fluid.repository';
import { LeakRepairRepository } from './leak-repair.repository';

/**
 * A unit's leak test and repair: recorded once per id (a resend returns the stored one),
 * on an order of that unit when one is given, never in the future, and audited. The
 * annual report clears the unit's leak flag with it (see `leakFlag`).
 */
@Injectable()
export class LeakRepairService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: FluidRepository,
    private readonly repairs: LeakRepairRepository,
    private readonly audit: AuditService,
  ) {}

  async record(
    session: SessionPrincipal,
    equipmentId: string,
    dto: LeakRepairDto,
  ): Promise<{ created: boolean; repair: LeakRepair }> {
    const equipment = await this.events.equipment(session.companyId, equipmentId);
    if (!equipment)
      throw fieldServiceError('EQUIPAMENTO_NAO_ENCONTRADO', 'Equipamento não encontrado.');
    const stored = await this.repairs.find(session.companyId, dto.id);
    if (stored) {
      if (stored.equipamentoId !== equipmentId)
        throw fieldServiceError('REPARO_ID_REUTILIZADO', 'Este id já foi usado por outro reparo.');
      return { created: false, repair: stored };
    }
    const problems: string[] = [];
    if (Number.isNaN(new Date(`${dto.data}T00:00:00Z`).getTime()))
      problems.push('data: data inválida');
    else if (dto.data > localDate(new Date(), session.timeZone))
      problems.push('data: não pode estar no futuro');
    if (
      dto.ordemServicoId &&
      !(await this.repairs.orderOfEquipment(session.companyId, dto.ordemServicoId, equipmentId))
    )
      problems.push(`ordemServicoId: não é uma ordem do equipamento ${equipment.codigo}`);
    if (problems.length > 0)
      throw platformError('DADOS_INVALIDOS', `Dados inválidos: ${problems.join('; ')}.`, {
        detalhes: problems,
      });
    const created = await this.dataSource.transaction(async (manager) => {
      const inserted = await this.repairs.insert(
        {
          companyId: session.companyId,
          id: dto.id,
          equipmentId,
          orderId: dto.ordemServicoId ?? null,
          day: dto.data,
          leakTest: dto.testeEstanqueidade.trim(),
          repair: dto.reparo.trim(),
          userId: session.userId,
        },
        manager,
      );
      // Another request with the same id got there first: its record stands, audited once.
      if (inserted)
        await this.audit.record(manager, {
          companyId: session.companyId,
          actor: actorOf(session),
          action: 'REPARO_VAZAMENTO_REGISTRADO',
          summary: `Registrou o teste de estanqueidade e o reparo do equipamento ${equipment.codigo}.`,
          details: { equipamentoId: equipmentId, reparoId: dto.id, data: dto.data },
        });
      return inserted;
    });
    const repair = await this.repairs.find(session.companyId, dto.id);
    if (!repair) throw new Error(`Reparo ${dto.id} gravado e não encontrado.`);
    return { created, repair };
  }
}
