import type { GasCategory } from '@campo/contracts';

/**
 * HCFCs are Montreal Protocol substances: every report gives them apart, with their
 * ODP, and never adds them to a tCO₂e total (DESIGN.md §4, "Refrigerant"). The one place
 * that says which gases that is, for the refrigerant report and the RGM alike.
 */
export function reportedApart(gas: { categoria: GasCategory } | undefined): boolean {
  return gas?.categoria === 'HCFC';
}
