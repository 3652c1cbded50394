package dev.mazziere.app.ops;

import dev.mazziere.chat.ChatHandler;
import dev.mazziere.store.Store;
import dev.mazziere.telegram.TelegramStats;
import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.binder.jvm.JvmMemoryMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmThreadMetrics;
import io.micrometer.core.instrument.binder.system.ProcessorMetrics;
import io.micrometer.core.instrument.binder.system.UptimeMetrics;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.util.function.Supplier;

/**
 * The bot's metrics, in Prometheus' text format for {@code /metrics}: events and their
 * latency (by platform), moves, open tables and store errors (counted by
 * {@link MeteredChatHandler} and {@link MeteredStore} around the core, which knows
 * nothing of them), each platform's connection, Telegram's queued calls and rate-limit
 * waits (read from the adapter's {@link TelegramStats}), and the JVM's memory, threads,
 * CPU and uptime.
 */
public final class Metrics {

    private final PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);

    public Metrics() {
        new JvmMemoryMetrics().bindTo(registry);
        new JvmThreadMetrics().bindTo(registry);
        new ProcessorMetrics().bindTo(registry);
        new UptimeMetrics().bindTo(registry);
        Gauge.builder("mazziere.build.info", () -> 1).description("The version this build is (value 1)")
                .tag("version", BuildInfo.version()).register(registry);
    }

    /** The core of {@code platform}, counted and timed event by event. */
    public ChatHandler around(String platform, ChatHandler core) {
        return new MeteredChatHandler(platform, core, registry);
    }

    /** The store, its moves, open tables and errors counted. */
    public MeteredStore around(Store store) {
        return new MeteredStore(store, registry);
    }

    /** {@code mazziere_platform_up{platform}}: 1 while connected. */
    public void platform(String name, Supplier<PlatformState> state) {
        Gauge.builder("mazziere.platform.up", () -> state.get() == PlatformState.UP ? 1 : 0)
                .description("1 while the platform is connected").tag("platform", name).register(registry);
    }

    /**
     * Telegram's outbound queue and rate limits; {@code stats} is null until the bot has
     * started (the gauges read 0 until then).
     */
    public void telegram(Supplier<TelegramStats> stats) {
        Gauge.builder("mazziere.platform.calls.queued", () -> read(stats, TelegramStats::queuedCalls))
                .description("Platform calls waiting in the per-chat queues or under way")
                .tag("platform", "telegram").register(registry);
        FunctionCounter.builder("mazziere.platform.rate.limit.waits", stats,
                        s -> read(s, TelegramStats::rateLimitWaits))
                .description("Calls that waited because of a rate limit: the platform's 'Too Many Requests'"
                        + " (cause=platform) or the bot's own pacing (cause=pacing)")
                .tags("platform", "telegram", "cause", "platform").register(registry);
        FunctionCounter.builder("mazziere.platform.rate.limit.waits", stats,
                        s -> read(s, TelegramStats::throttledCalls))
                .tags("platform", "telegram", "cause", "pacing").register(registry);
        FunctionCounter.builder("mazziere.webhook.refused", stats, s -> read(s, TelegramStats::refusedWebhookRequests))
                .description("Webhook requests refused for a missing or wrong secret token")
                .tag("platform", "telegram").register(registry);
    }

    /**
     * In webhook mode: {@code mazziere_telegram_webhook_ok} (0 from a check that found the
     * webhook taken until it is set again) and {@code mazziere_telegram_webhook_taken_total}.
     */
    public void telegramWebhook(Supplier<TelegramStats> stats) {
        Gauge.builder("mazziere.telegram.webhook.ok", () -> read(stats, s -> s.webhookOk() ? 1 : 0))
                .description("1 while Telegram posts updates to this bot's webhook").register(registry);
        FunctionCounter.builder("mazziere.telegram.webhook.taken", stats, s -> read(s, TelegramStats::webhookTaken))
                .description("Checks that found the webhook taken by something else (and set it again)")
                .register(registry);
    }

    private static double read(Supplier<TelegramStats> stats, java.util.function.ToDoubleFunction<TelegramStats> f) {
        TelegramStats s = stats.get();
        return s == null ? 0 : f.applyAsDouble(s);
    }

    /** Everything, in Prometheus' text format. */
    public String scrape() {
        return registry.scrape();
    }
}
