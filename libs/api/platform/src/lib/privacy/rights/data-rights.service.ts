import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSubjectQuery, PersonalDataCategory, PersonalDataExport } from '@campo/contracts';
import { DataSource } from 'typeorm';
import { actorOf, AuditService } from '../../audit/audit.service';
import type { SessionPrincipal } from '../../auth/session-principal';
import { platformError } from '../../common/app-exception';
import { isUuid } from '../../common/ids';
import { html } from '../../pdf/html';
import { companyLetterhead } from '../../pdf/letterhead';
import { PdfService } from '../../pdf/pdf.service';
import { PersonalDataRegistry } from '../personal-data';
import {
  PersonalDataFinderRepository,
  ROWS_PER_TABLE,
  type SubjectMatch,
} from './personal-data-finder.repository';

const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** pt-BR names of the legal bases, as the export prints them. */
const BASIS: Record<string, string> = {
  EXECUCAO_CONTRATO: 'Execução de contrato (LGPD art. 7º, V)',
  OBRIGACAO_LEGAL: 'Cumprimento de obrigação legal (LGPD art. 7º, II)',
  EXERCICIO_DIREITOS: 'Exercício regular de direitos (LGPD art. 7º, VI)',
  LEGITIMO_INTERESSE: 'Legítimo interesse (LGPD art. 7º, IX)',
  TUTELA_SAUDE_SENSIVEL: 'Tutela da saúde, dado sensível (LGPD art. 11, II, f)',
};

const NOTES = [
  'Senhas, códigos de links e corpos cifrados não são exportados: são guardados apenas como hash ou cifrados.',
  'Arquivos (fotos, assinaturas desenhadas) aparecem pelo identificador; o conteúdo é entregue à parte, a pedido.',
  `Cada tabela traz no máximo ${ROWS_PER_TABLE} linhas; "truncado" indica que há mais.`,
];

/**
 * The person's rights of access and portability (LGPD art. 18, II and V): the ADMIN finds
 * everything the company holds about one person by walking the record of processing, and
 * exports it as JSON or as a readable PDF. Each export is audited.
 */
@Injectable()
export class DataRightsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly registry: PersonalDataRegistry,
    private readonly finder: PersonalDataFinderRepository,
    private readonly audit: AuditService,
    private readonly pdf: PdfService,
  ) {}

  async export(admin: SessionPrincipal, query: DataSubjectQuery): Promise<PersonalDataExport> {
    const match = subjectMatch(query);
    const categories: PersonalDataCategory[] = [];
    for (const activity of this.registry.list()) {
      const tables = [];
      for (const storage of activity.storage) {
        const found = await this.finder.rows(admin.companyId, storage, match);
        if (found?.rows.length)
          tables.push({ tabela: storage.table, linhas: found.rows, truncado: found.truncated });
      }
      if (tables.length)
        categories.push({
          codigo: activity.code,
          titulo: activity.title,
          finalidade: activity.purpose,
          baseLegal: BASIS[activity.basis] ?? activity.basis,
          tabelas: tables,
        });
    }
    await this.audit.record(this.dataSource, {
      companyId: admin.companyId,
      actor: actorOf(admin),
      action: 'TITULAR_DADOS_EXPORTADOS',
      targetId: query.usuarioId ?? null,
      summary: `Dados pessoais exportados para o titular (${describe(query)})`,
      details: { titular: query, categorias: categories.map((category) => category.codigo) },
    });
    return {
      titular: query,
      geradoEm: new Date().toISOString(),
      categorias: categories,
      observacoes: NOTES,
    };
  }

  /** The same export as a readable document. */
  async exportPdf(admin: SessionPrincipal, query: DataSubjectQuery) {
    const data = await this.export(admin, query);
    const company = await companyLetterhead(this.dataSource, admin.companyId);
    const body = html`<h1>Dados pessoais do titular</h1>
      <p>
        Titular: <b>${describe(query)}</b>. Gerado em
        ${new Date(data.geradoEm).toLocaleString('pt-BR', { timeZone: company.timeZone })}.
      </p>
      <p>
        Relatório de acesso aos dados (LGPD, Lei 13.709/2018, art. 18, II) emitido por
        ${company.name}.
      </p>
      ${data.categorias.length === 0 ? html`<p>Nenhum registro encontrado para este titular.</p>` : ''}
      ${data.categorias.map(
        (category) =>
          html`<section>
            <h2>${category.titulo}</h2>
            <p>
              <b>Finalidade:</b> ${category.finalidade}<br /><b>Base legal:</b>
              ${category.baseLegal}
            </p>
            ${category.tabelas.map(
              (table) =>
                html`<h3>
                    ${table.tabela} (${table.linhas.length}${table.truncado ? '+' : ''} registro(s))
                  </h3>
                  ${table.linhas.map(
                    (row) =>
                      html`<table class="grid">
                        ${Object.entries(row)
                          .filter(([, value]) => value !== null && value !== '')
                          .map(
                            ([name, value]) =>
                              html`<tr>
                                <th>${name}</th>
                                <td>${printable(value)}</td>
                              </tr>`,
                          )}
                      </table>`,
                  )}`,
            )}
          </section>`,
      )}
      <h2>Observações</h2>
      <ul>
        ${data.observacoes.map((note) => html`<li>${note}</li>`)}
      </ul>`;
    return this.pdf.render({
      title: 'Dados pessoais do titular',
      company,
      body,
      styles:
        'table.grid{margin-bottom:6pt} table.grid th{text-align:left;width:30%;font-weight:600}',
      footnote: `Emitido em ${new Date(data.geradoEm).toLocaleString('pt-BR', { timeZone: company.timeZone })}`,
    });
  }
}

export function subjectMatch(query: DataSubjectQuery): SubjectMatch {
  const given = [query.usuarioId, query.email, query.telefone].filter((value) => value);
  if (given.length !== 1)
    throw platformError(
      'TITULAR_NAO_INFORMADO',
      'Informe exatamente um: usuário, e-mail ou telefone do titular.',
    );
  if (query.usuarioId) {
    if (!isUuid(query.usuarioId)) throw platformError('TITULAR_NAO_INFORMADO', 'Usuário inválido.');
    return { kind: 'user', userId: query.usuarioId };
  }
  if (query.email) {
    const email = query.email.trim().toLowerCase();
    if (!EMAIL.test(email)) throw platformError('TITULAR_NAO_INFORMADO', 'E-mail inválido.');
    return { kind: 'email', email };
  }
  const digits = (query.telefone ?? '').replace(/\D/g, '');
  if (digits.length < 8)
    throw platformError(
      'TITULAR_NAO_INFORMADO',
      'Informe o telefone com DDD (ao menos 8 dígitos).',
    );
  return { kind: 'phone', digits };
}

export function describe(query: DataSubjectQuery) {
  if (query.usuarioId) return `usuário ${query.usuarioId}`;
  if (query.email) return `e-mail ${query.email}`;
  return `telefone ${query.telefone}`;
}

function printable(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
