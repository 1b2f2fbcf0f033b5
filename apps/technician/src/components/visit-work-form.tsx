import { type FormEvent, type ReactElement, useState } from 'react';
import {
  type GasPartLine,
  MATERIAL_UNITS,
  READING_KINDS,
  READING_LABELS,
  READING_UNITS,
  readingLabel,
  type ReadingKind,
  type TechnicianOrderDetail,
} from '@campo/contracts';
import { useField } from '../app/use-field';
import { fieldStore } from '../offline/field-store';
import type { CorrectionTarget, FieldAction } from '../offline/outbox-types';
import { useRecord } from './use-record';

const OTHER = 'outro';
const decimal = (text: string) => Number(text.trim().replace(',', '.'));
const isDecimal = (text: string) => /^-?\d+([.,]\d+)?$/.test(text.trim());

/**
 * What is wrong with a typed number, in words (null when it is fine): empty, not a
 * number (a comma or a point for decimals), or not above zero when `positive`.
 */
export function numberProblem(
  text: string,
  label: string,
  example: string,
  positive = false,
): string | null {
  if (text.trim() === '') return `Informe ${label.toLowerCase()} (ex.: ${example}).`;
  if (!isDecimal(text))
    return `${label}: use só números, com vírgula para decimais (ex.: ${example}).`;
  if (positive && decimal(text) <= 0) return `${label} deve ser maior que zero.`;
  return null;
}

/** A number as the technician types it back (comma decimals), for a correction's form. */
const typed = (value: unknown) =>
  typeof value === 'number' ? String(value).replace('.', ',') : '';

/** The lines of what was done (server's and the phone's), as the technician reads them. */
export interface WorkLine {
  key: string;
  kind: 'servico' | 'leitura' | 'material' | 'recomendacao';
  text: string;
  waiting: boolean;
  addendum: boolean;
  /** A correction of this (sent) line waits on the phone. */
  correcting: boolean;
  /** The line's values as its form sends them, to start a correction from. */
  values: Record<string, unknown>;
}

/** Everything recorded as done on the order: the server's lines, then the ones on the phone. */
export function workLines(
  order: TechnicianOrderDetail,
  pending: FieldAction[],
  names: Map<string, string>,
  correcting: ReadonlySet<string> = new Set(),
  readingNames: ReadonlyMap<string, string> = new Map(),
): WorkLine[] {
  const visit = order.visita;
  const server: WorkLine[] = [
    ...visit.servicos.map((line) => ({
      key: line.id,
      kind: 'servico' as const,
      text: serviceText(line.descricao, line.observacao),
      waiting: false,
      addendum: line.adendo,
      correcting: correcting.has(line.id),
      values: line.servicoId
        ? { servicoId: line.servicoId, observacao: line.observacao }
        : { descricao: line.descricaoLivre ?? line.descricao, observacao: line.observacao },
    })),
    ...visit.leituras.map((line) => ({
      key: line.id,
      kind: 'leitura' as const,
      text: readingText(line.grandezaNome, line.valor, line.unidade),
      waiting: false,
      addendum: line.adendo,
      correcting: correcting.has(line.id),
      values: { grandeza: line.grandeza, valor: line.valor, unidade: line.unidade },
    })),
    ...visit.materiais.map((line) => ({
      key: line.id,
      kind: 'material' as const,
      text: materialText(line.descricao, line.quantidade, line.unidade),
      waiting: false,
      addendum: line.adendo,
      correcting: correcting.has(line.id),
      values: {
        ...(line.materialId
          ? { materialId: line.materialId }
          : { descricao: line.descricaoLivre ?? line.descricao }),
        quantidade: line.quantidade,
        unidade: line.unidade,
      },
    })),
    ...visit.recomendacoes.map((line) => ({
      key: line.id,
      kind: 'recomendacao' as const,
      text: line.texto,
      waiting: false,
      addendum: line.adendo,
      correcting: correcting.has(line.id),
      values: { texto: line.texto },
    })),
  ];
  const local = pending.map((action): WorkLine => {
    const body = action.body as Record<string, unknown>;
    const named = (id: unknown, text: unknown) =>
      typeof id === 'string' ? (names.get(id) ?? 'Item do catálogo') : String(text ?? '');
    const kind = action.kind as WorkLine['kind'];
    const text =
      kind === 'servico'
        ? serviceText(
            named(body['servicoId'], body['descricao']),
            body['observacao'] as string | null,
          )
        : kind === 'leitura'
          ? readingText(
              readingLabel(String(body['grandeza']), readingNames),
              Number(body['valor']),
              String(body['unidade']),
            )
          : kind === 'material'
            ? materialText(
                named(body['materialId'], body['descricao']),
                Number(body['quantidade']),
                String(body['unidade']),
              )
            : String(body['texto']);
    return {
      key: action.id,
      kind,
      text,
      waiting: true,
      addendum: false,
      correcting: false,
      values: body,
    };
  });
  return [...server, ...local];
}

const serviceText = (name: string, note: string | null | undefined) =>
  note ? `${name} — ${note}` : name;
const readingText = (name: string, value: number, unit: string) =>
  `${name}: ${value.toLocaleString('pt-BR')} ${unit}`;
const materialText = (name: string, quantity: number, unit: string) =>
  `${name}: ${quantity.toLocaleString('pt-BR')} ${unit}`;

const SECTION_TITLES: Record<WorkLine['kind'], string> = {
  servico: 'Serviços',
  leitura: 'Medições',
  material: 'Peças e materiais',
  recomendacao: 'Recomendações ao cliente',
};

/** A line's form: a new line, or the correction of `editing` (then `onDone` closes it). */
interface LineFormProps {
  order: TechnicianOrderDetail;
  editing?: WorkLine;
  onDone?: () => void;
}

const FORMS: Record<WorkLine['kind'], (props: LineFormProps) => ReactElement> = {
  servico: ServiceForm,
  leitura: ReadingForm,
  material: MaterialForm,
  recomendacao: RecommendationForm,
};

/**
 * What was done: services, readings, parts and recommendations, each kept on the phone
 * first. Until the client's acceptance (`correctable`), each line can be corrected or
 * removed (after a confirmation).
 */
export function VisitWorkForm({
  order,
  lines,
  gas,
  editable,
  correctable,
}: {
  order: TechnicianOrderDetail;
  lines: WorkLine[];
  /** The gas recharged, from the fluid records (corrected there, not here). */
  gas: Array<GasPartLine & { waiting: boolean }>;
  editable: boolean;
  correctable: boolean;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <section className="card" aria-labelledby="os-servicos">
      <h2 id="os-servicos">O que foi feito</h2>
      {(Object.keys(SECTION_TITLES) as Array<WorkLine['kind']>).map((kind) => {
        const mine = lines.filter((line) => line.kind === kind);
        const derived = kind === 'material' ? gas : [];
        const Form = FORMS[kind];
        return (
          <div key={kind} className="work-block" data-bloco={kind}>
            <h3>{SECTION_TITLES[kind]}</h3>
            {mine.length + derived.length === 0 ? (
              <p className="muted">Nada registrado.</p>
            ) : (
              <ul className="plain-list">
                {mine.map((line) => (
                  <li
                    key={line.key}
                    data-linha={kind}
                    data-estado={line.waiting ? 'aguardando' : 'enviado'}
                  >
                    {line.text}
                    {line.waiting && (
                      <>
                        {' '}
                        <span className="tag">aguardando envio</span>
                      </>
                    )}
                    {line.correcting && (
                      <>
                        {' '}
                        <span className="tag">correção aguardando envio</span>
                      </>
                    )}
                    {line.addendum && (
                      <>
                        {' '}
                        <span className="tag">adendo</span>
                      </>
                    )}
                    {correctable && !line.addendum && editing !== line.key && (
                      <EntryActions
                        order={order}
                        target={{ id: line.key, kind }}
                        onEdit={() => setEditing(line.key)}
                      />
                    )}
                    {editing === line.key && (
                      <Form order={order} editing={line} onDone={() => setEditing(null)} />
                    )}
                  </li>
                ))}
                {derived.map((line) => (
                  <li key={line.fluidoId} data-linha="fluido">
                    {materialText(line.descricao, line.quantidade, line.unidade)}{' '}
                    <span className="tag">do registro de fluido</span>
                    {line.waiting && (
                      <>
                        {' '}
                        <span className="tag">aguardando envio</span>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {editable && <Form order={order} />}
          </div>
        );
      })}
    </section>
  );
}

/** Corrigir / Excluir of one entry; removing asks for a confirmation first. */
export function EntryActions({
  order,
  target,
  onEdit,
}: {
  order: TechnicianOrderDetail;
  target: CorrectionTarget;
  onEdit: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function remove() {
    try {
      await fieldStore.remove(order, target);
    } catch (failure) {
      setError(
        `Não foi possível guardar no aparelho: ${failure instanceof Error ? failure.message : String(failure)}`,
      );
    }
  }

  return (
    <span className="entry-actions" data-acoes-registro={target.id}>
      {confirming ? (
        <>
          <span>Excluir este registro do relatório?</span>
          <button type="button" className="button button--danger" onClick={() => void remove()}>
            Confirmar exclusão
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setConfirming(false)}
          >
            Cancelar
          </button>
        </>
      ) : (
        <>
          <button type="button" className="button button--ghost" onClick={onEdit}>
            Corrigir
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setConfirming(true)}
          >
            Excluir
          </button>
        </>
      )}
      {error && <span className="field-error">{error}</span>}
    </span>
  );
}

/** The save and cancel buttons of a line's form (cancel only when correcting). */
function FormButtons({
  busy,
  label,
  editing,
  onDone,
}: {
  busy: boolean;
  label: string;
  editing: boolean;
  onDone?: () => void;
}) {
  return editing ? (
    <div className="form__row">
      <button type="submit" className="button" disabled={busy}>
        Salvar correção
      </button>
      <button type="button" className="button button--ghost" onClick={onDone}>
        Cancelar
      </button>
    </div>
  ) : (
    <button type="submit" className="button" disabled={busy}>
      {label}
    </button>
  );
}

const targetOf = (editing: WorkLine | undefined): CorrectionTarget | undefined =>
  editing ? { id: editing.key, kind: editing.kind } : undefined;
const str = (value: unknown) => (typeof value === 'string' ? value : '');

function ServiceForm({ order, editing, onDone }: LineFormProps) {
  const { catalog } = useField();
  const services = catalog.filter((item) => item.tipo === 'SERVICO' && item.ativo);
  const { record, busy, error } = useRecord(order, 'servico', targetOf(editing));
  const start = editing?.values ?? {};
  const [choice, setChoice] = useState(
    str(start['servicoId']) || (str(start['descricao']) ? OTHER : ''),
  );
  const [text, setText] = useState(str(start['descricao']));
  const [note, setNote] = useState(str(start['observacao']));
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const free = choice === OTHER || services.length === 0;
    if (!choice && !free) return setProblem('Escolha um serviço.');
    if (free && text.trim().length < 2) return setProblem('Descreva o serviço.');
    setProblem(null);
    const ok = await record(
      free
        ? { descricao: text.trim(), observacao: note.trim() || null }
        : { servicoId: choice, observacao: note.trim() || null },
    );
    if (ok && editing) onDone?.();
    else if (ok) {
      setChoice('');
      setText('');
      setNote('');
    }
  }

  return (
    <form
      className="form form--inline"
      onSubmit={(event) => void submit(event)}
      aria-label={editing ? 'Corrigir serviço' : 'Adicionar serviço'}
    >
      <label className="field">
        <span>Serviço</span>
        <select name="servico" value={choice} onChange={(event) => setChoice(event.target.value)}>
          <option value="">Escolha</option>
          {services.map((item) => (
            <option key={item.id} value={item.id}>
              {item.nome}
            </option>
          ))}
          <option value={OTHER}>Outro (descrever)</option>
        </select>
      </label>
      {(choice === OTHER || services.length === 0) && (
        <label className="field">
          <span>Descrição</span>
          <input
            name="servicoTexto"
            maxLength={200}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
      )}
      <label className="field">
        <span>Observação (opcional)</span>
        <input
          name="servicoObservacao"
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </label>
      {(problem ?? error) && <p className="field-error">{problem ?? error}</p>}
      <FormButtons
        busy={busy}
        label="Adicionar serviço"
        editing={editing !== undefined}
        onDone={onDone}
      />
    </form>
  );
}

/**
 * The reading kinds the phone offers: the company's active ones from its catalogue (kept
 * offline), or the defaults while the phone has not read the catalogue yet.
 */
function useReadingKinds(): Array<{ codigo: string; nome: string; unidades: readonly string[] }> {
  const { catalog } = useField();
  const kinds = catalog.flatMap((item) =>
    item.tipo === 'LEITURA' && item.ativo && item.codigo && item.unidades
      ? [{ codigo: item.codigo, nome: item.nome, unidades: item.unidades }]
      : [],
  );
  return kinds.length > 0
    ? kinds
    : READING_KINDS.map((codigo) => ({
        codigo,
        nome: READING_LABELS[codigo],
        unidades: READING_UNITS[codigo],
      }));
}

function ReadingForm({ order, editing, onDone }: LineFormProps) {
  const { record, busy, error } = useRecord(order, 'leitura', targetOf(editing));
  const kinds = useReadingKinds();
  const start = editing?.values ?? {};
  const [kind, setKind] = useState<ReadingKind>(
    str(start['grandeza']) ||
      (kinds.find((option) => option.codigo === 'PRESSAO_SUCCAO') ?? kinds[0]).codigo,
  );
  const unitsOf = (code: string) => kinds.find((option) => option.codigo === code)?.unidades ?? [];
  const [unit, setUnit] = useState(str(start['unidade']) || unitsOf(kind)[0] || '');
  const [value, setValue] = useState(typed(start['valor']));
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const wrong = numberProblem(value, 'O valor medido', '118 ou 7,5');
    if (wrong) return setProblem(wrong);
    setProblem(null);
    const ok = await record({ grandeza: kind, valor: decimal(value), unidade: unit });
    if (ok && editing) onDone?.();
    else if (ok) setValue('');
  }

  return (
    <form
      className="form form--inline"
      onSubmit={(event) => void submit(event)}
      aria-label={editing ? 'Corrigir medição' : 'Registrar medição'}
    >
      <label className="field">
        <span>Grandeza</span>
        <select
          name="grandeza"
          value={kind}
          onChange={(event) => {
            const next = event.target.value;
            setKind(next);
            setUnit(unitsOf(next)[0] ?? '');
          }}
        >
          {kinds.map((option) => (
            <option key={option.codigo} value={option.codigo}>
              {option.nome}
            </option>
          ))}
        </select>
      </label>
      <div className="form__row">
        <label className="field">
          <span>Valor ({unit})</span>
          <input
            name="valor"
            inputMode="decimal"
            placeholder={`em ${unit}`}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        </label>
        <label className="field">
          <span>Unidade</span>
          <select
            name="unidadeLeitura"
            value={unit}
            onChange={(event) => setUnit(event.target.value)}
          >
            {unitsOf(kind).map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
        </label>
      </div>
      {(problem ?? error) && <p className="field-error">{problem ?? error}</p>}
      <FormButtons
        busy={busy}
        label="Registrar medição"
        editing={editing !== undefined}
        onDone={onDone}
      />
    </form>
  );
}

function MaterialForm({ order, editing, onDone }: LineFormProps) {
  const { catalog } = useField();
  const materials = catalog.filter((item) => item.tipo === 'MATERIAL' && item.ativo);
  const { record, busy, error } = useRecord(order, 'material', targetOf(editing));
  const start = editing?.values ?? {};
  const [choice, setChoice] = useState(
    str(start['materialId']) || (str(start['descricao']) ? OTHER : ''),
  );
  const [text, setText] = useState(str(start['descricao']));
  // Empty, never a default: typing "2" into a field holding "1" gave "12 un".
  const [quantity, setQuantity] = useState(typed(start['quantidade']));
  const [unit, setUnit] = useState<string>(str(start['unidade']) || 'un');
  const [problem, setProblem] = useState<string | null>(null);

  function choose(id: string) {
    setChoice(id);
    const unitOf = materials.find((item) => item.id === id)?.unidade;
    if (unitOf) setUnit(unitOf);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const free = choice === OTHER || materials.length === 0;
    if (!choice && !free) return setProblem('Escolha a peça ou o material.');
    if (free && text.trim().length < 2) return setProblem('Descreva a peça ou o material.');
    const wrong = numberProblem(quantity, 'A quantidade', '2 ou 0,5', true);
    if (wrong) return setProblem(wrong);
    setProblem(null);
    const item = free ? { descricao: text.trim() } : { materialId: choice };
    const ok = await record({ ...item, quantidade: decimal(quantity), unidade: unit });
    if (ok && editing) onDone?.();
    else if (ok) {
      setChoice('');
      setText('');
      setQuantity('');
    }
  }

  return (
    <form
      className="form form--inline"
      onSubmit={(event) => void submit(event)}
      aria-label={editing ? 'Corrigir peça ou material' : 'Adicionar peça ou material'}
    >
      <label className="field">
        <span>Peça ou material</span>
        <select name="material" value={choice} onChange={(event) => choose(event.target.value)}>
          <option value="">Escolha</option>
          {materials.map((item) => (
            <option key={item.id} value={item.id}>
              {item.nome}
            </option>
          ))}
          <option value={OTHER}>Outro (descrever)</option>
        </select>
      </label>
      {(choice === OTHER || materials.length === 0) && (
        <label className="field">
          <span>Descrição</span>
          <input
            name="materialTexto"
            maxLength={200}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
      )}
      <div className="form__row">
        <label className="field">
          <span>Quantidade ({unit})</span>
          <input
            name="quantidade"
            inputMode="decimal"
            placeholder={`em ${unit}`}
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
          />
        </label>
        <label className="field">
          <span>Unidade</span>
          <select
            name="unidadeMaterial"
            value={unit}
            onChange={(event) => setUnit(event.target.value)}
          >
            {MATERIAL_UNITS.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
        </label>
      </div>
      {(problem ?? error) && <p className="field-error">{problem ?? error}</p>}
      {!editing && (
        <p className="muted">
          Gás refrigerante não entra aqui: registre a recarga em Fluido refrigerante e ela aparece
          nesta lista.
        </p>
      )}
      <FormButtons
        busy={busy}
        label="Adicionar peça ou material"
        editing={editing !== undefined}
        onDone={onDone}
      />
    </form>
  );
}

function RecommendationForm({ order, editing, onDone }: LineFormProps) {
  const { record, busy, error } = useRecord(order, 'recomendacao', targetOf(editing));
  const [text, setText] = useState(str(editing?.values['texto']));
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim().length < 3) return setProblem('Escreva a recomendação.');
    setProblem(null);
    const ok = await record({ texto: text.trim() });
    if (ok && editing) onDone?.();
    else if (ok) setText('');
  }

  return (
    <form
      className="form form--inline"
      onSubmit={(event) => void submit(event)}
      aria-label={editing ? 'Corrigir recomendação' : 'Adicionar recomendação'}
    >
      <label className="field">
        <span>Recomendação ao cliente</span>
        <textarea
          name="recomendacao"
          rows={2}
          maxLength={1000}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      {(problem ?? error) && <p className="field-error">{problem ?? error}</p>}
      <FormButtons
        busy={busy}
        label="Adicionar recomendação"
        editing={editing !== undefined}
        onDone={onDone}
      />
    </form>
  );
}
