import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { HourMeterReading } from '@campo/contracts';
import { HOURS_PER_DAY_SQL } from '../schedule/activity-walk.sql';

/** The units' hour-meter readings (`leitura_horimetro`). */
@Injectable()
export class HourMeterRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async unitExists(companyId: string, equipmentId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM equipamento WHERE empresa_id = $1 AND id = $2`,
      [companyId, equipmentId],
    );
    return rows.length > 0;
  }

  /** Whether the technician is allocated to an order of the unit still open (at the unit now). */
  async technicianAtUnit(companyId: string, equipmentId: string, userId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM ordem_servico o
         JOIN alocacao a ON a.empresa_id = o.empresa_id AND a.ordem_servico_id = o.id AND a.tecnico_id = $3
        WHERE o.empresa_id = $1 AND o.equipamento_id = $2 AND o.status IN ('ABERTA', 'EM_ATENDIMENTO')
        LIMIT 1`,
      [companyId, equipmentId, userId],
    );
    return rows.length > 0;
  }

  readings(companyId: string, equipmentId: string): Promise<HourMeterReading[]> {
    return this.dataSource.query(
      `SELECT data::text AS data, horas::float8 AS horas FROM leitura_horimetro
        WHERE empresa_id = $1 AND equipamento_id = $2 ORDER BY data`,
      [companyId, equipmentId],
    );
  }

  /** The unit's hours of use per day, by the one rule the walk reads (null when unknown). */
  async hoursPerDay(companyId: string, equipmentId: string): Promise<number | null> {
    const [row]: Array<{ rate: number | null }> = await this.dataSource.query(
      `SELECT (${HOURS_PER_DAY_SQL('$1', '$2')})::float8 AS rate`,
      [companyId, equipmentId],
    );
    return row?.rate ?? null;
  }

  /**
   * Records the day's reading (a second one the same day replaces it), unless it reads fewer
   * hours than one of an earlier day or more than one of a later day: a meter only goes up.
   * Returns the reading that makes it impossible, if any.
   */
  async record(
    companyId: string,
    equipmentId: string,
    reading: HourMeterReading & { userId: string },
  ): Promise<HourMeterReading | undefined> {
    return this.dataSource.transaction(async (manager) => {
      // One writer per unit at a time, so two readings cannot pass the check together.
      await manager.query(
        `SELECT 1 FROM equipamento WHERE empresa_id = $1 AND id = $2 FOR UPDATE`,
        [companyId, equipmentId],
      );
      const [conflict]: HourMeterReading[] = await manager.query(
        `SELECT data::text AS data, horas::float8 AS horas FROM leitura_horimetro
          WHERE empresa_id = $1 AND equipamento_id = $2
            AND ((data < $3 AND horas > $4) OR (data > $3 AND horas < $4))
          ORDER BY data LIMIT 1`,
        [companyId, equipmentId, reading.data, reading.horas],
      );
      if (conflict) return conflict;
      await manager.query(
        `INSERT INTO leitura_horimetro (empresa_id, equipamento_id, data, horas, registrado_por)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (empresa_id, equipamento_id, data) DO UPDATE
           SET horas = EXCLUDED.horas, registrado_por = EXCLUDED.registrado_por, criado_em = now()`,
        [companyId, equipmentId, reading.data, reading.horas, reading.userId],
      );
      return undefined;
    });
  }
}
