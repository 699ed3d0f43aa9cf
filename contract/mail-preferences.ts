import * as z from "zod";

/**
 * The mails a person may turn off in Profile → Preferences, each honoured by its sender through `wantsMail`
 * (server/accounts/mail-preferences/). The newsletter is not here: its subscription is its preference (leads).
 */
export const mailKinds = ["newMessage", "deliverableIssued", "milestoneDone", "weeklyDigest", "leadDigest"] as const;
export type MailKind = (typeof mailKinds)[number];

type KindInfo = {
  label: string;
  description: string;
  /** Who gets such mail at all, so the screen offers only what can arrive. */
  audience: "client" | "firm" | "everyone";
  /** Before the person chooses. */
  wanted: boolean;
};

export const mailKindInfo: Record<MailKind, KindInfo> = {
  newMessage: {
    label: "New messages",
    description: "A reply or a new conversation on one of your projects, with a link to it.",
    audience: "everyone",
    wanted: true,
  },
  deliverableIssued: {
    label: "Deliverables issued",
    description: "When the project team issues a model, drawing set, clash report or schedule to you.",
    audience: "client",
    wanted: true,
  },
  milestoneDone: {
    label: "Milestones completed",
    description: "When a milestone of one of your projects is marked done.",
    audience: "client",
    wanted: true,
  },
  weeklyDigest: {
    label: "Weekly digest",
    description: "Monday morning, in your time zone: last week's progress and what is due in the next two weeks.",
    audience: "client",
    wanted: true,
  },
  leadDigest: {
    label: "Daily lead digest",
    description: "Each morning: your leads with overdue or due next actions, and new leads nobody has answered.",
    audience: "firm",
    wanted: true,
  },
};

const timeZone = z
  .string()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, "Choose a time zone such as Europe/London.");

export const mailPreferencesResponse = z.object({
  success: z.literal(true),
  preferences: z.object({
    newMessage: z.boolean(),
    deliverableIssued: z.boolean(),
    milestoneDone: z.boolean(),
    weeklyDigest: z.boolean(),
    leadDigest: z.boolean(),
  }),
  /** The person's own zone for digests; null follows their company's (or, for the firm, the site's). */
  timeZone: z.string().nullable(),
});
export type MailPreferences = z.infer<typeof mailPreferencesResponse>["preferences"];

export const mailPreferencesUpdate = z.object({
  newMessage: z.boolean().optional(),
  deliverableIssued: z.boolean().optional(),
  milestoneDone: z.boolean().optional(),
  weeklyDigest: z.boolean().optional(),
  leadDigest: z.boolean().optional(),
  timeZone: timeZone.nullable().optional(),
});
export type MailPreferencesUpdate = z.infer<typeof mailPreferencesUpdate>;
