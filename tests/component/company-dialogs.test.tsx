import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Company } from "../../contract/portal";

// The dialogs' calls are answered here: these tests read what the form checks and what it sends.
const callEndpoint = vi.hoisted(() => vi.fn());
vi.mock("../../app/lib/api", async (original) => ({ ...(await original<typeof import("../../app/lib/api")>()), callEndpoint }));

const { EditCompanyDialog, NewCompanyDialog } = await import("../../app/components/admin/company-dialogs");

const northgate: Company = {
  id: "c1",
  name: "Northgate Precast",
  country: "United Kingdom",
  timeZone: "Europe/London",
  billingName: "Accounts Payable",
  billingEmail: "ap@northgate.example",
  requiresTwoFactor: false,
  members: 2,
  projects: 1,
  createdAt: "2026-11-01T09:00:00.000Z",
};

const calls = () => callEndpoint.mock.calls.map(([endpoint, input]) => ({ method: endpoint.method, path: endpoint.path, input }));

function renderWithQueries(children: ReactNode) {
  render(<QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>);
}

describe("the company dialogs", () => {
  beforeEach(() => {
    callEndpoint.mockReset();
    callEndpoint.mockResolvedValue({ company: northgate });
  });

  it("New company names each field that needs attention and sends nothing, then creates the company", async () => {
    const user = userEvent.setup();
    renderWithQueries(<NewCompanyDialog />);
    await user.click(screen.getByRole("button", { name: "New company" }));
    await user.click(screen.getByRole("button", { name: "Create company" }));

    expect(await screen.findByText("Company name must be 2 to 120 characters")).toBeInTheDocument();
    expect(screen.getByText("Country must be 2 to 80 characters")).toBeInTheDocument();
    expect(screen.getByText("Billing contact must be 2 to 100 characters")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(calls()).toHaveLength(0);

    await user.type(screen.getByLabelText("Company name"), "Northgate Precast");
    await user.type(screen.getByLabelText("Country"), "United Kingdom");
    await user.type(screen.getByLabelText("Billing contact"), "Accounts Payable");
    await user.type(screen.getByLabelText("Billing email"), "ap@northgate.example");
    await user.click(screen.getByRole("button", { name: "Create company" }));

    await vi.waitFor(() => expect(calls()).toHaveLength(1));
    expect(calls()[0]).toMatchObject({
      method: "POST",
      input: { body: { name: "Northgate Precast", country: "United Kingdom", timeZone: "Europe/London", billingEmail: "ap@northgate.example" } },
    });
  });

  it("Edit shows the company as it is, refuses a name cleared and a zone that does not exist, and saves every field", async () => {
    const user = userEvent.setup();
    renderWithQueries(<EditCompanyDialog company={northgate} />);
    await user.click(screen.getByRole("button", { name: "Edit Northgate Precast" }));
    expect(screen.getByLabelText("Billing email")).toHaveValue("ap@northgate.example");

    await user.clear(screen.getByLabelText("Company name"));
    await user.clear(screen.getByLabelText("Time zone"));
    await user.type(screen.getByLabelText("Time zone"), "Europe/Londres");
    await user.click(screen.getByRole("button", { name: "Save company" }));
    expect(await screen.findByText("Company name must be 2 to 120 characters")).toBeInTheDocument();
    expect(screen.getByText("Choose a time zone such as Europe/London.")).toBeInTheDocument();
    expect(calls()).toHaveLength(0);

    await user.type(screen.getByLabelText("Company name"), "Northgate Precast Ltd");
    await user.clear(screen.getByLabelText("Time zone"));
    await user.type(screen.getByLabelText("Time zone"), "Europe/Dublin");
    await user.click(screen.getByLabelText(/Require two-step sign-in/));
    await user.click(screen.getByRole("button", { name: "Save company" }));

    await vi.waitFor(() => expect(calls()).toHaveLength(1));
    expect(calls()[0]).toMatchObject({
      method: "PATCH",
      input: {
        params: { id: "c1" },
        body: {
          name: "Northgate Precast Ltd",
          country: "United Kingdom",
          timeZone: "Europe/Dublin",
          billingName: "Accounts Payable",
          billingEmail: "ap@northgate.example",
          requiresTwoFactor: true,
        },
      },
    });
  });
});
