import { CalendarDays, Mail, Phone } from "lucide-react";
import { company } from "../../../content/company";
import type { ConsultationService } from "../../../contract/leads";
import { Island } from "../../islands/island";
import { ConsultationForm } from "./consultation-form";

type Props = { title: string; lead: string; service?: ConsultationService; eyebrow?: string };

/** The `#contact` band of the home, service and about pages: the firm's promise beside the variant A form. */
export function ConsultationSection({ title, lead, service, eyebrow = "Free consultation" }: Props) {
  return (
    <section id="contact" className="section" aria-labelledby="contact-title">
      <div className="container-page">
        <div className="grid gap-10 rounded-3xl bg-brand-900 px-5 py-10 text-white sm:px-12 sm:py-12 lg:grid-cols-[1fr_1.15fr] lg:items-start">
          <div>
            <p className="text-sm font-semibold uppercase tracking-[0.14em] text-accent-400">{eyebrow}</p>
            <h2 id="contact-title" className="mt-3 text-3xl font-bold text-white sm:text-4xl">
              {title}
            </h2>
            <p className="mt-4 max-w-2xl text-lg leading-8 text-white/80">{lead}</p>
            <ul className="mt-8 space-y-3 text-white/85">
              <li className="flex items-center gap-3">
                <Mail className="size-5 shrink-0 text-accent-400" aria-hidden="true" />
                <a href={`mailto:${company.email}`} className="hover:text-white">
                  {company.email}
                </a>
              </li>
              <li className="flex items-center gap-3">
                <Phone className="size-5 shrink-0 text-accent-400" aria-hidden="true" />
                <a href={`tel:${company.phone.replace(/\s/g, "")}`} className="hover:text-white">
                  {company.phone}
                </a>
              </li>
              <li className="flex items-center gap-3">
                <CalendarDays className="size-5 shrink-0 text-accent-400" aria-hidden="true" />
                {company.hours} IST · {company.responsePromise}
              </li>
            </ul>
          </div>
          <div id="contact-form" data-slot="consultation-form" className="scroll-mt-24 rounded-2xl bg-white p-5 text-ink shadow-xl sm:p-8">
            <Island name="consultation-form" props={service ? { service } : undefined}>
              <ConsultationForm service={service} />
            </Island>
          </div>
        </div>
      </div>
    </section>
  );
}
