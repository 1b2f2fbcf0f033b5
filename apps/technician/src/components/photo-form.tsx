import imageCompression from 'browser-image-compression';
import { useEffect, useMemo, useState } from 'react';
import {
  PHOTO_LABEL_NAMES,
  PHOTO_LABELS,
  type PhotoLabel,
  type TechnicianOrderDetail,
} from '@campo/contracts';
import type { FieldAction } from '../offline/outbox-types';
import { useRecord } from './use-record';

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
 */
export function PhotoSection({
  order,
  photos,
  editable,
}: {
  order: TechnicianOrderDetail;
  photos: FieldAction[];
  editable: boolean;
}) {
  const sent = order.visita.fotos;
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
            </li>
          ))}
          {photos.map((action) => (
            <LocalPhoto key={action.id} action={action} />
          ))}
        </ul>
      )}
      {editable && <PhotoForm order={order} />}
    </section>
  );
}

function LocalPhoto({ action }: { action: FieldAction }) {
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
      <fieldset className="check-item">
        <legend>Rótulo</legend>
        <div className="segmented">
          {PHOTO_LABELS.map((option) => (
            <label key={option}>
              <input
                type="radio"
                name="rotuloFoto"
                value={option}
                checked={label === option}
                onChange={() => setLabel(option)}
              />
              <span>{PHOTO_LABEL_NAMES[option]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <label className="field">
        <span>Legenda (opcional)</span>
        <input
          name="legendaFoto"
          maxLength={200}
          value={caption}
          onChange={(event) => setCaption(event.target.value)}
        />
      </label>
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
