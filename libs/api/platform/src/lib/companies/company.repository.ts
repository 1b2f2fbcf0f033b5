import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CouncilRegistration, DataProtectionOfficer } from '@campo/contracts';
import { DataSource, EntityManager } from 'typeorm';

export interface CompanyRow {
  id: string;
  name: string;
  cnpj: string | null;
  timeZone: string;
  logoDataUrl: string | null;
  telefone: string | null;
  /** `settings.encarregado`: the DPO every privacy notice names. */
  encarregado: DataProtectionOfficer | null;
  /** `settings.registroConselho`: the company's CREA/CFT registration. */
  registroConselho: CouncilRegistration | null;
}

/**
 * One company, its row locked until the transaction ends when `lock` is set. A function
 * as well as a method, for the PDFs' letterhead that runs on its callers' data source.
 */
export async function findCompany(
  db: EntityManager | DataSource,
  id: string,
  lock = false,
): Promise<CompanyRow | undefined> {
  const [row] = await db.query(
    `SELECT id, name, cnpj, time_zone AS "timeZone", settings->>'logoDataUrl' AS "logoDataUrl",
            settings->>'telefone' AS telefone, settings->'encarregado' AS encarregado,
            settings->'registroConselho' AS "registroConselho"
       FROM companies WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [id],
  );
  return row;
}

/** The SQL of `companies`: a tenant's name, CNPJ, time zone and logo. */
@Injectable()
export class CompanyRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  find(
    id: string,
    db: EntityManager | DataSource = this.dataSource,
    lock = false,
  ): Promise<CompanyRow | undefined> {
    return findCompany(db, id, lock);
  }

  /** `ingestionEntities`: the entities it starts with; null (every entity) when omitted. */
  async insert(
    db: EntityManager,
    values: { name: string; timeZone: string; ingestionEntities?: readonly string[] },
  ): Promise<string> {
    const [row] = await db.query(
      `INSERT INTO companies (name, time_zone, entidades_ingestao) VALUES ($1, $2, $3) RETURNING id`,
      [values.name, values.timeZone, values.ingestionEntities ?? null],
    );
    return row.id;
  }

  async update(db: EntityManager, id: string, values: Omit<CompanyRow, 'id' | 'logoDataUrl'>) {
    await db.query(
      `UPDATE companies SET name = $2, cnpj = $3, time_zone = $4,
              settings = (settings - 'telefone' - 'encarregado' - 'registroConselho')
                || jsonb_strip_nulls(jsonb_build_object('telefone', $5::text, 'encarregado', $6::jsonb,
                                                        'registroConselho', $7::jsonb))
        WHERE id = $1`,
      [
        id,
        values.name,
        values.cnpj,
        values.timeZone,
        values.telefone,
        values.encarregado && JSON.stringify(values.encarregado),
        values.registroConselho && JSON.stringify(values.registroConselho),
      ],
    );
  }

  /** Sets or clears `settings.logoDataUrl`, which the PDFs' letterhead reads. */
  async setLogo(db: EntityManager, id: string, dataUrl: string | null) {
    await db.query(
      dataUrl === null
        ? `UPDATE companies SET settings = settings - 'logoDataUrl' WHERE id = $1`
        : `UPDATE companies SET settings = jsonb_set(settings, '{logoDataUrl}', to_jsonb($2::text)) WHERE id = $1`,
      dataUrl === null ? [id] : [id, dataUrl],
    );
  }
}
