import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** Who left the request behind a tracking code, as the request holds them. */
export interface TrackedRequester {
  companyId: string;
  name: string;
  email: string | null;
  phone: string | null;
}

/** The SQL that finds the requester behind a tracking code (unique across companies). */
@Injectable()
export class RequesterRightsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async byTrackingCode(code: string): Promise<TrackedRequester | undefined> {
    const [row] = await this.dataSource.query(
      `SELECT empresa_id AS "companyId", contato_nome AS name, contato_email AS email,
              contato_telefone AS phone
         FROM solicitacao WHERE codigo_acompanhamento = $1`,
      [code],
    );
    return row;
  }
}
