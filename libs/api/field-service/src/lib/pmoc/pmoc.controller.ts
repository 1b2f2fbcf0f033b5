import { Body, Controller, Post } from '@nestjs/common';
import { DOCUMENT_EDIT_ROLES } from '@campo/contracts';
import { CurrentSession, ok, RequireSession, SessionPrincipal } from '@campo/platform';
import { GeneratePmocDto } from './pmoc.dto';
import { PmocService, requireContract } from './pmoc.service';

/** PMOC generation (ADMIN, SUPERVISOR): one document per contract and year. */
@Controller('fs/pmoc')
@RequireSession(...DOCUMENT_EDIT_ROLES)
export class PmocController {
  constructor(private readonly pmoc: PmocService) {}

  @Post('gerar')
  async generate(@CurrentSession() session: SessionPrincipal, @Body() body: GeneratePmocDto) {
    requireContract(body.consolidado);
    const document = await this.pmoc.generate(session, body.contratoId!, body.ano);
    // `documentoId` and `versao` as the contract states, and the document itself to open at once.
    return ok({ documentoId: document.id, ...document });
  }
}
