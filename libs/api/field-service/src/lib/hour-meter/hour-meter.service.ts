import { Injectable } from '@nestjs/common';
import { formatDay, localDate, type HourMeterHistory } from '@campo/contracts';
import type { SessionPrincipal } from '@campo/platform';
import { fieldServiceError } from '../common/field-service-errors';
import type { RecordReadingDto } from './hour-meter.dto';
import { HourMeterRepository } from './hour-meter.repository';

export const unitNotFound = () =>
  fieldServiceError('EQUIPAMENTO_NAO_ENCONTRADO', 'Equipamento não encontrado.');

/**
 * A unit's hour meter: the readings recorded at visits or by the office, and the average
 * use they show, from which its activities by hours of use (H) fall due.
 */
@Injectable()
export class HourMeterService {
  constructor(private readonly repository: HourMeterRepository) {}

  async history(companyId: string, equipmentId: string): Promise<HourMeterHistory> {
    if (!(await this.repository.unitExists(companyId, equipmentId))) throw unitNotFound();
    const [leituras, horasPorDia] = await Promise.all([
      this.repository.readings(companyId, equipmentId),
      this.repository.hoursPerDay(companyId, equipmentId),
    ]);
    return {
      equipamentoId: equipmentId,
      leituras,
      horasPorDia: horasPorDia === null ? null : Math.round(horasPorDia * 100) / 100,
    };
  }

  /**
   * Records a reading: the office (ADMIN, SUPERVISOR) for any unit; a technician at a visit,
   * for a unit of an open order allocated to them (any other unit is not theirs: 404).
   */
  async record(
    session: Pick<SessionPrincipal, 'companyId' | 'userId' | 'timeZone' | 'role'>,
    equipmentId: string,
    dto: RecordReadingDto,
  ): Promise<HourMeterHistory> {
    if (!(await this.repository.unitExists(session.companyId, equipmentId))) throw unitNotFound();
    if (
      session.role === 'TECNICO' &&
      !(await this.repository.technicianAtUnit(session.companyId, equipmentId, session.userId))
    )
      throw unitNotFound();
    if (dto.data > localDate(new Date(), session.timeZone))
      throw fieldServiceError('HORIMETRO_REGRESSIVO', 'A leitura não pode ser de um dia futuro.');
    const conflict = await this.repository.record(session.companyId, equipmentId, {
      ...dto,
      userId: session.userId,
    });
    if (conflict)
      throw fieldServiceError(
        'HORIMETRO_REGRESSIVO',
        `O horímetro só avança: a leitura de ${formatDay(conflict.data)} marca ${conflict.horas.toLocaleString('pt-BR')} h.`,
        { leitura: conflict },
      );
    return this.history(session.companyId, equipmentId);
  }
}
