import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import * as z from "zod";
import { promoBannerBody, type SettingsResponse } from "../../../contract/admin";
import { adminEndpoints } from "../../../contract/endpoints/admin";
import { PROMO_BANNER } from "../../../contract/constants";
import { durationInWords } from "../../../contract/duration-words";
import { applyServerErrors } from "../../lib/form-errors";
import { queryKeyOf } from "../../lib/api";
import { useEndpointMutation } from "../../lib/use-endpoint";
import { Button } from "../ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card";
import { Checkbox } from "../ui/checkbox";
import { Field } from "../ui/form-field";

// People think in seconds; the server stores milliseconds.
const formSchema = promoBannerBody.omit({ delayMs: true }).extend({
  delaySeconds: z.coerce.number({ error: "Enter a number of seconds" }).min(0, "At least 0 seconds").max(60, "At most 60 seconds"),
  link: z
    .string()
    .trim()
    .refine((v) => v === "" || /^\/(?!\/)\S*$/.test(v) || /^https:\/\/\S+$/.test(v), "Use a site path such as /contact or an https:// address"),
});
type FormValues = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** The site-wide promo banner: on or off, its text and link, and how long after page load it appears; keyed by the saved value, so a save starts it afresh. */
export function PromoBannerForm({ banner }: { banner: SettingsResponse["data"]["promoBanner"] }) {
  const initial: FormValues = { enabled: banner.enabled, text: banner.text, link: banner.link, delaySeconds: banner.delayMs / 1000 };
  const form = useForm<FormValues, unknown, FormOutput>({ resolver: zodResolver(formSchema), defaultValues: initial });
  const save = useEndpointMutation(adminEndpoints.promoBanner, {
    success: { title: "Settings saved", description: (d) => d.message },
    failure: { title: "Banner not saved", fallback: "Could not save the banner." },
    invalidates: [queryKeyOf(adminEndpoints.settings)],
  });
  const { errors, isDirty } = form.formState;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Promo banner</CardTitle>
        <CardDescription>
          A dismissible strip above every public page. Visitors who close it see it again after {durationInWords(PROMO_BANNER.reappearAfterMs)}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          method="post"
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit(({ delaySeconds, ...values }) =>
            save.mutate({ body: { ...values, delayMs: Math.round(delaySeconds * 1000) } }, { onError: (e) => applyServerErrors(form, e) }),
          )}
        >
          <div className="flex items-start gap-2">
            <Checkbox id="promo-enabled" {...form.register("enabled")} />
            <label htmlFor="promo-enabled" className="text-sm font-medium text-ink">
              Show the banner
            </label>
          </div>
          <Field label="Text" maxLength={200} placeholder="Winter offer: 15% off Scan-to-BIM" error={errors.text?.message} {...form.register("text")} />
          <Field
            label="Link (optional)"
            placeholder="/contact"
            hint="A site path or an https:// address."
            error={errors.link?.message}
            {...form.register("link")}
          />
          <Field
            label="Delay before it appears (seconds)"
            type="number"
            min={0}
            max={60}
            step="0.5"
            inputMode="decimal"
            error={errors.delaySeconds?.message}
            {...form.register("delaySeconds")}
          />
          <div>
            <Button type="submit" size="sm" disabled={save.isPending || !isDirty}>
              {save.isPending ? "Saving..." : "Save banner"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
