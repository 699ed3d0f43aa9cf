/** A visitor over real HTTP: one cookie jar (cookies are not port-bound, as in a browser) and the CSRF token, across any instance. */
export class HttpVisitor {
  private cookies = new Map<string, string>();
  private token = "";

  /**
   * A fresh connection per call: on a busy machine a reused keep-alive socket can be closed by the server as it is reused.
   * `waitOutShedding` retries a call the server shed as busy (503 with Retry-After) after the wait it asked for, as a
   * patient client would: for tests of something else on a machine loaded by other work.
   */
  constructor(
    private readonly headers: Record<string, string> = { connection: "close" },
    private readonly options: { waitOutShedding?: boolean } = {},
  ) {}

  private remember(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const name = pair.slice(0, pair.indexOf("=")).trim();
      const value = pair.slice(pair.indexOf("=") + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (value === "" || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
      if (name === "csrf_secret") this.token = "";
    }
  }

  cookie(name: string) {
    return this.cookies.get(name);
  }

  async request(url: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Response> {
    for (let attempt = 1; ; attempt++) {
      const response = await this.requestOnce(url, init);
      const wait = Number(response.headers.get("retry-after"));
      if (!this.options.waitOutShedding || response.status !== 503 || !wait || attempt === 5) return response;
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    }
  }

  private async requestOnce(url: string, init: { method?: string; body?: unknown; headers?: Record<string, string> }) {
    // A form goes as multipart/form-data with the boundary fetch writes; anything else as JSON.
    const form = init.body instanceof FormData;
    const response = await fetch(url, {
      method: init.method ?? "GET",
      headers: {
        ...this.headers,
        cookie: [...this.cookies].map(([n, v]) => `${n}=${v}`).join("; "),
        ...(init.body !== undefined && !form && { "content-type": "application/json" }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : form ? (init.body as FormData) : JSON.stringify(init.body),
      redirect: "manual",
    });
    this.remember(response);
    return response;
  }

  /** Fetches a token from `base` (any instance) and keeps it. */
  async csrf(base: string): Promise<string> {
    const response = await this.request(`${base}/api/csrf-token`);
    if (!response.ok) throw new Error(`csrf-token answered ${response.status}`);
    this.token = ((await response.json()) as { csrfToken: string }).csrfToken;
    return this.token;
  }

  /** A state-changing call with the kept token; fetches one from the same instance when none is kept. */
  async send(method: "POST" | "PUT" | "DELETE", url: string, body: unknown = {}, headers: Record<string, string> = {}) {
    if (!this.token) await this.csrf(new URL(url).origin);
    return this.request(url, { method, body, headers: { "x-csrf-token": this.token, ...headers } });
  }
}
