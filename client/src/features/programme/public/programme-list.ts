// The public programme list, for the organisers' preview of their draft (decision 081).
export { ProgrammeList } from '../programme-list';
