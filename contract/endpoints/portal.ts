import { messageResponse } from "../api";
import { defineEndpoint } from "../endpoint";
import {
  acceptInvitationInput,
  clientDashboardResponse,
  companiesResponse,
  companyInput,
  companyResponse,
  coordinatorsResponse,
  idParams,
  invitationInput,
  invitationLookupResponse,
  invitationToken,
  messageInput,
  milestoneInput,
  milestoneParams,
  milestoneUpdate,
  projectInput,
  projectResponse,
  projectSavedResponse,
  projectsResponse,
  projectUpdate,
  threadResponse,
  threadsResponse,
} from "../portal";

/** The firm's side of the portal: companies, invitations, projects and milestones (policy clients.manage). */
export const staffPortalEndpoints = {
  coordinators: defineEndpoint({ method: "GET", path: "/api/admin/coordinators", responses: { 200: coordinatorsResponse } }),
  companies: defineEndpoint({ method: "GET", path: "/api/admin/companies", responses: { 200: companiesResponse } }),
  createCompany: defineEndpoint({ method: "POST", path: "/api/admin/companies", body: companyInput, responses: { 200: companyResponse } }),
  invite: defineEndpoint({
    method: "POST",
    path: "/api/admin/companies/:id/invitations",
    params: idParams,
    body: invitationInput,
    responses: { 200: messageResponse },
  }),
  projects: defineEndpoint({ method: "GET", path: "/api/admin/projects", responses: { 200: projectsResponse } }),
  createProject: defineEndpoint({ method: "POST", path: "/api/admin/projects", body: projectInput, responses: { 200: projectSavedResponse } }),
  updateProject: defineEndpoint({
    method: "PATCH",
    path: "/api/admin/projects/:id",
    params: idParams,
    body: projectUpdate,
    responses: { 200: projectSavedResponse },
  }),
  addMilestone: defineEndpoint({
    method: "POST",
    path: "/api/admin/projects/:id/milestones",
    params: idParams,
    body: milestoneInput,
    responses: { 200: projectSavedResponse },
  }),
  updateMilestone: defineEndpoint({
    method: "PATCH",
    path: "/api/admin/projects/:id/milestones/:milestoneId",
    params: milestoneParams,
    body: milestoneUpdate,
    responses: { 200: projectSavedResponse },
  }),
};

/** The client's side: their company's projects and conversations, their figures, and invitations. */
export const clientPortalEndpoints = {
  projects: defineEndpoint({ method: "GET", path: "/api/projects", responses: { 200: projectsResponse } }),
  project: defineEndpoint({ method: "GET", path: "/api/projects/:id", params: idParams, responses: { 200: projectResponse } }),
  messages: defineEndpoint({ method: "GET", path: "/api/projects/:id/messages", params: idParams, responses: { 200: threadsResponse } }),
  postMessage: defineEndpoint({ method: "POST", path: "/api/projects/:id/messages", params: idParams, body: messageInput, responses: { 200: threadResponse } }),
  dashboard: defineEndpoint({ method: "GET", path: "/api/dashboard", responses: { 200: clientDashboardResponse } }),
  inviteColleague: defineEndpoint({ method: "POST", path: "/api/company/invitations", body: invitationInput, responses: { 200: messageResponse } }),
  lookUpInvitation: defineEndpoint({ method: "POST", path: "/api/invitations/lookup", body: invitationToken, responses: { 200: invitationLookupResponse } }),
  acceptInvitation: defineEndpoint({ method: "POST", path: "/api/invitations/accept", body: acceptInvitationInput, responses: { 200: messageResponse } }),
};
