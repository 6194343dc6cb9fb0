import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import SignaturePad from 'signature_pad';
import { isSignatureDrawn } from './signature-drawn';
import '../attendance.css';

/** What a form asks of the pad when it is submitted. */
export interface SignatureHandle {
  /** The drawing as a PNG data URL, or null when nothing worth sending was drawn. */
  read: () => string | null;
  clear: () => void;
}

/** A phone at 3x makes a large PNG for no gain on a printed sheet. */
const MAX_PIXEL_RATIO = 2;

/**
 * A signature drawn with a finger, a stylus or the mouse (signature_pad, decision 092): pointer
 * events on a canvas, kept sharp on high-density screens, and "Effacer" to start again. The
 * canvas is named and described for screen readers; the state line under it says whether
 * something is drawn.
 */
export function SignatureField({ label, ref }: { label: string; ref: Ref<SignatureHandle> }) {
  const id = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (canvas === null) return;
    const pad = new SignaturePad(canvas, { penColor: '#000', minWidth: 1, maxWidth: 3 });
    padRef.current = pad;
    // The canvas's pixels follow its CSS size (and the screen's density); the strokes are kept
    // across a rotation of the phone.
    const fit = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
      const data = pad.toData();
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      pad.fromData(data);
    };
    fit();
    const onEnd = () => setDrawn(isSignatureDrawn(pad.toData()));
    pad.addEventListener('endStroke', onEnd);
    window.addEventListener('resize', fit);
    return () => {
      pad.removeEventListener('endStroke', onEnd);
      window.removeEventListener('resize', fit);
      pad.off();
      padRef.current = null;
    };
  }, []);

  const clear = () => {
    padRef.current?.clear();
    setDrawn(false);
  };
  useImperativeHandle(ref, () => ({
    read: () => {
      const pad = padRef.current;
      return pad !== null && isSignatureDrawn(pad.toData()) ? pad.toDataURL('image/png') : null;
    },
    clear,
  }));

  return (
    <div className="signature-field" role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className="signature-field__label">
        {label}
      </p>
      <canvas
        ref={canvasRef}
        className="signature-field__canvas"
        role="img"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint ${id}-state`}
      />
      <p id={`${id}-hint`} className="field__hint">
        Signez dans le cadre avec le doigt, un stylet ou la souris.
      </p>
      <div className="signature-field__footer">
        <p id={`${id}-state`} className="signature-field__state" aria-live="polite">
          {drawn ? 'Signature tracée.' : 'Cadre vide.'}
        </p>
        <button type="button" className="button button--secondary" onClick={clear}>
          Effacer
        </button>
      </div>
    </div>
  );
}
