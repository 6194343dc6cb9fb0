import { MapFrame } from '../../components/ui/map-frame';
import { Page } from '../../components/ui/page';
import { DINNER, LUNCH } from '../../content/meals';
import { MenuList } from './menu-list';
import './meals.css';

/** Thursday's dinner and Friday's lunch (spec section 2). */
export function MealsPage() {
  return (
    <Page title="Repas">
      <div className="meals">
        <section className="card meal" aria-labelledby="meal-dinner">
          <p className="meal__when">
            {DINNER.day} · {DINNER.time}
          </p>
          <h2 id="meal-dinner">Dîner : {DINNER.place}</h2>
          <h3>Menu</h3>
          <MenuList menu={DINNER.menu} />
          <h3>Informations pratiques</h3>
          <ul className="meal__facts">
            <li>
              Adresse : <address>{DINNER.address}</address>
            </li>
            <li>
              Téléphone : <a href={DINNER.phoneHref}>{DINNER.phone}</a>
            </li>
            <li>
              Site web :{' '}
              <a href={DINNER.website} target="_blank" rel="noopener noreferrer">
                {DINNER.website.replace(/^https?:\/\//, '')}
                <span className="visually-hidden"> (nouvel onglet)</span>
              </a>
            </li>
          </ul>
          <MapFrame
            point={DINNER.point}
            title={`Carte : ${DINNER.place}`}
            plan={DINNER.plan}
            address={`${DINNER.place}, ${DINNER.address}`}
          />
        </section>

        <section className="card meal" aria-labelledby="meal-lunch">
          <p className="meal__when">
            {LUNCH.day} · {LUNCH.time}
          </p>
          <h2 id="meal-lunch">Déjeuner : food truck</h2>
          <p>{LUNCH.place}. Un seul choix à faire : le menu normal ou le menu végétarien.</p>
          <div className="meal__menus">
            <div>
              <h3>Menu normal</h3>
              <MenuList menu={LUNCH.menus.normal} />
            </div>
            <div>
              <h3>Menu végétarien</h3>
              <MenuList menu={LUNCH.menus.vegetarian} />
            </div>
          </div>
          <h3>Boisson</h3>
          <p>Eau {LUNCH.water.join(' ou ')}.</p>
        </section>
      </div>
    </Page>
  );
}
