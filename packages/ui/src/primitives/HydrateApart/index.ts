export { HydrateApart, hydrateInTurns } from './HydrateApart';
