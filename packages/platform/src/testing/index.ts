export * from './test-infrastructure.js';
export * from './query-plans.js';
export * from './node-tool.js';
