/** The documents screens' addresses under a project's page. */
export const registerPath = (projectId: string) => `/projects/${projectId}/documents`;
export const documentPath = (projectId: string, documentId: string) => `/projects/${projectId}/documents/${documentId}`;
/** Opened with a full page load: only this address's page may compile WebAssembly (decision 039). */
export const modelPath = (projectId: string, documentId: string, revisionId?: string) =>
  `/projects/${projectId}/documents/${documentId}/model${revisionId ? `?revision=${encodeURIComponent(revisionId)}` : ""}`;
export const transmittalPath = (projectId: string, transmittalId: string) => `/projects/${projectId}/transmittals/${transmittalId}`;
