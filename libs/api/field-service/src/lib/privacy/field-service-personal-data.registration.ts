import { Injectable, Module, OnModuleInit } from '@nestjs/common';
import { PersonalDataRegistry } from '@campo/platform';
import {
  FIELD_SERVICE_NOT_PERSONAL,
  FIELD_SERVICE_PROCESSING,
} from './field-service-personal-data';

/** Registers field service's tables in the record of processing at start. */
@Injectable()
export class FieldServicePersonalData implements OnModuleInit {
  constructor(private readonly registry: PersonalDataRegistry) {}

  onModuleInit() {
    this.registry.register(FIELD_SERVICE_PROCESSING, FIELD_SERVICE_NOT_PERSONAL);
  }
}

@Module({ providers: [FieldServicePersonalData] })
export class FieldServicePrivacyModule {}
