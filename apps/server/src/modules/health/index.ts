// Liveness and readiness: nothing to build, the database's ping is all /ready asks.
export { healthRoutes } from './health-routes.ts';
