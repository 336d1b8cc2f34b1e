/** The addresses of the working-time feature's screens (collected by config/paths.ts). */
export const workingTimePaths = {
  workingTime: '/working-time-control',
  workingTimeClock: '/working-time-control/index',
  workingTimeHistory: '/working-time-control/history',
  workingTimeAdmin: '/working-time-control/admin',
  workingTimeRepresentatives: '/working-time-control/representatives',
} as const;
