import { INestApplicationContext, RequestMethod, Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { ACCESS_POLICY, AccessPolicy } from './access-policy';

export interface RouteEntry {
  method: string;
  path: string;
  handler: string;
  policy: AccessPolicy | undefined;
  /** The controller class and the name of its method that handles the route. */
  controller: Type;
  methodName: string;
}

/**
 * Every HTTP route of an application with the access policy it declares, read
 * from the same metadata the AccessGuard reads. Used by the route-policy test and
 * handy for audits.
 */
export function listRoutes(app: INestApplicationContext): RouteEntry[] {
  const discovery = app.get(DiscoveryService);
  const reflector = app.get(Reflector);
  const scanner = new MetadataScanner();
  return discovery.getControllers().flatMap(({ metatype, instance }) => {
    if (!metatype || !instance) return [];
    const prefixes = asArray(Reflect.getMetadata(PATH_METADATA, metatype));
    const prototype = Object.getPrototypeOf(instance);
    return scanner.getAllMethodNames(prototype).flatMap((name) => {
      const handler = prototype[name];
      const requestMethod: RequestMethod | undefined = Reflect.getMetadata(
        METHOD_METADATA,
        handler,
      );
      if (requestMethod === undefined) return [];
      const policy = reflector.getAllAndOverride<AccessPolicy | undefined>(ACCESS_POLICY, [
        handler,
        metatype,
      ]);
      return prefixes.flatMap((prefix) =>
        asArray(Reflect.getMetadata(PATH_METADATA, handler)).map((path) => ({
          method: RequestMethod[requestMethod],
          path: joinPath(prefix, path),
          handler: `${metatype.name}.${name}`,
          policy,
          controller: metatype as Type,
          methodName: name,
        })),
      );
    });
  });
}

function asArray(value: string | string[] | undefined): string[] {
  if (value === undefined) return [''];
  return Array.isArray(value) ? value : [value];
}

function joinPath(...parts: string[]) {
  return (
    '/' +
    parts
      .map((part) => part.replace(/^\/+|\/+$/g, ''))
      .filter(Boolean)
      .join('/')
  );
}
