import './fields.css';

/**
 * The two live regions of a form. They stay in the page even when empty, so that screen
 * readers announce a message as soon as it appears; fields point at the error one with
 * aria-describedby.
 */
export function FormMessages({
  errorId,
  error,
  success,
}: {
  errorId: string;
  error: string | null;
  success?: string | null;
}) {
  return (
    <>
      <div id={errorId} role="alert" className="form-messages__live">
        {error !== null && <p className="alert alert--error">{error}</p>}
      </div>
      <div role="status" className="form-messages__live">
        {success != null && <p className="alert alert--success">{success}</p>}
      </div>
    </>
  );
}
