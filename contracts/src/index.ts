// Every API payload, defined once: the server validates with these schemas and the
// client takes its types from them, so the two sides cannot drift apart.
export * from './account.js';
export * from './announcements.js';
export * from './auth.js';
export * from './content.js';
export * from './content-changes.js';
export * from './content-editor-words.js';
export * from './errors.js';
export * from './figures.js';
export * from './health.js';
export * from './live.js';
export * from './moderation.js';
export * from './site-routes.js';
export * from './photos.js';
export * from './paris-clock.js';
export * from './programme.js';
export * from './same-value.js';
export * from './slides.js';
export * from './slot-changes.js';
export * from './time-zone.js';
export * from './wall.js';
export * from './team.js';
export * from './content-placeholders.js';
export * from './training.js';
export * from './quizzes.js';
export * from './satisfaction.js';
