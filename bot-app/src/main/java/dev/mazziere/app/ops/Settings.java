package dev.mazziere.app.ops;

import java.util.Map;

/**
 * What the operator sets for running the bot, beyond the platforms and the store: the
 * optional HTTP server of {@code /health}, {@code /metrics} and the Telegram webhook, and
 * the log format.
 *
 * @param httpAddress the address the HTTP server listens on ({@value #HTTP_ADDRESS}, default all)
 * @param httpPort    its port ({@value #HTTP_PORT}), or null: no HTTP server
 * @param logFormat   how log lines look ({@code MAZZIERE_LOG_FORMAT})
 */
public record Settings(String httpAddress, Integer httpPort, LogEncoder.LogFormat logFormat) {

    public static final String HTTP_PORT = "MAZZIERE_HTTP_PORT";
    public static final String HTTP_ADDRESS = "MAZZIERE_HTTP_ADDRESS";

    /**
     * From the environment.
     *
     * @throws Misconfigured naming the variable and what it takes
     */
    public static Settings fromEnv(Map<String, String> env) {
        String port = env.get(HTTP_PORT);
        Integer httpPort = null;
        if (port != null && !port.isBlank()) {
            try {
                httpPort = Integer.parseInt(port.trim());
            } catch (NumberFormatException e) {
                httpPort = -1;
            }
            if (httpPort < 0 || httpPort > 65535) {
                throw new Misconfigured(HTTP_PORT + " must be a port number (1-65535), not '" + port.trim() + "'");
            }
        }
        String address = env.get(HTTP_ADDRESS);
        try {
            return new Settings(address == null || address.isBlank() ? "0.0.0.0" : address.trim(), httpPort,
                    LogEncoder.LogFormat.parse(env.get(LogEncoder.LogFormat.VARIABLE)));
        } catch (IllegalArgumentException e) {
            throw new Misconfigured(e.getMessage());
        }
    }
}
