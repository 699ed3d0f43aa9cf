import { isFirmStaff } from "../../contract/policies";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext, useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { cookieName, SESSION_HINT_COOKIE } from "../../contract/cookies";
import type { LoginInput, PublicUser, RegisterRequest, SessionResponse } from "../../contract/accounts";
import type { accountEndpoints } from "../../contract/endpoints/accounts";
import { QUERY } from "../../contract/constants";
import type { TwoFactorLoginInput } from "../../contract/two-factor";
import { ApiRequestError, callEndpoint, getCsrfToken } from "./api";
import { accountEndpointsOnDemand as endpoints } from "./contract-on-demand";
import { toast, toastAfterRedirect } from "./toast";

// queryKeyOf(accountEndpoints.user), written out so no schema loads for it; the type holds the path to the contract's.
const USER_PATH: (typeof accountEndpoints.user)["path"] = "/api/user";
export const USER_QUERY_KEY = [USER_PATH] as const;

/** `send` rejects with the failure once its toast is up, so a form (useFormSubmit) can place the field errors. */
type Mutation<I> = { send(input: I): Promise<unknown>; isPending: boolean; error: ApiRequestError | null };
type AuthState = {
  user: PublicUser | null;
  isLoading: boolean;
  error: Error | null;
  login: Mutation<LoginInput>;
  register: Mutation<RegisterRequest>;
  logout: Mutation<void>;
  /** True between a password accepted and the code from the app (two-step sign-in). */
  codeNeeded: boolean;
  verifyCode: Mutation<TwoFactorLoginInput>;
  cancelCode(): void;
};

const AuthContext = createContext<AuthState | null>(null);

export const homeFor = (user: Pick<PublicUser, "role">) => (isFirmStaff(user.role) ? "/admin/dashboard" : "/dashboard");

/** A full page load, so every screen starts from the new session (spec 01 §4). */
function redirectTo(path: string) {
  window.location.assign(path);
}

/** Spec 01 §8: the user check's own log line for a failure other than 401. */
const userCheckFailure = (error: unknown) =>
  `Failed to fetch user: ${error instanceof ApiRequestError ? error.statusText || error.status : error instanceof Error ? error.message : String(error)}`;

const SIGNED_IN_SECTIONS = /^\/(dashboard|projects|profile|admin)(\/|$)/;
const hintCookie = () => document.cookie.split("; ").includes(`${cookieName(SESSION_HINT_COOKIE, location.protocol === "https:")}=1`);
const noSubscription = () => () => {};
/** Without the hint cookie no session can exist, so a public page asks nothing and logs no refused call; hydration sees "no hint" like the prerendered HTML did. */
const useSessionHint = () => useSyncExternalStore(noSubscription, hintCookie, () => false);

const asApiError = (error: unknown) => (error instanceof ApiRequestError ? error : null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const hint = useSessionHint();
  // Spec 01 §9: the session query is fresh for 30 s with one retry; a 401 means signed out.
  const { data, isLoading, error } = useQuery({
    queryKey: USER_QUERY_KEY,
    enabled: hint || SIGNED_IN_SECTIONS.test(pathname),
    queryFn: async () =>
      callEndpoint((await endpoints()).user, {}, { on401: "throw", failureLog: userCheckFailure }).catch((error: unknown) => {
        // A 401 is the answer "signed out", not a failure.
        if (error instanceof ApiRequestError && error.status === 401) return null;
        throw error;
      }),
    staleTime: QUERY.sessionStaleMs,
    retry: QUERY.sessionRetries,
    select: (body) => body?.user ?? null,
  });

  const [codeNeeded, setCodeNeeded] = useState(false);
  const signedIn = (body: SessionResponse) => {
    toastAfterRedirect({ title: "Login successful", description: `Welcome back, ${body.user.username}!` });
    redirectTo(homeFor(body.user));
  };
  const login = useMutation({
    mutationFn: async (input: LoginInput) => callEndpoint((await endpoints()).login, { body: input }, { on401: "throw" }),
    onSuccess: (body) => {
      if ("twoFactorRequired" in body) return setCodeNeeded(true);
      if (!body.twoFactorSetupRequired) return signedIn(body);
      toastAfterRedirect({ title: "Set up two-step sign-in", description: "Admins need a code from an authenticator app to use the admin console." });
      redirectTo("/profile?tab=security");
    },
    onError: (err) => {
      queryClient.setQueryData(USER_QUERY_KEY, null);
      const apiError = asApiError(err);
      if (apiError) toast({ title: "Login failed", description: apiError.message || "Invalid username or password", variant: "destructive" });
      else toast({ title: "Login error", description: "An error occurred during login", variant: "destructive" });
    },
  });

  const verifyCode = useMutation({
    mutationFn: async (input: TwoFactorLoginInput) => callEndpoint((await endpoints()).loginTwoFactor, { body: input }, { on401: "throw" }),
    onSuccess: signedIn,
    onError: (err) => {
      const apiError = asApiError(err);
      // The pending step is over (timed out or too many wrong codes): back to the password.
      if (apiError?.status === 401 && !apiError.errors) setCodeNeeded(false);
      toast({ title: "Login failed", description: apiError?.message || "An error occurred during login", variant: "destructive" });
    },
  });

  const register = useMutation({
    mutationFn: async (input: RegisterRequest) => callEndpoint((await endpoints()).register, { body: input }, { on401: "throw" }),
    onSuccess: () => {
      toastAfterRedirect({ title: "Registration successful", description: "Your account has been created." });
      redirectTo("/dashboard");
    },
    onError: (err) => {
      const apiError = asApiError(err);
      if (apiError) toast({ title: "Registration failed", description: apiError.message || "Registration failed", variant: "destructive" });
      else toast({ title: "Registration error", description: "An error occurred during registration", variant: "destructive" });
    },
  });

  const logout = useMutation({
    mutationFn: async () => callEndpoint((await endpoints()).logout, {}, { on401: "throw" }),
    onSuccess: async () => {
      queryClient.setQueryData(USER_QUERY_KEY, null);
      toast({ title: "Logout successful", description: "You have been logged out." });
      // The sign-out rotated the CSRF secret: take a fresh token now rather than after a refused call.
      await getCsrfToken(true);
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
    onError: (err) => toast({ title: "Logout failed", description: err instanceof Error ? err.message : "Logout failed", variant: "destructive" }),
  });

  const wrap = <I,>(m: { mutateAsync(input: I): Promise<unknown>; isPending: boolean; error: Error | null }): Mutation<I> => ({
    send: (input: I) => m.mutateAsync(input),
    isPending: m.isPending,
    error: asApiError(m.error),
  });

  const value: AuthState = {
    // Spec 01 §7: on any error of the user check the signed-out state results.
    user: error ? null : (data ?? null),
    isLoading,
    error,
    login: wrap(login),
    register: wrap(register),
    logout: wrap(logout),
    codeNeeded,
    verifyCode: wrap(verifyCode),
    cancelCode: () => setCodeNeeded(false),
  };
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}

/** Avatar initials (spec 01 §2): first letters of fullName, up to 2, else the first 2 letters of username. */
export function initialsOf(user: Pick<PublicUser, "fullName" | "username">): string {
  const name = user.fullName?.trim();
  if (name)
    return name
      .split(/\s+/)
      .slice(0, 2)
      .map((part) => part[0])
      .join("")
      .toUpperCase();
  return user.username.slice(0, 2).toUpperCase();
}
