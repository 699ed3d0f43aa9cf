/** The admin the e2e server creates at start-up (playwright.config.ts); global setup enrols it in two-step sign-in. */
export const siteAdmin = { username: "siteadmin", password: "Harbour-Lantern-42" };
