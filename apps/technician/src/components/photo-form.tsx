import imageCompression from 'browser-image-compression';
import { type FormEvent, type ReactNode, useEffect, useMemo, useState } from 'react';
import {
  PHOTO_LABEL_NAMES,
  PHOTO_LABELS,
  type PhotoLabel,
  type TechnicianOrderDetail,
} from '@campo/contracts';
import type { FieldAction } from '../offline/outbox-types';
import { useRecord } from './use-record';
import { EntryActions } from './visit-work-form';

/** What the phone sends: about 1600 px on the long side, JPEG (a few hundred kB). */
export const PHOTO_COMPRESSION = {
  maxWidthOrHeight: 1600,
  maxSizeMB: 1,
  fileType: 'image/jpeg',
  initialQuality: 0.8,
  // The worker build fetches the library from a CDN: offline it must run on the page.
  useWebWorker: false,
} as const;

/**
 * Photos of the visit: taken with the camera, compressed on the phone, labelled before,
 * after or other with an optional caption, and kept in IndexedDB with the outbox until
 * the server has them. Each shows its state: on the phone (waiting), sent, or refused.
 * Until the client's acceptance (`correctable`) a photo's label and caption can be
 * corrected, and a photo removed.
 */
export function PhotoSection({
  order,
  photos,
  editable,
  correctable,
  correcting,
}: {
  order: TechnicianOrderDetail;
  photos: FieldAction[];
  editable: boolean;
  correctable: boolean;
  correcting: ReadonlySet<string>;
}) {
  const sent = order.visita.fotos;
  const [editing, setEditing] = useState<string | null>(null);
  const actions = (id: string, label: PhotoLabel, caption: string | null) =>
    editing === id ? (
      <PhotoCorrection
        order={order}
        id={id}
        label={label}
        caption={caption}
        onDone={() => setEditing(null)}
      />
    ) : (
      correctable && (
        <EntryActions order={order} target={{ id, kind: 'foto' }} onEdit={() => setEditing(id)} />
      )
    );
  return (
    <section className="card" aria-labelledby="os-fotos">
      <h2 id="os-fotos">Fotos</h2>
      {sent.length + photos.length === 0 ? (
        <p className="muted">Nenhuma foto.</p>
      ) : (
        <ul className="photo-grid" aria-label="Fotos desta ordem">
          {sent.map((photo) => (
            <li key={photo.id} data-foto={photo.id} data-estado="enviada">
              <img
                src={photo.miniaturaUrl}
                alt={`Foto ${PHOTO_LABEL_NAMES[photo.rotulo]}`}
                loading="lazy"
              />
              <span className="photo-grid__label">
                {PHOTO_LABEL_NAMES[photo.rotulo]}
                {photo.legenda && ` · ${photo.legenda}`}
              </span>
              <span className="tag tag--ok">{photo.adendo ? 'enviada (adendo)' : 'enviada'}</span>
              {correcting.has(photo.id) && <span className="tag">correção aguardando envio</span>}
              {!photo.adendo && actions(photo.id, photo.rotulo, photo.legenda)}
            </li>
          ))}
          {photos.map((action) => (
            <LocalPhoto key={action.id} action={action}>
              {action.state === 'PENDENTE' &&
                actions(
                  action.id,
                  action.body['rotulo'] as PhotoLabel,
                  typeof action.body['legenda'] === 'string' ? action.body['legenda'] : null,
                )}
            </LocalPhoto>
          ))}
        </ul>
      )}
      {editable && <PhotoForm order={order} />}
    </section>
  );
}

function LocalPhoto({ action, children }: { action: FieldAction; children?: ReactNode }) {
  const url = useBlobUrl(action.blob);
  const label = action.body['rotulo'] as PhotoLabel;
  const caption = action.body['legenda'];
  const refused = action.state === 'RECUSADO';
  return (
    <li data-foto={action.id} data-estado={refused ? 'recusada' : 'aguardando'}>
      {url && <img src={url} alt={`Foto ${PHOTO_LABEL_NAMES[label]}`} />}
      <span className="photo-grid__label">
        {PHOTO_LABEL_NAMES[label]}
        {typeof caption === 'string' && caption && ` · ${caption}`}
      </span>
      <span className={refused ? 'tag tag--danger' : 'tag'}>
        {refused ? 'recusada' : 'aguardando envio'}
      </span>
      {children}
    </li>
  );
}

function useBlobUrl(blob: Blob | undefined): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

function PhotoForm({ order }: { order: TechnicianOrderDetail }) {
  const { record, error } = useRecord(order, 'foto');
  const [label, setLabel] = useState<PhotoLabel>('ANTES');
  const [caption, setCaption] = useState('');
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  async function take(file: File | undefined) {
    if (!file) return;
    setWorking(true);
    setProblem(null);
    setSaved(null);
    try {
      const compressed = await imageCompression(file, PHOTO_COMPRESSION);
      const ok = await record({ rotulo: label, legenda: caption.trim() || null }, compressed);
      if (ok) {
        setCaption('');
        setSaved(
          `Foto guardada no aparelho (${Math.round(compressed.size / 1024).toLocaleString('pt-BR')} kB).`,
        );
      }
    } catch {
      setProblem('Não foi possível ler esta imagem. Tire a foto de novo.');
    } finally {
      setWorking(false);
    }
  }

  return (
    <div className="form" aria-label="Tirar foto">
      {order.equipamento?.areaAssistencial && <CareAreaPhotoReminder />}
      <PhotoFields
        names={{ label: 'rotuloFoto', caption: 'legendaFoto' }}
        label={label}
        caption={caption}
        onLabel={setLabel}
        onCaption={setCaption}
      />
      <label className={`button${working ? ' button--disabled' : ''}`}>
        {working ? 'Processando a foto…' : 'Tirar foto'}
        <input
          className="visually-hidden"
          type="file"
          name="foto"
          accept="image/*"
          capture="environment"
          disabled={working}
          onChange={(event) => {
            void take(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
      {(problem ?? error) && <p className="field-error">{problem ?? error}</p>}
      {saved && (
        <p className="saved" role="status">
          {saved}
        </p>
      )}
    </div>
  );
}

/**
 * The unit serves a care area (a room with an NBR 7256 class: a ward, an ICU, an operating
 * room): a photo there may catch a patient, whose image is health data (LGPD art. 11).
 */
function CareAreaPhotoReminder() {
  return (
    <p className="alert" role="note" data-lembrete="area-assistencial">
      <strong>Área assistencial:</strong> não fotografe pacientes nem outras pessoas, nem
      prontuários ou telas. Enquadre só o equipamento.
    </p>
  );
}

/** A photo's label and caption corrected (the image stays; remove it and take another). */
function PhotoCorrection({
  order,
  id,
  label,
  caption,
  onDone,
}: {
  order: TechnicianOrderDetail;
  id: string;
  label: PhotoLabel;
  caption: string | null;
  onDone: () => void;
}) {
  const { record, busy, error } = useRecord(order, 'foto', { id, kind: 'foto' });
  const [nextLabel, setLabel] = useState<PhotoLabel>(label);
  const [nextCaption, setCaption] = useState(caption ?? '');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await record({ rotulo: nextLabel, legenda: nextCaption.trim() || null })) onDone();
  }

  return (
    <form className="form" aria-label="Corrigir foto" onSubmit={(event) => void submit(event)}>
      <PhotoFields
        names={{ label: `rotulo-${id}`, caption: 'legendaCorrecao' }}
        label={nextLabel}
        caption={nextCaption}
        onLabel={setLabel}
        onCaption={setCaption}
      />
      {error && <p className="field-error">{error}</p>}
      <div className="form__row">
        <button type="submit" className="button" disabled={busy}>
          Salvar correção
        </button>
        <button type="button" className="button button--ghost" onClick={onDone}>
          Cancelar
        </button>
      </div>
    </form>
  );
}

/** A photo's label and caption, as taken and as corrected. */
function PhotoFields({
  names,
  label,
  caption,
  onLabel,
  onCaption,
}: {
  names: { label: string; caption: string };
  label: PhotoLabel;
  caption: string;
  onLabel: (label: PhotoLabel) => void;
  onCaption: (caption: string) => void;
}) {
  return (
    <>
      <fieldset className="check-item">
        <legend>Rótulo</legend>
        <div className="segmented">
          {PHOTO_LABELS.map((option) => (
            <label key={option}>
              <input
                type="radio"
                name={names.label}
                value={option}
                checked={label === option}
                onChange={() => onLabel(option)}
              />
              <span>{PHOTO_LABEL_NAMES[option]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <label className="field">
        <span>Legenda (opcional)</span>
        <input
          name={names.caption}
          maxLength={200}
          value={caption}
          onChange={(event) => onCaption(event.target.value)}
        />
      </label>
    </>
  );
}
