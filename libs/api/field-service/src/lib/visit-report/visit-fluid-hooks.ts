import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { fieldServiceError } from '../common/field-service-errors';
import { FluidCaptureHooks, type OrderFluidCapture } from '../fluid/fluid-capture-hooks';
import { ServiceOrderRepository } from '../orders/service-order.repository';
import { fluidRefusal } from './visit-manifest';
import { VisitRecordsRepository } from './visit-records.repository';
import { VisitSealService } from './visit-seal.service';

/**
 * The visit report's rules for a gas event the phone records on an order, as for its
 * other items: once the client signed a manifest, only the events it lists are taken, with
 * the values it lists (409 ITEM_FORA_DO_MANIFESTO / ITEM_DIVERGENTE_DO_MANIFESTO), and the
 * event that completes the manifest (a recharge refused and fixed after the signature)
 * seals the report. The order's lock orders the event before or after the acceptance.
 */
@Injectable()
export class VisitFluidHooks implements OnModuleInit {
  constructor(
    private readonly hooks: FluidCaptureHooks,
    private readonly orders: ServiceOrderRepository,
    private readonly visits: VisitRecordsRepository,
    private readonly seals: VisitSealService,
  ) {}

  onModuleInit() {
    this.hooks.before((capture, manager) => this.guard(capture, manager));
    this.hooks.after(async ({ companyId, orderId }, manager) => {
      await this.seals.complete(companyId, orderId, manager);
    });
  }

  private async guard({ companyId, orderId, event }: OrderFluidCapture, manager: EntityManager) {
    await this.orders.lock(companyId, orderId, manager);
    const manifest = (await this.visits.acceptance(companyId, orderId, manager))?.manifesto;
    if (!manifest) return;
    const refusal = fluidRefusal(manifest, event);
    if (refusal) throw fieldServiceError(refusal.codigo, refusal.erro);
  }
}
