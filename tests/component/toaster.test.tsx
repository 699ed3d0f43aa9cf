import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { Toaster } from "../../app/components/ui/toaster";
import { dismissToast, toast } from "../../app/lib/toast";

describe("Toaster", () => {
  afterEach(() => {
    act(dismissToast);
  });

  it("shows one toast at a time: a new one replaces the one showing", () => {
    render(<Toaster />);
    act(() => toast({ title: "Profile updated", description: "Your profile information has been updated successfully." }));
    expect(screen.getByText("Profile updated")).toBeInTheDocument();
    act(() => toast({ title: "Password updated", description: "Your password has been updated successfully." }));
    expect(screen.queryByText("Profile updated")).toBeNull();
    expect(screen.getByText("Your password has been updated successfully.")).toBeInTheDocument();
  });

  it("marks a failure as destructive", () => {
    render(<Toaster />);
    act(() => toast({ title: "Update failed", description: "Failed to update profile", variant: "destructive" }));
    const title = screen.getByText("Update failed");
    expect(title.closest("li")).toHaveClass("bg-red-50");
  });

  it("closes with its Close button", async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => toast({ title: "Subscribed!", description: "You've been added to our newsletter." }));
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByText("Subscribed!")).toBeNull();
  });

  it("shows the toast a full redirect left behind, once", () => {
    sessionStorage.setItem("pending-toast", JSON.stringify({ title: "Password reset successful" }));
    render(<Toaster />);
    expect(screen.getByText("Password reset successful")).toBeInTheDocument();
    expect(sessionStorage.getItem("pending-toast")).toBeNull();
  });
});
