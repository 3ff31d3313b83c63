// The admissions offices' area (/staff): sign-in and, once signed in, the inbox.
export const staff = {
  meta: {
    signInTitle: "Staff sign-in | {provider}",
    homeTitle: "Office | {provider}",
  },
  office: "Admissions office",
  signIn: {
    title: "Staff sign-in",
    intro: "For the admissions offices of {provider}. Parents and students: the website's home page is {home}.",
    homeLink: "here",
    email: "E-mail",
    password: "Password",
    submit: "Sign in",
    emailMissing: "Enter your e-mail address.",
    passwordMissing: "Enter your password.",
    invalid: "That e-mail address and password do not match an account.",
    limited: "Too many failed sign-ins. Please try again in {minutes} minutes.",
    signedOut: "You have signed out.",
    ended: "Your session has ended. Please sign in again.",
  },
  home: {
    title: "Office",
    signedInAs: "Signed in as {email}",
    groupAdmin: "Group admin: every school, enrollment requests and career applications",
    schoolStaff: "{school} office",
    signOut: "Sign out",
    inboxComing: "The inbox of requests comes here: every tour booking, enrollment request, message, application and visit request of your school.",
  },
};
