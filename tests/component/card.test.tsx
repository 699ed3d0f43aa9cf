import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../app/components/ui/card";

describe("Card", () => {
  it("is a section named by its title", () => {
    render(
      <Card aria-labelledby="card-title">
        <CardHeader>
          <CardTitle id="card-title">Active sessions</CardTitle>
          <CardDescription>Devices signed in to your account</CardDescription>
        </CardHeader>
        <CardContent>Body</CardContent>
      </Card>,
    );
    const region = screen.getByRole("region", { name: "Active sessions" });
    expect(region.tagName).toBe("SECTION");
    expect(screen.getByRole("heading", { level: 2, name: "Active sessions" })).toBeInTheDocument();
    expect(region).toHaveTextContent("Devices signed in to your account");
  });

  it("renders as the caller's element with asChild, keeping the card's look", () => {
    render(
      <ul>
        <Card asChild className="rounded-2xl p-6">
          <li>Coordination</li>
        </Card>
      </ul>,
    );
    const item = screen.getByRole("listitem");
    expect(item).toHaveClass("border-line", "bg-white", "shadow-sm", "rounded-2xl", "p-6");
    expect(item).not.toHaveClass("rounded-xl");
  });

  it("takes the dark band's look with tone inverse, and keeps the light one otherwise", () => {
    render(
      <>
        <Card tone="inverse" aria-label="On dark" />
        <Card aria-label="On light" />
      </>,
    );
    const dark = screen.getByRole("region", { name: "On dark" });
    const light = screen.getByRole("region", { name: "On light" });
    expect(dark).toHaveClass("border-white/15", "bg-white/[0.07]");
    expect(dark).not.toHaveClass("bg-white", "shadow-sm");
    expect(light).toHaveClass("border-line", "bg-white", "shadow-sm");
  });
});
