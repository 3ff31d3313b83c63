// React as the site runs it (`npm run serve`: NODE_ENV=production). Vitest sets "test", and
// the built site's server renderer then loads React's development build, which checks every
// element it renders: about a tenth of server/staff-isolation.test.ts's time. Import this
// first, before anything loads React (each test file runs in its own process).
process.env.NODE_ENV = "production";
