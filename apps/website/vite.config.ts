import { appConfig } from '../vite.shared.ts';

export default appConfig({ base: '/site/', port: 5174, devBase: '/', preactInBuild: true });
