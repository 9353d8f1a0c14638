export { healthRoutes } from './routes.ts';
export { readiness } from './service.ts';
