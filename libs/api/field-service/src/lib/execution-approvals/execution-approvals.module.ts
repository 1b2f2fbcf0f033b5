import { Module } from '@nestjs/common';
import { ExecutionApprovalController } from './execution-approval.controller';
import { ExecutionApprovalRepository } from './execution-approval.repository';
import { ExecutionApprovalService } from './execution-approval.service';

/** The responsável técnico's approval of service orders' executions (the PMOC's "Aprovada por"). */
@Module({
  controllers: [ExecutionApprovalController],
  providers: [ExecutionApprovalRepository, ExecutionApprovalService],
})
export class ExecutionApprovalsModule {}
