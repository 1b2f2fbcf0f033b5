import { Controller, Get, StreamableFile } from '@nestjs/common';
import { COMPANY_ADMIN_ROLES } from '@campo/contracts';
import {
  CurrentSession,
  IdParam,
  pdfFile,
  RequireSession,
  SessionPrincipal,
} from '@campo/platform';
import { contractNotFound } from '../../contracts/contract-settings.service';
import { ProcessingAnnexService } from './processing-annex.service';

/** The data-processing annex of a client contract (LGPD art. 39), for the ADMIN to sign with the client. */
@Controller('fs/contratos')
@RequireSession(...COMPANY_ADMIN_ROLES)
export class ProcessingAnnexController {
  constructor(private readonly annex: ProcessingAnnexService) {}

  @Get(':id/anexo-de-tratamento.pdf')
  async pdf(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', contractNotFound) id: string,
  ): Promise<StreamableFile> {
    const { pdf, fileName } = await this.annex.pdf(session.companyId, id);
    return pdfFile(pdf, fileName);
  }
}
