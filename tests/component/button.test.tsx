import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button } from "../../app/components/ui/button";

describe("Button", () => {
  it("is a button that answers a click", async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Send Message</Button>);
    await userEvent.click(screen.getByRole("button", { name: "Send Message" }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("ignores clicks while disabled", async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Processing...
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Processing..." });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("lends its look to a link with asChild", () => {
    render(
      <Button asChild variant="outline">
        <a href="/services">Explore Our Services</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Explore Our Services" });
    expect(link).toHaveAttribute("href", "/services");
    expect(link).toHaveClass("border-line");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("lets a caller's class win over the variant's", () => {
    render(<Button className="h-14">Start</Button>);
    const button = screen.getByRole("button", { name: "Start" });
    expect(button).toHaveClass("h-14");
    expect(button).not.toHaveClass("h-11");
  });
});
