import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { siteName } from '../../content/event';
import { useContent } from '../../lib/published-content';
import { signOut, useSession } from '../../lib/session';
import { earlyMenuOpen, takeOverEarlyMenu } from './early-menu';
import { ACCOUNT_LINK, LOGIN_LINK, NAV_LINKS, ORGANISATION_LINK } from './nav-links';
import './site-header.css';

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'site-nav__link is-active' : 'site-nav__link');

/** Logo, site name and navigation; on small screens the links fold behind a toggle button. */
export function SiteHeader() {
  // Open if the visitor opened it before the app ran (early-menu.ts): the page shows it so.
  const [menuOpen, setMenuOpen] = useState(earlyMenuOpen);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { token, user } = useSession();
  const navigate = useNavigate();
  // The logo and the organisation's abbreviation as organisers last published them (decision 082).
  const { logo, event } = useContent();

  // The early menu hands over in the commit, in the state the visitor left it, and the Escape
  // listener below is in place in that same commit: layout effects run before the browser
  // handles another key or tap, so no press falls between the two (with a passive effect,
  // an Escape pressed just after hydration on a busy phone was lost).
  useLayoutEffect(() => {
    // The state the early menu left, which a press after the first render may have changed:
    // an outside system read once, and no render when it did not change.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setMenuOpen(takeOverEarlyMenu());
  }, []);

  // Escape closes the open menu from anywhere, and focus goes back to the toggle.
  useLayoutEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);

  const onSignOut = async () => {
    closeMenu();
    await signOut();
    await navigate('/login');
  };

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link to="/" className="site-header__brand" onClick={closeMenu}>
          <img src={logo.src} alt="" width="40" height="40" />
          <span>{siteName(event.organisationAbbreviation)}</span>
          <span className="visually-hidden"> : accueil</span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="site-header__toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="site-header__toggle-icon" aria-hidden="true" />
          Menu
        </button>
        <nav aria-label="Navigation principale" className="site-nav">
          <ul
            id={menuId}
            className={[
              'site-nav__list',
              menuOpen ? 'is-open' : '',
              user?.role === 'organiser' ? 'site-nav__list--organiser' : '',
            ]
              .filter(Boolean)
              .join(' ')}
          >
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={linkClass} onClick={closeMenu}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            {user !== null && user.role === 'organiser' ? (
              <li>
                <NavLink to={ORGANISATION_LINK.to} className={linkClass} onClick={closeMenu}>
                  {ORGANISATION_LINK.label}
                </NavLink>
              </li>
            ) : null}
            {user !== null ? (
              <li>
                {/* Who is signed in, under the link to their account. */}
                <NavLink
                  to={ACCOUNT_LINK.to}
                  className={(state) => `${linkClass(state)} site-nav__account`}
                  onClick={closeMenu}
                >
                  {ACCOUNT_LINK.label}
                  <span className="site-nav__who">{user.username}</span>
                </NavLink>
              </li>
            ) : null}
            <li>
              {token ? (
                <button type="button" className="site-nav__link site-nav__signout" onClick={() => void onSignOut()}>
                  Déconnexion
                </button>
              ) : (
                <NavLink to={LOGIN_LINK.to} className={linkClass} onClick={closeMenu}>
                  {LOGIN_LINK.label}
                </NavLink>
              )}
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
