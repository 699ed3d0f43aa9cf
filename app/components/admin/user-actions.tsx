import * as Menu from "@radix-ui/react-dropdown-menu";
import { MoreHorizontal } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import type { Role } from "../../../contract/accounts";
import type { AdminUser } from "../../../contract/admin";
import { adminEndpoints } from "../../../contract/endpoints/admin";
import { USER_QUERY_KEY } from "../../lib/auth";
import { queryKeyOf } from "../../lib/api";
import { useEndpointMutation } from "../../lib/use-endpoint";
import { Button } from "../ui/button";

const roleMoves: Record<Role, Array<{ to: Role; label: string }>> = {
  admin: [
    { to: "staff", label: "Make staff" },
    { to: "user", label: "Demote to user" },
  ],
  staff: [
    { to: "admin", label: "Promote to admin" },
    { to: "user", label: "Demote to user" },
  ],
  user: [
    { to: "staff", label: "Make staff" },
    { to: "admin", label: "Promote to admin" },
  ],
};

const item = "flex w-full cursor-default rounded-md px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700";

/** Promote/demote and disable/enable one account; the server refuses what would leave no active admin. */
export function UserActions({ user, isMe }: { user: AdminUser; isMe: boolean }) {
  const client = useQueryClient();
  const invalidates = [queryKeyOf(adminEndpoints.users), queryKeyOf(adminEndpoints.dashboard)];
  // An admin who demotes themselves is no longer one: the session check must learn it, and the guard sends them home.
  const done = () => void (isMe && client.invalidateQueries({ queryKey: USER_QUERY_KEY }));
  const role = useEndpointMutation(adminEndpoints.userRole, {
    success: { title: "Role updated", description: (d) => d.message },
    failure: { title: "Role not changed", fallback: "Could not change the role." },
    invalidates,
    onSuccess: done,
  });
  const disabled = useEndpointMutation(adminEndpoints.userDisabled, {
    success: { title: "Account updated", description: (d) => d.message },
    failure: { title: "Account not changed", fallback: "Could not change the account." },
    invalidates,
    onSuccess: done,
  });
  const params = { id: user.id };
  const busy = role.isPending || disabled.isPending;
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Actions for ${user.username}`} disabled={busy}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align="end" sideOffset={4} className="z-[60] min-w-[11rem] rounded-xl border border-line bg-white p-1.5 shadow-lg">
          {roleMoves[user.role].map(({ to, label }) => (
            <Menu.Item key={to} className={item} onSelect={() => role.mutate({ params, body: { role: to } })}>
              {label}
            </Menu.Item>
          ))}
          {user.disabledAt ? (
            <Menu.Item className={item} onSelect={() => disabled.mutate({ params, body: { disabled: false } })}>
              Enable account
            </Menu.Item>
          ) : (
            <Menu.Item className={`${item} text-danger`} disabled={isMe} onSelect={() => disabled.mutate({ params, body: { disabled: true } })}>
              Disable account
            </Menu.Item>
          )}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
