export const frameKeys = {
  all: ['frame'] as const,
  switcherSalons: ['frame', 'switcher-salons'] as const,
  switchSalon: ['frame', 'switch-salon'] as const,
  logout: ['frame', 'logout'] as const,
};
