import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { SiteAddress } from '@campo/contracts';
import { DataSource } from 'typeorm';
import { siteAddressSql } from './site-address';

/** The building a contract serves: its name, site address and owner (the client). */
export interface BuildingRow extends SiteAddress {
  proprietario: string | null;
  cnpj: string | null;
}

/** Reads the building identity of a contract; for the PMOC and the technician's app. */
@Injectable()
export class BuildingRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The contract's building; undefined when the company has no such contract. */
  async building(companyId: string, contractId: string): Promise<BuildingRow | undefined> {
    const [row]: BuildingRow[] = await this.dataSource.query(
      `SELECT ${siteAddressSql('c', 'cl')}, cl.nome AS proprietario, cl.cnpj
         FROM contrato c LEFT JOIN cliente cl ON cl.empresa_id = c.empresa_id AND cl.id = c.cliente_id
        WHERE c.empresa_id = $1 AND c.id = $2`,
      [companyId, contractId],
    );
    return row;
  }
}
