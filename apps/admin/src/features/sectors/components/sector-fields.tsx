/** A sector's name and description, as typed. */
export interface SectorDraft {
  nome: string;
  descricao: string;
}

/** The longest name and description the server accepts. */
const MAX_NAME = 120;
const MAX_DESCRIPTION = 500;

interface SectorFieldsProps {
  draft: SectorDraft;
  onChange: (draft: SectorDraft) => void;
  /** Shown under the name after a submit attempt. */
  nameProblem?: string;
  /** Under the name: what renaming does, say. */
  nameHint?: string;
}

/** Name and description: the fields of a new sector and of an edit. */
export function SectorFields({ draft, onChange, nameProblem, nameHint }: SectorFieldsProps) {
  return (
    <div className="sector-fields">
      <label className="field">
        <span>Nome</span>
        <input
          name="nome"
          value={draft.nome}
          maxLength={MAX_NAME}
          autoComplete="off"
          placeholder="Ex.: UTI Adulto"
          onChange={(event) => onChange({ ...draft, nome: event.target.value })}
        />
        {nameHint && <span className="field__hint">{nameHint}</span>}
        {nameProblem && <span className="field__error">{nameProblem}</span>}
      </label>
      <label className="field">
        <span>
          Descrição <span className="field__optional">(opcional)</span>
        </span>
        <textarea
          name="descricao"
          rows={2}
          value={draft.descricao}
          maxLength={MAX_DESCRIPTION}
          placeholder="Ex.: 3º andar, bloco A"
          onChange={(event) => onChange({ ...draft, descricao: event.target.value })}
        />
      </label>
    </div>
  );
}
