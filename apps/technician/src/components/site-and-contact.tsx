import type { TechnicianOrder } from '@campo/contracts';

/** A search on Google Maps for the address (opens the maps app on a phone). */
export function mapLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** `tel:` keeps only what a dialer reads: digits and a leading +. */
export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Where the order happens (with a map link) and whom to call there. */
export function SiteAndContact({
  order,
}: {
  order: Pick<TechnicianOrder, 'endereco' | 'contato' | 'contrato'>;
}) {
  const endereco = order.endereco ?? null;
  // An order kept on the phone from before contacts were sent has none.
  const contato = order.contato ?? { nome: null, telefone: null, email: null };
  return (
    <section className="card" aria-labelledby="os-onde">
      <h2 id="os-onde">Local e contato</h2>
      <dl className="facts">
        <dt>Endereço</dt>
        <dd data-endereco>
          {endereco ? (
            <>
              {endereco}
              <br />
              <a href={mapLink(endereco)} target="_blank" rel="noreferrer" data-mapa>
                Abrir no mapa
              </a>
            </>
          ) : (
            'Não cadastrado'
          )}
        </dd>
        <dt>Cliente</dt>
        <dd>{contato.nome ?? order.contrato.cliente ?? '—'}</dd>
        {contato.telefone && (
          <>
            <dt>Telefone</dt>
            <dd>
              <a href={telLink(contato.telefone)} data-telefone>
                {contato.telefone}
              </a>
            </dd>
          </>
        )}
        {contato.email && (
          <>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${contato.email}`} data-email>
                {contato.email}
              </a>
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
