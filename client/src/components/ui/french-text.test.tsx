import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { FrenchText } from './french-text';

it('sets "1er" in superscript, and leaves other numbers and words alone', () => {
  const { container } = render(
    <p>
      <FrenchText text="Association régie par la loi du 1er juillet 1901, 1re édition, 11e congrès, premier." />
    </p>,
  );
  expect(container.innerHTML).toBe(
    '<p>Association régie par la loi du 1<sup>er</sup> juillet 1901, 1<sup>re</sup> édition, 11e congrès, premier.</p>',
  );
});

it('renders a text without ordinals as it is', () => {
  const { container } = render(
    <p>
      <FrenchText text="Le 23 mai à 8h." />
    </p>,
  );
  expect(container.innerHTML).toBe('<p>Le 23 mai à 8h.</p>');
});
