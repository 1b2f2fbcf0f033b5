import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FieldServiceParameters, FieldServiceParametersInput } from '@campo/contracts';
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

  async write(admin: SessionPrincipal, input: FieldServiceParametersInput) {
    await this.dataSource.transaction(async (db) => {
      await this.parameters.lock(db, admin.companyId);
      const before = await this.parameters.read(admin.companyId, db);
      const next: FieldServiceParameters = {
        recorrencia: { ocorrencias: input.recorrencia.ocorrencias, dias: input.recorrencia.dias },
        toleranciaPontualidadeMinutos:
          input.toleranciaPontualidadeMinutos ?? before.toleranciaPontualidadeMinutos,
        corretivaAutomatica: input.corretivaAutomatica ?? before.corretivaAutomatica,
        localizacaoAtendimento: input.localizacaoAtendimento ?? before.localizacaoAtendimento,
        diasLinkRelatorio: input.diasLinkRelatorio ?? before.diasLinkRelatorio,
        horariosAgenda: input.horariosAgenda
          ? [...input.horariosAgenda].sort()
          : before.horariosAgenda,
        desempenhoTecnicoAoCliente:
          input.desempenhoTecnicoAoCliente ?? before.desempenhoTecnicoAoCliente,
      };
      const changes = describeChanges(before, next);
      if (changes.summary.length === 0) return;
      await this.parameters.write(db, admin.companyId, next);
      await this.audit.record(db, {
        companyId: admin.companyId,
        actor: { id: admin.userId, name: admin.userName },
        action: 'PARAMETROS_ALTERADOS',
        summary: changes.summary.join(' '),
        details: changes.details,
      });
    });
    return this.parameters.read(admin.companyId);
  }
}

/** What changed, as the audit trail tells it (one sentence per parameter). */
function describeChanges(before: FieldServiceParameters, next: FieldServiceParameters) {
  const summary: string[] = [];
  const details: Record<string, { de: unknown; para: unknown }> = {};
  if (
    before.recorrencia.ocorrencias !== next.recorrencia.ocorrencias ||
    before.recorrencia.dias !== next.recorrencia.dias
  ) {
    summary.push(
      `Alterou a regra de recorrência do RGM de ${before.recorrencia.ocorrencias} ordens em ${before.recorrencia.dias} dias para ${next.recorrencia.ocorrencias} ordens em ${next.recorrencia.dias} dias.`,
    );
    details.recorrencia = { de: before.recorrencia, para: next.recorrencia };
  }
  if (before.toleranciaPontualidadeMinutos !== next.toleranciaPontualidadeMinutos) {
    summary.push(
      `Alterou a tolerância de pontualidade das ordens agendadas de ${before.toleranciaPontualidadeMinutos} para ${next.toleranciaPontualidadeMinutos} min.`,
    );
    details.toleranciaPontualidadeMinutos = {
      de: before.toleranciaPontualidadeMinutos,
      para: next.toleranciaPontualidadeMinutos,
    };
  }
  if (before.corretivaAutomatica !== next.corretivaAutomatica) {
    summary.push(
      next.corretivaAutomatica
        ? 'Passou a abrir automaticamente as corretivas dos itens não conformes ao concluir a ordem.'
        : 'Deixou de abrir automaticamente as corretivas dos itens não conformes.',
    );
    details.corretivaAutomatica = {
      de: before.corretivaAutomatica,
      para: next.corretivaAutomatica,
    };
  }
  if (before.localizacaoAtendimento !== next.localizacaoAtendimento) {
    summary.push(
      next.localizacaoAtendimento
        ? 'Passou a registrar a posição do técnico no início e no aceite (com o consentimento do técnico).'
        : 'Deixou de registrar a posição do técnico no início e no aceite.',
    );
    details.localizacaoAtendimento = {
      de: before.localizacaoAtendimento,
      para: next.localizacaoAtendimento,
    };
  }
  if (before.diasLinkRelatorio !== next.diasLinkRelatorio) {
    summary.push(
      `Alterou a validade dos links de relatório sem login de ${before.diasLinkRelatorio} para ${next.diasLinkRelatorio} dias.`,
    );
    details.diasLinkRelatorio = { de: before.diasLinkRelatorio, para: next.diasLinkRelatorio };
  }
  if (before.horariosAgenda.join() !== next.horariosAgenda.join()) {
    summary.push(
      `Alterou os horários da agenda de ${before.horariosAgenda.join(', ')} para ${next.horariosAgenda.join(', ')}.`,
    );
    details.horariosAgenda = { de: before.horariosAgenda, para: next.horariosAgenda };
  }
  if (before.desempenhoTecnicoAoCliente !== next.desempenhoTecnicoAoCliente) {
    summary.push(
      next.desempenhoTecnicoAoCliente
        ? 'Passou a mostrar ao cliente, no RGM, as ordens, o tempo, o SLA e os quilômetros de cada técnico.'
        : 'Deixou de mostrar ao cliente, no RGM, o desempenho de cada técnico.',
    );
    details.desempenhoTecnicoAoCliente = {
      de: before.desempenhoTecnicoAoCliente,
      para: next.desempenhoTecnicoAoCliente,
    };
  }
  return { summary, details };
}
