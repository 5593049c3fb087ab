import { appConfig } from '../vite.shared.ts';

export default appConfig({ base: '/', port: 5173 });
