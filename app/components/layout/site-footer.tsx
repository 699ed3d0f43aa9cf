import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { company, companyFacts } from "../../../content/company";
import { serviceIndex } from "../../../content/service-index";
import { NewsletterForm } from "../marketing/newsletter-form";
import { CookieSettingsButton } from "../widgets/cookie-settings-button";
import { Island } from "../../islands/island";
import { Logo } from "./logo";

const quickLinks = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About Us" },
  { to: "/services", label: "Services" },
  { to: "/why-choose-us", label: "Why Choose Us" },
  { to: "/clients", label: "Clients" },
  { to: "/case-studies", label: "Case Studies" },
  { to: "/blog", label: "Blog" },
  { to: "/contact", label: "Contact" },
];

const legalLinks = [
  { to: "/legal/privacy-policy", label: "Privacy Policy" },
  { to: "/legal/terms-of-service", label: "Terms of Service" },
  { to: "/legal/cookie-policy", label: "Cookie Policy" },
  { to: "/legal/gdpr-compliance", label: "GDPR Compliance" },
  { to: "/legal/ccpa-rights", label: "CCPA Rights" },
];

function Column({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-[0.14em] text-white">{title}</h2>
      <div className="mt-4">{children}</div>
    </div>
  );
}

const linkClass = "text-sm text-white/70 transition-colors hover:text-white";

export function SiteFooter() {
  const hq = company.headquarters;
  return (
    <footer className="bg-ink text-white">
      <div className="container-page grid gap-10 py-16 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.2fr_1.4fr]">
        <div>
          <Logo inverse />
          <p className="mt-5 max-w-xs text-sm leading-6 text-white/70">
            BIM, engineering and detailing production for contractors, consultants and manufacturers in {companyFacts.countries} countries, ISO 9001 certified.
          </p>
          <div className="mt-6">
            <Island name="newsletter-form">
              <NewsletterForm />
            </Island>
          </div>
        </div>
        <Column title="Quick links">
          <ul className="space-y-2.5">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </Column>
        <Column title="Services">
          <ul className="space-y-2.5">
            {serviceIndex.map((service) => (
              <li key={service.slug}>
                <Link to={`/services/${service.slug}`} className={linkClass}>
                  {service.title}
                </Link>
              </li>
            ))}
          </ul>
        </Column>
        <Column title="Contact">
          <address className="space-y-3 text-sm not-italic text-white/70">
            <p className="flex gap-3">
              <MapPin className="mt-0.5 size-4 shrink-0 text-accent-400" aria-hidden="true" />
              <span>
                {hq.street}
                <br />
                {hq.locality}, {hq.country}
              </span>
            </p>
            <p className="flex gap-3">
              <Mail className="mt-0.5 size-4 shrink-0 text-accent-400" aria-hidden="true" />
              <a className="hover:text-white" href={`mailto:${company.email}`}>
                {company.email}
              </a>
            </p>
            <p className="flex gap-3">
              <Phone className="mt-0.5 size-4 shrink-0 text-accent-400" aria-hidden="true" />
              <a className="hover:text-white" href={`tel:${company.phone.replace(/\s/g, "")}`}>
                {company.phone}
              </a>
            </p>
            <p className="flex gap-3">
              <Clock className="mt-0.5 size-4 shrink-0 text-accent-400" aria-hidden="true" />
              <span>
                {company.hours} ({companyFacts.supportHours.timeZone})
              </span>
            </p>
            <p className="pt-1 text-white/60">Offices: {company.offices.map((office) => office.city).join(", ")}</p>
          </address>
        </Column>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-4 py-6 text-xs text-white/60 md:flex-row md:items-center md:justify-between">
          <p>
            © {new Date().getFullYear()} {company.legalName} All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white">
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Island name="cookie-settings">
                <CookieSettingsButton />
              </Island>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
