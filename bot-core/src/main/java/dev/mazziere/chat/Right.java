package dev.mazziere.chat;

/**
 * A right the bot needs in a group chat, as far as a user can grant it: the core names
 * a missing one ({@code right.*} texts) when it tells a table's owner why the bot cannot
 * post. Adapters map their platform's permissions onto these.
 */
public enum Right {
    /** See the chat at all (Discord: View Channel). */
    VIEW,
    /** Post messages there (Discord: Send Messages; in a thread, Send Messages in Threads). */
    POST,
    /** Read earlier messages, so messages posted before a restart stay usable (Discord: Read Message History). */
    READ_HISTORY,
    /** Attach files, for {@code /history} transcripts (Discord: Attach Files). */
    ATTACH_FILES,
    /** Give each table a thread of its own (Discord: Create Public Threads). */
    CREATE_THREADS,
    /** Post in the threads made for tables (Discord: Send Messages in Threads). */
    POST_IN_THREADS;

    /** The key of this right's name in the core texts. */
    public String textKey() {
        return "right." + name().toLowerCase(java.util.Locale.ROOT);
    }
}
