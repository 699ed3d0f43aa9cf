import { hashPassword } from "../server/accounts/passwords/passwords";
import { weakPasswordReason } from "../server/accounts/passwords/password-policy";
import { removeTwoFactor } from "../server/accounts/two-factor/two-factor";
import { createUser, findByUsername, listUsers, setRole } from "../server/accounts/users";
import { isFirmStaff } from "../contract/policies";
import { registerRequestSchema } from "../contract/accounts";
import { queueMissingThumbnails } from "../server/documents/thumbnails/thumbnails";
import { loadConfig } from "../server/platform/config";
import { migrate, openDatabase } from "../server/platform/database";

const usage = `Usage (against the same DATA_DIR / DATABASE_URL as the site):
  npm run admin -- promote <username>                  make an existing user an admin
  npm run admin -- create <username> <email> [password] create an admin (password from ADMIN_PASSWORD if omitted)
  npm run admin -- list                                list users and their roles
  npm run admin -- reset-two-step <username>           for a lost phone: forget the authenticator and recovery
                                                       codes and end the sessions; the next sign-in enrols again
  npm run admin -- thumbnails                          queue a thumbnail for each drawing and image stored without
                                                       one (uploaded before thumbnails); the running site draws them`;

/** Prints the problem and returns the exit code, so every refusal is one line. */
function fail(message: string, code: number): number {
  console.error(message);
  return code;
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (!command || !["promote", "create", "list", "reset-two-step", "thumbnails"].includes(command)) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  const { db } = openDatabase(config);
  try {
    await migrate(db);
    if (command === "list") {
      const users = await listUsers(db);
      for (const u of users) console.log(`${u.username}\t${u.email}\t${u.role}\tlast login: ${u.last_login_at ?? "never"}`);
      if (users.length === 0) console.log("No users yet.");
      return 0;
    }
    if (command === "reset-two-step") {
      const [username] = args;
      if (!username) return fail(usage, 2);
      const user = await findByUsername(db, username);
      if (!user) return fail(`No user named ${username}.`, 1);
      await db.transaction().execute((trx) => removeTwoFactor(trx, user.id, { endSessions: true }));
      const next = isFirmStaff(user.role) ? "sets up two-step sign-in again before using the console" : "may set up two-step sign-in again";
      console.log(`${user.username}'s authenticator and recovery codes are forgotten and their sessions ended; at the next sign-in they ${next}.`);
      return 0;
    }
    if (command === "thumbnails") {
      const queued = await queueMissingThumbnails(db);
      console.log(
        queued === 0
          ? "Nothing to queue: every drawing and image has a thumbnail, is queued for one, or was tried this week."
          : `Asked for the thumbnails of ${queued} ${queued === 1 ? "drawing or image" : "drawings and images"}: the running site draws them one at a time.`,
      );
      return 0;
    }
    if (command === "promote") {
      const [username] = args;
      if (!username) return fail(usage, 2);
      const user = await findByUsername(db, username);
      if (!user) return fail(`No user named ${username}.`, 1);
      await setRole(db, user.id, "admin");
      console.log(`${user.username} is now an admin.`);
      return 0;
    }
    const [username, email, given] = args;
    const password = given ?? process.env.ADMIN_PASSWORD;
    const parsed = registerRequestSchema.safeParse({ username, email, password });
    if (!parsed.success) return fail(`${parsed.error.issues.map((i) => i.message).join("\n")}\n${usage}`, 2);
    const weak = await weakPasswordReason(parsed.data.password, parsed.data);
    if (weak) return fail(`Choose another admin password. ${weak}`, 2);
    if (await findByUsername(db, parsed.data.username)) return fail(`${parsed.data.username} already exists; use promote.`, 1);
    await createUser(db, {
      username: parsed.data.username,
      email: parsed.data.email,
      passwordHash: await hashPassword(parsed.data.password),
      role: "admin",
      emailVerified: true,
    });
    console.log(`Admin ${parsed.data.username} created.`);
    return 0;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
