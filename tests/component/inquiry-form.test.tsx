import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { leadMessages } from "../../contract/messages/leads";

// The form's calls are answered here: these tests read what the browser checks before anything is sent.
const callEndpoint = vi.hoisted(() => vi.fn());
vi.mock("../../app/lib/api", async (original) => ({ ...(await original<typeof import("../../app/lib/api")>()), callEndpoint }));

const { InquiryForm } = await import("../../app/components/leads/inquiry-form");

const posts = () => callEndpoint.mock.calls.filter(([endpoint]) => endpoint.method === "POST");

function renderForm() {
  render(
    <MemoryRouter initialEntries={["/contact"]}>
      <InquiryForm />
    </MemoryRouter>,
  );
  return screen.getByRole("form", { name: "Tell us about your project" });
}

describe("the /contact inquiry form", () => {
  beforeEach(() => {
    callEndpoint.mockReset();
    callEndpoint.mockResolvedValue({ stamp: "stamp" });
  });

  it("shows the spec's message next to each required field and sends nothing", async () => {
    const user = userEvent.setup();
    const form = renderForm();
    await user.click(within(form).getByRole("button", { name: "Send Message" }));

    // The checks load at the first check, as in the browser: the messages come a moment after the click.
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Full Name" })).toHaveAccessibleDescription(leadMessages.name));
    expect(screen.getByRole("textbox", { name: "Email Address" })).toHaveAccessibleDescription(leadMessages.email);
    expect(screen.getByRole("textbox", { name: "Project Subject" })).toHaveAccessibleDescription(leadMessages.subject);
    expect(screen.getByRole("textbox", { name: "Project Details" })).toHaveAccessibleDescription(leadMessages.message);
    expect(screen.getByRole("textbox", { name: "Company Name (optional)" })).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("status")).toHaveTextContent(`4 fields need attention. ${leadMessages.name}`);
    expect(posts()).toHaveLength(0);
  });

  it("checks the email's format and the upper bounds", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole("textbox", { name: "Full Name" }), "Ana Ruiz");
    await user.type(screen.getByRole("textbox", { name: "Email Address" }), "ana@firm");
    await user.type(screen.getByRole("textbox", { name: "Project Subject" }), "Hospital MEP coordination");
    await user.click(screen.getByRole("textbox", { name: "Project Details" }));
    await user.paste("x".repeat(5001));
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(await screen.findByText(leadMessages.email)).toBeInTheDocument();
    expect(screen.getByText(leadMessages.messageLong)).toBeInTheDocument();
    expect(screen.queryByText(leadMessages.name)).toBeNull();
    expect(posts()).toHaveLength(0);
  });

  it("sends a valid inquiry and thanks the visitor with the reference", async () => {
    const user = userEvent.setup();
    renderForm();
    callEndpoint.mockImplementation(async (endpoint: { method: string }) =>
      endpoint.method === "POST" ? { success: true, message: leadMessages.sent, reference: "STR-2605-0001" } : { stamp: "stamp" },
    );
    await user.type(screen.getByRole("textbox", { name: "Full Name" }), "Ana Ruiz");
    await user.type(screen.getByRole("textbox", { name: "Email Address" }), "ana@firm.example");
    await user.type(screen.getByRole("textbox", { name: "Project Subject" }), "Hospital MEP coordination");
    await user.type(screen.getByRole("textbox", { name: "Project Details" }), "Clash detection for a 12-storey hospital.");
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(await screen.findByRole("heading", { name: "Thank You for Reaching Out!" })).toBeInTheDocument();
    expect(screen.getByText("STR-2605-0001")).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
  });
});
