import { PlatformInit1763769600000 } from './1763769600000-platform-init';
import { MailOutbox1763769650000 } from './1763769650000-mail-outbox';
import { Documents1763769680000 } from './1763769680000-documents';
import { DocumentTypedCells1763770290000 } from './1763770290000-document-typed-cells';
import { Accounts1763770300000 } from './1763770300000-accounts';
import { QualifiedSignatures1763770650000 } from './1763770650000-qualified-signatures';
import { MailDelivery1763770700000 } from './1763770700000-mail-delivery';
import { SessionIdleLimit1763770810000 } from './1763770810000-session-idle-limit';
import { Webhooks1763772600000 } from './1763772600000-webhooks';
import { StoredFiles1763772200000 } from './1763772200000-stored-files';
import { LogosReencoded1763772210000 } from './1763772210000-logos-reencoded';
import { AttemptCounters1763772100000 } from './1763772100000-attempt-counters';
import { CompanyEntitySet1763773310000 } from './1763773310000-company-entity-set';
import { ClientUsers1763773400000 } from './1763773400000-client-users';
import { WebhookSecretsSealed1764640000000 } from './1764640000000-webhook-secrets-sealed';
import { WebhookFairDelivery1764640001000 } from './1764640001000-webhook-fair-delivery';
import { MailOutboxSealedBody1764630000000 } from './1764630000000-mail-outbox-sealed-body';
import { UsersEmailPerCompany1764630001000 } from './1764630001000-users-email-per-company';
import { CompanyCertificate1764830000000 } from './1764830000000-company-certificate';
import { Retention1764843000000 } from './1764843000000-retention';
import { DataSubjectRequests1764843010000 } from './1764843010000-data-subject-requests';
import { TextSearch1764844000000 } from './1764844000000-text-search';
import { UserErasure1764847000000 } from './1764847000000-user-erasure';

/** The platform's migrations, in order. Each lib exports its own list; the app joins them. */
export const platformMigrations = [
  PlatformInit1763769600000,
  MailOutbox1763769650000,
  Documents1763769680000,
  DocumentTypedCells1763770290000,
  Accounts1763770300000,
  QualifiedSignatures1763770650000,
  MailDelivery1763770700000,
  SessionIdleLimit1763770810000,
  AttemptCounters1763772100000,
  StoredFiles1763772200000,
  LogosReencoded1763772210000,
  Webhooks1763772600000,
  CompanyEntitySet1763773310000,
  ClientUsers1763773400000,
  WebhookSecretsSealed1764640000000,
  WebhookFairDelivery1764640001000,
  MailOutboxSealedBody1764630000000,
  UsersEmailPerCompany1764630001000,
  CompanyCertificate1764830000000,
  Retention1764843000000,
  DataSubjectRequests1764843010000,
  TextSearch1764844000000,
  UserErasure1764847000000,
];
