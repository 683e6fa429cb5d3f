export * from './time.js';
export * from './time-control.js';
export * from './seat-clock.js';
export * from './timeouts.js';
export * from './vacation.js';
export * from './reminders.js';
export * from './challenge.js';
export * from './duration.js';
