import { QrCode } from '../../../lib/qr-code';
import { failureOf } from '../../../lib/query-client';
import { useAttendanceDetail, useAttendanceLive } from '../api/use-attendance';
import { presencesRecorded } from '../public/half-day-words';
import { useRotatingCode } from './rotating-code';
import './attendance-screen.css';

/** The address as typed: no scheme (the phone's browser adds it). */
const typedAddress = (url: string) => url.replace(/^https?:\/\//, '');

/**
 * The body of /emargement/ecran, the room's screen (decision 092): the half-day's label and a QR code of
 * the signing page's address with the current code, renewed every 30 s; the address in text
 * under it for those who type it. Large type, black on white: read from the back of a room.
 */
export function AttendanceScreen({ token, halfDayId }: { token: string; halfDayId: string }) {
  useAttendanceLive();
  const detail = useAttendanceDetail(token, halfDayId);
  const open = detail.data?.halfDay.open === true;
  const code = useRotatingCode(token, halfDayId, open);

  const failure = failureOf(detail) ?? (open ? failureOf(code) : null);
  const label = detail.data?.halfDay.label ?? 'Émargement';
  return (
    <>
      <h1 className="attendance-screen__title">{label}</h1>
      {failure !== null ? (
        <p className="attendance-screen__message" role="alert">
          {failure.message}
        </p>
      ) : detail.data === undefined ? (
        <p className="attendance-screen__message" role="status">
          Chargement…
        </p>
      ) : !open ? (
        <p className="attendance-screen__message" role="status">
          L’émargement de cette demi-journée n’est pas ouvert : ouvrez-le depuis la page Émargement.
        </p>
      ) : code.data === undefined ? (
        <p className="attendance-screen__message" role="status">
          Chargement du QR code…
        </p>
      ) : (
        <>
          <p className="attendance-screen__invite">Scannez pour signer votre présence</p>
          <QrCode
            className="attendance-screen__qr"
            text={code.data.url}
            label={`QR code d’émargement : ${typedAddress(code.data.url)}`}
          />
          <p className="attendance-screen__address">
            Sans appareil photo, saisissez :{' '}
            <span className="attendance-screen__url">{typedAddress(code.data.url)}</span>
          </p>
        </>
      )}
      {detail.data !== undefined ? (
        <p className="attendance-screen__count" role="status">
          {presencesRecorded(detail.data.signatures.length)}
        </p>
      ) : null}
    </>
  );
}
