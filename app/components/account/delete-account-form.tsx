import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type DeleteAccountInput, deleteAccountSchema } from "../../../contract/accounts";
import { accountEndpoints } from "../../../contract/endpoints/accounts";
import { callEndpoint } from "../../lib/api";
import { useFormSubmit } from "../../lib/use-form-submit";
import { toastAfterRedirect } from "../../lib/toast";
import { Button } from "../ui/button";
import { Field } from "../ui/form-field";

/** 'Delete my account': the password and the username typed out, then everything ends and the visitor goes home. */
export function DeleteAccountForm({ username }: { username: string }) {
  const form = useForm({ resolver: zodResolver(deleteAccountSchema), defaultValues: { password: "", confirmation: "" } });
  const remove = useFormSubmit(form, (input: DeleteAccountInput) => callEndpoint(accountEndpoints.deleteAccount, { body: input }), {
    failure: { title: "Deletion failed", fallback: "Failed to delete your account" },
    onSuccess: (body) => {
      toastAfterRedirect({ title: "Account deleted", description: body.message });
      window.location.assign("/");
    },
  });
  const { errors } = form.formState;
  const typed = form.watch("confirmation").trim() === username;
  return (
    <form method="post" noValidate className="grid max-w-md gap-4" onSubmit={remove.onSubmit}>
      <Field label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...form.register("password")} />
      <Field
        label={`Type your username (${username}) to confirm`}
        autoComplete="off"
        spellCheck={false}
        error={errors.confirmation?.message}
        {...form.register("confirmation")}
      />
      <div>
        <Button type="submit" variant="destructive" disabled={!typed || remove.isPending}>
          {remove.isPending ? "Deleting..." : "Delete My Account"}
        </Button>
      </div>
    </form>
  );
}
