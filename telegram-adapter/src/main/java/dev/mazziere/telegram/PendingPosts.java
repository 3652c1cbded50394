package dev.mazziere.telegram;

import dev.mazziere.chat.Recent;
import java.util.Collections;
import java.util.Map;
import java.util.OptionalInt;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;

/**
 * New messages on their way to Telegram: the stand-in ids the core holds for them until
 * they are sent ({@link dev.mazziere.chat.Delivery.Pending}), and the message ids
 * Telegram gave them. A stand-in is {@code p<run>-<n>}, never a number like Telegram's
 * ids, and names its process's run, so one kept across a restart is recognised as
 * unknown rather than taken for another message. The last {@value #REMEMBERED} are
 * remembered. Thread-safe.
 */
final class PendingPosts {

    private static final int REMEMBERED = 10_000;
    private static final int FAILED = -1;
    private static final int UNSENT = 0;

    private final String run = "p" + Long.toString(ThreadLocalRandom.current().nextLong() >>> 1, 36) + "-";
    private final AtomicLong next = new AtomicLong();
    /** Stand-in id -> Telegram's message id, {@link #UNSENT} or {@link #FAILED}. */
    private final Map<String, Integer> ids = bounded();
    /** "chat:message id" of a sent stand-in -> the stand-in, so edits under either id merge. */
    private final Map<String, String> aliases = bounded();

    private static <K, V> Map<K, V> bounded() {
        return Collections.synchronizedMap(Recent.byArrival(REMEMBERED));
    }

    /** True for a stand-in id, of this run or an earlier one. */
    static boolean isStandIn(String id) {
        return id.startsWith("p");
    }

    /** A new stand-in id, for a message about to be queued. */
    String open() {
        String id = run + next.incrementAndGet();
        ids.put(id, UNSENT);
        return id;
    }

    /** The message {@code standIn} was sent to {@code chat} as {@code messageId}. */
    void sent(String standIn, long chat, int messageId) {
        ids.put(standIn, messageId);
        aliases.put(chat + ":" + messageId, standIn);
    }

    /** The message {@code standIn} could not be sent. */
    void failed(String standIn) {
        ids.put(standIn, FAILED);
    }

    /** True when {@code id} names a message this run can still reach: a Telegram id, or a stand-in of this run not failed. */
    boolean known(String id) {
        if (!isStandIn(id)) {
            return telegramId(id).isPresent();
        }
        Integer state = ids.get(id);
        return state != null && state != FAILED;
    }

    private static OptionalInt telegramId(String id) {
        try {
            return OptionalInt.of(Integer.parseInt(id));
        } catch (NumberFormatException e) {
            return OptionalInt.empty();
        }
    }

    /**
     * Telegram's id of the message {@code id} names: itself for a Telegram id; for a
     * stand-in, the id it was sent as, or empty while it is unsent, failed or unknown.
     */
    OptionalInt messageId(String id) {
        if (!isStandIn(id)) {
            return telegramId(id);
        }
        Integer state = ids.get(id);
        return state == null || state <= 0 ? OptionalInt.empty() : OptionalInt.of(state);
    }

    /** One name for a message in {@code chat}, whether the core calls it by its stand-in or by Telegram's id. */
    String key(long chat, String id) {
        return chat + ":" + (isStandIn(id) ? id : aliases.getOrDefault(chat + ":" + id, id));
    }
}
