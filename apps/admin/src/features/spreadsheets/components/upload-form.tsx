import { type DragEvent, type FormEvent, useState } from 'react';
import { SubmitButton } from '../../../components/form';
import { formatNumber } from '../../../lib/format';

interface UploadFormProps {
  file: File | null;
  pending: boolean;
  onFile: (file: File | null) => void;
  onSubmit: () => void;
}

const ACCEPT =
  '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

export function UploadForm({ file, pending, onFile, onSubmit }: UploadFormProps) {
  const [dragging, setDragging] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  function handleDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) onFile(dropped);
  }

  return (
    <form className="card form" onSubmit={handleSubmit} aria-labelledby="step-upload">
      <h2 id="step-upload" className="step-title">
        <span className="step-number">2</span> Envie a planilha preenchida
      </h2>
      <label
        className={dragging ? 'dropzone dropzone--active' : 'dropzone'}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
      >
        {/* The native input is hidden: its button and text follow the browser's language, not the app's. */}
        <input
          type="file"
          name="arquivo"
          className="visually-hidden"
          accept={ACCEPT}
          onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        />
        <span className="button">{file ? 'Trocar arquivo' : 'Escolher arquivo'}</span>
        <span className="dropzone__text">
          {file ? (
            <>
              <strong>{file.name}</strong>{' '}
              <span className="muted">
                · {formatNumber(Math.max(1, Math.ceil(file.size / 1024)))} KB
              </span>
            </>
          ) : (
            'ou arraste um arquivo XLSX ou CSV para cá'
          )}
        </span>
        <span className="dropzone__hint">
          A primeira linha deve ter os rótulos do modelo. CSV separado por vírgula ou ponto e
          vírgula, em UTF-8.
        </span>
      </label>
      <div className="form__actions">
        <SubmitButton pending={pending} busyLabel="Validando…" disabled={!file}>
          Validar planilha
        </SubmitButton>
      </div>
    </form>
  );
}
