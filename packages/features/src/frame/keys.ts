export const frameKeys = {
  all: ['frame'] as const,
  switchSalon: ['frame', 'switch-salon'] as const,
  logout: ['frame', 'logout'] as const,
};
