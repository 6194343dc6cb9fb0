import { Link } from 'react-router';
import { telHref } from '../../lib/french';
import { useContent } from '../../lib/published-content';
import { FOOTER_LINKS } from './nav-links';
import './site-footer.css';

/** Contact and partners, on every page (spec section 2). */
export function SiteFooter() {
  // As organisers last published them (decision 082).
  const { contact, partners, event } = useContent();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <h2 className="site-footer__title">Nos Partenaires &amp; Contact</h2>
        <div className="site-footer__cards">
          <section className="card site-footer__card" aria-labelledby="footer-contact">
            <h3 id="footer-contact">Contact</h3>
            {/* One line per item, each with its own words: no run-together text once read aloud or
                copied, no gap that reads as a double space between the street and the town. */}
            <address>
              <strong>{contact.name}</strong>
              <span>{contact.address.join(', ')}</span>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
              {/* The number never breaks across lines. */}
              <a href={telHref(contact.phone)}>{contact.phone.replaceAll(' ', '\u00a0')}</a>
            </address>
          </section>
          <section className="card site-footer__card" aria-labelledby="footer-partners">
            <h3 id="footer-partners">Nos Partenaires</h3>
            <ul className="site-footer__logos">
              {partners.map((partner, index) => (
                <li key={partner.name}>
                  <img
                    src={partner.logo.src}
                    alt={partner.logo.alt || `Logo partenaire ${index + 1}`}
                    width={partner.logo.width}
                    height={partner.logo.height}
                    loading="lazy"
                    decoding="async"
                  />
                </li>
              ))}
            </ul>
          </section>
        </div>
        <nav className="site-footer__links" aria-label="Liens du pied de page">
          <ul>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="site-footer__copyright">© 2025 {event.organisationName}. Tous droits réservés.</p>
      </div>
    </footer>
  );
}
