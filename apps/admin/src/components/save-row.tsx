import { FormError } from './form-error';

interface SaveRowProps {
  /** The failed save's error. */
  error: unknown;
  /** What the notice says once the save succeeded; nothing before. */
  saved: string | false;
  pending: boolean;
}

/** The foot of a settings form: why the save failed, or that it succeeded, then "Salvar". */
export function SaveRow({ error, saved, pending }: SaveRowProps) {
  return (
    <>
      <FormError error={error} />
      {saved && (
        <p className="notice notice--success" role="status">
          {saved}
        </p>
      )}
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={pending}>
          Salvar
        </button>
      </div>
    </>
  );
}
