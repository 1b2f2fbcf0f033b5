import { type FormEvent, useState } from 'react';
import {
  FLUID_EVENT_KIND_LABELS,
  FLUID_EVENT_KINDS,
  type FluidEventDraft,
  fluidDraftProblems,
  formatKg,
  gasKey,
  gasMismatch,
  parseKg,
  RECOVERY_DESTINATION_LABELS,
  RECOVERY_DESTINATIONS,
  type TechnicianOrderDetail,
} from '@campo/contracts';
import { useField, useSession } from '../app/use-field';
import { todayIn } from '../format';
import { useRecord } from './use-record';

/** A recharge, recovery or leak on the order's equipment (the gas log's offline capture). */
export function FluidForm({ order }: { order: TechnicianOrderDetail }) {
  const session = useSession();
  const { gases, cylinders } = useField();
  const today = todayIn(session.empresa.fusoHorario);
  // The order's first day: an event before it would be stored flagged for review.
  const opened = todayIn(session.empresa.fusoHorario, new Date(order.abertura));
  const initial = (): FluidEventDraft => ({
    tipoGas: order.equipamento?.tipoGas ?? '',
    tipoEvento: 'RECARGA',
    quantidadeKg: '',
    dataEvento: today,
  });
  const { record, busy, error } = useRecord(order, 'fluido');
  // The unit has no gas registered: the technician may inform it before recording (queued;
  // the supervisor confirms it, and the events with that gas are accepted meanwhile).
  const declaration = useRecord(order, 'gas');
  const [declared, setDeclared] = useState<string | null>(null);
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<Partial<Record<keyof FluidEventDraft, string>>>({});
  const [saved, setSaved] = useState(false);
  const gasCodes = gases.map((gas) => gas.codigo);
  // The server refuses a gas other than the unit's (or any, when the unit has none): warn first.
  const mismatch =
    order.equipamento && draft.tipoGas
      ? gasMismatch(declared ?? order.equipamento.tipoGas, draft.tipoGas)
      : null;
  if (draft.tipoGas && !gasCodes.includes(draft.tipoGas)) gasCodes.unshift(draft.tipoGas);
  // The cylinders the event may take: a recharge comes from a supply cylinder of its gas,
  // a withdrawal goes into a recovery cylinder of its gas (the list came with the day).
  const purpose =
    draft.tipoEvento === 'RECARGA'
      ? 'CARGA'
      : draft.tipoEvento === 'RETIRADA'
        ? 'RECOLHIMENTO'
        : null;
  const options = cylinders.filter(
    (cylinder) =>
      cylinder.finalidade === purpose &&
      draft.tipoGas !== '' &&
      gasKey(cylinder.tipoGas) === gasKey(draft.tipoGas),
  );
  const picked = options.find((cylinder) => cylinder.id === draft.cilindroId);
  const kg = parseKg(draft.quantidadeKg);
  const abovePicked =
    picked && picked.saldoKg !== null && !Number.isNaN(kg) && kg > picked.saldoKg + 0.0005;
  // No recovery cylinder of this gas registered yet: the cylinder as text, as before.
  const freeText = draft.tipoEvento === 'RETIRADA' && options.length === 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = fluidDraftProblems(draft, today);
    if (draft.tipoEvento === 'RETIRADA' && !freeText && !draft.cilindroId)
      found.cilindroId = 'Escolha o cilindro de recolhimento que recebeu o gás.';
    if (draft.tipoEvento === 'RECARGA' && options.length > 0 && !draft.cilindroId)
      found.cilindroId = 'Escolha o cilindro de onde saiu o gás.';
    if (draft.dataEvento && draft.dataEvento < opened)
      found.dataEvento = 'A data é anterior à abertura da ordem.';
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const ok = await record({
      tipoGas: draft.tipoGas,
      tipoEvento: draft.tipoEvento,
      quantidadeKg: parseKg(draft.quantidadeKg),
      dataEvento: draft.dataEvento,
      ...(order.equipamento ? { equipamentoId: order.equipamento.id } : {}),
      ...(picked ? { cilindroId: picked.id } : {}),
      ...(draft.tipoEvento === 'RETIRADA' && !picked
        ? {
            destino: draft.destino,
            cilindro: draft.cilindro?.trim(),
            ...(draft.certificado?.trim() ? { certificado: draft.certificado.trim() } : {}),
          }
        : {}),
    });
    if (ok) {
      setDraft(initial());
      setSaved(true);
    }
  }

  return (
    <form className="form" onSubmit={(event) => void submit(event)} aria-label="Registrar fluido">
      <fieldset className="check-item">
        <legend>Evento</legend>
        <div className="segmented">
          {FLUID_EVENT_KINDS.map((kind) => (
            <label key={kind}>
              <input
                type="radio"
                name="tipoEvento"
                value={kind}
                checked={draft.tipoEvento === kind}
                onChange={() => setDraft({ ...draft, tipoEvento: kind, cilindroId: '' })}
              />
              <span>{FLUID_EVENT_KIND_LABELS[kind]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="form__row">
        <label className="field">
          <span>Gás</span>
          <select
            name="tipoGas"
            value={draft.tipoGas}
            onChange={(event) =>
              setDraft({ ...draft, tipoGas: event.target.value, cilindroId: '' })
            }
          >
            <option value="">Escolha</option>
            {gasCodes.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
          {problems.tipoGas && <span className="field-error">{problems.tipoGas}</span>}
        </label>
        <label className="field">
          <span>Quantidade (kg)</span>
          <input
            name="quantidadeKg"
            inputMode="decimal"
            value={draft.quantidadeKg}
            onChange={(event) => setDraft({ ...draft, quantidadeKg: event.target.value })}
            aria-invalid={problems.quantidadeKg ? true : undefined}
          />
          {problems.quantidadeKg && <span className="field-error">{problems.quantidadeKg}</span>}
        </label>
      </div>
      <label className="field">
        <span>Data</span>
        <input
          name="dataEvento"
          type="date"
          min={opened}
          max={today}
          value={draft.dataEvento}
          onChange={(event) => setDraft({ ...draft, dataEvento: event.target.value })}
        />
        {problems.dataEvento && <span className="field-error">{problems.dataEvento}</span>}
      </label>
      {purpose && options.length > 0 && (
        <label className="field">
          <span>
            {purpose === 'CARGA' ? 'Cilindro de origem do gás' : 'Cilindro de recolhimento'}
          </span>
          <select
            name="cilindroId"
            value={draft.cilindroId ?? ''}
            onChange={(event) => setDraft({ ...draft, cilindroId: event.target.value })}
          >
            <option value="">Escolha</option>
            {options.map((cylinder) => (
              <option key={cylinder.id} value={cylinder.id}>
                {cylinder.identificacao}
                {cylinder.saldoKg !== null ? ` — saldo ${formatKg(cylinder.saldoKg)}` : ''}
              </option>
            ))}
          </select>
          {problems.cilindroId && <span className="field-error">{problems.cilindroId}</span>}
          {abovePicked && (
            <span className="field-hint" role="status">
              Acima do saldo registrado do cilindro: o registro é aceito e vai para a revisão do
              supervisor.
            </span>
          )}
        </label>
      )}
      {draft.tipoEvento === 'RECARGA' && draft.tipoGas && options.length === 0 && (
        <p className="field-hint">
          Nenhum cilindro de {draft.tipoGas} cadastrado no aparelho; o registro segue sem cilindro
          (avise o supervisor para cadastrá-lo).
        </p>
      )}
      {freeText && (
        <>
          <label className="field">
            <span>Destino do gás recolhido</span>
            <select
              name="destino"
              value={draft.destino ?? ''}
              onChange={(event) =>
                setDraft({ ...draft, destino: event.target.value as FluidEventDraft['destino'] })
              }
            >
              <option value="">Escolha</option>
              {RECOVERY_DESTINATIONS.map((destination) => (
                <option key={destination} value={destination}>
                  {RECOVERY_DESTINATION_LABELS[destination]}
                </option>
              ))}
            </select>
            {problems.destino && <span className="field-error">{problems.destino}</span>}
          </label>
          <div className="form__row">
            <label className="field">
              <span>Cilindro</span>
              <input
                name="cilindro"
                autoComplete="off"
                value={draft.cilindro ?? ''}
                onChange={(event) => setDraft({ ...draft, cilindro: event.target.value })}
              />
              {problems.cilindro && <span className="field-error">{problems.cilindro}</span>}
            </label>
            <label className="field">
              <span>Certificado (se houver)</span>
              <input
                name="certificado"
                autoComplete="off"
                value={draft.certificado ?? ''}
                onChange={(event) => setDraft({ ...draft, certificado: event.target.value })}
              />
            </label>
          </div>
        </>
      )}
      {mismatch === 'desconhecido' && order.equipamento && (
        <div className="alert" role="status" data-gas-aviso={mismatch}>
          <p>
            O equipamento {order.equipamento.codigo} não tem o gás cadastrado: sem ele, o servidor
            recusa este registro. Confira o gás na etiqueta e informe-o antes de registrar (o
            supervisor confirma o cadastro).
          </p>
          <button
            type="button"
            className="button button--ghost"
            disabled={declaration.busy}
            onClick={() =>
              void declaration
                .record({ tipoGas: draft.tipoGas })
                .then((ok) => ok && setDeclared(draft.tipoGas))
            }
          >
            Informar {draft.tipoGas} como gás do equipamento
          </button>
          {declaration.error && <p className="alert alert--danger">{declaration.error}</p>}
        </div>
      )}
      {mismatch === 'diferente' && order.equipamento && (
        <p className="alert" role="status" data-gas-aviso={mismatch}>
          {declared
            ? `Você informou ${declared} como gás do equipamento ${order.equipamento.codigo}; o evento informa ${draft.tipoGas}: o servidor vai recusar este registro.`
            : `O equipamento ${order.equipamento.codigo} usa ${order.equipamento.tipoGas}, não ${draft.tipoGas}: o servidor vai recusar este registro. Se o equipamento foi convertido, avise o supervisor para registrar a troca de gás; depois use “Enviar de novo”.`}
        </p>
      )}
      {declared && mismatch === null && (
        <p className="saved" role="status" data-gas-informado={declared}>
          Gás {declared} informado; aguarda a confirmação do supervisor.
        </p>
      )}
      {error && <p className="alert alert--danger">{error}</p>}
      {saved && (
        <p className="saved" role="status">
          Registro de fluido guardado no aparelho.
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        Registrar fluido
      </button>
    </form>
  );
}
