package dev.mazziere.app.ops;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import com.sun.net.httpserver.HttpServer;
import dev.mazziere.telegram.WebhookHost;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The bot's HTTP server ({@code MAZZIERE_HTTP_PORT}), on the JDK's own server:
 * {@code GET /health} (200 when fit to serve, 503 otherwise, a small JSON body saying
 * which part is not), {@code GET /metrics} (Prometheus' text format), and whatever a
 * platform serves on it (the Telegram webhook).
 */
public final class OpsServer implements WebhookHost, AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(OpsServer.class);
    static final String PROMETHEUS_TEXT = "text/plain; version=0.0.4; charset=utf-8";

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
    public static OpsServer start(String address, int port, Supplier<Health.Report> health, Supplier<String> metrics) {
        HttpServer server;
        try {
            server = HttpServer.create(new InetSocketAddress(address, port), 32);
        } catch (IOException | IllegalArgumentException e) {
            throw new Misconfigured("cannot listen on " + address + ":" + port + " (" + e.getMessage() + "); set "
                    + Settings.HTTP_PORT + " to a free port, or " + Settings.HTTP_ADDRESS);
        }
        AtomicInteger n = new AtomicInteger();
        ExecutorService threads = Executors.newFixedThreadPool(4, r -> {
            Thread t = new Thread(r, "mazziere-http-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        server.setExecutor(threads);
        server.createContext("/health", exactly("/health", exchange -> {
            Health.Report report = health.get();
            send(exchange, report.up() ? 200 : 503, "application/json", report.json());
        }));
        server.createContext("/metrics", exactly("/metrics",
                exchange -> send(exchange, 200, PROMETHEUS_TEXT, metrics.get())));
        server.start();
        OpsServer ops = new OpsServer(server, threads);
        LOG.info("HTTP server on {}:{}: /health, /metrics", address, ops.port());
        return ops;
    }

    /** The port it listens on. */
    public int port() {
        return server.getAddress().getPort();
    }

    @Override
    public void serve(String path, HttpHandler handler) {
        try {
            server.removeContext(path);
        } catch (IllegalArgumentException e) {
            // nothing was served there
        }
        server.createContext(path, handler);
    }

    /** A GET of exactly {@code path} (the JDK matches contexts by prefix); 404 or 405 otherwise. */
    private static HttpHandler exactly(String path, HttpHandler handler) {
        return exchange -> {
            try (exchange) {
                if (!exchange.getRequestURI().getPath().equals(path)) {
                    send(exchange, 404, "text/plain; charset=utf-8", "not found");
                } else if (!"GET".equals(exchange.getRequestMethod()) && !"HEAD".equals(exchange.getRequestMethod())) {
                    exchange.getResponseHeaders().set("Allow", "GET, HEAD");
                    send(exchange, 405, "text/plain; charset=utf-8", "GET only");
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
