import { Controller, Get } from '@nestjs/common';
import {
  type ClientOverview,
  type ContractOverview,
  RECORD_EDIT_ROLES,
  type SuccessResponse,
} from '@campo/contracts';
import { CurrentSession, IdParam, ok, RequireSession, SessionPrincipal } from '@campo/platform';
import { clientNotFound, contractNotFound, HubService } from './hub.service';

/** The contract hub and the client's: supervisors and administrators of the company. */
@Controller('fs')
@RequireSession(...RECORD_EDIT_ROLES)
export class HubController {
  constructor(private readonly hub: HubService) {}

  @Get('contratos/:id/visao-geral')
  async contract(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', contractNotFound) id: string,
  ): Promise<SuccessResponse<ContractOverview>> {
    return ok(await this.hub.contract(session, id));
  }

  @Get('clientes/:id/visao-geral')
  async client(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', clientNotFound) id: string,
  ): Promise<SuccessResponse<ClientOverview>> {
    return ok(await this.hub.client(session, id));
  }
}
