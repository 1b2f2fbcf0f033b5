import { Body, Controller, Post } from '@nestjs/common';
import type { GeneratePmocRequest } from '@campo/contracts';
import { DOCUMENT_EDIT_ROLES } from '@campo/contracts';
import { IsBoolean, IsInt, IsOptional, IsUUID, Max, Min, ValidateIf } from 'class-validator';
import { CurrentSession, RequireSession, SessionPrincipal } from '@campo/platform';
import { PmocService, requireContract } from './pmoc.service';

export class GeneratePmocDto implements GeneratePmocRequest {
  @IsOptional()
  @IsBoolean()
  consolidado?: boolean;

  @ValidateIf((dto: GeneratePmocDto) => !dto.consolidado)
  @IsUUID('all', { message: 'contratoId deve ser o id de um contrato' })
  contratoId?: string;

  @IsInt({ message: 'ano deve ser um ano, ex.: 2027' })
  @Min(2000)
  @Max(2100)
  ano!: number;
}

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
    return { sucesso: true, dados: { documentoId: document.id, ...document } };
  }
}
