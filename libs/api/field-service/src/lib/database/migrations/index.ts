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
import { OneMaintenancePlan1764700000000 } from './1764700000000-one-maintenance-plan';
import { OrderActivities1764700010000 } from './1764700010000-order-activities';
import { HourMeter1764700020000 } from './1764700020000-hour-meter';
import { DropMaintenancePlans1764700030000 } from './1764700030000-drop-maintenance-plans';
import { VisitManifest1764820000000 } from './1764820000000-visit-manifest';
import { PhotoUploadedHash1764820010000 } from './1764820010000-photo-uploaded-hash';
import { VisitAddenda1764820020000 } from './1764820020000-visit-addenda';
import { CompanyCtfApp1764841000000 } from './1764841000000-company-ctf-app';
import { LeakRepairs1764841010000 } from './1764841010000-leak-repairs';
import { FluidCylinders1764845000000 } from './1764845000000-fluid-cylinders';
import { PmocAnnex1764846000000 } from './1764846000000-pmoc-annex';
import { SealedEvidenceRetention1764847100000 } from './1764847100000-sealed-evidence-retention';
import { VisitLinkRevocation1764842100000 } from './1764842100000-visit-link-revocation';
import { VisitPositions1764820030000 } from './1764820030000-visit-positions';
import { SearchIndexes1764844010000 } from './1764844010000-search-indexes';
import { ServiceRequestTracking1764620000000 } from './1764620000000-service-request-tracking';
import { RefusedRecords1764800000000 } from './1764800000000-refused-records';
import { VisitCorrections1764810000000 } from './1764810000000-visit-corrections';
import { GasOutOfMaterials1764810010000 } from './1764810010000-gas-out-of-materials';
import { ReadingKinds1764810020000 } from './1764810020000-reading-kinds';
import { SealedOrderFrozen1764800010000 } from './1764800010000-sealed-order-frozen';
import { CareAreas1764840000000 } from './1764840000000-care-areas';
import { ArtValidity1764840010000 } from './1764840010000-art-validity';
import { LegalHolds1764843100000 } from './1764843100000-legal-holds';

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
  OneMaintenancePlan1764700000000,
  OrderActivities1764700010000,
  HourMeter1764700020000,
  DropMaintenancePlans1764700030000,
  RefusedRecords1764800000000,
  SealedOrderFrozen1764800010000,
  VisitCorrections1764810000000,
  GasOutOfMaterials1764810010000,
  ReadingKinds1764810020000,
  VisitManifest1764820000000,
  PhotoUploadedHash1764820010000,
  VisitAddenda1764820020000,
  VisitPositions1764820030000,
  SearchIndexes1764844010000,
  CompanyCtfApp1764841000000,
  LeakRepairs1764841010000,
  CareAreas1764840000000,
  ArtValidity1764840010000,
  LegalHolds1764843100000,
  VisitLinkRevocation1764842100000,
  FluidCylinders1764845000000,
  PmocAnnex1764846000000,
  SealedEvidenceRetention1764847100000,
];
