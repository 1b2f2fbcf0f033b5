import { FieldServiceInit1763769800000 } from './1763769800000-field-service-init';
import { RgmClosing1763769900000 } from './1763769900000-rgm-closing';
import { Fluid1763770000000 } from './1763770000000-fluid';
import { Sectors1763770100000 } from './1763770100000-sectors';
import { RgmPdf1763770200000 } from './1763770200000-rgm-pdf';
import { RgmOnePerPeriod1763770400000 } from './1763770400000-rgm-one-per-period';
import { ServiceOrders1763770500000 } from './1763770500000-service-orders';
import { Retirement1763770550000 } from './1763770550000-retirement';
import { ContractTechnicalLead1763770660000 } from './1763770660000-contract-technical-lead';
import { LastPreventive1763770670000 } from './1763770670000-last-preventive';
import { TechnicianApp1763770800000 } from './1763770800000-technician-app';
import { OrderFluidIndex1763771000000 } from './1763771000000-order-fluid-index';
import { RgmAcknowledgement1763772400000 } from './1763772400000-rgm-acknowledgement';
import { FluidReview1763772500000 } from './1763772500000-fluid-review';
import { VisitReport1763772700000 } from './1763772700000-visit-report';
import { BuildingIdentity1763773000000 } from './1763773000000-building-identity';
import { Rooms1763773010000 } from './1763773010000-rooms';
import { IndoorAir1763773020000 } from './1763773020000-indoor-air';
import { ActivityPlans1763773100000 } from './1763773100000-activity-plans';
import { CorrectiveProposals1763773200000 } from './1763773200000-corrective-proposals';
import { CauseCatalogue1763773300000 } from './1763773300000-cause-catalogue';
import { ClientUserClient1763773410000 } from './1763773410000-client-user-client';
import { ServiceRequests1763773500000 } from './1763773500000-service-requests';
import { UnitQr1763773510000 } from './1763773510000-unit-qr';
import { VisitInstantStatistics1763773600000 } from './1763773600000-visit-instant-statistics';
import { ServiceRequestTracking1764620000000 } from './1764620000000-service-request-tracking';

export const fieldServiceMigrations = [
  FieldServiceInit1763769800000,
  RgmClosing1763769900000,
  Fluid1763770000000,
  Sectors1763770100000,
  RgmPdf1763770200000,
  RgmOnePerPeriod1763770400000,
  ServiceOrders1763770500000,
  Retirement1763770550000,
  ContractTechnicalLead1763770660000,
  LastPreventive1763770670000,
  TechnicianApp1763770800000,
  OrderFluidIndex1763771000000,
  RgmAcknowledgement1763772400000,
  FluidReview1763772500000,
  VisitReport1763772700000,
  BuildingIdentity1763773000000,
  Rooms1763773010000,
  IndoorAir1763773020000,
  ActivityPlans1763773100000,
  CorrectiveProposals1763773200000,
  CauseCatalogue1763773300000,
  ClientUserClient1763773410000,
  ServiceRequests1763773500000,
  UnitQr1763773510000,
  VisitInstantStatistics1763773600000,
  ServiceRequestTracking1764620000000,
];
