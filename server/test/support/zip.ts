// The one zip reader of the tests lives with the other shared test pieces in scripts/lib.
export { unzip, type UnzippedFile } from '../../../scripts/lib/unzip.mjs';
