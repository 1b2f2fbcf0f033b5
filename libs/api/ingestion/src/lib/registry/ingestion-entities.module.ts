import { type DynamicModule, Module } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { EntityRegistry } from './entity-registry';
import type { EntityClass } from './ingestion-entity.decorator';

/** The ingestible entities one domain contributes: the value each registration provides. */
export class IngestionEntitySet {
  constructor(readonly classes: readonly EntityClass[]) {}
}

/** Carries one registration; one per `IngestionModule.forFeature(...)` call. */
@Module({})
export class IngestionEntitiesModule {
  static register(classes: readonly EntityClass[]): DynamicModule {
    return {
      module: IngestionEntitiesModule,
      providers: [
        { provide: Symbol('ingestion-entities'), useValue: new IngestionEntitySet(classes) },
      ],
    };
  }
}

/**
 * Builds the registry once, at start, from every registered entity set, in the
 * order their modules were imported (the ingestion lib's own first, since each
 * domain imports IngestionModule before registering). Value providers exist before
 * any factory runs, so no registration can arrive after the registry is built.
 */
export function collectRegistry(discovery: DiscoveryService) {
  const classes = discovery
    .getProviders()
    .map((wrapper) => wrapper.instance)
    .filter((instance): instance is IngestionEntitySet => instance instanceof IngestionEntitySet)
    .flatMap((set) => set.classes);
  return new EntityRegistry(classes);
}
