package dev.mazziere.table.flow;

import dev.mazziere.chat.Recent;
import dev.mazziere.chat.Delivery;
import dev.mazziere.chat.MessageRef;
import java.util.HashMap;
import java.util.Map;

/**
 * A table's group posts that went out later than asked ({@link Delivery.Pending}): the
 * message each was to replace, kept should the new one be refused, and the ref each got once
 * sent, for edits that still name the stand-in. A table makes one only when a post of its
 * own is pending, so an idle table keeps none. Not thread-safe: the table's lock.
 */
final class PostedLater {

    /** Stand-ins remembered after their post went out: edits queued meanwhile name them. */
    private static final int REMEMBERED = 16;

    private final Map<MessageRef, MessageRef> fallbacks = new HashMap<>();
    private final Map<MessageRef, MessageRef> sentAs = Recent.byArrival(REMEMBERED);

    /** The post standing as {@code pending} replaces {@code old}, which stays should it be refused. */
    void replacing(MessageRef pending, MessageRef old) {
        fallbacks.put(pending, old);
    }

    /**
     * The post standing as {@code pending} went out with {@code result}: the message the
     * table shows from now on, its own ref, or the one it was to replace when refused (null if none).
     */
    MessageRef arrived(MessageRef pending, Delivery result) {
        MessageRef fallback = fallbacks.remove(pending);
        MessageRef real = result instanceof Delivery.Unreachable ? fallback : result.refOrNull();
        if (real != null && result.delivered()) {
            sentAs.put(pending, real);
        }
        return real;
    }

    /** The message an edit naming {@code ref} reached: the post's own ref when {@code ref} stood for it. */
    MessageRef realOf(MessageRef ref) {
        return sentAs.getOrDefault(ref, ref);
    }
}
