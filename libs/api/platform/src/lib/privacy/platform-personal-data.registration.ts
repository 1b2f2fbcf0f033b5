import { Injectable, OnModuleInit } from '@nestjs/common';
import { PersonalDataRegistry } from './personal-data';
import { PLATFORM_NOT_PERSONAL, PLATFORM_PROCESSING } from './platform-personal-data';

/** Registers the platform's own tables in the record of processing at start. */
@Injectable()
export class PlatformPersonalData implements OnModuleInit {
  constructor(private readonly registry: PersonalDataRegistry) {}

  onModuleInit() {
    this.registry.register(PLATFORM_PROCESSING, PLATFORM_NOT_PERSONAL);
  }
}
