export { CompaniesScreen } from './CompaniesScreen';
export type {
  CompaniesCapabilities,
  CompaniesScreenProps,
  CompaniesState,
  CompanyRow,
} from './CompaniesScreen';
