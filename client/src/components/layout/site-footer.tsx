export function SiteFooter() {
  return (
    <footer className="site-footer">
      <p>© 2025 Tous droits réservés</p>
    </footer>
  );
}
