// React as the site runs it (`npm run serve`: NODE_ENV=production). Vitest sets "test", and
// the built site's server renderer then loads React's development build, which checks every
// element it renders: a tenth to a fifth of the time of a file that renders pages by the
// hundred. Import this first, before anything loads React (each test file runs in its own
// process).
process.env.NODE_ENV = "production";
