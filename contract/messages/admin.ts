import type { Role } from "../accounts";
import { roleInSentence } from "../policies";

/** What the admin console's API answers: loads, changes and refusals, for the console's toasts and states. */
export const adminMessages = {
  usersLoaded: "Users loaded",
  deletionsLoaded: "Deleted accounts loaded",
  noSuchUser: "No such user",
  accountCreated: (email: string) => `Account created. We've emailed ${email} a link to set a password.`,
  roleChanged: (username: string, role: Role) => `${username} is now ${roleInSentence[role]}.`,
  cannotDisableSelf: "You cannot disable your own account.",
  dashboardLoaded: "Dashboard data loaded",
  trafficLoaded: "Traffic loaded",
  contentLoaded: "Content loaded",
  settingsLoaded: "Settings loaded",
  inboxesSaved: "Notification inboxes saved.",
  failedJobsLoaded: "Failed jobs loaded",
  noSuchJob: "No failed job with that id",
  jobQueued: "Queued for another try.",
  leadsLoaded: "Leads loaded",
  leadLoaded: "Lead loaded",
  noSuchLead: "No such lead",
  leadMarked: (status: string) => `Lead marked ${status}.`,
  subscribersLoaded: "Subscribers loaded",
} as const;
