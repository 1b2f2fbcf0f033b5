import 'reflect-metadata';
import type { EntityOptions, FieldOptions } from './entity-options';

const ENTITY_METADATA = Symbol('campo:ingestion-entity');
const FIELDS_METADATA = Symbol('campo:ingestion-fields');

export type EntityClass = abstract new (...args: never[]) => unknown;

/** Declares a class as an ingestible entity. One decorator, one options object. */
export function IngestionEntity(options: EntityOptions): ClassDecorator {
  return (target) => {
    Reflect.defineMetadata(ENTITY_METADATA, options, target);
  };
}

/** Declares one field of an ingestible entity; the property name is its `campo`. */
export function IngestionField(options: FieldOptions): PropertyDecorator {
  return (target, property) => {
    const fields: Array<[string, FieldOptions]> =
      Reflect.getOwnMetadata(FIELDS_METADATA, target.constructor) ?? [];
    Reflect.defineMetadata(
      FIELDS_METADATA,
      [...fields, [String(property), options]],
      target.constructor,
    );
  };
}

export function readEntityMetadata(target: EntityClass) {
  const entity: EntityOptions | undefined = Reflect.getMetadata(ENTITY_METADATA, target);
  if (!entity) throw new Error(`${target.name} não tem @IngestionEntity`);
  const fields: Array<[string, FieldOptions]> =
    Reflect.getOwnMetadata(FIELDS_METADATA, target) ?? [];
  return { entity, fields };
}
