import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CorrectiveProposals, OpenedCorrective } from '@campo/contracts';
import type { SessionPrincipal } from '@campo/platform';
import { DataSource } from 'typeorm';
import { fieldServiceError } from '../common/field-service-errors';
import { ServiceOrderService } from '../orders/service-order.service';
import { CorrectiveProposalRepository } from './corrective-proposal.repository';

type Actor = Pick<SessionPrincipal, 'companyId' | 'timeZone' | 'userId'>;

export const proposalNotFound = () =>
  fieldServiceError(
    'PROPOSTA_NAO_ENCONTRADA',
    'Proposta de corretiva não encontrada (ou já aberta ou descartada).',
  );

/**
 * The corrective orders proposed by failed checklist items: the supervisor opens one
 * (one click: the order for the unit, linked to its source) or discards it. Either way
 * the proposal leaves the list; deciding twice is 404.
 */
@Injectable()
export class CorrectiveProposalService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly proposals: CorrectiveProposalRepository,
    private readonly orders: ServiceOrderService,
  ) {}

  async list(companyId: string): Promise<CorrectiveProposals> {
    return { itens: await this.proposals.pending(companyId) };
  }

  open(actor: Actor, id: string): Promise<OpenedCorrective> {
    return this.dataSource.transaction(async (manager) => {
      const proposal = await this.proposals.find(actor.companyId, id, manager);
      const opened = proposal && (await this.orders.openProposed(actor, proposal, manager));
      if (!opened) throw proposalNotFound();
      return opened;
    });
  }

  async discard(actor: Actor, id: string): Promise<{ id: string }> {
    await this.dataSource.transaction(async (manager) => {
      const proposal = await this.proposals.find(actor.companyId, id, manager);
      const decided =
        proposal &&
        (await this.proposals.decide(
          actor.companyId,
          proposal,
          { decisao: 'descartada', userId: actor.userId },
          manager,
        ));
      if (!decided) throw proposalNotFound();
    });
    return { id };
  }
}
