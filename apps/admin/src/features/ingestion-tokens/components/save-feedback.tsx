import { errorMessage } from '@campo/web-client';

interface SaveFeedbackProps {
  isError: boolean;
  isSuccess: boolean;
  error: unknown;
  successText?: string;
}

/** The outcome of a card's save: the API's message, or a short confirmation. */
export function SaveFeedback({
  isError,
  isSuccess,
  error,
  successText = 'Alterações salvas.',
}: SaveFeedbackProps) {
  if (isError) {
    return (
      <p className="alert" role="alert">
        {errorMessage(error)}
      </p>
    );
  }
  if (isSuccess) {
    return (
      <p className="saved" role="status">
        ✓ {successText}
      </p>
    );
  }
  return null;
}
