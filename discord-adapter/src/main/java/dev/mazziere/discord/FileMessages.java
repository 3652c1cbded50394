package dev.mazziere.discord;

import dev.mazziere.chat.Attachment;
import net.dv8tion.jda.api.entities.channel.middleman.MessageChannel;
import net.dv8tion.jda.api.interactions.InteractionHook;
import net.dv8tion.jda.api.utils.FileUpload;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Sends a core message's file (the /history transcript) as a Discord message of its own,
 * after the message's text, as Telegram sends a document: a refused upload (no Attach Files
 * right, a file too large) leaves the text standing, and the log says why. Stateless.
 */
final class FileMessages {

    private static final Logger LOG = LoggerFactory.getLogger(FileMessages.class);

    private FileMessages() {
    }

    /**
     * Sends {@code file} through {@code hook} (an interaction's followup, which needs no right in
     * the channel) when there is one, else in {@code channel}; null for both: the channel is not
     * visible. {@code where} names the channel in the log.
     */
    static void send(Attachment file, InteractionHook hook, MessageChannel channel, String where) {
        FileUpload data = FileUpload.fromData(file.bytes(), file.fileName());
        try {
            if (hook != null) {
                hook.sendFiles(data).complete();
            } else if (channel != null) {
                channel.sendFiles(data).complete();
            } else {
                LOG.warn("cannot upload {}: {} is not visible to the bot", file.fileName(), where);
            }
        } catch (RuntimeException e) {
            LOG.warn("cannot upload {} in {}: {}", file.fileName(), where, Refusals.reason(e));
        }
    }
}
