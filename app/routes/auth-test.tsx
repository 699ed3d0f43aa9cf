import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { PublicUser } from "../../contract/accounts";
import { CredentialsForm } from "../components/diagnostics/credentials-form";
import { DiagnosticsOffNotice } from "../components/diagnostics/diagnostics-off-notice";
import { Outcome } from "../components/diagnostics/test-panel";
import { TestProfileCard } from "../components/diagnostics/test-profile-card";
import { PageIntro } from "../components/marketing/page-intro";
import { Spinner } from "../components/ui/spinner";
import { getCsrfToken } from "../lib/api";
import { USER_QUERY_KEY, useAuth } from "../lib/auth";
import { diagnosticCall } from "../lib/diagnostic-call";
import { useSecurityHeaders } from "../lib/diagnostics";
import { pageMeta } from "../lib/site";
import { toast } from "../lib/toast";

export const meta = () =>
  pageMeta({
    title: "Authentication Test",
    description: "Diagnostic page for registration, sign-in, sessions and admin access.",
    path: "/auth-test",
    noindex: true,
  });

const NO_TOKEN = "CSRF token not available. Please try again.";
const TWO_STEP = "Password accepted. This account uses two-step sign-in: sign in at /auth to enter the code from your authenticator app.";
type Busy = "register" | "login" | "admin" | "logout" | null;

export default function AuthTestPage() {
  const diagnostics = useSecurityHeaders();
  const { user: sessionUser, isLoading } = useAuth();
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(null);
  const [tokenError, setTokenError] = useState(false);
  const [busy, setBusy] = useState<Busy>(null);
  const [errors, setErrors] = useState<{ register: string | null; login: string | null }>({ register: null, login: null });

  useEffect(() => {
    void getCsrfToken().then((loaded) => {
      setToken(loaded);
      setTokenError(!loaded);
    });
  }, []);

  const signedIn = (user: PublicUser | null) => queryClient.setQueryData(USER_QUERY_KEY, user ? { success: true, user } : null);
  // Sign-in and sign-out rotate the CSRF secret; the page's token must follow it.
  const refreshToken = async () => setToken(await getCsrfToken(true));
  // A click while the token is still on its way waits for it; only a token that failed to load blocks the action.
  const loadedToken = async () => token ?? (tokenError ? "" : await getCsrfToken());

  const authenticate = async (kind: "register" | "login", values: { username: string; email: string; password: string }) => {
    const current = await loadedToken();
    if (!current) {
      setErrors((current) => ({ ...current, [kind]: NO_TOKEN }));
      return;
    }
    setBusy(kind);
    setErrors({ register: null, login: null });
    const body = kind === "register" ? values : { username: values.username, password: values.password, rememberMe: false };
    try {
      const result = await diagnosticCall("POST", `/api/${kind}`, current, body);
      if (result.ok && result.body.user) {
        const user = result.body.user as PublicUser;
        await refreshToken();
        signedIn(user);
        toast(
          kind === "register"
            ? { title: "Registration successful", description: result.body.message ?? "Your account has been created." }
            : { title: "Login successful", description: `Welcome back, ${user.username}!` },
        );
      } else if (result.ok && result.body.twoFactorRequired) {
        // This page has no code step: the account's second step happens on /auth.
        setErrors((current) => ({ ...current, login: TWO_STEP }));
      } else {
        const message = result.body.message ?? (kind === "register" ? "Registration failed" : "Login failed");
        setErrors((current) => ({ ...current, [kind]: message }));
        toast(
          kind === "register"
            ? { title: "Registration failed", description: message, variant: "destructive" }
            : { title: "Login failed", description: result.body.message ?? "Invalid credentials", variant: "destructive" },
        );
      }
    } catch {
      const message = kind === "register" ? "An error occurred during registration" : "An error occurred during login";
      setErrors((current) => ({ ...current, [kind]: message }));
      toast({ title: kind === "register" ? "Registration error" : "Login error", description: message, variant: "destructive" });
    } finally {
      setBusy(null);
    }
  };

  const probeAdmin = async () => {
    const current = await loadedToken();
    if (!current) {
      toast({ title: "CSRF Token Missing", description: NO_TOKEN, variant: "destructive" });
      return;
    }
    setBusy("admin");
    try {
      const result = await diagnosticCall("GET", "/api/admin/dashboard", current);
      if (result.ok) toast({ title: "Admin Access Granted", description: "You have access to the admin dashboard." });
      else
        toast({
          title: "Admin Access Denied",
          description: result.status === 403 && result.body.message ? result.body.message : "You do not have admin privileges.",
          variant: "destructive",
        });
    } catch (error) {
      toast({ title: "Admin Access Check Failed", description: error instanceof Error ? error.message : "An unknown error occurred", variant: "destructive" });
    } finally {
      setBusy(null);
    }
  };

  const logout = async () => {
    const current = await loadedToken();
    if (!current) {
      toast({ title: "Logout failed", description: NO_TOKEN, variant: "destructive" });
      return;
    }
    setBusy("logout");
    try {
      const result = await diagnosticCall("POST", "/api/logout", current);
      if (result.ok) {
        await refreshToken();
        signedIn(null);
        toast({ title: "Logout successful", description: result.body.message ?? "You have been logged out." });
      } else {
        toast({ title: "Logout failed", description: result.body.message ?? "Logout failed", variant: "destructive" });
      }
    } catch {
      toast({ title: "Logout error", description: "An error occurred during logout", variant: "destructive" });
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <PageIntro eyebrow="Diagnostics" title="Authentication Test" lead="Diagnostic page for registration, sign-in, sessions and admin access." />
      <div className="container-page grid max-w-4xl gap-8 py-12 sm:py-16">
        {diagnostics.state === "off" && <DiagnosticsOffNotice />}
        {tokenError && <Outcome kind="error">Could not load CSRF protection. Please refresh the page.</Outcome>}
        {isLoading ? (
          <Spinner label="Checking your session" />
        ) : sessionUser ? (
          <TestProfileCard user={sessionUser} busy={busy === "admin" || busy === "logout" ? busy : null} onAdminProbe={probeAdmin} onLogout={logout} />
        ) : (
          <div className="grid gap-8 md:grid-cols-2">
            <CredentialsForm
              id="register"
              title="Register"
              fields={["username", "email", "password"]}
              submitLabel="Register"
              busy={busy === "register"}
              error={errors.register}
              onSubmit={(values) => authenticate("register", values)}
            />
            <CredentialsForm
              id="login"
              title="Login"
              fields={["username", "password"]}
              submitLabel="Login"
              busy={busy === "login"}
              error={errors.login}
              onSubmit={(values) => authenticate("login", values)}
            />
          </div>
        )}
      </div>
    </>
  );
}
