import { type FormEvent, useState } from 'react';
import {
  MATERIAL_UNITS,
  READING_KINDS,
  READING_LABELS,
  READING_UNITS,
  type ReadingKind,
  type TechnicianOrderDetail,
} from '@campo/contracts';
import { useField } from '../app/use-field';
import type { FieldAction } from '../offline/outbox-types';
import { useRecord } from './use-record';

const OTHER = 'outro';
const decimal = (text: string) => Number(text.trim().replace(',', '.'));
const isDecimal = (text: string) => /^-?\d+([.,]\d+)?$/.test(text.trim());

/** The lines of what was done (server's and the phone's), as the technician reads them. */
export interface WorkLine {
  key: string;
  kind: 'servico' | 'leitura' | 'material' | 'recomendacao';
  text: string;
  waiting: boolean;
  addendum: boolean;
}

/** Everything recorded as done on the order: the server's lines, then the ones on the phone. */
export function workLines(
  order: TechnicianOrderDetail,
  pending: FieldAction[],
  names: Map<string, string>,
): WorkLine[] {
  const visit = order.visita;
  const server: WorkLine[] = [
    ...visit.servicos.map((line) => ({
      key: line.id,
      kind: 'servico' as const,
      text: serviceText(line.descricao, line.observacao),
      waiting: false,
      addendum: line.adendo,
    })),
    ...visit.leituras.map((line) => ({
      key: line.id,
      kind: 'leitura' as const,
      text: readingText(line.grandeza, line.valor, line.unidade),
      waiting: false,
      addendum: line.adendo,
    })),
    ...visit.materiais.map((line) => ({
      key: line.id,
      kind: 'material' as const,
      text: materialText(line.descricao, line.quantidade, line.unidade),
      waiting: false,
      addendum: line.adendo,
    })),
    ...visit.recomendacoes.map((line) => ({
      key: line.id,
      kind: 'recomendacao' as const,
      text: line.texto,
      waiting: false,
      addendum: line.adendo,
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
              body['grandeza'] as ReadingKind,
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
    return { key: action.id, kind, text, waiting: true, addendum: false };
  });
  return [...server, ...local];
}

const serviceText = (name: string, note: string | null | undefined) =>
  note ? `${name} — ${note}` : name;
const readingText = (kind: ReadingKind, value: number, unit: string) =>
  `${READING_LABELS[kind]}: ${value.toLocaleString('pt-BR')} ${unit}`;
const materialText = (name: string, quantity: number, unit: string) =>
  `${name}: ${quantity.toLocaleString('pt-BR')} ${unit}`;

const SECTION_TITLES: Record<WorkLine['kind'], string> = {
  servico: 'Serviços',
  leitura: 'Medições',
  material: 'Peças e materiais',
  recomendacao: 'Recomendações ao cliente',
};

/** What was done: services, readings, parts and recommendations, each kept on the phone first. */
export function VisitWorkForm({
  order,
  lines,
  editable,
}: {
  order: TechnicianOrderDetail;
  lines: WorkLine[];
  editable: boolean;
}) {
  return (
    <section className="card" aria-labelledby="os-servicos">
      <h2 id="os-servicos">O que foi feito</h2>
      {(Object.keys(SECTION_TITLES) as Array<WorkLine['kind']>).map((kind) => {
        const mine = lines.filter((line) => line.kind === kind);
        return (
          <div key={kind} className="work-block" data-bloco={kind}>
            <h3>{SECTION_TITLES[kind]}</h3>
            {mine.length === 0 ? (
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
                    {line.addendum && (
                      <>
                        {' '}
                        <span className="tag">adendo</span>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {editable && kind === 'servico' && <ServiceForm order={order} />}
            {editable && kind === 'leitura' && <ReadingForm order={order} />}
            {editable && kind === 'material' && <MaterialForm order={order} />}
            {editable && kind === 'recomendacao' && <RecommendationForm order={order} />}
          </div>
        );
      })}
    </section>
  );
}

function ServiceForm({ order }: { order: TechnicianOrderDetail }) {
  const { catalog } = useField();
  const services = catalog.filter((item) => item.tipo === 'SERVICO' && item.ativo);
  const { record, busy, error } = useRecord(order, 'servico');
  const [choice, setChoice] = useState('');
  const [text, setText] = useState('');
  const [note, setNote] = useState('');
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
    if (ok) {
      setChoice('');
      setText('');
      setNote('');
    }
  }

  return (
    <form
      className="form form--inline"
      onSubmit={(event) => void submit(event)}
      aria-label="Adicionar serviço"
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
      <button type="submit" className="button" disabled={busy}>
        Adicionar serviço
      </button>
    </form>
  );
}

function ReadingForm({ order }: { order: TechnicianOrderDetail }) {
  const { record, busy, error } = useRecord(order, 'leitura');
  const [kind, setKind] = useState<ReadingKind>('PRESSAO_SUCCAO');
  const [unit, setUnit] = useState(READING_UNITS.PRESSAO_SUCCAO[0]);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isDecimal(value)) return setProblem('Informe o valor medido (ex.: 118 ou 7,5).');
    setProblem(null);
    if (await record({ grandeza: kind, valor: decimal(value), unidade: unit })) setValue('');
  }

  return (
    <form
      className="form form--inline"
      onSubmit={(event) => void submit(event)}
      aria-label="Registrar medição"
    >
      <label className="field">
        <span>Grandeza</span>
        <select
          name="grandeza"
          value={kind}
          onChange={(event) => {
            const next = event.target.value as ReadingKind;
            setKind(next);
            setUnit(READING_UNITS[next][0]);
          }}
        >
          {READING_KINDS.map((option) => (
            <option key={option} value={option}>
              {READING_LABELS[option]}
            </option>
          ))}
        </select>
      </label>
      <div className="form__row">
        <label className="field">
          <span>Valor</span>
          <input
            name="valor"
            inputMode="decimal"
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
            {READING_UNITS[kind].map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
        </label>
      </div>
      {(problem ?? error) && <p className="field-error">{problem ?? error}</p>}
      <button type="submit" className="button" disabled={busy}>
        Registrar medição
      </button>
    </form>
  );
}

function MaterialForm({ order }: { order: TechnicianOrderDetail }) {
  const { catalog } = useField();
  const materials = catalog.filter((item) => item.tipo === 'MATERIAL' && item.ativo);
  const { record, busy, error } = useRecord(order, 'material');
  const [choice, setChoice] = useState('');
  const [text, setText] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [unit, setUnit] = useState<string>('un');
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
    if (!isDecimal(quantity) || decimal(quantity) <= 0) return setProblem('Informe a quantidade.');
    setProblem(null);
    const item = free ? { descricao: text.trim() } : { materialId: choice };
    if (await record({ ...item, quantidade: decimal(quantity), unidade: unit })) {
      setChoice('');
      setText('');
      setQuantity('1');
    }
  }

  return (
    <form
      className="form form--inline"
      onSubmit={(event) => void submit(event)}
      aria-label="Adicionar peça ou material"
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
          <span>Quantidade</span>
          <input
            name="quantidade"
            inputMode="decimal"
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
      <button type="submit" className="button" disabled={busy}>
        Adicionar peça ou material
      </button>
    </form>
  );
}

function RecommendationForm({ order }: { order: TechnicianOrderDetail }) {
  const { record, busy, error } = useRecord(order, 'recomendacao');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim().length < 3) return setProblem('Escreva a recomendação.');
    setProblem(null);
    if (await record({ texto: text.trim() })) setText('');
  }

  return (
    <form
      className="form form--inline"
      onSubmit={(event) => void submit(event)}
      aria-label="Adicionar recomendação"
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
      <button type="submit" className="button" disabled={busy}>
        Adicionar recomendação
      </button>
    </form>
  );
}
