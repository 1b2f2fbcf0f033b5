import { type FormEvent, useState } from 'react';
import { ORDER_PRIORITIES, ORDER_PRIORITY_LABELS } from '@campo/contracts';
import { errorDetails, errorMessage } from '@campo/web-client';
import { portalApi } from '../api';
import { Link, navigate } from '../app/router';
import { useSession } from '../app/session';
import { useLoad } from '../app/use-load';
import { LoadState } from '../components/load-state';

/** A phone photo shrunk before it leaves the phone (the library loads only when a photo is chosen). */
async function shrink(file: File): Promise<Blob> {
  const { default: imageCompression } = await import('browser-image-compression');
  return imageCompression(file, {
    maxWidthOrHeight: 1600,
    maxSizeMB: 1,
    fileType: 'image/jpeg',
    initialQuality: 0.8,
    useWebWorker: false,
  });
}

const OTHER_PLACE = '';

/** "Nova solicitação": a unit (or a contract and a room), what happens, urgency, photo, contact. */
export function NewRequestScreen() {
  const session = useSession();
  const units = useLoad(portalApi.units, 'units');
  const contracts = useLoad(portalApi.contracts, 'contracts');
  const [unitId, setUnitId] = useState(OTHER_PLACE);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; details: string[] } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const photo = form.get('foto');
    form.delete('foto');
    setBusy(true);
    setError(null);
    try {
      if (photo instanceof File && photo.size > 0) {
        form.append('foto', await shrink(photo), 'foto.jpg');
      }
      const opened = await portalApi.openRequest(form);
      navigate(`/solicitacoes/${opened.id}`);
    } catch (failure) {
      setError({ message: errorMessage(failure), details: errorDetails(failure) });
      setBusy(false);
    }
  }

  return (
    <>
      <p>
        <Link to="/solicitacoes">← Solicitações</Link>
      </p>
      <h1>Nova solicitação</h1>
      <LoadState loaded={units} label="os equipamentos">
        {(allUnits) => (
          <form
            className="card form"
            onSubmit={(event) => void submit(event)}
            aria-label="Nova solicitação"
          >
            <label className="field">
              <span>Equipamento</span>
              <select
                name="equipamentoId"
                value={unitId}
                onChange={(event) => setUnitId(event.target.value)}
              >
                <option value={OTHER_PLACE}>Outro local (sem equipamento específico)</option>
                {allUnits.map((unit) => (
                  <option key={unit.id} value={unit.id}>
                    {unit.tag} — {unit.setor}
                    {unit.localizacao ? ` (${unit.localizacao})` : ''}
                  </option>
                ))}
              </select>
            </label>
            {unitId === OTHER_PLACE && (
              <LoadState loaded={contracts} label="os contratos">
                {(allContracts) => (
                  <label className="field">
                    <span>Contrato</span>
                    <select name="contratoId" required>
                      {allContracts
                        .filter((contract) => !contract.encerrado)
                        .map((contract) => (
                          <option key={contract.id} value={contract.id}>
                            {contract.codigo}
                            {contract.descricao ? ` — ${contract.descricao}` : ''}
                          </option>
                        ))}
                    </select>
                  </label>
                )}
              </LoadState>
            )}
            <label className="field">
              <span>Sala ou local{unitId === OTHER_PLACE ? '' : ' (opcional)'}</span>
              <input
                name="local"
                maxLength={200}
                required={unitId === OTHER_PLACE}
                placeholder="Ex.: 3º andar, sala 305"
              />
            </label>
            <label className="field">
              <span>O que está acontecendo?</span>
              <textarea name="descricao" required maxLength={2000} />
            </label>
            <fieldset className="choices">
              <legend>Urgência</legend>
              {ORDER_PRIORITIES.map((priority) => (
                <label key={priority} className="choice">
                  <input
                    type="radio"
                    name="urgencia"
                    value={priority}
                    defaultChecked={priority === 'MEDIA'}
                  />
                  <span>{ORDER_PRIORITY_LABELS[priority]}</span>
                </label>
              ))}
            </fieldset>
            <label className="field">
              <span>Foto (opcional)</span>
              <input name="foto" type="file" accept="image/*" capture="environment" />
            </label>
            <fieldset className="choices choices--stack">
              <legend>Contato</legend>
              <label className="field">
                <span>Nome</span>
                <input
                  name="contatoNome"
                  defaultValue={session.usuario.nome}
                  maxLength={120}
                  required
                />
              </label>
              <label className="field">
                <span>Telefone</span>
                <input name="contatoTelefone" type="tel" autoComplete="tel" maxLength={40} />
              </label>
              <label className="field">
                <span>E-mail (para os avisos)</span>
                <input
                  name="contatoEmail"
                  type="email"
                  defaultValue={session.usuario.email}
                  maxLength={254}
                />
              </label>
            </fieldset>
            {error && (
              <div className="alert alert--danger" role="alert">
                <p>{error.message}</p>
                {error.details.length > 0 && (
                  <ul>
                    {error.details.map((detail) => (
                      <li key={detail}>{detail}</li>
                    ))}
                  </ul>
                )}
              </div>
            )}
            <button type="submit" className="button" disabled={busy}>
              {busy ? 'Enviando…' : 'Enviar solicitação'}
            </button>
          </form>
        )}
      </LoadState>
    </>
  );
}
