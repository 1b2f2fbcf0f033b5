import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { formatInstant } from '@campo/contracts';
import { companyLetterhead, PdfService, PrivacyNoticeService } from '@campo/platform';
import { DataSource } from 'typeorm';
import { ContractSettingsRepository } from '../../contracts/contract-settings.repository';
import { contractNotFound } from '../../contracts/contract-settings.service';
import { processingAnnexDocument } from './processing-annex.print';

/**
 * A client contract's data-processing annex as a PDF, written from the contract, the
 * company (its CNPJ and encarregado) and the categories of the record of processing the
 * company handles as processor, with the company's retention terms.
 */
@Injectable()
export class ProcessingAnnexService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly contracts: ContractSettingsRepository,
    private readonly privacy: PrivacyNoticeService,
    private readonly pdfs: PdfService,
  ) {}

  async pdf(companyId: string, contractId: string) {
    const contract = await this.contracts.parties(companyId, contractId);
    if (!contract) throw contractNotFound();
    const [letterhead, company, record] = await Promise.all([
      companyLetterhead(this.dataSource, companyId),
      this.privacy.company(companyId),
      this.privacy.record(companyId),
    ]);
    const pdf = await this.pdfs.render(
      processingAnnexDocument({
        contract,
        company: {
          ...letterhead,
          cnpj: company.cnpj,
          encarregado: company.encarregado,
        },
        categories: record.filter((row) => row.papel === 'OPERADORA'),
        issuedAt: formatInstant(new Date().toISOString(), letterhead.timeZone),
      }),
    );
    return { pdf, fileName: `Anexo de tratamento de dados - ${contract.codigo}.pdf` };
  }
}
