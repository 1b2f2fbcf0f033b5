import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** A gas event the technician's app records on an order, inside the capture's transaction. */
export interface OrderFluidCapture {
  companyId: string;
  orderId: string;
  event: {
    id: string;
    tipoGas: string;
    tipoEvento: string;
    quantidadeKg: number;
    dataEvento: string;
  };
}

export type OrderFluidListener = (
  capture: OrderFluidCapture,
  manager: EntityManager,
) => Promise<void>;

/**
 * Features that judge or follow a gas event recorded from the phone on an order without
 * the refrigerant log knowing them (the visit report: after the client signed, only the
 * events of the signed summary are taken, and the one that completes it seals the report).
 * `before` runs ahead of the insert and may refuse by throwing; `after` runs once it is
 * stored; both in the capture's transaction, registered once at start (`onModuleInit`).
 */
@Injectable()
export class FluidCaptureHooks {
  private readonly guards: OrderFluidListener[] = [];
  private readonly followers: OrderFluidListener[] = [];

  before(listener: OrderFluidListener): void {
    this.guards.push(listener);
  }

  after(listener: OrderFluidListener): void {
    this.followers.push(listener);
  }

  async guard(capture: OrderFluidCapture, manager: EntityManager): Promise<void> {
    for (const listener of this.guards) await listener(capture, manager);
  }

  async stored(capture: OrderFluidCapture, manager: EntityManager): Promise<void> {
    for (const listener of this.followers) await listener(capture, manager);
  }
}
