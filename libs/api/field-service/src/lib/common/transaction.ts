import type { DataSource, EntityManager } from 'typeorm';

/**
 * How a repository's statements join a service's transaction, the one pattern across
 * field-service: the service opens the transaction (`dataSource.transaction(async
 * (manager) => …)`) and passes its `EntityManager` as the last, optional argument of each
 * repository method; a method called without one runs its statement on the pool.
 */
export function executor(dataSource: DataSource, manager?: EntityManager): EntityManager {
  return manager ?? dataSource.manager;
}
