package dev.mazziere.telegram;

import dev.mazziere.chat.Recent;
import dev.mazziere.chat.Button;
import dev.mazziere.chat.Capabilities;
import dev.mazziere.chat.Image;
import dev.mazziere.chat.Message;
import dev.mazziere.chat.MessageRef;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.telegram.telegrambots.meta.api.methods.updatingmessages.EditMessageReplyMarkup;
import org.telegram.telegrambots.meta.generics.TelegramClient;

/**
 * Edits of messages on the Bot API, as their calls go out: two waiting edits of one message
 * merge without losing what the older had to show ({@link #merged}); an edit that would
 * change nothing a message shows is not sent (Telegram would refuse it, "message is not
 * modified", and count the call all the same), for which the last {@value #REMEMBERED}
 * messages sent or edited are remembered by their key; a message another took the place of
 * loses its buttons ({@link Edit#retire}); a photo's picture and caption are edited
 * through {@link PhotoMessages}. Thread-safe.
 */
final class MessageEdits {

    static final int REMEMBERED = 5000;

    /**
     * What an edit sends: the message's new version, or, for a message another took the place
     * of ({@link TelegramPort#retire}), its buttons taken off.
     */
    record Edit(Message message, boolean retire) {

        static Edit to(Message message) {
            return new Edit(message, false);
        }

        static Edit retirement() {
            return new Edit(null, true);
        }
    }

    /** What a message shows: its text, buttons and picture; equal, an edit would change nothing. */
    private record Shown(String text, List<List<Button>> rows, Image.Key image) {

        static Shown of(Message message) {
            return new Shown(message.text().isBlank() ? "…" : message.text(), message.rows(),
                    message.image() == null ? null : message.image().key());
        }

        Shown withoutButtons() {
            return new Shown(text, List.of(), image);
        }
    }

    private final TelegramClient client;
    private final PhotoMessages photos;
    private final Map<String, Shown> shown = Collections.synchronizedMap(Recent.byUse(REMEMBERED));

    MessageEdits(TelegramClient client, PhotoMessages photos) {
        this.client = client;
        this.photos = photos;
    }

    /** The message known by {@code key} was just sent showing {@code message}. */
    void sent(String key, Message message) {
        shown.put(key, Shown.of(message));
    }

    /**
     * Two edits of one message, the older never sent: the newer, keeping what the older had
     * to show ({@link Message#keepingPinsOf}); a retirement makes the older its last version,
     * without buttons.
     */
    static Edit merged(Edit older, Edit newer) {
        if (newer.retire()) {
            return older.retire() ? older : Edit.to(older.message().withoutButtons());
        }
        if (older.retire()) {
            return newer;
        }
        boolean photo = newer.message().image() != null || older.message().image() != null;
        Capabilities caps = TelegramBot.CAPABILITIES;
        return Edit.to(newer.message().keepingPinsOf(older.message(),
                photo ? caps.maxCaptionLength() : caps.maxTextLength()));
    }

    /** Draws the picture the edit carries, if any: done while its call waits, so the call leaves on time. */
    static void draw(Edit edit) {
        if (edit.message() != null && edit.message().image() != null) {
            edit.message().image().png();
        }
    }

    /** Sends {@code edit} of message {@code messageId} of {@code chatId}, known by {@code key}, unless it shows that already. */
    Object send(long chatId, int messageId, String key, Edit edit) throws Exception {
        Shown before = shown.get(key);
        Shown after = edit.retire() ? (before == null ? null : before.withoutButtons()) : Shown.of(edit.message());
        if (after != null && after.equals(before)) {
            return Boolean.TRUE;
        }
        Object result = edit.retire() ? withoutButtons(chatId, messageId) : editNow(chatId, messageId, edit.message());
        if (after != null) {
            shown.put(key, after);
        }
        return result;
    }

    /** Takes the buttons off message {@code messageId}, whatever it shows. */
    private Object withoutButtons(long chatId, int messageId) throws Exception {
        try {
            return client.execute(EditMessageReplyMarkup.builder().chatId(chatId).messageId(messageId).build());
        } catch (Exception e) {
            if (Failures.notModified(e)) {
                return Boolean.TRUE;
            }
            throw e;
        }
    }

    /**
     * Edits message {@code messageId} now: its text, or a photo's picture and caption. A
     * photo sent before a restart is found out by its refusal to have its text edited: its
     * caption is edited instead.
     */
    private Object editNow(long chatId, int messageId, Message message) throws Exception {
        MessageRef sent = new MessageRef(TelegramPort.chatId(chatId), Integer.toString(messageId));
        try {
            try {
                return photos.edits(sent, message) ? photos.edit(chatId, messageId, sent, message)
                        : client.execute(BotMethods.editMessageText(chatId, messageId, message));
            } catch (Exception e) {
                if (Failures.noText(e)) {
                    return photos.caption(chatId, messageId, message);
                }
                throw e;
            }
        } catch (Exception e) {
            if (Failures.notModified(e)) {
                return Boolean.TRUE;
            }
            throw e;
        }
    }
}
