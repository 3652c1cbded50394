package dev.mazziere.telegram;

import dev.mazziere.chat.Image;
import dev.mazziere.chat.Message;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.chat.SentPictures;
import java.io.ByteArrayInputStream;
import java.io.Serializable;
import org.telegram.telegrambots.meta.api.methods.send.SendPhoto;
import org.telegram.telegrambots.meta.api.methods.updatingmessages.EditMessageCaption;
import org.telegram.telegrambots.meta.api.methods.updatingmessages.EditMessageMedia;
import org.telegram.telegrambots.meta.api.objects.InputFile;
import org.telegram.telegrambots.meta.api.objects.media.InputMediaPhoto;
import org.telegram.telegrambots.meta.exceptions.TelegramApiException;
import org.telegram.telegrambots.meta.generics.TelegramClient;

/**
 * A core message with a picture as the Bot API has it: a photo whose caption is the
 * message's text and whose inline keyboard is its buttons. Sends one ({@code sendPhoto})
 * and edits one: {@code editMessageMedia} when the picture changed (one call still: the
 * new picture, caption and buttons together), {@code editMessageCaption} when only the
 * text or the buttons did, or the edit has no picture (a photo stays a photo: its old
 * picture stays under the new caption). Remembers which picture each photo it sent shows.
 * The picture is drawn here, on the sending thread, when the call runs: an edit merged
 * away by a newer one is never drawn. Every call is built anew on each attempt, since a
 * retry needs a fresh stream over the bytes. Thread-safe.
 */
final class PhotoMessages {

    private final TelegramClient client;
    private final SentPictures shown = new SentPictures();

    PhotoMessages(TelegramClient client) {
        this.client = client;
    }

    /** Sends {@code message}, which has a picture, to {@code chatId} (its topic {@code thread} if not null) as a photo. */
    org.telegram.telegrambots.meta.api.objects.message.Message send(long chatId, Integer thread, Message message)
            throws TelegramApiException {
        Image image = message.image();
        var sent = client.execute(SendPhoto.builder().chatId(chatId).messageThreadId(thread)
                .photo(new InputFile(new ByteArrayInputStream(image.png()), image.fileName()))
                .caption(caption(message)).replyMarkup(BotMethods.keyboard(message)).build());
        shown.sent(ref(chatId, sent.getMessageId()), image);
        return sent;
    }

    /** True when an edit to {@code message} goes through here: it has a picture, or the message it edits is a photo. */
    boolean edits(MessageRef ref, Message message) {
        return message.image() != null || shown.showsAny(ref);
    }

    /** Edits the message {@code messageId} of {@code chatId} ({@code ref} in the core's words) to {@code message}. */
    Serializable edit(long chatId, int messageId, MessageRef ref, Message message) throws TelegramApiException {
        Image image = message.image();
        if (image == null || shown.shows(ref, image)) {
            return caption(chatId, messageId, message);
        }
        InputMediaPhoto photo = new InputMediaPhoto(new ByteArrayInputStream(image.png()), image.fileName());
        photo.setCaption(caption(message));
        Serializable result = client.execute(EditMessageMedia.builder().chatId(chatId).messageId(messageId)
                .media(photo).replyMarkup(BotMethods.keyboard(message)).build());
        shown.sent(ref, image);
        return result;
    }

    /**
     * Edits the caption and buttons alone: of a photo it does not remember (sent before a
     * restart), whose text {@code editMessageText} found it cannot edit.
     */
    Serializable caption(long chatId, int messageId, Message message) throws TelegramApiException {
        return client.execute(EditMessageCaption.builder().chatId(chatId).messageId(messageId)
                .caption(caption(message)).replyMarkup(BotMethods.keyboard(message)).build());
    }

    private static String caption(Message message) {
        return message.text().isBlank() ? "…" : message.text();
    }

    private static MessageRef ref(long chatId, int messageId) {
        return new MessageRef(TelegramPort.chatId(chatId), Integer.toString(messageId));
    }
}
