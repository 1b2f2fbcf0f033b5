import { errorDetails, errorMessage } from '@campo/web-client';

interface FormErrorProps {
  /** The failed mutation's error; nothing is shown without one. */
  error: unknown;
  /** How each of the API's `detalhes` reads (e.g. with the field's label instead of its `campo`). */
  formatDetail?: (detail: string) => string;
  /** Said instead of the API's message when it gives reasons (which then name the fields as the form does). */
  detailsLead?: string;
  /** The reasons to list, when some are shown elsewhere (under their fields); default: all. */
  details?: readonly string[];
}

/** Why a form was not saved: the API's message and, for a 400, its reasons field by field. */
export function FormError({
  error,
  formatDetail = (detail) => detail,
  detailsLead,
  details: listed,
}: FormErrorProps) {
  if (!error) return null;
  const all = errorDetails(error);
  const details = listed ?? all;
  return (
    <div className="alert" role="alert">
      <p>{all.length > 0 && detailsLead ? detailsLead : errorMessage(error)}</p>
      {details.length > 0 && (
        <ul className="messages messages--plain">
          {details.map((detail) => (
            <li key={detail}>{formatDetail(detail)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
