import { Page } from '../../components/ui/page';
import { BUS_LINES, MAP_LINKS, PRIVATE_BUS, SIGNAGE, TRAIN, TRAM } from '../../content/itineraries';
import { EVENT } from '../../content/event';
import './itineraries.css';

/** The recommended ways to the venue (spec section 2). */
export function ItinerariesPage() {
  return (
    <Page title="Itinéraires">
      <p>
        Pour rejoindre l’{EVENT.venue.name} ({EVENT.venue.address}), voici les transports recommandés.
      </p>
      <div className="itineraries">
        <section className="card itinerary" aria-labelledby="it-private-bus">
          <h2 id="it-private-bus">Bus privé</h2>
          <p>
            Rendez-vous à <strong>{PRIVATE_BUS.time}</strong> à la gare : {PRIVATE_BUS.meetingPoint}.
          </p>
        </section>
        <section className="card itinerary" aria-labelledby="it-bus">
          <h2 id="it-bus">Bus</h2>
          <ul>
            {BUS_LINES.map((bus) => (
              <li key={bus.line}>
                Ligne <strong>{bus.line}</strong>, arrêt {bus.stop}
              </li>
            ))}
          </ul>
        </section>
        <section className="card itinerary" aria-labelledby="it-tram">
          <h2 id="it-tram">Tram</h2>
          <p>
            Tram <strong>{TRAM.line}</strong>, arrêt {TRAM.stop}.
          </p>
        </section>
        <section className="card itinerary" aria-labelledby="it-train">
          <h2 id="it-train">Train</h2>
          <p>
            Ligne <strong>{TRAIN.line}</strong>, de {TRAIN.from} à {TRAIN.to}. Départs :
          </p>
          <ul className="itinerary__departures">
            {TRAIN.departures.map((departure) => (
              <li key={departure}>{departure}</li>
            ))}
          </ul>
        </section>
        <section className="card itinerary" aria-labelledby="it-signage">
          <h2 id="it-signage">Signalétique</h2>
          <p>{SIGNAGE}</p>
        </section>
        <section className="card itinerary" aria-labelledby="it-maps">
          <h2 id="it-maps">Cartes</h2>
          <ul>
            {MAP_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                  <span className="visually-hidden"> (carte, nouvel onglet)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Page>
  );
}
