import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// The route table of spec 01 §2; every path not listed falls to the not-found screen.
export default [
  layout("routes/_public.tsx", [
    index("routes/home.tsx"),
    route("about", "routes/about.tsx"),
    route("services", "routes/services.tsx"),
    route("services/:slug", "routes/service.tsx"),
    route("why-choose-us", "routes/why-choose-us.tsx"),
    route("clients", "routes/clients.tsx"),
    route("case-studies", "routes/case-studies.tsx"),
    route("blog", "routes/blog.tsx"),
    route("blog/:slug", "routes/article.tsx"),
    route("contact", "routes/contact.tsx"),
    route("security-test", "routes/security-test.tsx"),
    route("auth-test", "routes/auth-test.tsx"),
    route("auth", "routes/auth.tsx"),
    route("auth/reset-password", "routes/reset-password.tsx"),
    route("auth/email-change", "routes/email-change.tsx"),
    route("auth/verify-email", "routes/verify-email.tsx"),
    route("auth/invitation", "routes/invitation.tsx"),
    route("legal/:page", "routes/legal.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  layout("routes/_signed-in.tsx", [
    route("dashboard", "routes/dashboard.tsx", { id: "dashboard" }),
    route("projects", "routes/dashboard.tsx", { id: "projects" }),
    route("projects/:id", "routes/project.tsx"),
    route("projects/:id/documents/:documentId/model", "routes/document-model.tsx"),
    route("profile", "routes/profile.tsx"),
    route("admin", "routes/admin.tsx", { id: "admin" }),
    route("admin/dashboard", "routes/admin.tsx", { id: "admin-dashboard" }),
    route("admin/users", "routes/admin.tsx", { id: "admin-users" }),
    route("admin/settings", "routes/admin.tsx", { id: "admin-settings" }),
  ]),
] satisfies RouteConfig;
