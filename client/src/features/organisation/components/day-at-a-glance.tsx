import { SITE_ROUTES } from '@congres/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatParisTime } from '../../../lib/paris-time';
import { failureOf, type ApiError } from '../../../lib/query-client';
import { useNow } from '../../../lib/use-now';
import type { HalfDaysAtAGlance } from '../../attendance/public/use-half-days-at-a-glance';
import { SLOW_REFRESH_MS, type FiguresState } from '../../figures/public/use-figures';
import { useSatisfactionResults } from '../../satisfaction/public/use-satisfaction-results';
import { useWallWaiting } from '../../wall/public/use-wall-waiting';
import { usePublishedVersion } from '../api/published-version';
import {
  figuresLine,
  halfDayLine,
  reportsLine,
  satisfactionGlance,
  satisfactionOpen,
  versionLine,
  wallLine,
} from '../glance-lines';

/** Why a figure is not there: the French message, and whether the server was out of reach. */
interface Failure {
  message: string;
  offline: boolean;
}
const failureFrom = (error: ApiError | null): Failure | null =>
  error === null ? null : { message: error.message, offline: error.status === 0 };

/** What one line says: its figure, or that it is on its way, or why it is not there. */
type Shown = { kind: 'text'; text: string } | { kind: 'loading' } | { kind: 'error'; text: string };

/** A figure from a query: the data read last (even when a later read failed), else its state. */
function shownOf<T>(data: T | undefined, failure: Failure | null, toText: (data: T) => string): Shown {
  if (data !== undefined) return { kind: 'text', text: toText(data) };
  if (failure === null) return { kind: 'loading' };
  return { kind: 'error', text: failure.offline ? 'Indisponible hors ligne' : failure.message };
}

/** How often the sentences that depend on the time ("publiée à 10h42", "ouvre à 17h") look at the clock. */
const CLOCK_MS = 30_000;

/**
 * "La journée en direct" (decision 109): the published version, each half-day's state and
 * signatures, the photos waiting for the wall, the reports, the satisfaction rate once open and
 * the day's figures, each line a link to its tool. Live: attendance on the organisers' stream,
 * publications, photos and the wall's review on the public events; what has no event (reports,
 * answers, screens) every SLOW_REFRESH_MS, as on /chiffres.
 */
export function DayAtAGlance({
  token,
  figures,
  halfDays,
}: {
  token: string;
  figures: Exclude<FiguresState, { status: 'loading' }>;
  halfDays: HalfDaysAtAGlance;
}) {
  const client = useQueryClient();
  // Null only while a prerendered page hydrates: this page is rendered in the browser alone.
  const now = useNow(CLOCK_MS) ?? 0;
  const version = usePublishedVersion();
  const wall = useWallWaiting(token);
  const opensAt = version.data?.satisfactionOpensAt ?? null;
  const open = satisfactionOpen(opensAt, now);
  const satisfaction = useSatisfactionResults(token, { enabled: open, refetchInterval: SLOW_REFRESH_MS });

  const figuresData = figures.status === 'ready' ? figures.figures : undefined;
  const figuresFailure: Failure | null =
    figures.status === 'error'
      ? { message: figures.message, offline: figures.offline }
      : figures.offline
        ? { message: '', offline: true }
        : figures.refreshError !== null
          ? { message: figures.refreshError, offline: false }
          : null;
  const versionFailure = failureFrom(failureOf(version));
  const halfDaysFailure = halfDays.status === 'loading' ? null : failureFrom(halfDays.failure);
  const wallFailure = failureFrom(failureOf(wall));
  const satisfactionFailure = open ? failureFrom(failureOf(satisfaction)) : null;
  const failures = [figuresFailure, versionFailure, halfDaysFailure, wallFailure, satisfactionFailure].filter(
    (failure) => failure !== null,
  );
  const offline = failures.some((failure) => failure.offline);
  const failed = failures.some((failure) => !failure.offline);
  const at = figuresData === undefined ? null : formatParisTime(Date.parse(figuresData.at));

  const satisfactionShown: Shown =
    version.data === undefined
      ? shownOf(undefined, versionFailure, String)
      : open
        ? shownOf(satisfaction.data, satisfactionFailure, (results) => satisfactionGlance(opensAt, now, results))
        : { kind: 'text', text: satisfactionGlance(opensAt, now) };

  return (
    <section className="card organisation__glance" aria-labelledby="organisation-direct">
      <h2 id="organisation-direct">La journée en direct</h2>
      <div aria-live="polite">
        {offline ? (
          <p className="alert alert--error">
            {at === null
              ? 'Pas de réseau : la journée s’affichera dès le retour de la connexion.'
              : `Hors ligne : les chiffres affichés sont ceux de ${at}. Ils se mettront à jour au retour du réseau.`}
          </p>
        ) : failed ? (
          <p className="alert alert--error">
            Une partie de la journée n’a pas pu être lue ou mise à jour : réessayez dans un instant.
          </p>
        ) : (
          <p className="organisation__meta">
            Mis à jour en direct{at === null ? '' : ` (dernier relevé à ${at}, heure de Bordeaux)`}. Touchez une ligne
            pour ouvrir son outil.
          </p>
        )}
      </div>
      <ul className="glance">
        <GlanceLine
          to={SITE_ROUTES.content}
          label="Contenu publié"
          shown={shownOf(version.data, versionFailure, (published) =>
            versionLine(published.version, published.publishedAt, now),
          )}
        />
        {halfDays.status !== 'ready' ? (
          <GlanceLine
            to={SITE_ROUTES.attendance}
            label="Émargement"
            shown={shownOf(undefined, halfDaysFailure, String)}
          />
        ) : halfDays.halfDays.length === 0 ? (
          <GlanceLine
            to={SITE_ROUTES.attendance}
            label="Émargement"
            shown={{ kind: 'text', text: 'Aucune demi-journée dans le contenu publié' }}
          />
        ) : (
          halfDays.halfDays.map((glance) => (
            <GlanceLine
              key={glance.halfDay.id}
              to={SITE_ROUTES.attendance}
              label={`Émargement · ${glance.halfDay.label}`}
              shown={{ kind: 'text', text: halfDayLine(glance) }}
            />
          ))
        )}
        <GlanceLine
          // Without approval there is nothing to review: the line opens the wall itself.
          to={wall.data?.approval === false ? SITE_ROUTES.wall : SITE_ROUTES.reports}
          label="Mur de photos"
          shown={shownOf(wall.data, wallFailure, wallLine)}
        />
        <GlanceLine
          to={SITE_ROUTES.reports}
          label="Signalements"
          shown={shownOf(figuresData, figuresFailure, reportsLine)}
        />
        <GlanceLine
          to={SITE_ROUTES.satisfactionResults}
          label="Questionnaire de satisfaction"
          shown={satisfactionShown}
        />
        <GlanceLine
          to={SITE_ROUTES.figures}
          label="Chiffres du jour"
          shown={shownOf(figuresData, figuresFailure, figuresLine)}
        />
      </ul>
      {failed ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void client.refetchQueries({ type: 'active' })}
        >
          Réessayer
        </button>
      ) : null}
    </section>
  );
}

/** One figure: its name, then what it says; the whole line is a link to its tool. */
function GlanceLine({ to, label, shown }: { to: string; label: string; shown: Shown }) {
  return (
    <li>
      <Link className="glance__line" to={to}>
        <span className="glance__label">{label}</span>
        <span className={shown.kind === 'error' ? 'glance__value glance__value--error' : 'glance__value'}>
          {shown.kind === 'loading' ? 'Chargement…' : shown.text}
        </span>
      </Link>
    </li>
  );
}
