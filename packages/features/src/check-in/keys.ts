export const checkInKeys = {
  all: ['check-in'] as const,
  users: (filterValue: string) => ['check-in', 'users', filterValue] as const,
  checkIn: ['check-in', 'check-in'] as const,
};
