import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { stringify } from 'csv-stringify/sync';
import type { PrivacyNoticeView, PrivacySurface, ProcessingRecordRow } from '@campo/contracts';
import { DataSource } from 'typeorm';
import { platformError } from '../../common/app-exception';
import { findCompany } from '../../companies/company.repository';
import { EffectiveRetention } from '../effective-retention';
import { PersonalDataRegistry } from '../personal-data';
import { categoryView, type NoticeCompany, privacyNotice } from './privacy-notice';

/**
 * The privacy notice of each surface and the record of processing, both read from the
 * registry with the company's retention terms: one source for what each says.
 */
@Injectable()
export class PrivacyNoticeService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly registry: PersonalDataRegistry,
    private readonly retention: EffectiveRetention,
  ) {}

  async notice(companyId: string, surface: PrivacySurface): Promise<PrivacyNoticeView> {
    return privacyNotice(surface, await this.company(companyId), await this.categories(companyId));
  }

  /** Who the notices and annexes name: the company, its CNPJ and its encarregado. */
  async company(companyId: string): Promise<NoticeCompany> {
    const company = await findCompany(this.dataSource, companyId);
    if (!company) throw platformError('NAO_ENCONTRADO', 'Empresa não encontrada.');
    return company;
  }

  /** The record of processing (LGPD art. 37): every category, where it lives, its term. */
  async record(companyId: string): Promise<ProcessingRecordRow[]> {
    return (await this.categories(companyId)).map(({ activity, retention }) => ({
      ...categoryView(activity, retention),
      ondeFica: activity.storage.map(
        (place) =>
          `${place.table}(${[...place.columns, ...(place.userReferences ?? [])].join(', ')})`,
      ),
      retencaoDias: retention.defaultDays,
      retencaoMinDias: retention.minDays,
      retencaoMaxDias: retention.maxDays,
      acaoAoFim: retention.action,
    }));
  }

  /** The record as a spreadsheet (`;`, UTF-8 with BOM, cells that look like formulas quoted). */
  recordCsv(rows: readonly ProcessingRecordRow[]): Buffer {
    const lines = [
      [
        'Código',
        'Categoria',
        'Titular',
        'Papel da empresa',
        'Finalidade',
        'Base legal',
        'Dado sensível',
        'Onde fica',
        'Quem vê',
        'Retenção',
        'Prazo (dias)',
        'Mínimo (dias)',
        'Máximo (dias)',
        'Ao fim do prazo',
      ],
      ...rows.map((row) => [
        row.codigo,
        row.titulo,
        row.titular,
        row.papel === 'CONTROLADORA' ? 'Controladora' : 'Operadora',
        row.finalidade,
        row.baseLegal,
        row.sensivel ? 'Sim' : 'Não',
        row.ondeFica.join('; '),
        row.quemVe,
        row.retencao,
        row.retencaoDias ?? '',
        row.retencaoMinDias ?? '',
        row.retencaoMaxDias ?? '',
        row.acaoAoFim === 'EXCLUIR' ? 'Excluir' : 'Anonimizar',
      ]),
    ].map((cells) =>
      cells.map((cell) =>
        typeof cell === 'string' && /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell,
      ),
    );
    return Buffer.from(`\uFEFF${stringify(lines, { delimiter: ';' })}`, 'utf8');
  }

  private async categories(companyId: string) {
    return Promise.all(
      this.registry.list().map(async (activity) => ({
        activity,
        retention: await this.retention.effectiveRetention(companyId, activity.code),
      })),
    );
  }
}
