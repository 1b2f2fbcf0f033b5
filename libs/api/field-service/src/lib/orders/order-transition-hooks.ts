import { Injectable } from '@nestjs/common';
import type { OrderAction } from '@campo/contracts';
import type { EntityManager } from 'typeorm';

/** A transition just recorded on an order, inside its transaction. */
export interface OrderTransition {
  companyId: string;
  orderId: string;
  action: OrderAction;
  timeZone: string;
}

export type OrderTransitionListener = (
  transition: OrderTransition,
  manager: EntityManager,
) => Promise<void>;

/**
 * Features that react to an order's transitions (a service request tells its requester
 * that the call was scheduled or finished) without the orders knowing them: a listener
 * registers once at start (`onModuleInit`) and runs in the transition's transaction, so
 * what it writes (an e-mail in the outbox) commits or rolls back with the transition.
 */
@Injectable()
export class OrderTransitionHooks {
  private readonly listeners: OrderTransitionListener[] = [];

  listen(listener: OrderTransitionListener): void {
    this.listeners.push(listener);
  }

  async notify(transition: OrderTransition, manager: EntityManager): Promise<void> {
    for (const listener of this.listeners) await listener(transition, manager);
  }
}
