/** One entry of the company's root-cause catalogue (`GET /api/fs/causas`). */
export interface CauseEntry {
  id: string;
  nome: string;
  /** Other ways people write it; matched without case, accents or punctuation. */
  sinonimos: string[];
  /** The "Outra" entry: always present, never renamed or deactivated; its orders keep their text. */
  outra: boolean;
  ativo: boolean;
}

/** `POST /api/fs/causas`. */
export interface CauseInput {
  nome: string;
  sinonimos?: string[];
}

/** `PATCH /api/fs/causas/:id`. */
export interface CauseChange {
  nome?: string;
  sinonimos?: string[];
  ativo?: boolean;
}

/** An order's cause as read: the catalogue entry and the text as received or typed. */
export interface OrderCause {
  /** The catalogue entry (set at close, or matched from the text); null when no cause was given. */
  causaId: string | null;
  /** The entry's name ("Outra" for an unknown text). */
  causa: string | null;
}
