import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FieldServiceParameters } from '@campo/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { AUTOMATIC_CORRECTIVE_SETTING } from '../corrective-proposals/corrective-proposal.repository';
import { DEFAULT_AGENDA_SLOTS, VISIT_REPORT_LINK_DAYS } from '@campo/contracts';
import {
  ATTENDANCE_LOCATION_SETTING,
  REPORT_LINK_DAYS_SETTING,
} from '../visit-report/visit-records.repository';
import {
  DEFAULT_PUNCTUALITY_TOLERANCE_MINUTES,
  PUNCTUALITY_TOLERANCE_SETTING,
} from '../common/order-timeliness.sql';

/** Where the agenda's slots are kept in the company's settings. */
const AGENDA_SLOTS_SETTING = 'horariosAgenda';
/** Where the choice to show each technician's figures to the client is kept. */
const TECHNICIAN_FIGURES_SETTING = 'desempenhoTecnicoAoCliente';

/** The recurrence rule used until the company sets its own: 2 corrective orders in 30 days. */
export const DEFAULT_RECURRENCE: FieldServiceParameters['recorrencia'] = {
  ocorrencias: 2,
  dias: 30,
};

/**
 * The SQL of the company-wide field-service parameters, kept in the company's
 * settings (`settings.rgmRecorrencia`, which the RGM reads, and
 * `settings.toleranciaPontualidadeMinutos`, which the orders' clock reads).
 */
@Injectable()
export class CompanyParametersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Locks the company's row, so two changes read and write the parameters one after the other. */
  async lock(db: EntityManager, companyId: string) {
    await db.query(`SELECT id FROM companies WHERE id = $1 FOR UPDATE`, [companyId]);
  }

  async read(
    companyId: string,
    db: EntityManager | DataSource = this.dataSource,
  ): Promise<FieldServiceParameters> {
    const [row] = await db.query(
      `SELECT settings->'rgmRecorrencia' AS recurrence, (settings->>$2)::int AS tolerance,
              coalesce((settings->>$3)::boolean, false) AS automatic,
              coalesce((settings->>$4)::boolean, false) AS location, (settings->>$5)::int AS "linkDays",
              settings->$6 AS slots, coalesce((settings->>$7)::boolean, false) AS "technicianFigures"
         FROM companies WHERE id = $1`,
      [
        companyId,
        PUNCTUALITY_TOLERANCE_SETTING,
        AUTOMATIC_CORRECTIVE_SETTING,
        ATTENDANCE_LOCATION_SETTING,
        REPORT_LINK_DAYS_SETTING,
        AGENDA_SLOTS_SETTING,
        TECHNICIAN_FIGURES_SETTING,
      ],
    );
    return {
      recorrencia: { ...DEFAULT_RECURRENCE, ...(row?.recurrence ?? {}) },
      toleranciaPontualidadeMinutos: row?.tolerance ?? DEFAULT_PUNCTUALITY_TOLERANCE_MINUTES,
      corretivaAutomatica: row?.automatic ?? false,
      localizacaoAtendimento: row?.location ?? false,
      diasLinkRelatorio: row?.linkDays ?? VISIT_REPORT_LINK_DAYS,
      horariosAgenda: row?.slots ?? [...DEFAULT_AGENDA_SLOTS],
      desempenhoTecnicoAoCliente: row?.technicianFigures ?? false,
    };
  }

  async write(db: EntityManager, companyId: string, parameters: FieldServiceParameters) {
    await db.query(
      `UPDATE companies
          SET settings = jsonb_set(settings, '{rgmRecorrencia}', $2::jsonb)
                         || jsonb_build_object($3::text, $4::int, $5::text, $6::boolean, $7::text, $8::boolean,
                                               $9::text, $10::int, $11::text, $12::jsonb, $13::text, $14::boolean)
        WHERE id = $1`,
      [
        companyId,
        JSON.stringify(parameters.recorrencia),
        PUNCTUALITY_TOLERANCE_SETTING,
        parameters.toleranciaPontualidadeMinutos,
        AUTOMATIC_CORRECTIVE_SETTING,
        parameters.corretivaAutomatica,
        ATTENDANCE_LOCATION_SETTING,
        parameters.localizacaoAtendimento,
        REPORT_LINK_DAYS_SETTING,
        parameters.diasLinkRelatorio,
        AGENDA_SLOTS_SETTING,
        JSON.stringify(parameters.horariosAgenda),
        TECHNICIAN_FIGURES_SETTING,
        parameters.desempenhoTecnicoAoCliente,
      ],
    );
  }
}
