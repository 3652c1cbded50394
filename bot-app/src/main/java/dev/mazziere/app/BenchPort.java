package dev.mazziere.app;

import dev.mazziere.chat.Button;
import dev.mazziere.chat.Capabilities;
import dev.mazziere.chat.ChatEvent;
import dev.mazziere.chat.ChatId;
import dev.mazziere.chat.ChatPort;
import dev.mazziere.chat.Delivery;
import dev.mazziere.chat.Message;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.chat.UserId;
import dev.mazziere.telegram.TelegramBot;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;

/**
 * The chat platform of {@code bench tables}: every call succeeds at once, as a platform
 * with no limits would; of each table it keeps only what the driver needs (the newest
 * prompt to press), and for each press the time from its intended send time to the edit
 * of the table's message in the group. Group chats are {@code g<i>}, the two players of
 * table {@code i} are {@code a<i>} and {@code b<i>}. Thread-safe.
 */
final class BenchPort implements ChatPort {

    static final String PLATFORM = "bench";

    /** One table as the driver sees it. */
    static final class Track {
        final int index;
        final ChatId group;
        /** Set while a press of this table is being handled. */
        final AtomicBoolean busy = new AtomicBoolean();
        volatile String user;
        volatile String payload;
        volatile MessageRef prompt;
        /** Counts the prompts this table sent: no new one after a press means the match ended. */
        volatile long prompts;
        /** The intended send time of the press waiting for its table edit, or 0. */
        final AtomicLong intended = new AtomicLong();
        volatile boolean measured;

        Track(int index) {
            this.index = index;
            this.group = new ChatId(PLATFORM, "g" + index);
        }
    }

    private final Track[] tracks;
    private final AtomicLong ids = new AtomicLong();
    private final long[] latencies;
    private final AtomicInteger recorded = new AtomicInteger();
    final LongAdder calls = new LongAdder();
    final LongAdder edits = new LongAdder();
    /** Turns the computer played because their time ran out (the mover's prompt says so). */
    final LongAdder timedOut = new LongAdder();
    /** Press answers with a text (refusals, errors), by text. */
    final Map<String, LongAdder> answers = new ConcurrentHashMap<>();

    /** @param maxLatencies how many latencies to keep at most */
    BenchPort(int tables, int maxLatencies) {
        tracks = new Track[tables];
        for (int i = 0; i < tables; i++) {
            tracks[i] = new Track(i);
        }
        latencies = new long[maxLatencies];
    }

    Track track(int index) {
        return tracks[index];
    }

    int tables() {
        return tracks.length;
    }

    /** The latencies recorded so far, in nanoseconds, unsorted. */
    long[] latencies() {
        int n = Math.min(recorded.get(), latencies.length);
        long[] out = new long[n];
        System.arraycopy(latencies, 0, out, 0, n);
        return out;
    }

    private static int indexOf(String id) {
        return Integer.parseInt(id.substring(1));
    }

    @Override
    public String platform() {
        return PLATFORM;
    }

    @Override
    public Capabilities capabilities() {
        return TelegramBot.CAPABILITIES;
    }

    @Override
    public Delivery send(ChatId chat, Message message) {
        calls.increment();
        return new Delivery.Delivered(new MessageRef(chat, Long.toString(ids.incrementAndGet())));
    }

    @Override
    public Delivery sendPrivate(UserId user, Message message) {
        calls.increment();
        MessageRef ref = new MessageRef(new ChatId(PLATFORM, "dm-" + user.id()), Long.toString(ids.incrementAndGet()));
        for (var row : message.rows()) {
            for (Button b : row) {
                if (b.payload() != null && b.payload().startsWith("m:")) {
                    Track t = tracks[indexOf(user.id())];
                    t.user = user.id();
                    t.payload = b.payload();
                    t.prompt = ref;
                    t.prompts++;
                    return new Delivery.Delivered(ref);
                }
            }
        }
        return new Delivery.Delivered(ref);
    }

    @Override
    public Delivery edit(MessageRef ref, Message message) {
        calls.increment();
        edits.increment();
        if (message.text().startsWith("⏰ Time ran out")) {
            timedOut.increment();
        }
        String chat = ref.chat().id();
        if (chat.startsWith("g")) {
            Track t = tracks[indexOf(chat)];
            long intended = t.intended.getAndSet(0);
            if (intended != 0 && t.measured) {
                int i = recorded.getAndIncrement();
                if (i < latencies.length) {
                    latencies[i] = System.nanoTime() - intended;
                }
            }
        }
        return new Delivery.Delivered(ref);
    }

    @Override
    public void answer(ChatEvent.ButtonPress press, Message reply) {
        calls.increment();
        if (!reply.text().isEmpty()) {
            answers.computeIfAbsent(reply.text(), k -> new LongAdder()).increment();
        }
    }
}
