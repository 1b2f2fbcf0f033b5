import { Controller, HttpCode, Post } from '@nestjs/common';
import {
  DOCUMENT_EDIT_ROLES,
  type ExecutionApproval,
  type SuccessResponse,
} from '@campo/contracts';
import { CurrentSession, IdParam, ok, RequireSession, SessionPrincipal } from '@campo/platform';
import { ExecutionApprovalService, orderNotFound } from './execution-approval.service';

/**
 * The RT's approval of an order's executions (ADMIN or SUPERVISOR by role; the service
 * admits only the contract's responsável técnico).
 */
@Controller('fs/ordens')
@RequireSession(...DOCUMENT_EDIT_ROLES)
export class ExecutionApprovalController {
  constructor(private readonly approvals: ExecutionApprovalService) {}

  @Post(':id/aprovacao-rt')
  @HttpCode(201)
  async approve(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', orderNotFound) id: string,
  ): Promise<SuccessResponse<ExecutionApproval>> {
    return ok(await this.approvals.approve(session, id));
  }
}
