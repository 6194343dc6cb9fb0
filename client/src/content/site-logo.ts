// The header's logo. PLACEHOLDER: an invented mark until the organisation provides its own.
import logo from './images/logo.svg';

export const SITE_LOGO = logo;
