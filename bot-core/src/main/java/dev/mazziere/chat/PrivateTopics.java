package dev.mazziere.chat;

/**
 * Which topic of a user's private chat holds their messages about one table
 * ({@link ChatPort#privateTopics}): the core keeps them, the {@link Outbox} asks before each
 * private message about a table. Thread-safe.
 */
@FunctionalInterface
public interface PrivateTopics {

    /** No topics: every private message goes to the private chat itself. */
    PrivateTopics NONE = (user, about) -> "";

    /**
     * The topic of {@code user}'s private chat for the table {@code about}, made now if needed;
     * "" for the private chat itself (no topics there, a solo table, a topic that could not
     * be made). Never throws.
     */
    String topic(UserId user, About about);
}
