import { Fragment } from 'react';

/** "1er", "1re", "1ers", "1res" as a word: the ordinal suffixes French sets in superscript. */
const ORDINAL = /\b(1)(ers?|res?)\b/g;

/** A text from the content folder with its ordinals set as French typography wants: 1<sup>er</sup> juillet. */
export function FrenchText({ text }: { text: string }) {
  const parts = text.split(ORDINAL);
  if (parts.length === 1) return text;
  // split() with two groups gives [text, digit, suffix, text, digit, suffix, …, text].
  return (
    <>
      {parts.map((part, index) =>
        index % 3 === 2 ? <sup key={index}>{part}</sup> : <Fragment key={index}>{part}</Fragment>,
      )}
    </>
  );
}
