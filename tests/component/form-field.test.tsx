import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Field } from "../../app/components/ui/form-field";
import { Input } from "../../app/components/ui/input";
import { Label } from "../../app/components/ui/label";

describe("Label and Input", () => {
  it("names the input and hides the required asterisk from screen readers", () => {
    render(
      <>
        <Label htmlFor="email" required>
          Email Address
        </Label>
        <Input id="email" />
      </>,
    );
    const input = screen.getByRole("textbox", { name: "Email Address" });
    expect(input).toHaveAttribute("type", "text");
    expect(screen.getByText("*")).toHaveAttribute("aria-hidden", "true");
  });

  it("draws a red border only when invalid", () => {
    render(
      <>
        <Input aria-label="valid" />
        <Input aria-label="invalid" aria-invalid />
      </>,
    );
    expect(screen.getByLabelText("valid")).toHaveClass("border-line");
    expect(screen.getByLabelText("invalid")).toHaveClass("border-danger");
  });
});

describe("Field", () => {
  it("describes the control by its hint until there is an error", () => {
    const { rerender } = render(<Field label="Project Subject" hint="A few words" required />);
    const input = screen.getByRole("textbox", { name: "Project Subject" });
    expect(input).toHaveAccessibleDescription("A few words");
    expect(input).toHaveAttribute("aria-required", "true");
    expect(input).not.toHaveAttribute("aria-invalid");

    rerender(<Field label="Project Subject" hint="A few words" required error="Subject must be at least 3 characters" />);
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Subject must be at least 3 characters");
    expect(screen.queryByText("A few words")).toBeNull();
  });

  it("wires a custom control through its render function", () => {
    render(<Field label="Notes">{(control) => <textarea {...control} />}</Field>);
    expect(screen.getByRole("textbox", { name: "Notes" }).tagName).toBe("TEXTAREA");
  });
});
