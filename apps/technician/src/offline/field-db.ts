import type {
  CatalogItem,
  CauseEntry,
  CylinderOption,
  RefrigerantGas,
  SessionInfo,
  TechnicianOrderDetail,
} from '@campo/contracts';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { FieldAction } from './outbox-types';

/** An order as the server last answered it, for the user it was read for. */
export interface StoredOrder {
  id: string;
  userId: string;
  detail: TechnicianOrderDetail;
  readAt: string;
}

/** The technician's day as last read: which orders, in the server's order. */
export interface StoredDay {
  userId: string;
  orderIds: string[];
  readAt: string;
}

interface FieldSchema extends DBSchema {
  /** The outbox: every record made on the phone until the server has it (or refused it). */
  actions: { key: number; value: FieldAction; indexes: { byUser: string } };
  orders: { key: string; value: StoredOrder; indexes: { byUser: string } };
  days: { key: string; value: StoredDay };
  /** The last session (to open the app without a signal), the gas list and the catalogues. */
  meta: {
    key: string;
    value:
      | { session: SessionInfo }
      | { gases: RefrigerantGas[] }
      | { catalog: CatalogItem[] }
      | { causes: CauseEntry[] }
      | { cylinders: CylinderOption[] };
  };
}

export type FieldDb = IDBPDatabase<FieldSchema>;

const DB_NAME = 'campo-tecnico';

let opened: Promise<FieldDb> | undefined;

/** The app's one IndexedDB database (opened once per page). */
export function fieldDb(): Promise<FieldDb> {
  opened ??= openDB<FieldSchema>(DB_NAME, 1, {
    upgrade(db) {
      const actions = db.createObjectStore('actions', { keyPath: 'seq', autoIncrement: true });
      actions.createIndex('byUser', 'userId');
      const orders = db.createObjectStore('orders', { keyPath: 'id' });
      orders.createIndex('byUser', 'userId');
      db.createObjectStore('days', { keyPath: 'userId' });
      db.createObjectStore('meta');
    },
  });
  return opened;
}

export async function readSession(): Promise<SessionInfo | null> {
  const stored = await (await fieldDb()).get('meta', 'session');
  return stored && 'session' in stored ? stored.session : null;
}

export async function writeSession(session: SessionInfo | null): Promise<void> {
  const db = await fieldDb();
  if (session) await db.put('meta', { session }, 'session');
  else await db.delete('meta', 'session');
}

export async function readGases(): Promise<RefrigerantGas[]> {
  const stored = await (await fieldDb()).get('meta', 'gases');
  return stored && 'gases' in stored ? stored.gases : [];
}

export async function writeGases(gases: RefrigerantGas[]): Promise<void> {
  await (await fieldDb()).put('meta', { gases }, 'gases');
}

export async function readCatalog(): Promise<CatalogItem[]> {
  const stored = await (await fieldDb()).get('meta', 'catalog');
  return stored && 'catalog' in stored ? stored.catalog : [];
}

export async function writeCatalog(catalog: CatalogItem[]): Promise<void> {
  await (await fieldDb()).put('meta', { catalog }, 'catalog');
}

/** The company's root-cause catalogue, to pick a cause offline. */
export async function readCauses(): Promise<CauseEntry[]> {
  const stored = await (await fieldDb()).get('meta', 'causes');
  return stored && 'causes' in stored ? stored.causes : [];
}

export async function writeCauses(causes: CauseEntry[]): Promise<void> {
  await (await fieldDb()).put('meta', { causes }, 'causes');
}

/** The company's active refrigerant cylinders (from the day), to pick one offline. */
export async function readCylinders(): Promise<CylinderOption[]> {
  const stored = await (await fieldDb()).get('meta', 'cylinders');
  return stored && 'cylinders' in stored ? stored.cylinders : [];
}

export async function writeCylinders(cylinders: CylinderOption[]): Promise<void> {
  await (await fieldDb()).put('meta', { cylinders }, 'cylinders');
}

/** The user's records still on the phone, in the order they were made. */
export async function actionsOf(userId: string): Promise<FieldAction[]> {
  const all = await (await fieldDb()).getAllFromIndex('actions', 'byUser', userId);
  return all.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

/** How many records of other users wait on this phone (sent when they sign in again). */
export async function othersWaiting(userId: string): Promise<number> {
  const all = await (await fieldDb()).getAll('actions');
  return all.filter((action) => action.userId !== userId).length;
}

/** Stores a record; resolves once IndexedDB has committed it. */
export async function addAction(action: FieldAction): Promise<number> {
  return (await fieldDb()).add('actions', action);
}

export async function putAction(action: FieldAction): Promise<void> {
  await (await fieldDb()).put('actions', action);
}

export async function deleteAction(seq: number): Promise<void> {
  await (await fieldDb()).delete('actions', seq);
}

export async function ordersOf(userId: string): Promise<StoredOrder[]> {
  return (await fieldDb()).getAllFromIndex('orders', 'byUser', userId);
}

export async function readDay(userId: string): Promise<StoredDay | undefined> {
  return (await fieldDb()).get('days', userId);
}

/** Replaces the user's day and orders with what the server answered, in one transaction. */
export async function writeDay(
  userId: string,
  day: StoredDay,
  orders: StoredOrder[],
  keep: ReadonlySet<string>,
): Promise<void> {
  const db = await fieldDb();
  const tx = db.transaction(['days', 'orders'], 'readwrite');
  const store = tx.objectStore('orders');
  const fresh = new Set(orders.map((order) => order.id));
  for (const old of await store.index('byUser').getAll(userId)) {
    // An order that left the day stays while the phone still holds records for it.
    if (!fresh.has(old.id) && !keep.has(old.id)) await store.delete(old.id);
  }
  for (const order of orders) await store.put(order);
  await tx.objectStore('days').put(day);
  await tx.done;
}

export async function putOrder(order: StoredOrder): Promise<void> {
  await (await fieldDb()).put('orders', order);
}

/** Forgets what was read for other users (a shared phone): their records stay in the outbox. */
export async function forgetOrdersExcept(userId: string | null): Promise<void> {
  const db = await fieldDb();
  const tx = db.transaction(['days', 'orders'], 'readwrite');
  for (const order of await tx.objectStore('orders').getAll()) {
    if (order.userId !== userId) await tx.objectStore('orders').delete(order.id);
  }
  for (const day of await tx.objectStore('days').getAll()) {
    if (day.userId !== userId) await tx.objectStore('days').delete(day.userId);
  }
  await tx.done;
}
