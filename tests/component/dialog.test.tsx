import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "../../app/components/ui/dialog";

/** Opened by a plain button, not Radix's Trigger, as the console's table rows open their dialogs. */
function RowOpenedDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        View lead
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Lead STR-2605-0001</DialogTitle>
          <DialogDescription>Received through the contact page form</DialogDescription>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe("Dialog", () => {
  it("moves focus inside and gives it back to its trigger on Escape", async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger>Add user</DialogTrigger>
        <DialogContent>
          <DialogTitle>Add a user</DialogTitle>
          <DialogDescription>We email them a link to set their own password.</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    const trigger = screen.getByRole("button", { name: "Add user" });
    await user.click(trigger);
    const dialog = screen.getByRole("dialog", { name: "Add a user" });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it("gives focus back to an opener that is not its trigger", async () => {
    const user = userEvent.setup();
    render(<RowOpenedDialog />);
    const opener = screen.getByRole("button", { name: "View lead" });
    await user.click(opener);
    expect(opener).not.toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(opener).toHaveFocus();
  });
});
