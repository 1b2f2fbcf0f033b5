import { PlatformInit1763769600000 } from './1763769600000-platform-init';
import { MailOutbox1763769650000 } from './1763769650000-mail-outbox';

/** The platform's migrations, in order. Each lib exports its own list; the app joins them. */
export const platformMigrations = [PlatformInit1763769600000, MailOutbox1763769650000];
