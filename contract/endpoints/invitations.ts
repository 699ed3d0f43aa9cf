import { messageResponse } from "../api";
import { defineEndpoint } from "../endpoint";
import { acceptInvitationInput, invitationLookupResponse, invitationToken } from "../invitations";

/** Opening and accepting a mailed invitation: a public page, so apart from the portal's endpoints and their schemas. */
export const invitationEndpoints = {
  lookUp: defineEndpoint({ method: "POST", path: "/api/invitations/lookup", body: invitationToken, responses: { 200: invitationLookupResponse } }),
  accept: defineEndpoint({ method: "POST", path: "/api/invitations/accept", body: acceptInvitationInput, responses: { 200: messageResponse } }),
};
