import { MapFrame } from '../../components/ui/map-frame';
import { Page } from '../../components/ui/page';
import { telHref } from '../../lib/french';
import { useContent } from '../../lib/published-content';
import { MenuList } from './menu-list';
import './meals.css';

/** Thursday's dinner and Friday's lunch (spec section 2). */
export function MealsPage() {
  const { dinner, lunch } = useContent().meals;
  return (
    <Page title="Repas">
      <div className="meals">
        <section className="card meal" aria-labelledby="meal-dinner">
          <p className="meal__when">
            {dinner.day} · {dinner.time}
          </p>
          <h2 id="meal-dinner">Dîner : {dinner.place.name}</h2>
          <h3>Menu</h3>
          <MenuList menu={dinner.menu} />
          <h3>Informations pratiques</h3>
          <ul className="meal__facts">
            <li>
              Adresse : <address>{dinner.place.address}</address>
            </li>
            <li>
              Téléphone : <a href={telHref(dinner.phone)}>{dinner.phone}</a>
            </li>
            <li>
              Site web :{' '}
              <a href={dinner.website} target="_blank" rel="noopener noreferrer">
                {dinner.website.replace(/^https?:\/\//, '')}
                <span className="visually-hidden"> (nouvel onglet)</span>
              </a>
            </li>
          </ul>
          <MapFrame
            point={dinner.place.point}
            title={`Carte : ${dinner.place.name}`}
            plan={dinner.place.plan}
            address={`${dinner.place.name}, ${dinner.place.address}`}
          />
        </section>

        <section className="card meal" aria-labelledby="meal-lunch">
          <p className="meal__when">
            {lunch.day} · {lunch.time}
          </p>
          <h2 id="meal-lunch">Déjeuner : food truck</h2>
          <p>{lunch.place}. Un seul choix à faire : le menu normal ou le menu végétarien.</p>
          <div className="meal__menus">
            <div>
              <h3>Menu normal</h3>
              <MenuList menu={lunch.menus.normal} />
            </div>
            <div>
              <h3>Menu végétarien</h3>
              <MenuList menu={lunch.menus.vegetarian} />
            </div>
          </div>
          <h3>Boisson</h3>
          <p>Eau {lunch.water.join(' ou ')}.</p>
        </section>
      </div>
    </Page>
  );
}
