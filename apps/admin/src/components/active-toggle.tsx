interface ActiveToggleProps {
  active: boolean;
  pending: boolean;
  onToggle: () => void;
}

/** A small "Desativar" (or "Reativar") button that switches an item of a list at once. */
export function ActiveToggle({ active, pending, onToggle }: ActiveToggleProps) {
  return (
    <button
      type="button"
      className="button button--small button--ghost"
      disabled={pending}
      onClick={onToggle}
    >
      {active ? 'Desativar' : 'Reativar'}
    </button>
  );
}
