import type { ContractEntry } from '../../contracts/hooks/use-contract-directory';

interface RgmScopeProps {
  consolidado: boolean;
  /** The contract, when known (from the snapshot or the contract list). */
  contract?: { codigo: string; cliente: string | null };
}

/** "CT-001" over its client's name, or "Consolidado" over "Toda a empresa". */
export function RgmScope({ consolidado, contract }: RgmScopeProps) {
  if (consolidado) {
    return (
      <>
        <span className="table__strong">Consolidado</span>
        <span className="table__sub">Toda a empresa</span>
      </>
    );
  }
  return (
    <>
      <span className="table__strong">{contract?.codigo ?? 'Contrato'}</span>
      {contract?.cliente && <span className="table__sub">{contract.cliente}</span>}
    </>
  );
}

/** A directory entry in the shape {@link RgmScope} takes. */
export function scopeOf(entry: ContractEntry | undefined) {
  return entry && { codigo: entry.codigo, cliente: entry.clienteNome };
}
