import { FieldServiceInit1763769800000 } from './1763769800000-field-service-init';

export const fieldServiceMigrations = [FieldServiceInit1763769800000];
