import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "../../app/lib/api";
import { Field } from "../../app/components/ui/form-field";
import { Toaster } from "../../app/components/ui/toaster";
import { useFormSubmit } from "../../app/lib/use-form-submit";

type Values = { name: string; email: string };

// A form built the way the public and account forms are: the helper is what is under test, `send` the server.
function Probe({ send, onSuccess }: { send: (values: Values) => Promise<{ message: string }>; onSuccess?: (values: Values) => void }) {
  const form = useForm<Values>({ defaultValues: { name: "", email: "" } });
  const { onSubmit, run, isPending } = useFormSubmit(form, send, {
    success: { title: "Saved", description: (answer) => answer.message },
    failure: { title: "Not saved", fallback: "Please try again." },
    focusOrder: ["name", "email"],
    onSuccess: (_answer, values) => onSuccess?.(values),
  });
  const { errors } = form.formState;
  return (
    <>
      <form noValidate onSubmit={onSubmit} aria-label="Probe">
        <Field label="Name" error={errors.name?.message} {...form.register("name")} />
        <Field label="Email" error={errors.email?.message} {...form.register("email")} />
        <button type="submit" disabled={isPending}>
          {isPending ? "Saving..." : "Save"}
        </button>
        <button type="button" onClick={() => run({ name: "Again", email: "again@firm.example" })}>
          Resend
        </button>
      </form>
      <Toaster />
    </>
  );
}

const renderProbe = (props: Parameters<typeof Probe>[0]) =>
  render(
    <MemoryRouter>
      <Probe {...props} />
    </MemoryRouter>,
  );

describe("useFormSubmit, the public and account forms' one way to send", () => {
  let send: ReturnType<typeof vi.fn<(values: Values) => Promise<{ message: string }>>>;
  beforeEach(() => {
    send = vi.fn<(values: Values) => Promise<{ message: string }>>();
  });

  it("sends what was typed, says the server's answer and hands it on", async () => {
    const user = userEvent.setup();
    const saved = vi.fn();
    send.mockResolvedValue({ message: "Profile updated successfully" });
    renderProbe({ send, onSuccess: saved });
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Asha Rao");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Profile updated successfully")).toBeInTheDocument();
    expect(screen.getByText("Saved")).toBeInTheDocument();
    expect(send).toHaveBeenCalledWith({ name: "Asha Rao", email: "" }, expect.any(HTMLFormElement));
    expect(saved).toHaveBeenCalledWith({ name: "Asha Rao", email: "" });
  });

  it("puts the server's field errors beside their fields, focuses the first in the form's order and keeps what was typed", async () => {
    const user = userEvent.setup();
    send.mockRejectedValue(new ApiRequestError(409, "Email already registered", { email: "Email already registered", name: "Name taken" }));
    renderProbe({ send });
    const name = screen.getByRole("textbox", { name: "Name" });
    const email = screen.getByRole("textbox", { name: "Email" });
    await user.type(name, "Asha");
    await user.type(email, "asha@firm.example");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(email).toHaveAccessibleDescription("Email already registered"));
    expect(name).toHaveAccessibleDescription("Name taken");
    expect(name).toHaveFocus();
    expect(name).toHaveValue("Asha");
    expect(email).toHaveValue("asha@firm.example");
    expect(screen.getByRole("listitem")).toHaveTextContent("Not savedEmail already registered");
  });

  it("falls back to its own words when the failure is not the server's (the network)", async () => {
    const user = userEvent.setup();
    send.mockRejectedValue(new TypeError("Failed to fetch"));
    renderProbe({ send });
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("listitem")).toHaveTextContent("Not savedPlease try again.");
    expect(screen.queryByText("Failed to fetch")).toBeNull();
  });

  it("is pending while the server answers, so a second click sends nothing", async () => {
    const user = userEvent.setup();
    let answer: (value: { message: string }) => void = () => undefined;
    send.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderProbe({ send });
    await user.click(screen.getByRole("button", { name: "Save" }));
    const pending = await screen.findByRole("button", { name: "Saving..." });
    expect(pending).toBeDisabled();
    await user.click(pending);
    expect(send).toHaveBeenCalledTimes(1);
    answer({ message: "Done" });
    expect(await screen.findByRole("button", { name: "Save" })).toBeEnabled();
  });

  it("sends given values without the form's submit (a 'Resend' button), with the same answer", async () => {
    const user = userEvent.setup();
    send.mockResolvedValue({ message: "Reset email sent again" });
    renderProbe({ send });
    await user.click(screen.getByRole("button", { name: "Resend" }));
    expect(await screen.findByText("Reset email sent again")).toBeInTheDocument();
    expect(send).toHaveBeenCalledWith({ name: "Again", email: "again@firm.example" }, null);
  });
});
