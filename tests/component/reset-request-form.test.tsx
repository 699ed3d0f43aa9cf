import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { accountMessages } from "../../contract/messages/accounts";

// The page's calls are answered here: these tests read what a person sees on /auth/reset-password.
const callEndpoint = vi.hoisted(() => vi.fn());
vi.mock("../../app/lib/api", async (original) => ({ ...(await original<typeof import("../../app/lib/api")>()), callEndpoint }));

const { ApiRequestError } = await import("../../app/lib/api");
const { default: ResetPasswordPage } = await import("../../app/routes/reset-password");
const { Toaster } = await import("../../app/components/ui/toaster");

function renderPage() {
  render(
    <MemoryRouter initialEntries={["/auth/reset-password"]}>
      <ResetPasswordPage />
      <Toaster />
    </MemoryRouter>,
  );
}

describe("the reset request form", () => {
  beforeEach(() => {
    callEndpoint.mockReset();
  });

  it("checks the address before sending anything", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByRole("textbox", { name: "Email" }), "not-an-address");
    await user.click(screen.getByRole("button", { name: "Send Reset Link" }));
    expect(await screen.findByRole("textbox", { name: "Email" })).toHaveAccessibleDescription(accountMessages.email);
    expect(callEndpoint).not.toHaveBeenCalled();
  });

  it("shows where the link went, and 'Resend Email' sends it again to the same address", async () => {
    const user = userEvent.setup();
    callEndpoint.mockResolvedValue({ success: true, message: accountMessages.resetSent });
    renderPage();
    await user.type(await screen.findByRole("textbox", { name: "Email" }), "asha@firm.example");
    await user.click(screen.getByRole("button", { name: "Send Reset Link" }));
    expect(await screen.findByRole("heading", { name: "Check Your Email" })).toBeInTheDocument();
    expect(screen.getByText("asha@firm.example")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Resend Email" }));
    expect(callEndpoint).toHaveBeenCalledTimes(2);
    expect(callEndpoint.mock.calls.map(([, input]) => input)).toEqual([{ body: { email: "asha@firm.example" } }, { body: { email: "asha@firm.example" } }]);
  });

  it("says the server's refusal in a toast and keeps the address typed", async () => {
    const user = userEvent.setup();
    callEndpoint.mockImplementation(async () => {
      throw new ApiRequestError(429, "Too many password reset requests. Please try again in 12 minutes.");
    });
    renderPage();
    const email = await screen.findByRole("textbox", { name: "Email" });
    await user.type(email, "asha@firm.example");
    await user.click(screen.getByRole("button", { name: "Send Reset Link" }));
    const toast = await screen.findByRole("listitem");
    expect(within(toast).getByText("Request failed")).toBeInTheDocument();
    expect(toast).toHaveTextContent("Too many password reset requests. Please try again in 12 minutes.");
    expect(email).toHaveValue("asha@firm.example");
  });
});
