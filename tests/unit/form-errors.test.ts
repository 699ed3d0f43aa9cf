import type { UseFormSetError } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../../app/lib/api";
import { applyServerErrors } from "../../app/lib/form-errors";

type ProfileForm = { fullName: string; email: string };

function fakeForm(values: ProfileForm) {
  const set: Record<string, string | undefined> = {};
  return {
    set,
    form: {
      getValues: () => values,
      setError: ((name, error) => void (set[name] = error.message)) satisfies UseFormSetError<ProfileForm>,
    },
  };
}

describe("applyServerErrors", () => {
  it("puts each field error the server names on that field", () => {
    const { form, set } = fakeForm({ fullName: "", email: "taken@example.com" });
    applyServerErrors<ProfileForm>(form, new ApiRequestError(409, "Email already registered", { email: "Email already registered" }));
    expect(set).toEqual({ email: "Email already registered" });
  });

  it("leaves fields the form does not have, and errors without a field map, to the toast", () => {
    const { form, set } = fakeForm({ fullName: "", email: "" });
    applyServerErrors<ProfileForm>(form, new ApiRequestError(400, "Invalid", { token: "This reset link is invalid" }));
    applyServerErrors<ProfileForm>(form, new ApiRequestError(500, "Something went wrong"));
    applyServerErrors<ProfileForm>(form, new TypeError("Failed to fetch"));
    expect(set).toEqual({});
  });
});
