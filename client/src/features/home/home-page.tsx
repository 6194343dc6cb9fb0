import { MapFrame } from '../../components/ui/map-frame';
import { Page } from '../../components/ui/page';
import { EVENT } from '../../content/event';
import { CAROUSEL_INTERVAL_MS, HOME_CAROUSEL } from '../../content/home-carousel';
import { CALENDAR_PATH } from '../programme/public/calendar';
import { Carousel } from './carousel';
import { DayStatus } from './day-status';
import './home.css';

/** The welcome page: date, where the day stands, place, intro, the carousel and the venue's plan. */
export function HomePage() {
  return (
    <Page title="Accueil" heading={EVENT.title}>
      <p className="home__date">{EVENT.dateLabel}</p>
      <DayStatus />
      <div className="home__grid">
        <div className="home__text">
          <section className="card home__where" aria-labelledby="home-where">
            <h2 id="home-where">Lieu et horaire</h2>
            <p>
              Rendez-vous à <strong>{EVENT.meetingTime}</strong> à l’<strong>{EVENT.venue.name}</strong>,{' '}
              {EVENT.venue.address}.
            </p>
            <p>
              <a href={CALENDAR_PATH}>Ajouter le programme de la journée à mon agenda</a>
            </p>
          </section>
          {EVENT.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <div className="home__carousel">
          <Carousel images={HOME_CAROUSEL} intervalMs={CAROUSEL_INTERVAL_MS} label="Affiche et programme du congrès" />
        </div>
        <section className="home__map" aria-labelledby="home-map">
          <h2 id="home-map">Plan d’accès</h2>
          <MapFrame
            point={EVENT.venue.point}
            title={`Carte : ${EVENT.venue.name}`}
            plan={EVENT.venue.plan}
            address={`${EVENT.venue.name}, ${EVENT.venue.address}`}
          />
        </section>
      </div>
    </Page>
  );
}
