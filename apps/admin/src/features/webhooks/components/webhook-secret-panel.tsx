import { WEBHOOK_RETRY_POLICY } from '@campo/contracts';
import { CodeBlock } from '../../../components/code-block';
import { CopyButton } from '../../../components/copy-button';

/** The one time a secret is on screen: after creating the endpoint, or rotating its secret. */
export function WebhookSecretPanel({ secret, rotated }: { secret: string; rotated?: boolean }) {
  return (
    <div className="card form" data-webhook-secret>
      <div className="notice notice--warning" role="alert">
        <strong>Copie o segredo agora: ele não será mostrado novamente.</strong>{' '}
        {rotated
          ? `O segredo anterior continua assinando as entregas, ao lado deste, por ${WEBHOOK_RETRY_POLICY.segredoAnteriorHoras} h: troque-o no receptor nesse prazo.`
          : 'O receptor usa o segredo para conferir a assinatura de cada entrega.'}
      </div>
      <div className="field">
        <span id="webhook-secret-label">Segredo de assinatura</span>
        <div className="secret">
          <input
            id="webhook-secret"
            className="secret__value"
            value={secret}
            readOnly
            aria-labelledby="webhook-secret-label"
            onFocus={(event) => event.currentTarget.select()}
          />
          <CopyButton text={secret} label="Copiar segredo" className="button button--primary" />
        </div>
      </div>
      <div className="howto">
        <p>No receptor, confira cada entrega com o SDK antes de usar o corpo:</p>
        <CodeBlock
          label="Node.js"
          code={`import { verifyWebhook } from '@campo/sdk-ingestao';\n\nconst evento = verifyWebhook(process.env.CAMPO_WEBHOOK_SECRET, req.headers, corpoBruto);`}
        />
      </div>
    </div>
  );
}
