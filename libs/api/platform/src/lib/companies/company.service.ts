import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type CompanySettingsView,
  councilRegistrationText,
  type DataProtectionOfficer,
  normalizeCnpj,
} from '@campo/contracts';
import { DataSource } from 'typeorm';
import { actorOf, AuditService } from '../audit/audit.service';
import type { SessionPrincipal } from '../auth/session-principal';
import { platformError } from '../common/app-exception';
import { invalid } from '../common/paging';
import { AppConfig } from '../config/app-config';
import { ImageEncoder } from '../files/image-encoder';
import { reencodeLogo } from './company-logo';
import { isTimeZone } from './company-rules';
import type { UpdateCompanyDto } from './company.dto';
import { type CompanyRow, CompanyRepository } from './company.repository';

type Admin = Pick<SessionPrincipal, 'companyId' | 'userId' | 'userName'>;

/** The company's own settings, edited by its ADMIN: name, CNPJ, time zone and logo. */
@Injectable()
export class CompanyService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly companies: CompanyRepository,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
    private readonly images: ImageEncoder,
  ) {}

  async view(companyId: string): Promise<CompanySettingsView> {
    return toView(await this.found(companyId));
  }

  async update(admin: Admin, values: UpdateCompanyDto): Promise<CompanySettingsView> {
    const cnpj =
      values.cnpj === undefined
        ? undefined
        : values.cnpj === null || values.cnpj === ''
          ? null
          : normalizeCnpj(values.cnpj);
    if (cnpj === null && values.cnpj)
      throw invalid(
        `cnpj: "${values.cnpj}" não é um CNPJ válido (os dígitos verificadores não conferem)`,
      );
    if (values.fusoHorario !== undefined && !isTimeZone(values.fusoHorario)) {
      throw invalid(
        `fusoHorario: "${values.fusoHorario}" não é um fuso horário IANA (ex.: America/Sao_Paulo)`,
      );
    }
    await this.dataSource.transaction(async (db) => {
      const before = await this.found(admin.companyId, db);
      const after = {
        name: values.nome ?? before.name,
        cnpj: cnpj === undefined ? before.cnpj : cnpj,
        timeZone: values.fusoHorario ?? before.timeZone,
        telefone: values.telefone === undefined ? before.telefone : values.telefone || null,
        encarregado:
          values.encarregado === undefined
            ? before.encarregado
            : values.encarregado && {
                nome: values.encarregado.nome,
                email: values.encarregado.email,
                telefone: values.encarregado.telefone || null,
              },
        registroConselho:
          values.registroConselho === undefined
            ? before.registroConselho
            : values.registroConselho && {
                conselho: values.registroConselho.conselho,
                numero: values.registroConselho.numero,
                uf: values.registroConselho.uf,
              },
      };
      const changes = Object.fromEntries(
        (
          [
            ['nome', before.name, after.name],
            ['cnpj', before.cnpj, after.cnpj],
            ['fusoHorario', before.timeZone, after.timeZone],
            ['telefone', before.telefone, after.telefone],
            ['encarregado', officerText(before.encarregado), officerText(after.encarregado)],
            [
              'registroConselho',
              before.registroConselho && councilRegistrationText(before.registroConselho),
              after.registroConselho && councilRegistrationText(after.registroConselho),
            ],
          ] as const
        )
          .filter(([, from, to]) => from !== to)
          .map(([field, from, to]) => [field, { de: from, para: to }]),
      );
      if (Object.keys(changes).length === 0) return;
      await this.companies.update(db, admin.companyId, after);
      await this.audit.record(db, {
        companyId: admin.companyId,
        actor: actorOf(admin),
        action: 'EMPRESA_ALTERADA',
        summary: `Alterou os dados da empresa: ${Object.keys(changes)
          .map((field) => FIELD_LABELS[field])
          .join(', ')}.`,
        details: changes,
      });
    });
    return this.view(admin.companyId);
  }

  async setLogo(admin: Admin, image: string | null): Promise<CompanySettingsView> {
    const dataUrl =
      image === null
        ? null
        : await reencodeLogo(image, this.config.IMAGE_MAX_PIXELS, (...args) =>
            this.images.encode(...args),
          );
    await this.dataSource.transaction(async (db) => {
      await this.found(admin.companyId, db);
      await this.companies.setLogo(db, admin.companyId, dataUrl);
      await this.audit.record(db, {
        companyId: admin.companyId,
        actor: actorOf(admin),
        action: dataUrl ? 'LOGO_ALTERADO' : 'LOGO_REMOVIDO',
        summary: dataUrl ? 'Trocou o logotipo da empresa.' : 'Removeu o logotipo da empresa.',
      });
    });
    return this.view(admin.companyId);
  }

  private async found(companyId: string, db = this.dataSource.manager): Promise<CompanyRow> {
    const company = await this.companies.find(companyId, db, true);
    if (!company) throw platformError('NAO_ENCONTRADO', 'Empresa não encontrada.');
    return company;
  }
}

const FIELD_LABELS: Record<string, string> = {
  nome: 'nome',
  cnpj: 'CNPJ',
  fusoHorario: 'fuso horário',
  telefone: 'telefone',
  encarregado: 'encarregado de dados',
  registroConselho: 'registro no conselho (CREA/CFT)',
};

/** The DPO in one line, for the audit's before/after. */
function officerText(officer: DataProtectionOfficer | null): string | null {
  return officer && [officer.nome, officer.email, officer.telefone].filter(Boolean).join(' · ');
}

function toView(company: CompanyRow): CompanySettingsView {
  return {
    id: company.id,
    nome: company.name,
    cnpj: company.cnpj,
    fusoHorario: company.timeZone,
    logo: company.logoDataUrl,
    telefone: company.telefone,
    encarregado: company.encarregado && {
      ...company.encarregado,
      telefone: company.encarregado.telefone ?? null,
    },
    registroConselho: company.registroConselho,
  };
}
