/**
 * The count under a text box with a limit (an announcement, a question): "12 caractères sur
 * 280.", or how many too many, as an error. The box points at it with aria-describedby.
 */
export function CharacterCount({ id, length, max }: { id: string; length: number; max: number }) {
  const over = length > max;
  return (
    <p id={id} className={over ? 'alert--error' : undefined}>
      {over ? `${length} caractères sur ${max} : ${length - max} de trop.` : `${length} caractères sur ${max}.`}
    </p>
  );
}
