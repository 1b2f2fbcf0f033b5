import { useState } from 'react';
import { useSession } from '../app/use-field';
import { positionConsent, setPositionConsent } from '../offline/position';

/**
 * The purpose of the positions, stated before any is taken, and the technician's consent,
 * remembered on this phone for this user and revocable here at any time.
 */
export function PositionConsent() {
  const { usuario } = useSession();
  const [consent, setConsent] = useState(() => positionConsent(usuario.id));
  return (
    <div className="position-consent" data-consentimento-posicao={consent ? 'sim' : 'nao'}>
      <p className="muted">
        A empresa registra a sua posição só em dois momentos: ao iniciar o atendimento (check-in) e
        no aceite do cliente (check-out), para comprovar que a visita foi feita no local. Não há
        rastreamento entre esses momentos.
      </p>
      <label>
        <input
          type="checkbox"
          name="consentePosicao"
          checked={consent}
          onChange={(event) => {
            setPositionConsent(usuario.id, event.target.checked);
            setConsent(event.target.checked);
          }}
        />
        <span>Permito registrar a minha posição no check-in e no check-out</span>
      </label>
    </div>
  );
}
