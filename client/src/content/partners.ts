// The six partners shown in the footer (spec section 2). Logos are invented stand-ins.
// `?no-inline`: images are files with hashed names (cached a year), never inlined into the JS.
import partner1 from './images/partner-1.svg?no-inline';
import partner2 from './images/partner-2.svg?no-inline';
import partner3 from './images/partner-3.svg?no-inline';
import partner4 from './images/partner-4.svg?no-inline';
import partner5 from './images/partner-5.svg?no-inline';
import partner6 from './images/partner-6.svg?no-inline';

export interface Partner {
  name: string;
  logo: string;
}

// PLACEHOLDER: every partner name and logo.
export const PARTNERS: Partner[] = [
  { name: 'Santé Plus', logo: partner1 },
  { name: 'Labo Garonne', logo: partner2 },
  { name: 'MutSanté', logo: partner3 },
  { name: 'Pharma Aquitaine', logo: partner4 },
  { name: 'CHU Partenaire', logo: partner5 },
  { name: 'Formation Océan', logo: partner6 },
];
