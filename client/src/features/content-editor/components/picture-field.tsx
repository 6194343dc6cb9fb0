import type { ContentPicture } from '@congres/contracts';
import { useId, useState } from 'react';
import { uploadContentImage } from '../api/content-files-api';
import { useEditorFields } from '../editor-context';
import { valueAt, withValueAt } from '../json-pointer';
import { ContentField } from './content-field';

/** What the file inputs accept: the server reads the format from the bytes (decision 088). */
export const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif,image/svg+xml';

/**
 * A file input that sends the chosen image to the server and hands back the stored picture;
 * it says while it sends, and why the server refused, in French.
 */
export function ImageChooser({
  token,
  label,
  onStored,
}: {
  token: string;
  label: string;
  onStored: (picture: ContentPicture) => void;
}) {
  const id = useId();
  const [state, setState] = useState<{ sending: boolean; error: string | null; done: string | null }>({
    sending: false,
    error: null,
    done: null,
  });
  const onChange = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (file === undefined) return;
    setState({ sending: true, error: null, done: null });
    const result = await uploadContentImage(token, file);
    input.value = '';
    if (!result.ok) {
      setState({ sending: false, error: result.message, done: null });
      return;
    }
    onStored(result.data);
    setState({
      sending: false,
      error: null,
      done: `Image « ${file.name} » envoyée : enregistrez le brouillon pour la garder.`,
    });
  };
  return (
    <div className="field picture-field__chooser">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept={IMAGE_TYPES}
        disabled={state.sending}
        aria-describedby={state.error === null ? undefined : `${id}-erreur`}
        onChange={(event) => void onChange(event.currentTarget)}
      />
      <p role="status" className="field__hint">
        {state.sending ? 'Envoi de l’image…' : (state.done ?? '')}
      </p>
      {state.error === null ? null : (
        <p id={`${id}-erreur`} role="alert" className="content-field__problem">
          {state.error}
        </p>
      )}
    </div>
  );
}

/**
 * One picture of the content: its preview, its alternative text (`altHint` says when it is
 * required: the server refuses an empty one where the picture means something) and a file
 * input that replaces it, the text kept.
 */
export function PictureField({
  token,
  pointer,
  name,
  altHint,
}: {
  token: string;
  pointer: string;
  name: string;
  altHint: string;
}) {
  const { content, change } = useEditorFields();
  const picture = valueAt(content, pointer) as ContentPicture | undefined;
  if (picture === undefined) return null;
  return (
    <div className="picture-field">
      <img className="picture-field__preview" src={picture.src} alt="" width={picture.width} height={picture.height} />
      <ContentField pointer={`${pointer}/alt`} label={`Texte alternatif : ${name}`} hint={altHint} />
      <ImageChooser
        token={token}
        label={`Remplacer l’image : ${name}`}
        onStored={(stored) => change((current) => withValueAt(current, pointer, { ...stored, alt: picture.alt }))}
      />
    </div>
  );
}
