import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  type CorrectiveProposals,
  DISPATCH_ROLES,
  type OpenedCorrective,
  type SuccessResponse,
} from '@campo/contracts';
import { CurrentSession, IdParam, ok, RequireSession, SessionPrincipal } from '@campo/platform';
import { CorrectiveProposalService, proposalNotFound } from './corrective-proposal.service';

/** Corrective orders proposed by failed checklist items (DISPATCH_ROLES). */
@Controller('fs/despacho/propostas')
@RequireSession(...DISPATCH_ROLES)
export class CorrectiveProposalsController {
  constructor(private readonly proposals: CorrectiveProposalService) {}

  @Get()
  async list(
    @CurrentSession() session: SessionPrincipal,
  ): Promise<SuccessResponse<CorrectiveProposals>> {
    return ok(await this.proposals.list(session.companyId));
  }

  @Post(':id/abrir')
  @HttpCode(200)
  async open(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', proposalNotFound) id: string,
  ): Promise<SuccessResponse<OpenedCorrective>> {
    return ok(await this.proposals.open(session, id));
  }

  @Post(':id/descartar')
  @HttpCode(200)
  async discard(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', proposalNotFound) id: string,
  ): Promise<SuccessResponse<{ id: string }>> {
    return ok(await this.proposals.discard(session, id));
  }
}
