import { Body, Controller, Delete, Get, Post } from '@nestjs/common';
import { type AuthorisedSigner, DOCUMENT_EDIT_ROLES, type SuccessResponse } from '@campo/contracts';
import {
  CurrentSession,
  IdParam,
  ok,
  platformError,
  RequireSession,
  SessionPrincipal,
} from '@campo/platform';
import { fieldServiceError } from '../common/field-service-errors';
import { AuthorisedSignerDto } from './visit-report.dto';
import { VisitRecordsRepository } from './visit-records.repository';

const clientNotFound = () => platformError('NAO_ENCONTRADO', 'Cliente não encontrado.');
const signerNotFound = () =>
  fieldServiceError('ASSINANTE_NAO_ENCONTRADO', 'Assinante não encontrado neste cliente.');

/**
 * The client's authorised signers: people who may sign visit reports for it besides its
 * client users. A signer outside both is printed with a warning on the report. Staff
 * read the register; ADMIN and SUPERVISOR edit it.
 */
@Controller('fs/clientes/:id/assinantes')
export class AuthorisedSignersController {
  constructor(private readonly visits: VisitRecordsRepository) {}

  @RequireSession()
  @Get()
  async list(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', clientNotFound) clientId: string,
  ): Promise<SuccessResponse<AuthorisedSigner[]>> {
    await this.requireClient(session.companyId, clientId);
    return ok(await this.visits.authorisedSigners(session.companyId, clientId));
  }

  @RequireSession(...DOCUMENT_EDIT_ROLES)
  @Post()
  async create(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', clientNotFound) clientId: string,
    @Body() body: AuthorisedSignerDto,
  ): Promise<SuccessResponse<AuthorisedSigner>> {
    await this.requireClient(session.companyId, clientId);
    return ok(await this.visits.insertAuthorisedSigner(session.companyId, clientId, body));
  }

  @RequireSession(...DOCUMENT_EDIT_ROLES)
  @Delete(':assinanteId')
  async remove(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', clientNotFound) clientId: string,
    @IdParam('assinanteId', signerNotFound) signerId: string,
  ): Promise<SuccessResponse<null>> {
    if (!(await this.visits.deleteAuthorisedSigner(session.companyId, clientId, signerId)))
      throw signerNotFound();
    return ok(null);
  }

  private async requireClient(companyId: string, clientId: string) {
    if (!(await this.visits.clientExists(companyId, clientId))) throw clientNotFound();
  }
}
