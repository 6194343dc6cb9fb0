// The six partners shown in the footer (spec section 2). Logos are invented stand-ins.
import partner1 from './images/partner-1.svg';
import partner2 from './images/partner-2.svg';
import partner3 from './images/partner-3.svg';
import partner4 from './images/partner-4.svg';
import partner5 from './images/partner-5.svg';
import partner6 from './images/partner-6.svg';

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
