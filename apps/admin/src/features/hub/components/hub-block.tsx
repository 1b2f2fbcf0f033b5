import { type ContractOverview, formatKg, formatTco2e } from '@campo/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { plural } from '../../../lib/format';

/** The year's figures under the recharged kg, as the fluid report states them. */
export function gasDetail(gas: ContractOverview['gas']): string {
  return [
    `recarregados; ${formatTco2e(gas.tco2e)}`,
    gas.hcfcRecargaKg > 0 ? `${formatKg(gas.hcfcRecargaKg)} de HCFC à parte` : '',
    gas.acimaDoLimite > 0
      ? `${plural(gas.acimaDoLimite, 'equipamento', 'equipamentos')} acima do indicador de vazamento`
      : '',
    gas.revisaoPendente > 0
      ? `${plural(gas.revisaoPendente, 'registro', 'registros')} em revisão`
      : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/** The noun a figure counts, by its number: `ativo`, `ativos`. */
export const word = (count: number, singular: string, pluralForm: string) =>
  count === 1 ? singular : pluralForm;

interface HubLink {
  to: string;
  label: string;
}

/** One part of the hub: its title, its figure, what the figure counts, and where it leads. */
export function HubBlock({
  part,
  title,
  figure,
  detail,
  link,
  extraLink,
  wide,
  textFigure,
  children,
}: {
  part: string;
  title: string;
  figure: ReactNode;
  detail?: ReactNode;
  link: HubLink | null;
  extraLink?: HubLink;
  wide?: boolean;
  /** A name rather than a number: set smaller. */
  textFigure?: boolean;
  children?: ReactNode;
}) {
  return (
    <article className={`hub__block${wide ? ' hub__block--wide' : ''}`} data-bloco={part}>
      <h3 className="hub__title">{title}</h3>
      <p className={`hub__figure${textFigure ? ' hub__figure--text' : ''}`}>{figure}</p>
      {detail && <p className="hub__detail">{detail}</p>}
      {children}
      {link && (
        <p className="hub__links">
          <Link to={link.to} data-link={part}>
            {link.label}
          </Link>
          {extraLink && (
            <Link to={extraLink.to} data-link={`${part}-2`}>
              {extraLink.label}
            </Link>
          )}
        </p>
      )}
    </article>
  );
}
