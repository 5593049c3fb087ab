import { appConfig } from '../vite.shared.ts';

export default appConfig({ base: '/register/', port: 5175 });
