import { zodResolver } from "@hookform/resolvers/zod";
import * as Tabs from "@radix-ui/react-tabs";
import { useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useSearchParams } from "react-router";
import { useState } from "react";
import { type ChangePasswordInput, type ProfileInput, type PublicUser, changePasswordSchema, profileSchema } from "../../contract/accounts";
import { ProfileCard as Card } from "../components/account/profile-card";
import { DeleteAccountForm } from "../components/account/delete-account-form";
import { MailPreferences } from "../components/account/mail-preferences";
import { NewsletterPreference } from "../components/account/newsletter-preference";
import { PasswordStrengthMeter } from "../components/account/password-strength-meter";
import { SessionsPanel } from "../components/account/sessions-panel";
import { TwoFactorPanel } from "../components/account/two-factor-panel";
import { Button } from "../components/ui/button";
import { Field } from "../components/ui/form-field";
import { Spinner } from "../components/ui/spinner";
import { accountEndpoints } from "../../contract/endpoints/accounts";
import { callEndpoint } from "../lib/api";
import { USER_QUERY_KEY, initialsOf, useAuth } from "../lib/auth";
import { cn } from "../lib/cn";
import { useFormSubmit } from "../lib/use-form-submit";
import { toast } from "../lib/toast";
import type { SignedInHandle } from "./_signed-in";

export const handle: SignedInHandle = { checkingLabel: "Loading user profile..." };

export const meta = () => [{ title: "Your Profile | Stratum BIM & Engineering" }, { name: "robots", content: "noindex" }];

const tabs = [
  { value: "profile", label: "Profile Information" },
  { value: "password", label: "Password" },
  { value: "security", label: "Two-Step Sign-In" },
  { value: "sessions", label: "Sessions" },
  { value: "data", label: "Your Data" },
  { value: "preferences", label: "Preferences" },
] as const;
type TabValue = (typeof tabs)[number]["value"];

export default function ProfilePage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: TabValue = tabs.some((t) => t.value === requested) ? (requested as TabValue) : "profile";

  if (!user) return <Spinner label="Loading user profile..." className="container-page justify-center py-24" />;

  return (
    <section className="bg-paper">
      <div className="container-page max-w-4xl py-10 sm:py-14">
        <div className="flex items-center gap-4">
          <span aria-hidden="true" className="grid size-14 shrink-0 place-items-center rounded-full bg-brand-700 text-lg font-bold text-white">
            {initialsOf(user)}
          </span>
          <div className="min-w-0">
            <h1 className="text-2xl font-bold sm:text-3xl">Your Profile</h1>
            <p className="truncate text-ink-soft">
              {user.fullName ?? user.username} · {user.email}
            </p>
          </div>
        </div>
        <Tabs.Root value={tab} onValueChange={(value) => setParams(value === "profile" ? {} : { tab: value }, { replace: true })} className="mt-8">
          <Tabs.List aria-label="Profile sections" className="grid grid-cols-2 gap-1 rounded-lg bg-white p-1 shadow-sm ring-1 ring-line sm:flex sm:flex-wrap">
            {tabs.map((t) => (
              <Tabs.Trigger
                key={t.value}
                value={t.value}
                className="rounded-md px-3 py-2 text-center text-sm font-semibold text-ink-soft transition-colors data-[state=active]:bg-brand-50 data-[state=active]:text-brand-700 sm:px-4"
              >
                {t.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="profile" className="mt-6">
            <Card title="Profile Information" text="Your name and the email address we use to reach you.">
              <ProfileForm user={user} />
            </Card>
          </Tabs.Content>
          <Tabs.Content value="password" className="mt-6">
            <Card title="Change Password" text="Changing your password signs you out on every other device.">
              <PasswordForm user={user} />
            </Card>
          </Tabs.Content>
          <Tabs.Content value="security" className="mt-6">
            <Card title="Two-Step Sign-In" text="After your password, sign-in asks for a code from an authenticator app on your phone.">
              <TwoFactorPanel />
            </Card>
          </Tabs.Content>
          <Tabs.Content value="sessions" className="mt-6">
            <Card title="Sessions" text="Browsers signed in to your account. Sign out any you do not recognize, then change your password.">
              <SessionsPanel />
            </Card>
          </Tabs.Content>
          <Tabs.Content value="data" className="mt-6 grid gap-6">
            <Card title="Download my data" text="A JSON file with your account and your signed-in sessions.">
              <Button asChild variant="outline">
                <a href={accountEndpoints.exportData.path} download>
                  Download My Data
                </a>
              </Button>
            </Card>
            <Card
              title="Delete my account"
              text="Your profile and sessions are deleted at once and cannot be restored. Consultation requests are kept only as our privacy policy states, no longer linked to you."
            >
              <DeleteAccountForm username={user.username} />
            </Card>
          </Tabs.Content>
          <Tabs.Content value="preferences" className="mt-6">
            <Card title="Preferences" text="Which mails we send you, besides the ones your account needs (sign-in, password and security notices).">
              <div className="grid gap-6">
                <MailPreferences />
                <div className="border-t border-line pt-5">
                  <NewsletterPreference />
                </div>
              </div>
            </Card>
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </section>
  );
}

function ProfileForm({ user }: { user: PublicUser }) {
  const queryClient = useQueryClient();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const defaults = { fullName: user.fullName ?? "", email: user.email, currentPassword: "" };
  const form = useForm({ resolver: zodResolver(profileSchema), defaultValues: defaults });
  const save = useFormSubmit(form, (input: ProfileInput) => callEndpoint(accountEndpoints.profile, { body: input }), {
    failure: { title: "Update failed", fallback: "Failed to update profile" },
    onSuccess: (body) => {
      queryClient.setQueryData(USER_QUERY_KEY, { success: true, user: body.user });
      form.reset({ fullName: body.user.fullName ?? "", email: body.user.email, currentPassword: "" });
      setPendingEmail(body.pendingEmail ?? null);
      if (body.pendingEmail) toast({ title: "Confirm your new email", description: body.message });
      else toast({ title: "Profile updated", description: "Your profile information has been updated successfully." });
    },
  });
  const { errors, isDirty } = form.formState;
  const emailChanged = form.watch("email").trim() !== user.email;
  return (
    <form method="post" noValidate className="grid gap-4 sm:grid-cols-2" onSubmit={save.onSubmit}>
      <Field label="Username" value={user.username} disabled readOnly hint="Usernames cannot be changed." />
      <Field label="Full Name" autoComplete="name" error={errors.fullName?.message} {...form.register("fullName")} />
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        className="sm:col-span-2"
        error={errors.email?.message}
        hint={
          pendingEmail
            ? `Waiting for confirmation: open the link we sent to ${pendingEmail}.`
            : "A new address takes effect once you open the link we send to it."
        }
        {...form.register("email")}
      />
      {emailChanged && (
        <Field
          label="Your Password"
          type="password"
          autoComplete="current-password"
          className="sm:col-span-2"
          hint="Needed to change your email."
          error={errors.currentPassword?.message}
          {...form.register("currentPassword")}
        />
      )}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={!isDirty || save.isPending}>
          {save.isPending ? "Saving..." : "Save Changes"}
        </Button>
      </div>
    </form>
  );
}

function PasswordForm({ user }: { user: PublicUser }) {
  const empty = { currentPassword: "", newPassword: "", confirmPassword: "" };
  const form = useForm({ resolver: zodResolver(changePasswordSchema), defaultValues: empty });
  const update = useFormSubmit(form, (input: ChangePasswordInput) => callEndpoint(accountEndpoints.password, { body: input }), {
    success: { title: "Password updated", description: "Your password has been updated successfully." },
    failure: { title: "Update failed", fallback: "Failed to update password" },
    onSuccess: () => form.reset(empty),
  });
  const { errors, isDirty } = form.formState;
  return (
    <form method="post" noValidate className={cn("grid max-w-md gap-4")} onSubmit={update.onSubmit}>
      <Field
        label="Current Password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register("currentPassword")}
      />
      <div className="grid gap-2">
        <Field
          label="New Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters, and not easy to guess."
          error={errors.newPassword?.message}
          {...form.register("newPassword")}
        />
        <PasswordStrengthMeter password={form.watch("newPassword")} username={user.username} email={user.email} />
      </div>
      <Field
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register("confirmPassword")}
      />
      <div>
        <Button type="submit" disabled={!isDirty || update.isPending}>
          {update.isPending ? "Updating..." : "Update Password"}
        </Button>
      </div>
    </form>
  );
}
