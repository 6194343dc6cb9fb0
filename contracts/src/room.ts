// The room, live (decisions 118 and 119): questions, polls and the prize quiz's podium. Apart from
// the contracts' index: the first pages import the index, and the bundler puts every module the
// index reaches into their first script; only the room's pages import these.
export * from './plain-text.js';
export * from './questions.js';
export * from './polls.js';
export * from './prize.js';
