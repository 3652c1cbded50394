package dev.mazziere.app.ops;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import com.sun.net.httpserver.HttpServer;
import dev.mazziere.telegram.WebhookHost;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The bot's HTTP server ({@code MAZZIERE_HTTP_PORT}), on the JDK's own server:
 * {@code GET /health/live} (200 while the process serves: for a liveness probe, which
 * restarts a broken process), {@code GET /health/ready} and its old name {@code /health}
 * (200 when fit to serve, 503 otherwise, a small JSON body saying which part is not: for
 * a readiness probe and a load balancer), {@code GET /metrics} (Prometheus' text format),
 * and whatever a platform serves on it (the Telegram webhook), each at its exact path.
 *
 * <p>Each request runs on a virtual thread of its own, so clients that send half a request
 * and wait tie up nothing the others need; the JDK server closes a connection whose request
 * has not arrived whole within {@link #REQUEST_TIME} or whose answer has not been taken
 * within {@link #RESPONSE_TIME} (its {@code sun.net.httpserver.maxReqTime} and
 * {@code maxRspTime}, set here unless the JVM was given others).
 */
public final class OpsServer implements WebhookHost, AutoCloseable {

    /** How long a client may take to send a whole request (headers and body). */
    public static final Duration REQUEST_TIME = Duration.ofSeconds(5);
    /** How long a client may take to read the answer. */
    public static final Duration RESPONSE_TIME = Duration.ofSeconds(30);

    private static final Logger LOG = LoggerFactory.getLogger(OpsServer.class);
    static final String PROMETHEUS_TEXT = "text/plain; version=0.0.4; charset=utf-8";
    private static final String TEXT = "text/plain; charset=utf-8";

    static {
        // Read once, when the JDK's server is first used in this JVM.
        System.setProperty("sun.net.httpserver.maxReqTime",
                System.getProperty("sun.net.httpserver.maxReqTime", Long.toString(REQUEST_TIME.toSeconds())));
        System.setProperty("sun.net.httpserver.maxRspTime",
                System.getProperty("sun.net.httpserver.maxRspTime", Long.toString(RESPONSE_TIME.toSeconds())));
    }

    private final HttpServer server;
    private final ExecutorService threads;

    private OpsServer(HttpServer server, ExecutorService threads) {
        this.server = server;
        this.threads = threads;
    }

    /**
     * Listens on {@code address}:{@code port} (0: any free port).
     *
     * @throws Misconfigured when the address cannot be bound (in use, not this machine's)
     */
    public static OpsServer start(String address, int port, Health health, Supplier<String> metrics) {
        HttpServer server;
        try {
            server = HttpServer.create(new InetSocketAddress(address, port), 128);
        } catch (IOException | IllegalArgumentException e) {
            throw new Misconfigured("cannot listen on " + address + ":" + port + " (" + e.getMessage() + "); set "
                    + Settings.HTTP_PORT + " to a free port, or " + Settings.HTTP_ADDRESS);
        }
        ExecutorService threads = Executors.newThreadPerTaskExecutor(Thread.ofVirtual().name("mazziere-http-", 1)
                .factory());
        server.setExecutor(threads);
        HttpHandler ready = exchange -> {
            Health.Report report = health.check();
            send(exchange, report.up() ? 200 : 503, "application/json", report.json());
        };
        server.createContext("/health", onlyAt("/health", readOnly(ready)));
        server.createContext("/health/ready", onlyAt("/health/ready", readOnly(ready)));
        server.createContext("/health/live", onlyAt("/health/live", readOnly(
                exchange -> send(exchange, 200, "application/json", health.live().json()))));
        server.createContext("/metrics", onlyAt("/metrics", readOnly(
                exchange -> send(exchange, 200, PROMETHEUS_TEXT, metrics.get()))));
        server.start();
        OpsServer ops = new OpsServer(server, threads);
        LOG.info("HTTP server on {}:{}: /health/live, /health/ready, /metrics", address, ops.port());
        return ops;
    }

    /** The port it listens on. */
    public int port() {
        return server.getAddress().getPort();
    }

    /** Serves {@code handler} at exactly {@code path}: {@code path/anything} is not found. */
    @Override
    public void serve(String path, HttpHandler handler) {
        try {
            server.removeContext(path);
        } catch (IllegalArgumentException e) {
            // nothing was served there
        }
        server.createContext(path, onlyAt(path, handler));
    }

    /** {@code handler} for exactly {@code path} (the JDK matches contexts by prefix); 404 otherwise. */
    private static HttpHandler onlyAt(String path, HttpHandler handler) {
        return exchange -> {
            if (exchange.getRequestURI().getRawPath().equals(path)) {
                handler.handle(exchange);
            } else {
                try (exchange) {
                    send(exchange, 404, TEXT, "not found");
                }
            }
        };
    }

    /** A GET or HEAD; 405 otherwise. */
    private static HttpHandler readOnly(HttpHandler handler) {
        return exchange -> {
            try (exchange) {
                if (!"GET".equals(exchange.getRequestMethod()) && !"HEAD".equals(exchange.getRequestMethod())) {
                    exchange.getResponseHeaders().set("Allow", "GET, HEAD");
                    send(exchange, 405, TEXT, "GET only");
                } else {
                    handler.handle(exchange);
                }
            }
        };
    }

    private static void send(HttpExchange exchange, int status, String type, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", type);
        exchange.getResponseHeaders().set("Cache-Control", "no-store");
        if ("HEAD".equals(exchange.getRequestMethod())) {
            exchange.sendResponseHeaders(status, -1);
            return;
        }
        exchange.sendResponseHeaders(status, bytes.length);
        exchange.getResponseBody().write(bytes);
    }

    /** Stops listening; a request under way gets up to a second to finish. */
    @Override
    public void close() {
        server.stop(1);
        threads.shutdownNow();
    }
}
