import { MapFrame } from '../../components/ui/map-frame';
import { Page } from '../../components/ui/page';
import { CAROUSEL_INTERVAL_MS } from '../../content/home-carousel';
import { useContent } from '../../lib/published-content';
import { DAY_CALENDAR_PATH } from '@congres/contracts';
import { Carousel } from './carousel';
import { DayStatus } from './day-status';
import './home.css';

/** The welcome page: date, where the day stands, place, intro, the carousel and the venue's plan. */
export function HomePage() {
  // As organisers last published it (decision 082).
  const { event, home } = useContent();
  return (
    <Page title="Accueil" heading={event.title}>
      <p className="home__date">{event.dateLabel}</p>
      <DayStatus />
      <div className="home__grid">
        <div className="home__text">
          <section className="card home__where" aria-labelledby="home-where">
            <h2 id="home-where">Lieu et horaire</h2>
            <p>
              Rendez-vous à <strong>{event.meetingTime}</strong> à l’<strong>{event.venue.name}</strong>,{' '}
              {event.venue.address}.
            </p>
            <p>
              <a href={DAY_CALENDAR_PATH}>Ajouter le programme de la journée à mon agenda</a>
            </p>
          </section>
          {event.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <div className="home__carousel">
          <Carousel images={home.carousel} intervalMs={CAROUSEL_INTERVAL_MS} label="Affiche et programme du congrès" />
        </div>
        <section className="home__map" aria-labelledby="home-map">
          <h2 id="home-map">Plan d’accès</h2>
          <MapFrame
            point={event.venue.point}
            title={`Carte : ${event.venue.name}`}
            plan={event.venue.plan}
            address={`${event.venue.name}, ${event.venue.address}`}
          />
        </section>
      </div>
    </Page>
  );
}
