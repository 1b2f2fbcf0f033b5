import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

export interface HubContractRow {
  id: string;
  codigo: string;
  descricao: string | null;
  cliente: { id: string; codigo: string; nome: string } | null;
}

/**
 * The few reads the hub owns: the contract and its client, the client's contracts, and
 * how many active units a contract has (the equipment register's "Ativos": not retired).
 * Every other figure comes from the repository or service of the feature that owns it.
 */
@Injectable()
export class HubRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async contract(companyId: string, id: string): Promise<HubContractRow | undefined> {
    const [row]: HubContractRow[] = await this.dataSource.query(
      `SELECT c.id, c.codigo, c.descricao,
              CASE WHEN cl.id IS NULL THEN NULL
                   ELSE json_build_object('id', cl.id, 'codigo', cl.codigo, 'nome', cl.nome) END AS cliente
         FROM contrato c LEFT JOIN cliente cl ON cl.empresa_id = c.empresa_id AND cl.id = c.cliente_id
        WHERE c.empresa_id = $1 AND c.id = $2`,
      [companyId, id],
    );
    return row;
  }

  async client(
    companyId: string,
    id: string,
  ): Promise<{ id: string; codigo: string; nome: string } | undefined> {
    const [row] = await this.dataSource.query(
      `SELECT id, codigo, nome FROM cliente WHERE empresa_id = $1 AND id = $2`,
      [companyId, id],
    );
    return row;
  }

  /** The client's contracts, by code. */
  contractsOfClient(
    companyId: string,
    clientId: string,
  ): Promise<Array<{ id: string; codigo: string; descricao: string | null }>> {
    return this.dataSource.query(
      `SELECT id, codigo, descricao FROM contrato WHERE empresa_id = $1 AND cliente_id = $2 ORDER BY codigo`,
      [companyId, clientId],
    );
  }

  /** Units of the contract in service (not retired). */
  async activeUnits(companyId: string, contractId: string): Promise<number> {
    const [{ count }]: Array<{ count: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM equipamento
        WHERE empresa_id = $1 AND contrato_id = $2 AND desativado_em IS NULL`,
      [companyId, contractId],
    );
    return count;
  }
}
