/** The demo sign-ins that the seeded demo dataset creates and the login form displays. */
export const demoAccounts = [
  { email: 'stager@demo.test', password: 'demo1234', role: 'stager' },
  { email: 'realtor@demo.test', password: 'demo1234', role: 'realtor' },
  { email: 'admin@demo.test', password: 'admin1234', role: 'admin' },
] as const;
