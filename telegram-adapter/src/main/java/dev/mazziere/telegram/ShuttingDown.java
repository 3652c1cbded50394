package dev.mazziere.telegram;

/**
 * A call the bot did not make because it stopped first: left in its queue when the
 * shutdown's bound was over, or asked for after. Not a failure of the chat: the core is not
 * told (a post keeps its stand-in, which the next start posts anew; the tables redraw what
 * an edit would have shown), and nothing is logged but the one line that counts them.
 */
final class ShuttingDown extends IllegalStateException {

    ShuttingDown() {
        super("the bot is shutting down", null);
    }
}
