import type { HomeAttention } from '@campo/contracts';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format';

interface Step {
  key: string;
  done: boolean;
  title: string;
  detail: string;
  to: string;
  action: string;
}

/**
 * A company with no contract yet: the first things to register, in order, each a link to
 * where it is done (by hand or from a spreadsheet), ticked once the company has some.
 */
export function HomeStart({ registers }: { registers: NonNullable<HomeAttention['cadastro']> }) {
  const steps: Step[] = [
    {
      key: 'contratos',
      done: registers.contratos > 0,
      title: 'Cadastre os clientes e os contratos',
      detail:
        'Cada contrato tem o cliente, as metas de SLA, o dia de fechamento do RGM e o responsável técnico. Uma planilha traz todos de uma vez.',
      to: '/integracoes/planilhas',
      action: 'Importar uma planilha',
    },
    {
      key: 'equipamentos',
      done: registers.equipamentos > 0,
      title: 'Cadastre os equipamentos de cada contrato',
      detail:
        'Com a tag, o setor, o tipo e o gás de cada unidade: o cronograma, o PMOC e o registro de fluidos partem deles.',
      to: '/cadastros/equipamentos',
      action: 'Abrir Equipamentos',
    },
    {
      key: 'tecnicos',
      done: registers.tecnicos > 0,
      title: 'Convide os técnicos',
      detail: 'Eles recebem o convite por e-mail e usam o aplicativo no celular, mesmo sem sinal.',
      to: '/empresa/usuarios',
      action: 'Convidar técnicos',
    },
  ];
  return (
    <section className="card home-start" aria-labelledby="home-start-title">
      <h2 id="home-start-title">Comece por aqui</h2>
      <p className="muted">
        A empresa ainda não tem contratos: as pendências, o RGM e os indicadores aparecem aqui
        depois do primeiro.
      </p>
      <ol className="home-start__steps">
        {steps.map((step) => (
          <li key={step.key} data-passo={step.key} data-feito={step.done || undefined}>
            <span className="home-start__title">
              {step.title}
              {step.done && (
                <span className="badge badge--success">
                  {formatNumber(registers[step.key as keyof typeof registers])} cadastrados
                </span>
              )}
            </span>
            <span className="muted">{step.detail}</span>
            <Link to={step.to}>{step.action}</Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
