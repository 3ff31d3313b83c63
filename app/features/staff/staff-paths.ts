// The staff area's addresses (each also under /te).
export const STAFF_PATHS = { home: "/staff", signIn: "/staff/sign-in", signOut: "/staff/sign-out", password: "/staff/password", accounts: "/staff/accounts" } as const;
