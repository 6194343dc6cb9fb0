import { FrenchText } from '../../components/ui/french-text';
import { useContent } from '../../lib/published-content';
import './legal.css';

/** A legal page's text, as organisers last published it (decision 082): one card, a heading per section. */
export function LegalSections({ part }: { part: 'notice' | 'privacy' }) {
  const sections = useContent().legal[part];
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
