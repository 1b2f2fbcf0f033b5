import SignaturePad from 'signature_pad';
import { useEffect, useRef } from 'react';

/**
 * The client's drawn signature: a canvas sized to the screen's pixel ratio (so the
 * stroke is sharp), read as a PNG data URL when the form is sent.
 */
export function SignatureField({ onReady }: { onReady: (pad: SignaturePad | null) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    element.width = element.offsetWidth * ratio;
    element.height = element.offsetHeight * ratio;
    element.getContext('2d')?.scale(ratio, ratio);
    const pad = new SignaturePad(element, { penColor: '#0b1f33', minWidth: 1, maxWidth: 2.6 });
    onReady(pad);
    return () => {
      pad.off();
      onReady(null);
    };
  }, [onReady]);

  return (
    <canvas
      ref={canvas}
      className="signature-pad"
      data-assinatura
      aria-label="Área para o cliente assinar com o dedo"
    />
  );
}
