import type { SignedInUser } from "../accounts/users";
import type { Actor } from "./audit";

/** The person as the audit and the other side read them: full name, or the username when none was given. */
export const actorOf = (user: Pick<SignedInUser, "id" | "fullName" | "username">): Actor => ({ id: user.id, name: user.fullName ?? user.username });
