import { zodResolver } from "@hookform/resolvers/zod";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { type NewUserInput, newUserBody } from "../../../contract/admin";
import { adminEndpoints } from "../../../contract/endpoints/admin";
import { LINK_LIFETIME } from "../../../contract/constants";
import { durationInWords } from "../../../contract/duration-words";
import { applyServerErrors } from "../../lib/form-errors";
import { queryKeyOf } from "../../lib/api";
import { useEndpointMutation } from "../../lib/use-endpoint";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogActions, DialogHeader, DialogTitle, DialogTrigger } from "../ui/dialog";
import { Field } from "../ui/form-field";

/** 'Add New User': the account is created without a password; the person sets one from the mailed link. */
export function AddUserDialog() {
  const [open, setOpen] = useState(false);
  const form = useForm<NewUserInput>({ resolver: zodResolver(newUserBody), defaultValues: { username: "", email: "", fullName: "", role: "user" } });
  const create = useEndpointMutation(adminEndpoints.createUser, {
    success: { title: "User added", description: (d) => d.message },
    failure: { title: "User not added", fallback: "Could not add the user." },
    invalidates: [queryKeyOf(adminEndpoints.users), queryKeyOf(adminEndpoints.dashboard)],
    onSuccess: () => {
      form.reset();
      setOpen(false);
    },
  });
  const { errors } = form.formState;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">
          <UserPlus aria-hidden="true" /> Add New User
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add New User</DialogTitle>
          <DialogDescription>
            We email them a link to set their own password. The link is valid for {durationInWords(LINK_LIFETIME.welcomeMs)}.
          </DialogDescription>
        </DialogHeader>
        <form
          method="post"
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit((values) => create.mutate({ body: values }, { onError: (e) => applyServerErrors(form, e) }))}
        >
          <Field label="Username" autoComplete="off" error={errors.username?.message} {...form.register("username")} />
          <Field label="Email" type="email" autoComplete="off" error={errors.email?.message} {...form.register("email")} />
          <Field label="Full name (optional)" error={errors.fullName?.message} {...form.register("fullName")} />
          <fieldset className="grid gap-2">
            <legend className="text-sm font-medium text-ink">Role</legend>
            <div className="flex gap-4 text-sm">
              <label className="flex items-center gap-2">
                <input type="radio" value="user" {...form.register("role")} /> User
              </label>
              <label className="flex items-center gap-2">
                <input type="radio" value="staff" {...form.register("role")} /> Staff
              </label>
              <label className="flex items-center gap-2">
                <input type="radio" value="admin" {...form.register("role")} /> Admin
              </label>
            </div>
          </fieldset>
          <DialogActions onCancel={() => setOpen(false)} pending={create.isPending} submit="Add user and send link" submitting="Adding..." />
        </form>
      </DialogContent>
    </Dialog>
  );
}
