import { Page } from '../../components/ui/page';
import { directionsUrl } from '../../content/itineraries';
import { useContent } from '../../lib/published-content';
import './itineraries.css';

/** The recommended ways to the venue (spec section 2). */
export function ItinerariesPage() {
  const { event, itineraries } = useContent();
  const { privateBus, busLines, tram, train, signage } = itineraries;
  return (
    <Page title="Itinéraires">
      <p>
        Pour rejoindre l’{event.venue.name} ({event.venue.address}), voici les transports recommandés.
      </p>
      <div className="itineraries">
        <section className="card itinerary" aria-labelledby="it-private-bus">
          <h2 id="it-private-bus">Bus privé</h2>
          <p>
            Rendez-vous à <strong>{privateBus.time}</strong> à la gare : {privateBus.meetingPoint}.
          </p>
        </section>
        <section className="card itinerary" aria-labelledby="it-bus">
          <h2 id="it-bus">Bus</h2>
          <ul>
            {busLines.map((bus) => (
              <li key={bus.line}>
                Ligne <strong>{bus.line}</strong>, arrêt {bus.stop}
              </li>
            ))}
          </ul>
        </section>
        <section className="card itinerary" aria-labelledby="it-tram">
          <h2 id="it-tram">Tram</h2>
          <p>
            Tram <strong>{tram.line}</strong>, arrêt {tram.stop}.
          </p>
        </section>
        <section className="card itinerary" aria-labelledby="it-train">
          <h2 id="it-train">Train</h2>
          <p>
            Ligne <strong>{train.line}</strong>, de {train.from} à {train.to}. Départs :
          </p>
          <ul className="itinerary__departures">
            {train.departures.map((departure) => (
              <li key={departure}>{departure}</li>
            ))}
          </ul>
        </section>
        {signage !== '' ? (
          <section className="card itinerary" aria-labelledby="it-signage">
            <h2 id="it-signage">Signalétique</h2>
            <p>{signage}</p>
          </section>
        ) : null}
        <section className="card itinerary" aria-labelledby="it-maps">
          <h2 id="it-maps">Cartes</h2>
          <ul>
            {itineraries.directionsFrom.map((link) => (
              <li key={link.label}>
                <a href={directionsUrl(link.point, event.venue.point)} target="_blank" rel="noopener noreferrer">
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
