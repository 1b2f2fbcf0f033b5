/**
 * Brazil's IANA zones first (most companies of the product are Brazilian), each with the
 * places it covers and its UTC offset, then every other zone the browser knows.
 */
export const BRAZIL_TIME_ZONES: ReadonlyArray<{ zona: string; rotulo: string }> = [
  { zona: 'America/Sao_Paulo', rotulo: 'Brasília: SP, RJ, MG, ES, Sul, GO, DF (UTC−3)' },
  { zona: 'America/Manaus', rotulo: 'Manaus: Amazonas, exceto o oeste (UTC−4)' },
  { zona: 'America/Belem', rotulo: 'Belém: Pará (leste), Amapá (UTC−3)' },
  { zona: 'America/Fortaleza', rotulo: 'Fortaleza: CE, RN, PB, PI, MA (UTC−3)' },
  { zona: 'America/Recife', rotulo: 'Recife: Pernambuco (UTC−3)' },
  { zona: 'America/Bahia', rotulo: 'Salvador: Bahia (UTC−3)' },
  { zona: 'America/Cuiaba', rotulo: 'Cuiabá: Mato Grosso (UTC−4)' },
  { zona: 'America/Campo_Grande', rotulo: 'Campo Grande: Mato Grosso do Sul (UTC−4)' },
  { zona: 'America/Porto_Velho', rotulo: 'Porto Velho: Rondônia (UTC−4)' },
  { zona: 'America/Boa_Vista', rotulo: 'Boa Vista: Roraima (UTC−4)' },
  { zona: 'America/Rio_Branco', rotulo: 'Rio Branco: Acre (UTC−5)' },
  { zona: 'America/Noronha', rotulo: 'Fernando de Noronha (UTC−2)' },
  { zona: 'America/Araguaina', rotulo: 'Araguaína: Tocantins (UTC−3)' },
  { zona: 'America/Maceio', rotulo: 'Maceió: Alagoas, Sergipe (UTC−3)' },
  { zona: 'America/Santarem', rotulo: 'Santarém: Pará (oeste) (UTC−3)' },
  { zona: 'America/Eirunepe', rotulo: 'Eirunepé: Amazonas (oeste) (UTC−5)' },
];

/** Every zone to offer: Brazil's (labelled) first, then the rest in the browser's order. */
export function timeZoneOptions(
  known: readonly string[] = Intl.supportedValuesOf('timeZone'),
): Array<{ zona: string; rotulo: string | null }> {
  const brazil = new Set(BRAZIL_TIME_ZONES.map((zone) => zone.zona));
  return [
    ...BRAZIL_TIME_ZONES,
    ...known.filter((zona) => !brazil.has(zona)).map((zona) => ({ zona, rotulo: null })),
  ];
}
