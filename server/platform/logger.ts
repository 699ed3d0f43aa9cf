const SECRET_QUERY = /([?&](?:token|email|password)=)[^&#]*/gi;

/** pino options: cookies, tokens and passwords never reach the log. */
export function loggerOptions(level: string) {
  return {
    level,
    redact: {
      paths: [
        "req.headers.cookie", "req.headers.authorization", 'req.headers["x-csrf-token"]',
        'res.headers["set-cookie"]', "*.password", "*.currentPassword", "*.newPassword",
        "*.confirmPassword", "*.token", "*.csrfToken",
      ],
      censor: "[redacted]",
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: req.url.replace(SECRET_QUERY, "$1[redacted]"),
        ip: req.ip,
      }),
    },
  };
}
