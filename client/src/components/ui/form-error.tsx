/**
 * A form's refusal in a polite live region that stays in the page, so that it is announced when
 * it appears; the message itself is an alert. (FormMessages is the same with a success line and
 * the region as the alert, for forms whose fields point at it.)
 */
export function FormError({ error, id }: { error: string | null; id?: string }) {
  return (
    <div aria-live="polite" id={id}>
      {error !== null ? (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
