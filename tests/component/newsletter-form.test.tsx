import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { leadMessages } from "../../contract/messages/leads";

// The form's calls are answered here: these tests read what the browser decides and shows.
const callEndpoint = vi.hoisted(() => vi.fn());
vi.mock("../../app/lib/api", async (original) => ({ ...(await original<typeof import("../../app/lib/api")>()), callEndpoint }));

const { ApiRequestError } = await import("../../app/lib/api");
const { NewsletterForm } = await import("../../app/components/marketing/newsletter-form");
const { Toaster } = await import("../../app/components/ui/toaster");

function renderForm() {
  render(
    <>
      <NewsletterForm />
      <Toaster />
    </>,
  );
  return { email: screen.getByRole("textbox", { name: "Engineering insights, monthly" }), subscribe: screen.getByRole("button", { name: "Subscribe" }) };
}

describe("the footer's newsletter form", () => {
  beforeEach(() => {
    callEndpoint.mockReset();
  });

  it("does nothing when submitted empty or blank (spec 01 §5)", async () => {
    const user = userEvent.setup();
    const { email, subscribe } = renderForm();
    await user.click(subscribe);
    await user.type(email, "   ");
    await user.click(subscribe);
    expect(callEndpoint).not.toHaveBeenCalled();
    expect(email).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
  });

  it("puts the server's email message under the field and in a toast", async () => {
    const user = userEvent.setup();
    callEndpoint.mockImplementation(async () => {
      throw new ApiRequestError(400, "Validation failed", { email: leadMessages.email });
    });
    const { email, subscribe } = renderForm();
    await user.type(email, "ana@firm");
    await user.click(subscribe);
    expect(await screen.findByRole("alert")).toHaveTextContent(leadMessages.email);
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription(leadMessages.email);
    expect(screen.getByRole("listitem")).toHaveTextContent(`Error${leadMessages.email}`);
  });

  it("asks the visitor to confirm from their inbox and clears the field", async () => {
    const user = userEvent.setup();
    callEndpoint.mockResolvedValue({ success: true, message: leadMessages.confirmSent });
    const { email, subscribe } = renderForm();
    await user.type(email, " ana@firm.example ");
    await user.click(subscribe);
    expect(await screen.findByText("Check your inbox")).toBeInTheDocument();
    expect(screen.getByText(leadMessages.confirmSent)).toBeInTheDocument();
    expect(callEndpoint).toHaveBeenCalledWith(expect.objectContaining({ method: "POST", path: "/api/newsletter" }), {
      body: { email: "ana@firm.example", source: "footer" },
    });
    expect(email).toHaveValue("");
  });
});
