import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import {
  type CylinderOption,
  type CylinderPurpose,
  destinationRecipient,
  type FluidCylinder,
  type FluidCylinderSection,
  type FluidDestination,
  type RecoveryDestination,
} from '@campo/contracts';
import { executor } from '../common/transaction';
import { CLIENT_SCOPE, COUNTED, type FluidReportScope, reportParams } from './fluid.repository';

export interface CylinderValues {
  identificacao: string;
  tipoGas: string;
  massaKg: number;
  fornecedor: string | null;
  notaFiscal: string | null;
  lote: string | null;
}

export interface NewDestination {
  companyId: string;
  id: string;
  cylinderId: string;
  day: string;
  destino: RecoveryDestination;
  recipientName: string | null;
  recipientCnpj: string | null;
  contractId: string | null;
  kg: number;
  certificateNumber: string | null;
  fileId: string | null;
  userId: string;
}

/**
 * A cylinder's kg moved: charged from it (supply) or recovered into it (recovery), by its
 * events not deleted (events waiting for review included: the gas left or entered the
 * cylinder whatever the review decides about the record).
 */
const MOVED = `(SELECT coalesce(sum(e.quantidade_kg), 0) FROM fluido_evento e
                 WHERE e.empresa_id = c.empresa_id AND e.cilindro_id = c.id AND e.excluido_em IS NULL)`;
const DESTINED = `(SELECT coalesce(sum(d.massa_kg), 0) FROM fluido_destinacao d
                    WHERE d.empresa_id = c.empresa_id AND d.cilindro_id = c.id)`;

const CYLINDER_VIEW = `SELECT c.id, c.finalidade, c.identificacao, c.tipo_gas AS "tipoGas", c.massa_kg::float AS "massaKg",
                              c.fornecedor, c.nota_fiscal AS "notaFiscal", c.lote, c.ativo,
                              ${MOVED}::float AS "movimentadoKg", ${DESTINED}::float AS "destinadoKg",
                              u.name AS "criadoPor", c.criado_em AS "criadoEm"
                         FROM fluido_cilindro c LEFT JOIN users u ON u.id = c.criado_por`;

const DESTINATION_VIEW = `SELECT d.id, d.cilindro_id AS "cilindroId", to_char(d.data, 'YYYY-MM-DD') AS data, d.destino,
                                 d.destinatario_nome AS "destinatarioNome", d.destinatario_cnpj AS "destinatarioCnpj",
                                 d.contrato_id AS "contratoId", k.codigo AS "contratoCodigo", d.massa_kg::float AS "massaKg",
                                 d.certificado_numero AS "certificadoNumero", d.arquivo_id AS "arquivoId",
                                 u.name AS "registradoPor", d.registrado_em AS "registradoEm"
                            FROM fluido_destinacao d
                            LEFT JOIN contrato k ON k.empresa_id = d.empresa_id AND k.id = d.contrato_id
                            LEFT JOIN users u ON u.id = d.registrado_por`;

/**
 * The destination a recovery event's gas went to, in one definition for the report's
 * recovery list and its mass balance: the latest destination of its cylinder dated up to
 * the report's last day ($3), else what the event itself says. `e` is the event.
 */
export const RECOVERY_DESTINATION = `coalesce((SELECT d.destino FROM fluido_destinacao d
                                               WHERE d.empresa_id = e.empresa_id AND d.cilindro_id = e.cilindro_id AND d.data <= $3
                                               ORDER BY d.data DESC, d.registrado_em DESC LIMIT 1), e.destino)`;
/** The certificate number of that destination, else the event's. */
export const RECOVERY_CERTIFICATE = `coalesce((SELECT d.certificado_numero FROM fluido_destinacao d
                                               WHERE d.empresa_id = e.empresa_id AND d.cilindro_id = e.cilindro_id AND d.data <= $3
                                               ORDER BY d.data DESC, d.registrado_em DESC LIMIT 1), e.certificado)`;

type CylinderRow = Omit<FluidCylinder, 'saldoKg' | 'destinadoKg' | 'criadoEm'> & {
  destinadoKg: number;
  criadoEm: Date;
};

/** The company's refrigerant cylinders (`fluido_cilindro`) and their destinations (`fluido_destinacao`). */
@Injectable()
export class FluidCylinderRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(
    companyId: string,
    filter: { finalidade: CylinderPurpose | null; tipoGas: string | null; ativo: boolean | null },
  ): Promise<FluidCylinder[]> {
    const rows: CylinderRow[] = await this.dataSource.query(
      `${CYLINDER_VIEW}
        WHERE c.empresa_id = $1 AND ($2::text IS NULL OR c.finalidade = $2) AND ($3::text IS NULL OR c.tipo_gas = $3)
          AND ($4::boolean IS NULL OR c.ativo = $4)
        ORDER BY c.finalidade, c.tipo_gas, c.identificacao`,
      [companyId, filter.finalidade, filter.tipoGas, filter.ativo],
    );
    return rows.map(toCylinder);
  }

  async find(
    companyId: string,
    id: string,
    manager?: EntityManager,
  ): Promise<FluidCylinder | undefined> {
    const [row]: CylinderRow[] = await executor(this.dataSource, manager).query(
      `${CYLINDER_VIEW} WHERE c.empresa_id = $1 AND c.id = $2`,
      [companyId, id],
    );
    return row && toCylinder(row);
  }

  /** Whether a cylinder of the company (other than `exceptId`) has this identification. */
  async identificationTaken(companyId: string, identificacao: string, exceptId: string | null) {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM fluido_cilindro
        WHERE empresa_id = $1 AND upper(btrim(identificacao)) = upper(btrim($2)) AND ($3::uuid IS NULL OR id <> $3)`,
      [companyId, identificacao, exceptId],
    );
    return rows.length > 0;
  }

  async insert(
    cylinder: CylinderValues & {
      companyId: string;
      id: string;
      finalidade: CylinderPurpose;
      userId: string;
    },
    manager?: EntityManager,
  ): Promise<void> {
    await executor(this.dataSource, manager).query(
      `INSERT INTO fluido_cilindro (empresa_id, id, finalidade, identificacao, tipo_gas, massa_kg, fornecedor, nota_fiscal, lote, criado_por)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        cylinder.companyId,
        cylinder.id,
        cylinder.finalidade,
        cylinder.identificacao,
        cylinder.tipoGas,
        cylinder.massaKg,
        cylinder.fornecedor,
        cylinder.notaFiscal,
        cylinder.lote,
        cylinder.userId,
      ],
    );
  }

  async update(
    companyId: string,
    id: string,
    values: CylinderValues,
    manager?: EntityManager,
  ): Promise<void> {
    await executor(this.dataSource, manager).query(
      `UPDATE fluido_cilindro SET identificacao = $3, tipo_gas = $4, massa_kg = $5, fornecedor = $6, nota_fiscal = $7, lote = $8
        WHERE empresa_id = $1 AND id = $2`,
      [
        companyId,
        id,
        values.identificacao,
        values.tipoGas,
        values.massaKg,
        values.fornecedor,
        values.notaFiscal,
        values.lote,
      ],
    );
  }

  async setActive(
    companyId: string,
    id: string,
    active: boolean,
    manager?: EntityManager,
  ): Promise<void> {
    await executor(this.dataSource, manager).query(
      `UPDATE fluido_cilindro SET ativo = $3 WHERE empresa_id = $1 AND id = $2`,
      [companyId, id, active],
    );
  }

  /** Whether events already use the cylinder (its gas and purpose are then fixed). */
  async inUse(companyId: string, id: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM fluido_evento WHERE empresa_id = $1 AND cilindro_id = $2 AND excluido_em IS NULL LIMIT 1`,
      [companyId, id],
    );
    return rows.length > 0;
  }

  /** The active cylinders as the technician's phone keeps them. */
  async options(companyId: string): Promise<CylinderOption[]> {
    const rows: Array<CylinderOption & { massaKg: number; movimentadoKg: number }> =
      await this.dataSource.query(
        `SELECT c.id, c.finalidade, c.identificacao, c.tipo_gas AS "tipoGas", c.massa_kg::float AS "massaKg",
                ${MOVED}::float AS "movimentadoKg"
           FROM fluido_cilindro c WHERE c.empresa_id = $1 AND c.ativo ORDER BY c.tipo_gas, c.identificacao`,
        [companyId],
      );
    return rows.map(({ massaKg, movimentadoKg, ...option }) => ({
      ...option,
      saldoKg: option.finalidade === 'CARGA' ? round3(massaKg - movimentadoKg) : null,
    }));
  }

  async insertDestination(destination: NewDestination, manager: EntityManager): Promise<void> {
    await manager.query(
      `INSERT INTO fluido_destinacao (empresa_id, id, cilindro_id, data, destino, destinatario_nome, destinatario_cnpj, contrato_id,
                                      massa_kg, certificado_numero, arquivo_id, registrado_por)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        destination.companyId,
        destination.id,
        destination.cylinderId,
        destination.day,
        destination.destino,
        destination.recipientName,
        destination.recipientCnpj,
        destination.contractId,
        destination.kg,
        destination.certificateNumber,
        destination.fileId,
        destination.userId,
      ],
    );
  }

  async destinations(companyId: string, cylinderId: string): Promise<FluidDestination[]> {
    const rows: Array<FluidDestination & { registradoEm: Date }> = await this.dataSource.query(
      `${DESTINATION_VIEW} WHERE d.empresa_id = $1 AND d.cilindro_id = $2 ORDER BY d.data, d.registrado_em`,
      [companyId, cylinderId],
    );
    return rows.map((row) => ({ ...row, registradoEm: row.registradoEm.toISOString() }));
  }

  async destination(companyId: string, id: string): Promise<FluidDestination | undefined> {
    const [row]: Array<FluidDestination & { registradoEm: Date }> = await this.dataSource.query(
      `${DESTINATION_VIEW} WHERE d.empresa_id = $1 AND d.id = $2`,
      [companyId, id],
    );
    return row && { ...row, registradoEm: row.registradoEm.toISOString() };
  }

  async contractExists(companyId: string, contractId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM contrato WHERE empresa_id = $1 AND id = $2`,
      [companyId, contractId],
    );
    return rows.length > 0;
  }

  /**
   * The annual report's cylinders: supply cylinders charged from by counted events of the
   * scope and year, with those kg; recovery cylinders that received counted recoveries of
   * the scope and year, with those kg and every destination dated up to the year's end.
   */
  async reportSection(companyId: string, scope: FluidReportScope): Promise<FluidCylinderSection> {
    const moved: Array<{
      id: string;
      finalidade: CylinderPurpose;
      identificacao: string;
      tipoGas: string;
      fornecedor: string | null;
      notaFiscal: string | null;
      lote: string | null;
      massaKg: number;
      kg: number;
    }> = await this.dataSource.query(
      `SELECT c.id, c.finalidade, c.identificacao, c.tipo_gas AS "tipoGas", c.fornecedor, c.nota_fiscal AS "notaFiscal",
              c.lote, c.massa_kg::float AS "massaKg", sum(e.quantidade_kg)::float AS kg
         FROM fluido_evento e
         JOIN fluido_cilindro c ON c.empresa_id = e.empresa_id AND c.id = e.cilindro_id
         LEFT JOIN equipamento q ON q.id = e.equipamento_id
        WHERE e.empresa_id = $1 AND ${COUNTED} AND e.data_evento BETWEEN $2 AND $3
          AND e.tipo_evento = CASE c.finalidade WHEN 'CARGA' THEN 'RECARGA' ELSE 'RETIRADA' END
          AND ($4::text IS NULL OR e.setor = $4) AND ($5::text IS NULL OR e.tipo_gas = $5) AND ${CLIENT_SCOPE}
        GROUP BY c.empresa_id, c.id ORDER BY c.tipo_gas, c.identificacao`,
      reportParams(companyId, scope),
    );
    const recovery = moved.filter((row) => row.finalidade === 'RECOLHIMENTO');
    const destinations: FluidDestination[] =
      recovery.length === 0
        ? []
        : await this.dataSource.query(
            `${DESTINATION_VIEW} WHERE d.empresa_id = $1 AND d.cilindro_id = ANY($2::uuid[]) AND d.data <= $3
              ORDER BY d.data, d.registrado_em`,
            [companyId, recovery.map((row) => row.id), `${scope.ano}-12-31`],
          );
    return {
      carga: moved
        .filter((row) => row.finalidade === 'CARGA')
        .map((row) => ({
          id: row.id,
          identificacao: row.identificacao,
          tipoGas: row.tipoGas,
          fornecedor: row.fornecedor,
          notaFiscal: row.notaFiscal,
          lote: row.lote,
          massaKg: row.massaKg,
          carregadoNoPeriodoKg: round3(row.kg),
        })),
      recolhimento: recovery.map((row) => ({
        id: row.id,
        identificacao: row.identificacao,
        tipoGas: row.tipoGas,
        recolhidoNoPeriodoKg: round3(row.kg),
        destinacoes: destinations
          .filter((destination) => destination.cilindroId === row.id)
          .map((destination) => ({
            data: destination.data,
            destino: destination.destino,
            destinatario: destinationRecipient(destination),
            massaKg: destination.massaKg,
            certificadoNumero: destination.certificadoNumero,
            certificadoAnexo: destination.arquivoId !== null,
          })),
      })),
    };
  }
}

function toCylinder(row: CylinderRow): FluidCylinder {
  const supply = row.finalidade === 'CARGA';
  return {
    ...row,
    movimentadoKg: round3(row.movimentadoKg),
    saldoKg: supply ? round3(row.massaKg - row.movimentadoKg) : null,
    destinadoKg: supply ? null : round3(row.destinadoKg),
    criadoEm: row.criadoEm.toISOString(),
  };
}

function round3(value: number) {
  return Math.round(value * 1000) / 1000;
}
