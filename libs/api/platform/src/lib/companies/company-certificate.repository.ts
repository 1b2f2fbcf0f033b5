import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

/** What the settings screen shows of a company's certificate (no secret). */
export interface CertificateFacts {
  titular: string;
  cnpj: string | null;
  emissor: string;
  validoDe: Date;
  validoAte: Date;
  impressaoDigital: string;
  enviadoEm: Date;
  enviadoPor: string | null;
}

/** The sealed file and password, with when they were stored (to know a cached copy is current). */
export interface SealedCertificate {
  arquivoCifrado: string;
  senhaCifrada: string;
  enviadoEm: Date;
}

const FACTS = `c.titular, c.cnpj, c.emissor, c.valido_de AS "validoDe", c.valido_ate AS "validoAte",
  c.impressao_digital AS "impressaoDigital", c.enviado_em AS "enviadoEm", u.name AS "enviadoPor"`;

/** The SQL of `empresa_certificado`: one A1 certificate per company, its secrets sealed. */
@Injectable()
export class CompanyCertificateRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async facts(companyId: string): Promise<CertificateFacts | undefined> {
    const [row] = await this.dataSource.query(
      `SELECT ${FACTS} FROM empresa_certificado c LEFT JOIN users u ON u.id = c.enviado_por
        WHERE c.empresa_id = $1`,
      [companyId],
    );
    return row;
  }

  /** When the company's certificate was stored, or undefined without one: a cheap freshness check. */
  async storedAt(companyId: string): Promise<Date | undefined> {
    const [row] = await this.dataSource.query(
      `SELECT enviado_em AS "enviadoEm" FROM empresa_certificado WHERE empresa_id = $1`,
      [companyId],
    );
    return row?.enviadoEm;
  }

  async sealed(companyId: string): Promise<SealedCertificate | undefined> {
    const [row] = await this.dataSource.query(
      `SELECT arquivo_cifrado AS "arquivoCifrado", senha_cifrada AS "senhaCifrada", enviado_em AS "enviadoEm"
         FROM empresa_certificado WHERE empresa_id = $1`,
      [companyId],
    );
    return row;
  }

  /** Stores the company's certificate, replacing the one it had. */
  async put(
    db: EntityManager,
    companyId: string,
    values: Omit<CertificateFacts, 'enviadoEm' | 'enviadoPor'> & {
      arquivoCifrado: string;
      senhaCifrada: string;
      enviadoPor: string;
    },
  ) {
    await db.query(
      `INSERT INTO empresa_certificado (empresa_id, arquivo_cifrado, senha_cifrada, titular, cnpj, emissor,
                                        valido_de, valido_ate, impressao_digital, enviado_em, enviado_por)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, clock_timestamp(), $10)
       ON CONFLICT (empresa_id) DO UPDATE SET
         arquivo_cifrado = EXCLUDED.arquivo_cifrado, senha_cifrada = EXCLUDED.senha_cifrada,
         titular = EXCLUDED.titular, cnpj = EXCLUDED.cnpj, emissor = EXCLUDED.emissor,
         valido_de = EXCLUDED.valido_de, valido_ate = EXCLUDED.valido_ate,
         impressao_digital = EXCLUDED.impressao_digital, enviado_em = EXCLUDED.enviado_em,
         enviado_por = EXCLUDED.enviado_por`,
      [
        companyId,
        values.arquivoCifrado,
        values.senhaCifrada,
        values.titular,
        values.cnpj,
        values.emissor,
        values.validoDe,
        values.validoAte,
        values.impressaoDigital,
        values.enviadoPor,
      ],
    );
  }

  /** Removes the company's certificate; whether it had one. */
  async remove(db: EntityManager, companyId: string): Promise<boolean> {
    // TypeORM answers a DELETE … RETURNING as [rows, count].
    const [rows]: [unknown[], number] = await db.query(
      `DELETE FROM empresa_certificado WHERE empresa_id = $1 RETURNING empresa_id`,
      [companyId],
    );
    return rows.length > 0;
  }
}
