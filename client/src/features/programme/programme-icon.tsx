import type { ProgrammeIcon } from '../../content/programme';

// Simple line drawings on a 24-unit grid: this machine's fonts have no emoji, and inline SVG
// looks the same everywhere.
const PATHS: Record<ProgrammeIcon, string> = {
  welcome: 'M4 20v-2a5 5 0 0 1 5-5h6a5 5 0 0 1 5 5v2M12 10a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z',
  speech: 'M9 3h6v9a3 3 0 0 1-6 0zM5 11a7 7 0 0 0 14 0M12 18v3M8 21h8',
  checklist: 'M6 3h12v18H6zM9 8l1.5 1.5L13 7M9 14l1.5 1.5L13 13M15 8h0M15 14h0',
  talk: 'M3 4h18v12H8l-5 4zM7 9h10M7 12h6',
  lab: 'M9 3h6M10 3v6L4 19a1.5 1.5 0 0 0 1.3 2h13.4A1.5 1.5 0 0 0 20 19l-6-10V3M7 15h10',
  break: 'M4 8h13v6a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5zM17 10h1.5a2.5 2.5 0 0 1 0 5H17M8 3v2M12 3v2',
  meal: 'M6 3v8M4 3v5a2 2 0 0 0 4 0V3M6 11v10M17 21V3c-2 1-3 4-3 8h3',
  quiz: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h0',
  trophy: 'M7 4h10v5a5 5 0 0 1-10 0zM7 6H4v1a3 3 0 0 0 3 3M17 6h3v1a3 3 0 0 1-3 3M12 14v4M8 21h8M9 18h6',
  calendar: 'M4 5h16v16H4zM4 10h16M8 3v4M16 3v4M8 14h3v3H8z',
};

/** The programme entry's pictogram; decorative, the title says the same. */
export function ProgrammeIconImage({ icon }: { icon: ProgrammeIcon }) {
  return (
    <svg
      className="programme-card__icon"
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[icon]} />
    </svg>
  );
}
