import { Module } from '@nestjs/common';
import { ServiceOrdersModule } from '../orders/service-orders.module';
import { CorrectiveProposalService } from './corrective-proposal.service';
import { CorrectiveProposalsController } from './corrective-proposals.controller';

/**
 * From a failed checklist item to a visit. The repository is provided by the orders
 * module: closing an order opens the proposals when the company says so.
 */
@Module({
  imports: [ServiceOrdersModule],
  controllers: [CorrectiveProposalsController],
  providers: [CorrectiveProposalService],
})
export class CorrectiveProposalsModule {}
