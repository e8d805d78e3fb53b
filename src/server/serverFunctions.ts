import { ServerFunctionSpec } from './serverFunctionSpec';

/** Triggers, menu entries and sidebar endpoints, in the order Code.js lists them. */
export const SERVER_FUNCTIONS: ServerFunctionSpec[] = [];
