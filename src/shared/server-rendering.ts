/** The `<script type="application/json">` element carrying the data a server-rendered page used. */
export const SERVER_DATA_ELEMENT_ID = "eventeazy-data";

/** Where a client build keeps its server renderer: a dot folder, which the static files never serve. */
export const SERVER_RENDERER_FOLDER = ".server";
export const SERVER_RENDERER_FILE = "entry-server.js";

export interface PageRenderRequest {
  /** The address with its query, as the browser asked for it. */
  url: string;
  /** Answers the page's API calls as the visitor, with their cookies. */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** Whether the visitor's browser says it is signed in (the readable hint cookie). */
  signedIn: boolean;
  /** The response's CSP nonce, for any script React itself writes into the page. */
  nonce: string;
  /** Told of a part of the page that failed to render; the browser renders that part itself. */
  onError: (error: unknown) => void;
}

export interface RenderedPage {
  /** The markup inside the page's root element. */
  html: string;
  /** The page's query data, for the browser to start from. */
  data: unknown;
}

/** What the built server renderer exports. */
export interface ServerRenderer {
  rendersOnServer(pageName: string): boolean;
  renderPage(request: PageRenderRequest): Promise<RenderedPage>;
}
