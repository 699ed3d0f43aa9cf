import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../app/components/ui/tabs";

function ProfileTabs() {
  return (
    <Tabs defaultValue="profile">
      <TabsList aria-label="Profile">
        <TabsTrigger value="profile">Profile Information</TabsTrigger>
        <TabsTrigger value="password">Password</TabsTrigger>
        <TabsTrigger value="preferences">Preferences</TabsTrigger>
      </TabsList>
      <TabsContent value="profile">Your details</TabsContent>
      <TabsContent value="password">Change your password</TabsContent>
      <TabsContent value="preferences">Notification preferences</TabsContent>
    </Tabs>
  );
}

describe("Tabs", () => {
  it("moves between tabs with the arrow keys, wrapping at the ends, and shows the chosen panel", async () => {
    const user = userEvent.setup();
    render(<ProfileTabs />);
    const first = screen.getByRole("tab", { name: "Profile Information" });
    expect(first).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Your details");

    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    const password = screen.getByRole("tab", { name: "Password" });
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Change your password");

    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Preferences" })).toHaveFocus();
    await user.keyboard("{Home}");
    expect(first).toHaveFocus();
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Preferences" })).toHaveAttribute("aria-selected", "true");
  });

  it("leaves the tab list with one Tab press, to the active panel", async () => {
    const user = userEvent.setup();
    render(<ProfileTabs />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole("tabpanel")).toHaveFocus();
  });
});
