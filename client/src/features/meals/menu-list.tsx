import type { Menu } from '@congres/contracts';

/** Starter, main, dessert, as a description list. */
export function MenuList({ menu }: { menu: Menu }) {
  return (
    <dl className="menu-list">
      <dt>Entrée</dt>
      <dd>{menu.starter}</dd>
      <dt>Plat</dt>
      <dd>{menu.main}</dd>
      <dt>Dessert</dt>
      <dd>{menu.dessert}</dd>
    </dl>
  );
}
