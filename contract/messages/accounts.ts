/**
 * Every sentence the accounts feature shows a person, in one catalog: the forms' field messages (spec 01 §5), the
 * server's answers and refusals, two-step sign-in and the sign-in limits. A second language or staff editing changes
 * this file, not the routes.
 */
export const accountMessages = {
  username: "Username must be at least 3 characters",
  usernameLong: "Username must be at most 50 characters",
  usernameChars: "Username may only contain letters, numbers, dots, hyphens and underscores",
  password6: "Password must be at least 6 characters",
  password8: "Password must be at least 8 characters",
  newPassword8: "New password must be at least 8 characters",
  passwordLong: "Password must be at most 128 characters",
  email: "Please enter a valid email address",
  fullName: "Full name must be at least 2 characters",
  fullNameLong: "Full name must be at most 100 characters",
  registerMismatch: "Passwords do not match",
  mismatch: "Passwords don't match",
  commonPassword: "This password is too common. Please choose a less predictable one.",
  weakPassword: "This password is too easy to guess. Add another word or two, or make it longer.",
  personalPassword: "This password is too easy to guess: it contains your username, your email or our firm's name.",
  invalidLogin: "Invalid username or password",
  usernameTaken: "Username already exists",
  emailTaken: "Email already registered",
  currentPasswordWrong: "Current password is incorrect",
  resetInvalid: "This reset link is invalid or has expired. Please request a new one.",
  unauthorized: "Unauthorized: Please log in",
  currentPasswordForEmail: "Enter your current password to change your email",
  emailChangeInvalid: "This link is invalid or has expired.",
  emailChangeBusy: "Another email change was requested at the same moment. Please try again.",
  verifyInvalid: "This verification link is invalid or has expired. Sign in and ask for a new one.",
  alreadyVerified: "Your email address is already confirmed.",
  emailConfirmed: (email: string) => `Thank you: ${email} is confirmed.`,
  verificationResent: (email: string) => `We have sent a new confirmation link to ${email}.`,
  emailChanged: (email: string) => `Your email address is now ${email}.`,
  emailChangeUndone: (email: string) => `Your email address stays ${email}. Every session has been signed out; please reset your password.`,
  emailChangeSent: (email: string) => `We have sent a confirmation link to ${email}. Your email address changes once you open it.`,
  sessionNotFound: "That session has already ended.",
  sessionEnded: "Session signed out",
  notAdmin: "You do not have admin privileges.",
  accountDisabled: "This account has been disabled. Please contact us if you think this is a mistake.",
  registered: "Registration successful",
  signedIn: "Login successful",
  signedOut: "Logout successful",
  profileUpdated: "Profile updated successfully",
  passwordUpdated: "Password updated successfully",
  resetSent: "If an account exists for that email, we have sent a password reset link.",
  resetDone: "Password has been reset. You can now log in with your new password.",
  accountDeleted: "Your account has been deleted.",
  lastAdmin: "The last active admin cannot be demoted or disabled. Promote another admin first.",
  lastAdminDelete: "You are the last active admin, so your account cannot be deleted. Promote another admin first.",
} as const;

/** Two-step sign-in (decision 016). */
export const twoFactorMessages = {
  codeNeeded: "Enter the 6-digit code from your authenticator app.",
  codeWrong: "That code is not right. Check your authenticator app and try again, or use a recovery code.",
  pendingExpired: "Your sign-in timed out. Please enter your username and password again.",
  setupMissing: "Start the set-up again: scan the new QR code, then enter its code.",
  setupRequired: "Admins and staff must set up two-step sign-in before using the console.",
  adminKeeps: "Two-step sign-in is required for admins and staff and cannot be turned off.",
  notEnabled: "Two-step sign-in is not turned on.",
  currentCodeNeeded: "Enter a code from your current app, or a recovery code, to replace it.",
  turnedOn: "Two-step sign-in is on. Save your recovery codes now: they are shown only once.",
  turnedOff: "Two-step sign-in is off.",
} as const;

/** The sign-in and account limits' refusals; `{wait}` becomes the time left in words ("15 minutes", "1 minute"). */
export const accountLimitMessages = {
  login: "Too many login attempts. Please try again in {wait}.",
  codes: "Too many wrong codes. Please try again in {wait}.",
  attempts: "Too many attempts. Please try again in {wait}.",
  verifyEmails: "Too many verification emails. Please try again in {wait}.",
  registrations: "Too many registration attempts. Please try again in {wait}.",
  resets: "Too many password reset requests. Please try again in {wait}.",
} as const;
