// The header's logo. PLACEHOLDER: an invented mark until the organisation provides its own.
import logo from './images/logo.svg?no-inline';

export const SITE_LOGO = logo;
