import { useQuery } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext } from "react";
import type { PublicUser, UserResponse } from "../../contract/accounts";
import { queryFn } from "./api";

export const USER_QUERY_KEY = ["/api/user"] as const;

type AuthState = { user: PublicUser | null; isLoading: boolean; error: Error | null };

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  // Spec 01 §9: the session query is fresh for 30 s with one retry; a 401 means signed out.
  const { data, isLoading, error } = useQuery({
    queryKey: USER_QUERY_KEY,
    queryFn: queryFn("returnNull"),
    staleTime: 30_000,
    retry: 1,
    select: (body) => (body as UserResponse | null)?.user ?? null,
  });
  return <AuthContext.Provider value={{ user: data ?? null, isLoading, error }}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}

export const homeFor = (user: Pick<PublicUser, "role">) => (user.role === "admin" ? "/admin/dashboard" : "/dashboard");
