/**
 * Version of the float generator and of every game's outcome algorithm (FAIRNESS.md). Stored with every
 * round; a change to any algorithm or table is a new version, never an edit of v1.
 */
export const ALGORITHM_VERSION = 'v1';
