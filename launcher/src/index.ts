export { startEmbedded, type EmbeddedOptions, type RunningEmbedded } from './embedded/start-embedded.js';
export { startCluster, type ClusterOptions, type RunningCluster } from './cluster/start-cluster.js';
export { planProcesses, type ClusterShape, type ProcessSpec } from './cluster/topology.js';
export { backendServices } from './services.js';
