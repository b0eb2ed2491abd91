export * from './test-infrastructure.js';
export * from './query-plans.js';
