import * as Tabs from "@radix-ui/react-tabs";
import { Building2, type LucideIcon, ShieldCheck, TrendingDown } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, Navigate, useSearchParams } from "react-router";
import { type SignInPoint, signInPoints } from "../../content/sign-in";
import { PasswordStrengthMeter } from "../components/account/password-strength-meter";
import { TwoFactorStep } from "../components/account/two-factor-step";
import { Button } from "../components/ui/button";
import { Field } from "../components/ui/form-field";
import { Spinner } from "../components/ui/spinner";
import { homeFor, useAuth } from "../lib/auth";
import { preload, resolverOnDemand } from "../lib/contract-on-demand";
import { useHydrated } from "../lib/use-hydrated";
import { useFormSubmit } from "../lib/use-form-submit";
import { cn } from "../lib/cn";
import { pageMeta } from "../lib/site";
import { Card } from "../components/ui/card";

export const meta = () => pageMeta({ title: "Sign In or Register", description: "Sign in to your client dashboard or create an account.", path: "/auth" });

// Each point's icon; the words are in content/sign-in.ts.
const pointIcons = { services: Building2, savings: TrendingDown, security: ShieldCheck } satisfies Record<SignInPoint["id"], LucideIcon>;
const points = signInPoints.map((point) => ({ ...point, icon: pointIcons[point.id] }));

type Tab = "login" | "register";
const checksOnDemand = () => import("../components/account/sign-in-resolvers");
const loginResolver = resolverOnDemand(() => checksOnDemand().then((checks) => checks.loginResolver));
const registerResolver = resolverOnDemand(() => checksOnDemand().then((checks) => checks.registerResolver));
const loadChecksEarly = () => preload(checksOnDemand);

export default function AuthPage() {
  const { user, isLoading } = useAuth();
  const [params] = useSearchParams();
  // The prerendered page has no query string: hydrate as it was rendered, then open the tab the address asks for.
  const [tab, setTab] = useState<Tab>("login");
  const asked = params.get("tab") === "register" ? "register" : "login";
  useEffect(() => setTab(asked), [asked]);

  if (user) return <Navigate to={homeFor(user)} replace />;

  return (
    <section className="bg-paper">
      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[1fr_1.05fr] lg:items-start lg:gap-16">
        <aside className="order-2 rounded-2xl bg-brand-900 p-6 text-white sm:p-8 lg:order-1" aria-labelledby="auth-panel-title">
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-accent-400">Client portal</p>
          <h2 id="auth-panel-title" className="mt-3 text-2xl font-bold text-white sm:text-3xl">
            Engineering support that scales with your projects
          </h2>
          <ul className="mt-8 grid gap-6">
            {points.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-white/10 text-accent-400">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span>
                  <span className="block font-semibold text-white">{title}</span>
                  <span className="mt-1 block text-sm leading-6 text-white/75">{text}</span>
                </span>
              </li>
            ))}
          </ul>
        </aside>

        <Card asChild className="order-1 rounded-2xl p-6 sm:p-8 lg:order-2">
          <div>
            <h1 className="text-2xl font-bold sm:text-3xl">{tab === "login" ? "Welcome back" : "Create your account"}</h1>
            <p className="mt-2 text-ink-soft">
              {tab === "login" ? "Sign in to reach your client dashboard." : "Register to follow your projects and deliverables."}
            </p>
            {isLoading ? (
              <Spinner label="Checking your session" className="mt-8 justify-center py-10" />
            ) : (
              <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)} className="mt-6">
                <Tabs.List aria-label="Sign in or register" className="grid grid-cols-2 rounded-lg bg-paper p-1">
                  {(["login", "register"] as const).map((value) => (
                    <Tabs.Trigger
                      key={value}
                      value={value}
                      className={cn(
                        "rounded-md px-3 py-2 text-sm font-semibold text-ink-soft transition-colors",
                        "data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm",
                      )}
                    >
                      {value === "login" ? "Login" : "Register"}
                    </Tabs.Trigger>
                  ))}
                </Tabs.List>
                <Tabs.Content value="login" className="mt-6">
                  <LoginForm onSwitch={() => setTab("register")} />
                </Tabs.Content>
                <Tabs.Content value="register" className="mt-6">
                  <RegisterForm onSwitch={() => setTab("login")} />
                </Tabs.Content>
              </Tabs.Root>
            )}
          </div>
        </Card>
      </div>
    </section>
  );
}

function LoginForm({ onSwitch }: { onSwitch(): void }) {
  const { login, codeNeeded } = useAuth();
  // No defaults: what was typed before the code ran is adopted, not wiped.
  const form = useForm({ resolver: loginResolver });
  // Inert until the code runs: a native submit would carry the password to a page that cannot take it.
  const hydrated = useHydrated();
  const { errors } = form.formState;
  // The sign-in's own toasts say what went wrong; the form places the field errors.
  const { onSubmit } = useFormSubmit(form, (values) => login.send(values));
  if (codeNeeded) return <TwoFactorStep />;
  return (
    <form method="post" onSubmit={onSubmit} onFocus={loadChecksEarly} noValidate className="grid gap-4">
      <Field label="Username" autoComplete="username" error={errors.username?.message} {...form.register("username")} />
      <Field label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...form.register("password")} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm text-ink">
          <input type="checkbox" className="size-4 rounded border-line accent-brand-600" {...form.register("rememberMe")} />
          Stay signed in on this device
        </label>
        <Link to="/auth/reset-password" className="text-sm font-medium text-brand-600 underline-offset-4 hover:underline">
          Forgot password?
        </Link>
      </div>
      <Button type="submit" size="lg" disabled={!hydrated || login.isPending} className="mt-2 w-full">
        {login.isPending ? "Signing in..." : "Sign In"}
      </Button>
      <p className="text-center text-sm text-ink-soft">
        Don't have an account?{" "}
        <button type="button" onClick={onSwitch} className="font-semibold text-brand-600 underline-offset-4 hover:underline">
          Register
        </button>
      </p>
    </form>
  );
}

function RegisterForm({ onSwitch }: { onSwitch(): void }) {
  const { register: signUp } = useAuth();
  const form = useForm({ resolver: registerResolver });
  const hydrated = useHydrated();
  const { errors } = form.formState;
  const { onSubmit } = useFormSubmit(form, ({ confirmPassword: _dropped, ...values }) => signUp.send(values));
  return (
    <form method="post" onSubmit={onSubmit} onFocus={loadChecksEarly} noValidate className="grid gap-4">
      <Field label="Username" autoComplete="username" error={errors.username?.message} {...form.register("username")} />
      <Field label="Email" type="email" autoComplete="email" error={errors.email?.message} {...form.register("email")} />
      <div className="grid gap-2">
        <Field label="Password" type="password" autoComplete="new-password" error={errors.password?.message} {...form.register("password")} />
        <PasswordStrengthMeter password={form.watch("password")} username={form.watch("username")} email={form.watch("email")} />
      </div>
      <Field
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register("confirmPassword")}
      />
      <p className="text-sm text-ink-soft">
        By creating an account you agree to our{" "}
        <Link to="/legal/terms-of-service" className="font-medium text-brand-600 underline underline-offset-4">
          Terms of Service
        </Link>{" "}
        and{" "}
        <Link to="/legal/privacy-policy" className="font-medium text-brand-600 underline underline-offset-4">
          Privacy Policy
        </Link>
        .
      </p>
      <Button type="submit" size="lg" disabled={!hydrated || signUp.isPending} className="w-full">
        {signUp.isPending ? "Creating account..." : "Create Account"}
      </Button>
      <p className="text-center text-sm text-ink-soft">
        Already have an account?{" "}
        <button type="button" onClick={onSwitch} className="font-semibold text-brand-600 underline-offset-4 hover:underline">
          Login
        </button>
      </p>
    </form>
  );
}
