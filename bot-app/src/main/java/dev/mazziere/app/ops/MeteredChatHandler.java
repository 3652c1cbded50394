package dev.mazziere.app.ops;

import dev.mazziere.chat.ChatEvent;
import dev.mazziere.chat.ChatHandler;
import dev.mazziere.chat.ChatId;
import dev.mazziere.chat.Delivery;
import dev.mazziere.chat.MessageRef;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.time.Duration;
import java.util.Collection;
import java.util.stream.Stream;
import org.slf4j.MDC;

/**
 * A platform's core, counted and timed: every event ({@code mazziere_events_total} by
 * platform and kind) and how long the core took with it
 * ({@code mazziere_event_duration_seconds}, a histogram of 5 ms to 10 s). While the core works on an
 * event, the log's MDC holds its chat ({@code chat}: platform:id), so every line logged
 * for the event says where it happened.
 */
final class MeteredChatHandler implements ChatHandler {

    static final String CHAT_KEY = "chat";
    /** The histogram's buckets: from a command answered at once to a slow store. */
    private static final Duration[] BUCKETS = Stream.of(5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10_000)
            .map(Duration::ofMillis).toArray(Duration[]::new);

    private final String platform;
    private final ChatHandler core;
    private final java.util.Map<String, Counter> events = new java.util.HashMap<>();
    private final Timer latency;

    MeteredChatHandler(String platform, ChatHandler core, MeterRegistry registry) {
        this.platform = platform;
        this.core = core;
        for (String kind : java.util.List.of("command", "press", "reaction")) {
            events.put(kind, Counter.builder("mazziere.events").description("Chat events handed to the core")
                    .tags("platform", platform, "kind", kind).register(registry));
        }
        this.latency = Timer.builder("mazziere.event.duration")
                .description("Time the core took to handle an event, from its arrival to its answer being queued")
                .tag("platform", platform).serviceLevelObjectives(BUCKETS).register(registry);
    }

    @Override
    public void handle(ChatEvent event) {
        events.get(kind(event)).increment();
        String before = MDC.get(CHAT_KEY);
        MDC.put(CHAT_KEY, event.chat().platform() + ":" + event.chat().id());
        long start = System.nanoTime();
        try {
            core.handle(event);
        } finally {
            latency.record(System.nanoTime() - start, java.util.concurrent.TimeUnit.NANOSECONDS);
            if (before == null) {
                MDC.remove(CHAT_KEY);
            } else {
                MDC.put(CHAT_KEY, before);
            }
        }
    }

    private static String kind(ChatEvent event) {
        return switch (event) {
            case ChatEvent.Command c -> "command";
            case ChatEvent.ButtonPress p -> "press";
            case ChatEvent.Reaction r -> "reaction";
        };
    }

    @Override
    public void chatMoved(ChatId from, ChatId to) {
        core.chatMoved(from, to);
    }

    @Override
    public void chatsGone(Collection<ChatId> chats, String why) {
        core.chatsGone(chats, why);
    }

    @Override
    public void editSent(MessageRef ref, Delivery result) {
        core.editSent(ref, result);
    }

    @Override
    public void posted(MessageRef pending, Delivery result) {
        core.posted(pending, result);
    }
}
