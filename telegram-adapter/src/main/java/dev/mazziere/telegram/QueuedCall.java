package dev.mazziere.telegram;

import java.util.concurrent.CompletableFuture;
import java.util.function.BinaryOperator;
import java.util.function.Consumer;

/**
 * One call waiting in {@link CallQueues}, or under way: what it sends (merged with newer
 * calls of the same key while it waits), how to make that ready (draw a picture) and send
 * it, the caller's future, and its attempts so far. Guarded by the queues' lock.
 */
final class QueuedCall {

    final long chat;
    final String mergeKey;
    final String what;
    /** An answer to a person: it goes ahead of the chat's other calls, on the answers' share. */
    final boolean urgent;
    final CompletableFuture<Object> result = new CompletableFuture<>();
    final BinaryOperator<Object> merge;
    final Consumer<Object> prepare;
    final CallQueues.Send<Object> send;
    Object content;
    /** Changes with each merge; the content is ready to go once prepared at this version. */
    int version;
    int preparedVersion = -1;
    int attempts;
    boolean throttled;

    @SuppressWarnings("unchecked")
    <T> QueuedCall(long chat, String mergeKey, String what, boolean urgent, T content, BinaryOperator<T> merge,
                   Consumer<T> prepare, CallQueues.Send<T> send) {
        this.chat = chat;
        this.mergeKey = mergeKey;
        this.what = what;
        this.urgent = urgent;
        this.content = content;
        this.merge = (BinaryOperator<Object>) merge;
        this.prepare = (Consumer<Object>) prepare;
        this.send = (CallQueues.Send<Object>) send;
    }

    /** True when what it sends is ready to go: nothing to make, or made since the last merge. */
    boolean ready() {
        return prepare == null || preparedVersion == version;
    }
}
