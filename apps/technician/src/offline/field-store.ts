import {
  type CatalogItem,
  FIELD_RECORD_PATHS,
  type CauseEntry,
  type CylinderOption,
  PlatformErrorCode,
  type RefrigerantGas,
  type SessionInfo,
  type TechnicianActionResult,
  type TechnicianDay,
  type TechnicianOrderDetail,
} from '@campo/contracts';
import { ApiError, apiClient, ClientErrorCode, randomUuid } from '@campo/web-client';
import {
  actionsOf,
  addAction,
  deleteAction,
  forgetOrdersExcept,
  ordersOf,
  othersWaiting,
  putAction,
  putOrder,
  readCatalog,
  readCauses,
  readCylinders,
  readDay,
  readGases,
  readSession,
  writeCatalog,
  writeCauses,
  writeCylinders,
  writeDay,
  writeGases,
  writeSession,
} from './field-db';
import { todayIn } from '../format';
import type { CorrectionTarget, FieldAction, FieldActionKind } from './outbox-types';
import { planCorrection, planRemoval } from './corrections';
import { sendOutcome } from './send-outcome';

/** Everything the screens read: the session, the day as last read, and the outbox. */
export interface FieldState {
  /** `starting` until the phone's copy is read; `signedOut` shows the login. */
  phase: 'starting' | 'signedOut' | 'signedIn';
  session: SessionInfo | null;
  /** Whether the last request reached the server (and the browser thinks it is online). */
  online: boolean;
  orders: Readonly<Record<string, TechnicianOrderDetail>>;
  /** The day's orders in the server's order (overdue and today first). */
  dayIds: readonly string[];
  /** When the day was last read from the server. */
  readAt: string | null;
  /** This user's records still on the phone, oldest first. */
  actions: readonly FieldAction[];
  /** Records of other users on this phone (sent when they sign in). */
  othersWaiting: number;
  gases: readonly RefrigerantGas[];
  /** The company's services and materials, for the visit report offline. */
  catalog: readonly CatalogItem[];
  /** The company's root causes (active ones), picked when closing a corrective. */
  causes: readonly CauseEntry[];
  /** The company's active refrigerant cylinders, picked on a gas event. */
  cylinders: readonly CylinderOption[];
  syncing: boolean;
  /** When the outbox was last emptied, or a record last reached the server. */
  lastSentAt: string | null;
  /** Why sending stopped, when the server (not the network) is the reason. */
  problem: string | null;
}

/** Resend pace while records wait: every 10 s, doubling up to 5 min while the server fails. */
const RETRY_MS = 10_000;
const MAX_RETRY_MS = 5 * 60_000;
/** Orders read at once when the day is read (a long list must not flood the API). */
const READ_CONCURRENCY = 4;
/** A day read longer ago than this is read again when the app comes back to the front. */
const STALE_MS = 5 * 60_000;

const PATHS: Record<FieldActionKind, string> = {
  ...FIELD_RECORD_PATHS,
  // A correction goes to its entry's kind (`servicos/:registroId`…); see `send`.
  correcao: 'registros',
  exclusao: 'registros',
  descarte: 'descarte',
};

/** The writes whose answer carries the order as it stands (the others: the order is read again). */
const ANSWERED_WITH_ORDER: ReadonlySet<FieldActionKind> = new Set([
  'inicio',
  'checklist',
  'causa-raiz',
  'fim',
]);

const INITIAL: FieldState = {
  phase: 'starting',
  session: null,
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  orders: {},
  dayIds: [],
  readAt: null,
  actions: [],
  othersWaiting: 0,
  gases: [],
  catalog: [],
  causes: [],
  cylinders: [],
  syncing: false,
  lastSentAt: null,
  problem: null,
};

/**
 * The technician app's offline-first core. Every record is first committed to IndexedDB
 * (the outbox) and only then shown as done; the outbox is sent in the order it was made,
 * one record at a time, each with its UUID, so a resend after a lost answer is answered
 * with the same result. A refusal is kept and shown, never dropped. Reading the day and
 * sending the outbox take turns (one at a time, and one tab at a time), so an answer read
 * before a record was sent never overwrites the answer to that record.
 */
export class FieldStore {
  private state: FieldState = INITIAL;
  private readonly listeners = new Set<() => void>();
  private turn: Promise<unknown> = Promise.resolve();
  private flushWaiting = false;
  private retryMs = RETRY_MS;
  private nextAttemptAt = 0;
  private timer: ReturnType<typeof setInterval> | undefined;

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getState = () => this.state;

  /** Opens the phone's copy, then checks the session with the server when there is a signal. */
  async start(): Promise<void> {
    const cached = await readSession();
    if (cached) await this.load(cached);
    this.set({ phase: cached ? 'signedIn' : 'starting' });
    window.addEventListener('online', this.onOnline);
    window.addEventListener('offline', this.onOffline);
    document.addEventListener('visibilitychange', this.onVisible);
    this.timer = setInterval(this.onTick, RETRY_MS / 2);
    try {
      const session = await apiClient.get<SessionInfo>('/api/auth/eu');
      await this.enter(session);
    } catch (error) {
      if (isOffline(error)) {
        this.set({ online: false, phase: cached ? 'signedIn' : 'signedOut' });
      } else if (isSignedOut(error)) {
        await this.leave();
      } else {
        this.set({ phase: cached ? 'signedIn' : 'signedOut', problem: messageOf(error) });
      }
    }
  }

  stop(): void {
    window.removeEventListener('online', this.onOnline);
    window.removeEventListener('offline', this.onOffline);
    document.removeEventListener('visibilitychange', this.onVisible);
    clearInterval(this.timer);
  }

  async signIn(email: string, senha: string): Promise<void> {
    const session = await apiClient.post<SessionInfo>('/api/auth/login', { email, senha });
    await this.enter(session);
  }

  /** Ends the session; what waits in the outbox stays and is sent at the next sign-in. */
  async signOut(): Promise<void> {
    try {
      await apiClient.post<null>('/api/auth/logout');
    } catch {
      // Offline or already ended: the phone forgets the session either way.
    }
    await this.leave();
  }

  /**
   * Records an action on the phone; it is on the outbox (and on screen) when this resolves.
   * A photo's image goes in `blob`, kept in IndexedDB beside its record.
   */
  async record(
    order: Pick<TechnicianOrderDetail, 'id' | 'codigo'>,
    kind: FieldActionKind,
    body: Record<string, unknown>,
    blob?: Blob,
    target?: CorrectionTarget,
  ): Promise<void> {
    const session = this.requireSession();
    const id = randomUuid();
    await addAction({
      id,
      userId: session.usuario.id,
      orderId: order.id,
      orderCode: order.codigo,
      kind,
      body: { ...body, id },
      createdAt: new Date().toISOString(),
      state: 'PENDENTE',
      attempts: 0,
      refusal: null,
      ...(blob ? { blob } : {}),
      ...(target ? { target } : {}),
    });
    await this.reloadActions();
    this.nextAttemptAt = 0;
    void this.flush();
  }

  /**
   * Corrects an entry of the visit report. One still waiting in the outbox is rewritten
   * in place (same id, no extra request); one already sent gets a queued correction,
   * sent after it. Runs in turn with sending, so a body is never rewritten mid-send.
   */
  correct(
    order: Pick<TechnicianOrderDetail, 'id' | 'codigo'>,
    target: CorrectionTarget,
    body: Record<string, unknown>,
  ): Promise<void> {
    return this.inTurn(async () => {
      const plan = planCorrection(await this.mine(), target, body);
      if ('rewrite' in plan) await putAction(plan.rewrite);
      else await this.record(order, 'correcao', body, undefined, target);
      await this.reloadActions();
    });
  }

  /**
   * Removes an entry of the visit report: one still waiting in the outbox leaves it
   * (with the corrections queued for it); one already sent gets a queued removal.
   */
  remove(
    order: Pick<TechnicianOrderDetail, 'id' | 'codigo'>,
    target: CorrectionTarget,
  ): Promise<void> {
    return this.inTurn(async () => {
      const plan = planRemoval(await this.mine(), target);
      for (const seq of plan.drop) await deleteAction(seq);
      if (plan.queue) await this.record(order, 'exclusao', {}, undefined, target);
      await this.reloadActions();
    });
  }

  private async mine(): Promise<FieldAction[]> {
    return actionsOf(this.requireSession().usuario.id);
  }

  /** Sends a refused record again, with the same id (the server stored nothing for it). */
  async resend(action: FieldAction): Promise<void> {
    await putAction({ ...action, state: 'PENDENTE', refusal: null });
    await this.reloadActions();
    this.nextAttemptAt = 0;
    void this.flush();
  }

  /**
   * The technician's explicit choice to drop a refused record (never done silently): it
   * leaves the phone, and the server is told (queued like any record), so the supervisor's
   * queue shows it as discarded by the technician.
   */
  async discard(action: FieldAction): Promise<void> {
    if (action.state !== 'RECUSADO' || action.seq === undefined) return;
    await deleteAction(action.seq);
    await this.record({ id: action.orderId, codigo: action.orderCode }, 'descarte', {
      acaoId: action.id,
    });
  }

  /**
   * The fix of a gas event refused because the unit has no gas registered: the unit's gas
   * is declared (queued; the supervisor confirms it), then the refused record is sent
   * again right after it, with its own id.
   */
  async declareGas(
    refused: FieldAction,
    declaration: { tipoGas: string; cargaGasKg?: number },
  ): Promise<void> {
    if (refused.state !== 'RECUSADO' || refused.seq === undefined) return;
    await this.record({ id: refused.orderId, codigo: refused.orderCode }, 'gas', declaration);
    const { seq: _seq, ...rest } = refused;
    await deleteAction(refused.seq);
    await addAction({ ...rest, state: 'PENDENTE', refusal: null });
    await this.reloadActions();
    this.nextAttemptAt = 0;
    void this.flush();
  }

  /** Sends what waits, in order; at most one send runs, and a request made meanwhile runs after it. */
  flush(): Promise<void> {
    if (this.flushWaiting) return Promise.resolve();
    this.flushWaiting = true;
    return this.inTurn(async () => {
      this.flushWaiting = false;
      await this.send();
    });
  }

  /** Reads the day again from the server (every order in full, for offline use). */
  refresh(): Promise<void> {
    return this.inTurn(() => this.read());
  }

  private async enter(session: SessionInfo): Promise<void> {
    await writeSession(session);
    await forgetOrdersExcept(session.usuario.id);
    await this.load(session);
    this.set({ phase: 'signedIn', online: true, problem: null });
    await this.flush();
    await this.refresh();
  }

  private async leave(): Promise<void> {
    await writeSession(null);
    await forgetOrdersExcept(null);
    this.set({ ...INITIAL, phase: 'signedOut', online: this.state.online });
  }

  /** Fills the state from the phone's copy for `session`'s user. */
  private async load(session: SessionInfo): Promise<void> {
    const userId = session.usuario.id;
    const [orders, day, actions, others, gases, catalog, causes, cylinders] = await Promise.all([
      ordersOf(userId),
      readDay(userId),
      actionsOf(userId),
      othersWaiting(userId),
      readGases(),
      readCatalog(),
      readCauses(),
      readCylinders(),
    ]);
    this.set({
      session,
      orders: Object.fromEntries(orders.map((order) => [order.id, order.detail])),
      dayIds: day?.orderIds ?? [],
      readAt: day?.readAt ?? null,
      actions,
      othersWaiting: others,
      gases,
      catalog,
      causes,
      cylinders,
    });
  }

  private async reloadActions(): Promise<void> {
    const session = this.state.session;
    if (session) this.set({ actions: await actionsOf(session.usuario.id) });
  }

  private async send(): Promise<void> {
    const session = this.state.session;
    if (!session || this.state.phase !== 'signedIn') return;
    await withDeviceLock(async () => {
      const userId = session.usuario.id;
      const waiting = (await actionsOf(userId)).filter((action) => action.state === 'PENDENTE');
      if (waiting.length === 0) return;
      this.set({ syncing: true });
      const touched = new Set<string>();
      try {
        for (const action of waiting) {
          const stop = await this.sendOne(action, touched);
          if (stop) break;
        }
      } finally {
        for (const orderId of touched) await this.readOrder(userId, orderId).catch(() => undefined);
        await this.reloadActions();
        this.set({ syncing: false });
      }
    });
  }

  /**
   * Sends one record; answers whether sending must stop here. A photo never holds back
   * the records after it: when the server cannot take it now, it waits for the next round
   * and the others go on.
   */
  private async sendOne(action: FieldAction, touched: Set<string>): Promise<boolean> {
    try {
      const result = await request(action);
      if (action.seq !== undefined) await deleteAction(action.seq);
      this.retryMs = RETRY_MS;
      this.set({ online: true, problem: null, lastSentAt: new Date().toISOString() });
      const ordem = ANSWERED_WITH_ORDER.has(action.kind)
        ? (result as TechnicianActionResult).ordem
        : undefined;
      if (ordem) await this.storeOrder(ordem);
      else touched.add(action.orderId);
      return false;
    } catch (error) {
      const outcome = sendOutcome(error);
      if (outcome.kind === 'refused' && action.kind === 'descarte') {
        // The server kept nothing to discard (the refusal was not its to keep): done.
        if (action.seq !== undefined) await deleteAction(action.seq);
        return false;
      }
      if (outcome.kind === 'refused') {
        await putAction({
          ...action,
          state: 'RECUSADO',
          attempts: action.attempts + 1,
          refusal: outcome.refusal,
        });
        this.set({ online: true });
        touched.add(action.orderId);
        return false;
      }
      if (outcome.kind === 'offline') {
        this.set({ online: false });
      } else if (outcome.kind === 'signedOut') {
        await this.leave();
      } else if (outcome.kind === 'later' && action.kind === 'foto') {
        await putAction({ ...action, attempts: action.attempts + 1 });
        this.nextAttemptAt = Date.now() + this.retryMs;
        this.set({
          online: true,
          problem: `Uma foto não foi aceita agora (${outcome.reason}); os outros registros seguem e ela será reenviada.`,
        });
        return false;
      } else if (outcome.kind === 'later') {
        await putAction({ ...action, attempts: action.attempts + 1 });
        this.nextAttemptAt = Date.now() + this.retryMs;
        this.set({
          online: true,
          problem: `O servidor não aceitou os registros agora (${outcome.reason}). Nova tentativa em ${Math.round(this.retryMs / 1000)} s.`,
        });
        this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
      }
      return true;
    }
  }

  private async read(): Promise<void> {
    const session = this.state.session;
    if (!session || this.state.phase !== 'signedIn') return;
    const userId = session.usuario.id;
    try {
      const day = await apiClient.get<TechnicianDay>('/api/fs/app/os');
      const details = await inBatches(day.itens, READ_CONCURRENCY, (item) =>
        apiClient.get<TechnicianOrderDetail>(`/api/fs/app/os/${item.id}`),
      );
      const gases = await apiClient.get<RefrigerantGas[]>('/api/fs/fluidos/gases');
      const catalog = await apiClient.get<CatalogItem[]>('/api/fs/catalogo-visita');
      const causes = await apiClient.get<CauseEntry[]>('/api/fs/causas');
      const readAt = new Date().toISOString();
      // Today's finished orders leave the server's day (open orders only) but stay on the
      // phone's, under "Concluídas hoje"; so do orders the outbox still holds records for.
      const today = todayIn(session.empresa.fusoHorario);
      const finishedToday = Object.values(this.state.orders)
        .filter((order) => finishedOn(order, today, session.empresa.fusoHorario))
        .map((order) => order.id);
      const open = day.itens.map((item) => item.id);
      const keep = new Set([
        ...(await actionsOf(userId)).map((action) => action.orderId),
        ...finishedToday,
      ]);
      await writeDay(
        userId,
        {
          userId,
          orderIds: [...open, ...finishedToday.filter((id) => !open.includes(id))],
          readAt,
        },
        details.map((detail) => ({ id: detail.id, userId, detail, readAt })),
        keep,
      );
      await writeGases(gases);
      await writeCatalog(catalog);
      await writeCauses(causes);
      // An older server's day has no cylinders: keep the phone's list as it was.
      if (day.cilindros) await writeCylinders(day.cilindros);
      await this.load(session);
      this.set({ online: true });
    } catch (error) {
      if (isOffline(error)) this.set({ online: false });
      else if (isSignedOut(error)) await this.leave();
      else this.set({ problem: messageOf(error) });
    }
  }

  /** Reads one of my orders that is not on the phone (a link to a finished one); false when it is not mine. */
  async fetchOrder(orderId: string): Promise<boolean> {
    const session = this.requireSession();
    try {
      await this.readOrder(session.usuario.id, orderId);
    } catch (error) {
      if (isOffline(error)) this.set({ online: false });
      return false;
    }
    return orderId in this.state.orders;
  }

  private async readOrder(userId: string, orderId: string): Promise<void> {
    try {
      await this.storeOrder(
        await apiClient.get<TechnicianOrderDetail>(`/api/fs/app/os/${orderId}`),
        userId,
      );
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
  }

  private async storeOrder(
    detail: TechnicianOrderDetail,
    userId = this.requireSession().usuario.id,
  ) {
    await putOrder({ id: detail.id, userId, detail, readAt: new Date().toISOString() });
    this.set({ orders: { ...this.state.orders, [detail.id]: detail } });
  }

  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const run = this.turn.then(work, work);
    this.turn = run.catch(() => undefined);
    return run;
  }

  private requireSession(): SessionInfo {
    if (!this.state.session) throw new Error('Sem sessão: entre de novo.');
    return this.state.session;
  }

  private set(patch: Partial<FieldState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  private readonly onOnline = () => {
    this.set({ online: true });
    this.nextAttemptAt = 0;
    void this.flush().then(() => this.refresh());
  };

  private readonly onOffline = () => this.set({ online: false });

  private readonly onVisible = () => {
    if (document.visibilityState !== 'visible') return;
    void this.flush();
    const readAt = this.state.readAt ? Date.parse(this.state.readAt) : 0;
    if (Date.now() - readAt > STALE_MS) void this.refresh();
  };

  private readonly onTick = () => {
    const waiting = this.state.actions.some((action) => action.state === 'PENDENTE');
    if (waiting && !this.state.syncing && Date.now() >= this.nextAttemptAt) void this.flush();
  };
}

/** `work` on every item, at most `size` at a time, answers in the items' order. */
async function inBatches<T, R>(
  items: T[],
  size: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size)
    results.push(...(await Promise.all(items.slice(start, start + size).map(work))));
  return results;
}

/** Whether I finished the order on `today` (the company's day). */
function finishedOn(order: TechnicianOrderDetail, today: string, timeZone: string): boolean {
  const end = order.minhaAlocacao.fim ?? order.fimAtendimento;
  return (
    order.situacao === 'CONCLUIDA' && end !== null && todayIn(timeZone, new Date(end)) === today
  );
}

/** The request a record is sent as: a POST of its kind, or a correction of its entry. */
function request(action: FieldAction): Promise<unknown> {
  const order = `/api/fs/app/os/${action.orderId}`;
  const target = action.target;
  if (action.kind === 'foto')
    return apiClient.postForm<unknown>(`${order}/fotos`, photoForm(action));
  if (action.kind === 'exclusao' && target)
    return apiClient.delete<unknown>(`${order}/registros/${target.id}`, action.body);
  if (action.kind === 'correcao' && target) {
    const path = `${order}/${PATHS[target.kind]}/${target.id}`;
    return target.kind === 'foto'
      ? apiClient.patch<unknown>(path, action.body)
      : apiClient.put<unknown>(path, action.body);
  }
  return apiClient.post<unknown>(`${order}/${PATHS[action.kind]}`, action.body);
}

/** A photo's upload: its fields and the compressed image kept on the phone. */
function photoForm(action: FieldAction): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(action.body))
    if (value !== null && value !== undefined) form.append(key, String(value));
  if (action.blob) form.append('arquivo', action.blob, `${action.id}.jpg`);
  return form;
}

/** One tab sends at a time (two tabs of the app would otherwise send the same records). */
async function withDeviceLock(work: () => Promise<void>): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.locks)
    await navigator.locks.request('campo-tecnico-envio', work);
  else await work();
}

function isOffline(error: unknown): boolean {
  return error instanceof ApiError && error.codigo === ClientErrorCode.SEM_CONEXAO;
}

function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.codigo === PlatformErrorCode.NAO_AUTENTICADO;
}

function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.erro : 'Ocorreu um erro inesperado.';
}

/** The app's one store. */
export const fieldStore = new FieldStore();
