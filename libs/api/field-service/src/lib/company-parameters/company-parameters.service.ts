import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FieldServiceParameters } from '@campo/contracts';
import { AuditService, SessionPrincipal } from '@campo/platform';
import { DataSource } from 'typeorm';
import { CompanyParametersRepository } from './company-parameters.repository';

/** The company-wide field-service parameters, set by the company's ADMIN and audited. */
@Injectable()
export class CompanyParametersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly parameters: CompanyParametersRepository,
    private readonly audit: AuditService,
  ) {}

  read(companyId: string) {
    return this.parameters.read(companyId);
  }

  async write(admin: SessionPrincipal, next: FieldServiceParameters) {
    await this.dataSource.transaction(async (db) => {
      await this.parameters.lock(db, admin.companyId);
      const before = await this.parameters.read(admin.companyId, db);
      const recorrencia = {
        ocorrencias: next.recorrencia.ocorrencias,
        dias: next.recorrencia.dias,
      };
      if (
        before.recorrencia.ocorrencias === recorrencia.ocorrencias &&
        before.recorrencia.dias === recorrencia.dias
      ) {
        return;
      }
      await this.parameters.write(db, admin.companyId, { recorrencia });
      await this.audit.record(db, {
        companyId: admin.companyId,
        actor: { id: admin.userId, name: admin.userName },
        action: 'PARAMETROS_ALTERADOS',
        summary: `Alterou a regra de recorrência do RGM de ${before.recorrencia.ocorrencias} ordens em ${before.recorrencia.dias} dias para ${recorrencia.ocorrencias} ordens em ${recorrencia.dias} dias.`,
        details: { recorrencia: { de: before.recorrencia, para: recorrencia } },
      });
    });
    return this.parameters.read(admin.companyId);
  }
}
