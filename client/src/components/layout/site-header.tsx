import { Link } from 'react-router';
import { SITE_NAME } from '../../content/event';

export function SiteHeader() {
  return (
    <header className="site-header">
      <Link to="/">{SITE_NAME}</Link>
    </header>
  );
}
