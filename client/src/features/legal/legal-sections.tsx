import { FrenchText } from '../../components/ui/french-text';
import type { LegalSection } from '../../content/legal';
import './legal.css';

/** A legal page's text, from the content folder: one card, a heading per section. */
export function LegalSections({ sections }: { sections: LegalSection[] }) {
  return (
    <div className="card legal">
      {sections.map((section) => (
        <section key={section.title} className="legal__section">
          <h2>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>
              <FrenchText text={paragraph} />
            </p>
          ))}
          {section.list ? (
            <ul>
              {section.list.map((item) => (
                <li key={item}>
                  <FrenchText text={item} />
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}
