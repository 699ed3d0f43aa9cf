import { z } from "zod";

/** The signed-in user as the API returns it: nothing secret. */
export const publicUserSchema = z.object({
  username: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  role: z.string(),
  lastLogin: z.string().nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export type UserResponse = { success: true; user: PublicUser };
