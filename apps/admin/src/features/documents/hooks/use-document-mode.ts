import { useSearchParams } from 'react-router';

function versionFrom(value: string | null): number | null {
  const version = Number(value);
  return Number.isInteger(version) && version > 0 ? version : null;
}

/**
 * What the document page shows besides the current version, kept in the
 * address: an older version (`?versao=2`) or its differences to the current
 * one (`?comparar=2`).
 */
export function useDocumentMode() {
  const [params, setParams] = useSearchParams();
  const viewing = versionFrom(params.get('versao'));
  const comparing = viewing === null ? versionFrom(params.get('comparar')) : null;

  const set = (name: 'versao' | 'comparar' | null, versao?: number | null) =>
    setParams(name && versao ? { [name]: String(versao) } : {}, { replace: false });

  return {
    viewing,
    comparing,
    view: (versao: number | null) => set('versao', versao),
    compare: (versao: number) => set('comparar', versao),
    showCurrent: () => set(null),
  };
}
