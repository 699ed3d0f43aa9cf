import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  changePasswordSchema, loginSchema, messages, profileSchema, registerRequestSchema, resetPasswordRequestSchema, resetRequestSchema,
} from "../../contract/accounts";
import type { Config } from "../platform/config";
import type { Db } from "../platform/database";
import { HttpError } from "../platform/errors";
import type { RateLimiter, RateRule } from "../platform/rate-limit";
import { isCommonPassword } from "./common-passwords";
import { decoyHash, hashPassword, verifyPassword } from "./passwords";
import { resetMail } from "./reset-mail";
import { type SessionStore, type SessionUser } from "./sessions";
import {
  createUser, findByEmail, findById, findByUsername, isUniqueViolation, publicUser, setPasswordHash, touchLastLogin, updateProfile, type UserRow,
} from "./users";

export const RESET_TOKEN_MS = 60 * 60 * 1000;

const minutes = (n: number) => n * 60;
/** The budgets before RATE_LIMIT_FACTOR; docs/security.md lists them. */
export const rules = {
  loginPerIp: { name: "login-ip", max: 30, windowSeconds: minutes(15), message: "Too many login attempts. Please try again in {minutes} minutes." },
  loginPerAccount: { name: "login-account", max: 10, windowSeconds: minutes(15), message: "Too many login attempts. Please try again in {minutes} minutes." },
  registerPerIp: { name: "register-ip", max: 10, windowSeconds: minutes(60), message: "Too many registration attempts. Please try again in {minutes} minutes." },
  resetPerIp: { name: "reset-ip", max: 5, windowSeconds: minutes(60), message: "Too many password reset requests. Please try again in {minutes} minutes." },
  passwordPerAccount: { name: "password-account", max: 10, windowSeconds: minutes(15), message: "Too many attempts. Please try again in {minutes} minutes." },
} satisfies Record<string, RateRule>;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

function refuseCommon(password: string, field: string) {
  if (isCommonPassword(password)) throw new HttpError(400, messages.commonPassword, { [field]: messages.commonPassword });
}

declare module "fastify" {
  interface FastifyRequest {
    session: SessionUser | null;
  }
}

type Options = { db: Db; config: Config; sessions: SessionStore; limiter: RateLimiter };

/** Spec 01 §7: register, login, logout, current user, profile, password change and password reset. */
export async function accountRoutes(app: FastifyInstance, { db, config, sessions, limiter }: Options) {
  app.decorateRequest("session", null);

  /** The signed-in user, or 401. */
  const requireUser = async (request: FastifyRequest, reply: FastifyReply): Promise<UserRow> => {
    const session = await sessions.resume(request, reply);
    const user = session && (await findById(db, session.userId));
    if (!session || !user) throw new HttpError(401, messages.unauthorized);
    request.session = session;
    return user;
  };
  app.decorate("requireUser", requireUser);

  const signIn = async (request: FastifyRequest, reply: FastifyReply, user: UserRow, persistent: boolean) => {
    await sessions.discard(request); // a new token at every sign-in: a planted cookie is worthless
    await sessions.start(reply, user.id, persistent);
    reply.rotateCsrfSecret();
    return { ...user, last_login_at: await touchLastLogin(db, user.id) };
  };

  app.post("/api/register", async (request, reply) => {
    await limiter.hit(rules.registerPerIp, request.ip);
    const input = registerRequestSchema.parse(request.body);
    refuseCommon(input.password, "password");
    if (await findByUsername(db, input.username)) throw new HttpError(409, messages.usernameTaken, { username: messages.usernameTaken });
    if (await findByEmail(db, input.email)) throw new HttpError(409, messages.emailTaken, { email: messages.emailTaken });
    let user: UserRow;
    try {
      user = await createUser(db, { username: input.username, email: input.email, passwordHash: await hashPassword(input.password) });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const taken = await findByUsername(db, input.username);
      throw taken
        ? new HttpError(409, messages.usernameTaken, { username: messages.usernameTaken })
        : new HttpError(409, messages.emailTaken, { email: messages.emailTaken });
    }
    const signedIn = await signIn(request, reply, user, false);
    return reply.code(201).send({ success: true, user: publicUser(signedIn), message: "Registration successful" });
  });

  app.post("/api/login", async (request, reply) => {
    await limiter.hit(rules.loginPerIp, request.ip);
    const input = loginSchema.parse(request.body);
    await limiter.hit(rules.loginPerAccount, input.username.toLowerCase());
    const user = await findByUsername(db, input.username);
    // An unknown name costs one hash like a wrong password, and gets the same answer.
    const valid = await verifyPassword(input.password, user?.password_hash ?? (await decoyHash));
    if (!user || !valid) throw new HttpError(401, messages.invalidLogin);
    const signedIn = await signIn(request, reply, user, input.rememberMe);
    return { success: true, user: publicUser(signedIn), message: "Login successful" };
  });

  app.post("/api/logout", async (request, reply) => {
    await sessions.end(request, reply);
    reply.rotateCsrfSecret();
    return { success: true, message: "Logout successful" };
  });

  app.get("/api/user", async (request, reply) => {
    reply.header("cache-control", "no-store");
    const user = await requireUser(request, reply);
    return { success: true, user: publicUser(user) };
  });

  app.put("/api/user/profile", async (request, reply) => {
    const user = await requireUser(request, reply);
    const input = profileSchema.parse(request.body);
    const owner = await findByEmail(db, input.email);
    if (owner && owner.id !== user.id) throw new HttpError(409, messages.emailTaken, { email: messages.emailTaken });
    const fullName = input.fullName ? input.fullName : null;
    try {
      await updateProfile(db, user.id, { fullName, email: input.email });
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, messages.emailTaken, { email: messages.emailTaken });
      throw error;
    }
    reply.header("cache-control", "no-store");
    return { success: true, user: publicUser({ ...user, full_name: fullName, email: input.email }), message: "Profile updated successfully" };
  });

  app.put("/api/user/password", async (request, reply) => {
    const user = await requireUser(request, reply);
    await limiter.hit(rules.passwordPerAccount, user.id);
    const input = changePasswordSchema.parse(request.body);
    if (!(await verifyPassword(input.currentPassword, user.password_hash))) {
      throw new HttpError(400, messages.currentPasswordWrong, { currentPassword: messages.currentPasswordWrong });
    }
    refuseCommon(input.newPassword, "newPassword");
    await setPasswordHash(db, user.id, await hashPassword(input.newPassword));
    await sessions.endOthers(user.id, request.session?.sessionId);
    return { success: true, message: "Password updated successfully" };
  });

  app.post("/api/auth/request-reset", async (request) => {
    await limiter.hit(rules.resetPerIp, request.ip);
    const { email } = resetRequestSchema.parse(request.body);
    const user = await findByEmail(db, email);
    if (user) {
      const token = randomBytes(32).toString("base64url");
      const now = Date.now();
      const link = `${config.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
      const mail = { to: user.email, ...(await resetMail(link, user.username)) };
      // The token and its mail are one fact: both are stored, or neither; the runner sends after commit.
      await db.transaction().execute(async (trx) => {
        // A newer request voids every older link.
        await trx.deleteFrom("password_resets").where("user_id", "=", user.id).execute();
        await trx.insertInto("password_resets").values({
          id: randomUUID(), user_id: user.id, token_hash: sha256(token),
          created_at: new Date(now).toISOString(), expires_at: new Date(now + RESET_TOKEN_MS).toISOString(), used_at: null,
        }).execute();
        await app.mail.enqueue(trx, mail);
      });
      app.jobs.wake();
    }
    return { success: true, message: "If an account exists for that email, we have sent a password reset link." };
  });

  app.post("/api/auth/reset-password", async (request) => {
    const input = resetPasswordRequestSchema.parse(request.body);
    const invalid = new HttpError(400, messages.resetInvalid);
    const user = await findByEmail(db, input.email);
    if (!user) throw invalid;
    const nowIso = new Date().toISOString();
    const reset = await db.selectFrom("password_resets").selectAll()
      .where("token_hash", "=", sha256(input.token)).where("user_id", "=", user.id).executeTakeFirst();
    if (!reset || reset.used_at || reset.expires_at <= nowIso) throw invalid;
    refuseCommon(input.password, "password");
    // Hashing first: a password that cannot be hashed must leave the link usable.
    const passwordHash = await hashPassword(input.password);
    // Claim, new password and the end of every session are one fact; the claim is conditional, so two tabs cannot both win.
    await db.transaction().execute(async (trx) => {
      const claimed = await trx.updateTable("password_resets").set({ used_at: nowIso })
        .where("id", "=", reset.id).where("used_at", "is", null).executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) throw invalid;
      await trx.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", user.id).execute();
      await trx.deleteFrom("sessions").where("user_id", "=", user.id).execute();
    });
    return { success: true, message: "Password has been reset. You can now log in with your new password." };
  });
}

declare module "fastify" {
  interface FastifyInstance {
    requireUser(request: FastifyRequest, reply: FastifyReply): Promise<UserRow>;
  }
}
