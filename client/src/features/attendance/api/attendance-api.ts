import {
  ATTENDANCE_MESSAGES,
  ATTENDANCE_PATH,
  type AttendanceAccount,
  type AttendanceCode,
  type AttendanceDetail,
  type HalfDayList,
  type RecordAttendanceBody,
  type SignatureBody,
  type SignatureReceipt,
} from '@congres/contracts';
import { callApi, serverMessageOr, type ApiResult } from '../../../lib/api-result';
import { fetchFile, type FetchedFile } from '../../../lib/download-file';

/** The API's paths under /api, as callApi takes them. */
const base = ATTENDANCE_PATH.replace(/^\/api/, '');
const halfDayPath = (id: string) => `${base}/${encodeURIComponent(id)}`;
const RETRY = 'vérifiez votre connexion, puis réessayez.';

/** The query keys of the attendance screens: the live event invalidates them by prefix. */
export const attendanceKeys = {
  all: ['attendance'] as const,
  list: (account: string) => ['attendance', account, 'list'] as const,
  detail: (account: string, id: string) => ['attendance', account, 'detail', id] as const,
  code: (account: string, id: string) => ['attendance', account, 'code', id] as const,
};

/** GET /api/attendance (organisers): the half-days with their state. */
export function getHalfDays(token: string): Promise<ApiResult<HalfDayList>> {
  return callApi(
    base,
    { token },
    'HalfDayList',
    serverMessageOr(`Les demi-journées n’ont pas pu être chargées : ${RETRY}`),
  );
}

/** GET /api/attendance/{id} (organisers): who signed, when, and by whom a signature was recorded. */
export function getAttendance(token: string, id: string): Promise<ApiResult<AttendanceDetail>> {
  return callApi(
    halfDayPath(id),
    { token },
    'AttendanceDetail',
    serverMessageOr(`La liste des signatures n’a pas pu être chargée : ${RETRY}`),
  );
}

/** GET /api/attendance/{id}/code (organisers: the room's screen): the code and the address the QR code holds now. */
export function getCode(token: string, id: string): Promise<ApiResult<AttendanceCode>> {
  return callApi(
    `${halfDayPath(id)}/code`,
    { token },
    'AttendanceCode',
    serverMessageOr(`Le QR code n’a pas pu être chargé : ${RETRY}`),
  );
}

/** POST /api/attendance/{id}/open (organisers). */
export function openHalfDay(token: string, id: string): Promise<ApiResult<true>> {
  return callApi(
    `${halfDayPath(id)}/open`,
    { method: 'POST', token, json: {} },
    null,
    serverMessageOr(`L’émargement n’a pas pu être ouvert : ${RETRY}`),
  );
}

/** POST /api/attendance/{id}/close (organisers): the organiser in charge signs the half-day as they close it. */
export function closeHalfDay(token: string, id: string, signature: string): Promise<ApiResult<true>> {
  return callApi(
    `${halfDayPath(id)}/close`,
    { method: 'POST', token, json: { signature } },
    null,
    serverMessageOr(`L’émargement n’a pas pu être clos : ${RETRY}`),
  );
}

/**
 * What the attendee's phone is told when the server refuses a signature without a message of
 * its own (a proxy's error page): each says what to do next.
 */
export function signatureRefusal(status: number): string {
  if (status === 400) return ATTENDANCE_MESSAGES.staleCode;
  if (status === 409) return ATTENDANCE_MESSAGES.alreadySigned;
  if (status === 401) return 'Votre session a expiré : reconnectez-vous, puis scannez à nouveau le QR code.';
  if (status === 0)
    return 'Pas de réponse du serveur : vérifiez votre connexion, puis appuyez à nouveau sur « Signer ».';
  return 'La signature n’a pas pu être enregistrée : scannez à nouveau le QR code, ou adressez-vous à l’accueil.';
}

/** POST /api/attendance/{id}/signatures (signed-in attendees): 201 with the line recorded. */
export function postSignature(token: string, id: string, body: SignatureBody): Promise<ApiResult<SignatureReceipt>> {
  return callApi(
    `${halfDayPath(id)}/signatures`,
    { method: 'POST', token, json: body },
    'SignatureReceipt',
    ({ status, message }) => message ?? signatureRefusal(status),
  );
}

/** GET /api/attendance/{id}/accounts?q= (organisers): the accounts to record, by name or email. */
export function searchAccounts(token: string, id: string, text: string): Promise<ApiResult<AttendanceAccount[]>> {
  return callApi(
    `${halfDayPath(id)}/accounts?${new URLSearchParams({ q: text }).toString()}`,
    { token },
    'AttendanceAccountList',
    serverMessageOr(`La recherche des comptes a échoué : ${RETRY}`),
  );
}

/**
 * POST /api/attendance/{id}/records (organisers): a participant without a phone signs on the
 * organiser's; the list marks them as recorded by that organiser.
 */
export function recordParticipant(
  token: string,
  id: string,
  body: RecordAttendanceBody,
): Promise<ApiResult<SignatureReceipt>> {
  return callApi(
    `${halfDayPath(id)}/records`,
    { method: 'POST', token, json: body },
    'SignatureReceipt',
    serverMessageOr(`La présence n’a pas pu être enregistrée : ${RETRY}`),
  );
}

/** GET /api/attendance/{id}/sheet.pdf or sheet.csv (organisers). */
export function downloadSheet(token: string, id: string, format: 'pdf' | 'csv'): Promise<ApiResult<FetchedFile>> {
  return fetchFile(
    `${halfDayPath(id)}/sheet.${format}`,
    token,
    `emargement-${id}.${format}`,
    `La feuille d’émargement n’a pas pu être téléchargée : ${RETRY}`,
  );
}
